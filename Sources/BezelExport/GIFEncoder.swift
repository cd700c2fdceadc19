import BezelDrawing
import CGIF
import Foundation

/// Writes an animated GIF with giflib: a palette per frame (libimagequant), a looping
/// NETSCAPE2.0 extension and per-frame delays in centiseconds whose total is exact (a frame
/// that rounds to 0 cs is left out).
final class GIFEncoder: FrameEncoder {
  private var file: UnsafeMutablePointer<GifFileType>?
  private let path: String
  private let delays: [Int]
  /// The frame written even when its delay is 0, so a GIF shorter than 1 cs has one frame.
  private let firstShownFrame: Int

  init(path: String, width: Int, height: Int, schedule: FrameSchedule) throws(ExportError) {
    let delays = schedule.frameDurations(ticksPerSecond: 100)
    guard delays.allSatisfy({ $0 <= Int(UInt16.max) }) else {
      throw .invalidSetting("a GIF frame cannot last longer than 655 s; raise --fps")
    }
    self.delays = delays
    firstShownFrame = delays.firstIndex { $0 > 0 } ?? 0
    self.path = path
    var error: Int32 = 0
    guard let file = EGifOpenFileName(path, false, &error) else {
      throw .cannotWrite(path: path, reason: GIFEncoder.message(error))
    }
    self.file = file
    EGifSetGifVersion(file, true)
    guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
      throw failure("cannot write the GIF header")
    }
    // Loop forever: the NETSCAPE2.0 application extension with a loop count of 0.
    let loop: [UInt8] = [1, 0, 0]
    let status =
      EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK
      && Array("NETSCAPE2.0".utf8).withUnsafeBufferPointer {
        EGifPutExtensionBlock(file, 11, $0.baseAddress) == GIF_OK
      }
      && loop.withUnsafeBufferPointer { EGifPutExtensionBlock(file, 3, $0.baseAddress) == GIF_OK }
      && EGifPutExtensionTrailer(file) == GIF_OK
    guard status else { throw failure("cannot write the GIF loop extension") }
  }

  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame = {
    (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
    .indexed(try PaletteQuantizer.quantize(bitmap))
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    guard case .indexed(let image) = frame, let file else {
      throw .renderFailed("internal error: a GIF frame was prepared for another format")
    }
    // A frame that rounds to 0 cs would show for 1/10 s in browsers (they stretch delays
    // under 2 cs); it is left out, which is what it would look like at its true length.
    // Every frame is complete, so leaving one out changes no other.
    guard delays[index] > 0 || index == firstShownFrame else { return }
    // A frame with transparency must clear the previous one, or it would show through.
    var control = GraphicsControlBlock(
      DisposalMode: image.transparentIndex == nil ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND,
      UserInputFlag: false, DelayTime: Int32(delays[index]),
      TransparentColor: Int32(image.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = extensionBytes.withUnsafeMutableBufferPointer {
      EGifGCBToExtension(&control, $0.baseAddress)
    }
    guard
      extensionBytes.withUnsafeBufferPointer({
        EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress)
      }) == GIF_OK
    else { throw failure("cannot write a GIF frame's timing") }

    // Colour tables hold a power of two entries, at least 2.
    var tableSize = 2
    while tableSize < image.colorCount { tableSize *= 2 }
    var colors = [GifColorType](
      repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize)
    for entry in 0..<image.colorCount {
      colors[entry] = GifColorType(
        Red: image.palette[entry * 3], Green: image.palette[entry * 3 + 1],
        Blue: image.palette[entry * 3 + 2])
    }
    guard let map = GifMakeMapObject(Int32(tableSize), colors) else {
      throw failure("cannot make a GIF colour table")
    }
    defer { GifFreeMapObject(map) }
    guard
      EGifPutImageDesc(file, 0, 0, Int32(image.width), Int32(image.height), false, map) == GIF_OK
    else { throw failure("cannot write a GIF frame") }
    var indices = image.indices
    let written = indices.withUnsafeMutableBufferPointer { buffer -> Bool in
      for row in 0..<image.height {
        let line = buffer.baseAddress! + row * image.width
        if EGifPutLine(file, line, Int32(image.width)) != GIF_OK { return false }
      }
      return true
    }
    guard written else { throw failure("cannot write a GIF frame's pixels") }
  }

  func finish() throws(ExportError) {
    guard let file else { return }
    self.file = nil
    var error: Int32 = 0
    guard EGifCloseFile(file, &error) == GIF_OK else {
      throw .cannotWrite(path: path, reason: GIFEncoder.message(error))
    }
  }

  func abandon() {
    guard let file else { return }
    self.file = nil
    var error: Int32 = 0
    _ = EGifCloseFile(file, &error)
  }

  private func failure(_ what: String) -> ExportError {
    let code = file?.pointee.Error ?? 0
    return .cannotWrite(path: path, reason: "\(what) (\(GIFEncoder.message(code)))")
  }

  private static func message(_ code: Int32) -> String {
    guard let text = GifErrorString(code) else { return "giflib error \(code)" }
    return String(cString: text)
  }
}
