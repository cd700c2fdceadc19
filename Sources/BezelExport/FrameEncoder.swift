import BezelDrawing

/// What a render worker hands the in-order writer: the part of encoding a frame that does
/// not depend on the frames before it, done in parallel.
enum PreparedFrame: Sendable {
  /// Finished bytes (a PNG file, or a zlib stream for an APNG frame).
  case bytes([UInt8])
  /// A palette image for GIF.
  case indexed(IndexedImage)
  /// Straight-alpha RGBA (WebP) or packed RGB (video) pixels.
  case pixels([UInt8])
}

/// Writes frames into an output in order. An encoder is used from one thread at a time; only
/// its ``prepare`` closure runs on the render workers.
protocol FrameEncoder: AnyObject {
  /// The order-independent half of encoding a frame, safe to call from any thread.
  var prepare: @Sendable (Bitmap) throws(ExportError) -> PreparedFrame { get }
  /// Appends frame `index` (called with 0, 1, 2 … in order).
  func write(_ frame: PreparedFrame, index: Int) throws(ExportError)
  /// Completes the output after the last frame.
  func finish() throws(ExportError)
  /// Abandons the output, releasing what the encoder holds.
  func abandon()
}
