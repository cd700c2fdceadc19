import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// Bezel's own gradient shading gives about pixman's pixels: the same shapes shaded through
/// the same coverage with `cairo_mask` and with ``GradientShader`` differ by at most two
/// levels on a channel, on under a tenth of them (a large shape looks its colours up in steps
/// of 1/1024 of the gradient; at a hard stop, where two stops share a place, a pixel on the
/// edge may take the other side's colour).
@Suite struct GradientShaderTests {
  /// A gradient pattern to shade: linear or radial, stops translucent or not.
  enum Kind: CaseIterable {
    case linearTurned, linearTranslucent, linearHardStop, radialCentred, radialFocus
    case radialFocusOutside
  }

  static func pattern(_ kind: Kind) -> OpaquePointer? {
    let pattern: OpaquePointer?
    switch kind {
    case .linearTurned, .linearTranslucent, .linearHardStop:
      pattern = cairo_pattern_create_linear(12, 90, 170, 20)
    case .radialCentred:
      pattern = cairo_pattern_create_radial(90, 70, 0, 90, 70, 64)
    case .radialFocus:
      pattern = cairo_pattern_create_radial(70, 60, 0, 90, 70, 64)
    case .radialFocusOutside:
      pattern = cairo_pattern_create_radial(10, 20, 0, 90, 70, 40)
    }
    guard let pattern else { return nil }
    let translucent = kind == .linearTranslucent || kind == .radialFocus
    cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0.867, 0.533, 1)
    cairo_pattern_add_color_stop_rgba(pattern, 0.35, 0.1, 0.6, 0.9, translucent ? 0.4 : 1)
    cairo_pattern_add_color_stop_rgba(
      pattern, kind == .linearHardStop ? 0.35 : 0.6, 0.9, 0.1, 0.2, 1)
    cairo_pattern_add_color_stop_rgba(pattern, 1, 0.988, 0.318, 0.744, translucent ? 0.2 : 1)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
  }

  /// Draws an ellipse with `kind`'s gradient under a turned, scaled transform over a grey
  /// background into a 200 × 150 surface clipped to whole pixels, with Cairo or the shader.
  static func render(_ kind: Kind, ownShader: Bool) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 150)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.75)
    cairo_paint(cr)
    cairo_rectangle(cr, 3, 5, 190, 138)
    cairo_clip(cr)
    cairo_translate(cr, 100, 75)
    cairo_rotate(cr, 0.4)
    cairo_scale(cr, 1.1, 0.9)
    cairo_translate(cr, -90, -70)
    let source = pattern(kind)!
    defer { cairo_pattern_destroy(source) }
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_save(cr)
    cairo_translate(cr, 90, 70)
    cairo_scale(cr, 85, 60)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
    cairo_fill(cr)
    let mask = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(mask) }
    cairo_set_source(cr, source)
    let shaded =
      ownShader
      && GradientShader.$shadesDenseCoverage.withValue(true) {
        GradientShader.shade(cr, source: source, mask: mask)
      }
    if !shaded {
      #expect(!ownShader, "the shader declined \(kind)")
      cairo_mask(cr, mask)
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: stride * 150))
  }

  @Test(arguments: Kind.allCases) func shadesLikePixman(_ kind: Kind) {
    let cairo = Self.render(kind, ownShader: false)
    let own = GradientShader.$shadesRadial.withValue(true) { Self.render(kind, ownShader: true) }
    var differing = 0
    var most = 0
    for (a, b) in zip(cairo, own) where a != b {
      differing += 1
      most = max(most, abs(Int(a) - Int(b)))
    }
    if kind != .linearHardStop {
      #expect(most <= 2, "\(kind): a channel differs by \(most)")
    }
    #expect(differing * 10 <= cairo.count, "\(kind): \(differing) channels differ")
  }

  /// Coverage over most of its surface is left to pixman (faster there), coverage over a
  /// small part of it is shaded here; decided on the whole surface.
  @Test func denseCoverageIsLeftToPixman() {
    func shades(coveredRows: Int) -> Bool {
      let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
      defer { cairo_surface_destroy(target) }
      let cr = cairo_create(target)!
      defer { cairo_destroy(cr) }
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 64, 64)!
      defer { cairo_surface_destroy(mask) }
      let data = cairo_image_surface_get_data(mask)!
      let stride = Int(cairo_image_surface_get_stride(mask))
      for y in 0..<coveredRows { (data + y * stride).initialize(repeating: 255, count: 64) }
      cairo_surface_mark_dirty(mask)
      let source = cairo_pattern_create_linear(0, 0, 64, 0)!
      defer { cairo_pattern_destroy(source) }
      cairo_pattern_add_color_stop_rgba(source, 0, 1, 0, 0, 1)
      cairo_pattern_add_color_stop_rgba(source, 1, 0, 0, 1, 1)
      cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, source)
      var identity = cairo_matrix_t()
      cairo_matrix_init_identity(&identity)
      return GradientShader.shade(cr, source: source, set: identity, mask: mask, x: 0, y: 0)
    }
    #expect(shades(coveredRows: 20))
    #expect(!shades(coveredRows: 40))
  }
}
