import BezelDrawing
import BezelLayers

/// Turns display lists into bitmaps. Each render worker makes its own rasterizer and uses it
/// only on its thread, so an implementation need not be thread-safe.
protocol FrameRasterizer {
  func rasterize(_ list: DisplayList) throws(ExportError) -> Bitmap
}
