import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// ``ImageShader`` gives pixman's bytes under random turns, skews, scales and offsets, on an
/// image with flat areas (where the four pixels sampled are often equal), ramps, hard edges,
/// clear and translucent pixels, composited at odd boxes over a translucent background.
@Suite struct ImageShaderRandomTests {
  /// A 61 × 47 premultiplied image: flat blocks, a ramp, stripes, clear and translucent
  /// pixels.
  static func image() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 61, 47)!
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<47 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<61 {
        let a: UInt32 = x > 50 ? 0 : (y > 36 ? UInt32(90 + x) : 255)
        let r: UInt32 = x < 20 ? 200 : UInt32(x * 4)
        let g: UInt32 = (x / 8 + y / 6) % 2 == 0 ? 240 : 16
        let b: UInt32 = y < 12 ? 77 : UInt32(y * 5)
        row[x] = a << 24 | r * a / 255 << 16 | g * a / 255 << 8 | b * a / 255
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The image under device-to-image `matrix` through a box's and an ellipse's coverage onto
  /// a 150 × 130 target (at device offset `offset`), with Cairo or the shader; `nil` when
  /// the shader declined.
  static func render(
    _ matrix: cairo_matrix_t, box: (Double, Double, Double, Double), offset: (Double, Double),
    ownShader: Bool
  ) -> [UInt8]? {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 150, 130)!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, offset.0, offset.1)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.2, 0.6, 0.4, 0.6)
    cairo_paint(cr)
    cairo_rectangle(cr, box.0, box.1, box.2, box.3)
    cairo_clip(cr)
    let image = Self.image()
    defer { cairo_surface_destroy(image) }
    let source = cairo_pattern_create_for_surface(image)!
    defer { cairo_pattern_destroy(source) }
    cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    var m = matrix
    cairo_pattern_set_matrix(source, &m)
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_save(cr)
    cairo_translate(cr, 72, 61)
    cairo_scale(cr, 61, 52)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
    cairo_fill(cr)
    let mask = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(mask) }
    cairo_set_source(cr, source)
    if ownShader {
      guard ImageShader.shade(cr, source: source, mask: mask) else { return nil }
    } else {
      cairo_mask(cr, mask)
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: stride * 130))
  }

  @Test func randomTransformsSampleLikePixman() {
    var random = SeededGenerator(seed: 11)
    func unit() -> Double { Double.random(in: 0..<1, using: &random) }
    var compared = 0
    for _ in 0..<120 {
      // Image to device: a turn, a scale from a third to three times, a skew, a place.
      let angle = unit() * 2 * Double.pi
      let (sx, sy) = (0.33 + unit() * 2.7, 0.33 + unit() * 2.7)
      var m = cairo_matrix_t()
      cairo_matrix_init_translate(&m, 40 + unit() * 70, 30 + unit() * 70)
      cairo_matrix_rotate(&m, angle)
      var skew = cairo_matrix_t(
        xx: sx, yx: (unit() - 0.5) * 0.6, xy: (unit() - 0.5) * 0.6, yy: sy,
        x0: 0, y0: 0)
      var turned = m
      cairo_matrix_multiply(&m, &skew, &turned)
      cairo_matrix_translate(&m, -30.5, -23.5)
      guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { continue }
      // On pixman's steps, as the painter places a turned image.
      func step(_ v: Double) -> Double { (v * 65536).rounded() / 65536 }
      let placed = cairo_matrix_t(
        xx: step(m.xx), yx: step(m.yx), xy: step(m.xy), yy: step(m.yy), x0: step(m.x0),
        y0: step(m.y0))
      let box = (
        Double(random.next() % 9), Double(random.next() % 7),
        Double(120 + random.next() % 30), Double(100 + random.next() % 29)
      )
      let offset = (Double(random.next() % 5), Double(random.next() % 3))
      let cairo = Self.render(placed, box: box, offset: offset, ownShader: false)
      guard let own = Self.render(placed, box: box, offset: offset, ownShader: true),
        let cairo
      else { continue }
      let differing = zip(cairo, own).filter { $0 != $1 }.count
      #expect(differing == 0, "angle \(angle), scale \(sx) × \(sy): \(differing) bytes differ")
      compared += 1
    }
    // Nearly every transform is turned, so the shader takes it.
    #expect(compared > 100)
  }
}
