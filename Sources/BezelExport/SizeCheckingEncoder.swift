import BezelDrawing

/// Wraps an encoder so a frame of the wrong size (a timeline that changed its size mid-export)
/// fails with a message instead of corrupting the output.
final class SizeCheckingEncoder: FrameEncoder {
  private let base: any FrameEncoder
  let prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame

  init(_ base: any FrameEncoder, width: Int, height: Int) {
    self.base = base
    let inner = base.prepare
    prepare = { (bitmap: Bitmap) throws(ExportError) -> PreparedFrame in
      guard bitmap.width == width, bitmap.height == height else {
        throw .renderFailed(
          "a frame was \(bitmap.width)×\(bitmap.height) pixels instead of \(width)×\(height); "
            + "the timeline's size must not change during an export")
      }
      return try inner(bitmap)
    }
  }

  func write(_ frame: PreparedFrame, index: Int) throws(ExportError) {
    try base.write(frame, index: index)
  }

  func finish() throws(ExportError) { try base.finish() }

  func abandon() { base.abandon() }
}
