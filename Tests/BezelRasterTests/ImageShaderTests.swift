import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// Bezel's own sampling of a turned image gives pixman's bytes: the same image shaded through
/// the same coverage with `cairo_mask` and with ``ImageShader`` is identical, for turns,
/// skews, shrinking and enlarging, translucent pixels and partial coverage, an image reaching
/// past the shape (pad's clamped edges) and a target drawn at a device offset (a damage box).
@Suite struct ImageShaderTests {
  /// A transform from the image to the device and how the target is placed.
  enum Case: CaseIterable {
    case turned, turnedShrunk, turnedEnlarged, skewed, padded, offsetTarget, nearlyUpright
  }

  /// A 37 × 23 premultiplied image: ramps, a hard stripe, translucent and clear pixels.
  static func image() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 37, 23)!
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<23 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<37 {
        let a = UInt32(x % 9 == 0 ? 0 : (y > 15 ? 140 + x : 255))
        let r = (UInt32(x * 7 + y * 3) % 256) * a / 255
        let g = UInt32((x / 5 + y / 4) % 2 == 0 ? 230 : 20) * a / 255
        let b = UInt32(y * 11 % 256) * a / 255
        row[x] = a << 24 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The device-to-user transform of the image for `kind`, as `cairo_translate`,
  /// `cairo_rotate`… would build it.
  static func transform(_ kind: Case) -> cairo_matrix_t {
    var m = cairo_matrix_t()
    cairo_matrix_init_translate(&m, 70, 60)
    switch kind {
    case .turned, .offsetTarget: cairo_matrix_rotate(&m, 0.53)
    case .turnedShrunk:
      cairo_matrix_rotate(&m, -1.9)
      cairo_matrix_scale(&m, 0.43, 0.61)
    case .turnedEnlarged:
      cairo_matrix_rotate(&m, 2.7)
      cairo_matrix_scale(&m, 3.3, 2.1)
    case .skewed:
      var skew = cairo_matrix_t(xx: 1.4, yx: 0.35, xy: -0.6, yy: 1.1, x0: 0, y0: 0)
      var moved = m
      cairo_matrix_multiply(&m, &skew, &moved)
    case .padded:
      cairo_matrix_rotate(&m, 0.2)
      cairo_matrix_scale(&m, 2, 2)
    case .nearlyUpright: cairo_matrix_rotate(&m, 0.0004)
    }
    cairo_matrix_translate(&m, -18.5, -11.5)
    return m
  }

  /// Draws the image under `kind`'s transform over a grey background into a 140 × 120
  /// surface (placed at device (-9, -5) for `.offsetTarget`) through the coverage of an
  /// ellipse (a larger one for `.padded`, so pad's edges show), with Cairo or the shader.
  static func render(_ kind: Case, ownShader: Bool) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 140, 120)!
    defer { cairo_surface_destroy(surface) }
    if kind == .offsetTarget { cairo_surface_set_device_offset(surface, 9, 5) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.5, 0.45, 0.4, 0.75)
    cairo_paint(cr)
    // An odd width and height: Cairo fits pixman's translation at a half pixel.
    cairo_rectangle(cr, 3, 4, 131, 111)
    cairo_clip(cr)
    let image = Self.image()
    defer { cairo_surface_destroy(image) }
    let source = cairo_pattern_create_for_surface(image)!
    defer { cairo_pattern_destroy(source) }
    cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    // Device to image on pixman's steps, as the painter places a turned image.
    var m = transform(kind)
    _ = cairo_matrix_invert(&m)
    func step(_ v: Double) -> Double { (v * 65536).rounded() / 65536 }
    var placed = cairo_matrix_t(
      xx: step(m.xx), yx: step(m.yx), xy: step(m.xy), yy: step(m.yy), x0: step(m.x0),
      y0: step(m.y0))
    cairo_pattern_set_matrix(source, &placed)
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_save(cr)
    cairo_translate(cr, 70, 60)
    cairo_scale(cr, kind == .padded ? 64 : 45, kind == .padded ? 55 : 33)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
    cairo_fill(cr)
    let mask = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(mask) }
    cairo_set_source(cr, source)
    let shaded = ownShader && ImageShader.shade(cr, source: source, mask: mask)
    if !shaded {
      #expect(!ownShader, "the shader declined \(kind)")
      cairo_mask(cr, mask)
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: stride * 120))
  }

  @Test(arguments: Case.allCases) func samplesLikePixman(_ kind: Case) {
    let cairo = Self.render(kind, ownShader: false)
    let own = Self.render(kind, ownShader: true)
    let differing = zip(cairo, own).filter { $0 != $1 }.count
    #expect(differing == 0, "\(kind): \(differing) channels differ")
    // The image must have been drawn, or this compares nothing.
    #expect(Set(own).count > 100)
  }

  /// An image that is not turned, not bilinear or not padded is left to Cairo.
  @Test func othersAreDeclined() {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let image = Self.image()
    defer { cairo_surface_destroy(image) }
    for (matrix, filter, extend) in [
      (
        cairo_matrix_t(xx: 0.5, yx: 0, xy: 0, yy: 0.5, x0: 1, y0: 2), CAIRO_FILTER_BILINEAR,
        CAIRO_EXTEND_PAD
      ),
      (
        cairo_matrix_t(xx: 0.5, yx: 0.25, xy: -0.25, yy: 0.5, x0: 1, y0: 2), CAIRO_FILTER_NEAREST,
        CAIRO_EXTEND_PAD
      ),
      (
        cairo_matrix_t(xx: 0.5, yx: 0.25, xy: -0.25, yy: 0.5, x0: 1, y0: 2), CAIRO_FILTER_BILINEAR,
        CAIRO_EXTEND_NONE
      ),
      (
        cairo_matrix_t(xx: 0.5, yx: 0.1, xy: -0.25, yy: 0.5, x0: 1, y0: 2), CAIRO_FILTER_BILINEAR,
        CAIRO_EXTEND_PAD
      ),
    ] {
      let source = cairo_pattern_create_for_surface(image)!
      defer { cairo_pattern_destroy(source) }
      var m = matrix
      cairo_pattern_set_matrix(source, &m)
      cairo_pattern_set_filter(source, filter)
      cairo_pattern_set_extend(source, extend)
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      cairo_rectangle(cr, 5, 5, 20, 20)
      cairo_fill(cr)
      let mask = cairo_pop_group(cr)!
      defer { cairo_pattern_destroy(mask) }
      cairo_set_source(cr, source)
      #expect(!ImageShader.shade(cr, source: source, mask: mask))
    }
  }
}
