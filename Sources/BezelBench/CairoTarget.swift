import BezelDrawing
import CCairo
import Foundation

/// An ARGB32 Cairo surface both sides of the engine comparison draw into, prepared the same
/// way for both: cleared, scaled to pixels per point.
final class CairoTarget {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  /// A `size`-point surface at `scale`, or `nil` when Cairo refuses the size.
  init?(size: CGSize, scale: Double) {
    let w = Int((Double(size.width) * scale).rounded())
    let h = Int((Double(size.height) * scale).rounded())
    guard w > 0, h > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    width = w
    height = h
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// Clears the surface, scales a fresh context by `scale` and lets `body` draw.
  func paint(scale: Double, _ body: (OpaquePointer) -> Void) {
    guard let cr = cairo_create(surface) else { return }
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_scale(cr, scale, scale)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
  }

  /// The pixels as premultiplied RGBA bytes.
  func rgba() -> [UInt8] {
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var out = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let word = row[x]
        let i = (y * width + x) * 4
        out[i] = UInt8(truncatingIfNeeded: word >> 16)
        out[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
        out[i + 2] = UInt8(truncatingIfNeeded: word)
        out[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
      }
    }
    return out
  }
}
