import BezelDrawing
import BezelRaster
import Foundation

/// Writes one frame as a PNG file, or every frame into a directory as a PNG sequence.
final class PNGFileEncoder: FrameEncoder {
  private let destination: String
  private let isSequence: Bool
  private let digits: Int

  /// For a single PNG, `destination` is the file; for a sequence, the directory.
  init(destination: String, sequence: Bool, frameCount: Int) {
    self.destination = destination
    self.isSequence = sequence
    self.digits = max(4, String(max(0, frameCount - 1)).count)
  }

  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame = {
    (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
    do throws(ImageEncodingError) {
      return .bytes(Array(try PNGEncoder.encode(bitmap)))
    } catch {
      throw .renderFailed("a frame could not be encoded as PNG: \(error)")
    }
  }

  /// The file name of frame `index` in a sequence: `frame_0000.png`.
  static func sequenceName(index: Int, digits: Int) -> String {
    let number = String(index)
    return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number
      + ".png"
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .bytes(let bytes) = frame else {
      throw .renderFailed("internal error: a PNG frame was prepared for another format")
    }
    let path =
      isSequence
      ? destination + "/" + PNGFileEncoder.sequenceName(index: index, digits: digits)
      : destination
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  func finish() throws(ExportError) {}

  func abandon() {}
}
