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
    let shaded = ownShader && GradientShader.shade(cr, source: source, mask: mask)
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

  /// A turned linear gradient, or one along x when `horizontal` (each row then the same
  /// colours, looked up once), with translucent stops when `translucent`, shaded over a grey
  /// 96 × 80 surface through coverage that has every kind of stretch (none, full, partial,
  /// runs of 255 shorter and longer than eight, a row wholly covered), either as an A8 mask
  /// at device pixel (5, 3) or as that mask's runs inside `regions`, or by Cairo through the
  /// mask when `viaCairo`; `nil` when the shader declined.
  static func shadeThroughCoverage(
    asRuns: Bool, translucent: Bool, horizontal: Bool = false, viaCairo: Bool = false,
    hardStop: Bool = true, regions: [FrameDamage.Box]
  ) -> [UInt8]? {
    let (width, height) = (96, 80)
    let box = FrameDamage.Box(minX: 5, minY: 3, maxX: 5 + 70, maxY: 3 + 60)
    let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(target) }
    let cr = cairo_create(target)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 0.75)
    cairo_paint(cr)
    let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 70, 60)!
    defer { cairo_surface_destroy(mask) }
    let data = cairo_image_surface_get_data(mask)!
    let stride = Int(cairo_image_surface_get_stride(mask))
    for y in 0..<60 {
      for x in 0..<70 {
        let inside = (x - 35) * (x - 35) + (y - 30) * (y - 30)
        let value: Int
        if y == 20 {
          value = 255
        } else if inside < 300 {
          value = 255
        } else if inside < 700 {
          value = (x * 37 + y * 11) % 256
        } else {
          value = x % 13 < 3 ? 255 : 0
        }
        data[y * stride + x] = UInt8(value)
      }
    }
    cairo_surface_mark_dirty(mask)
    let source =
      horizontal
      ? cairo_pattern_create_linear(10, 0, 80, 0)! : cairo_pattern_create_linear(10, 70, 80, 5)!
    defer { cairo_pattern_destroy(source) }
    cairo_pattern_add_color_stop_rgba(source, 0, 1, 0.2, 0, translucent ? 0.5 : 1)
    cairo_pattern_add_color_stop_rgba(source, 0.5, 0.1, 0.7, 0.3, 1)
    cairo_pattern_add_color_stop_rgba(
      source, hardStop ? 0.5 : 0.7, 0.9, 0.1, 0.6, translucent ? 0.3 : 1)
    cairo_pattern_add_color_stop_rgba(source, 1, 0, 0, 1, 1)
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, source)
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    let shaded: Bool
    if viaCairo {
      cairo_mask_surface(cr, mask, Double(box.minX), Double(box.minY))
      shaded = true
    } else if asRuns {
      let runs = CoverageRuns(rows: data, stride: stride, box: box)
      shaded = GradientShader.shade(
        cr, source: source, set: identity, runs: runs, in: regions)
    } else {
      cairo_save(cr)
      for r in regions {
        cairo_rectangle(
          cr, Double(r.minX), Double(r.minY), Double(r.maxX - r.minX), Double(r.maxY - r.minY))
      }
      cairo_clip(cr)
      shaded = GradientShader.shade(
        cr, source: source, set: identity, mask: mask, x: box.minX, y: box.minY)
      cairo_restore(cr)
    }
    guard shaded else { return nil }
    cairo_surface_flush(target)
    let targetStride = Int(cairo_image_surface_get_stride(target))
    return Array(
      UnsafeBufferPointer(
        start: cairo_image_surface_get_data(target)!, count: targetStride * height))
  }

  /// Coverage shaded straight from its runs gives the pixels of the same coverage as a mask,
  /// however much of its surface it covers and whatever part a clip lets through.
  @Test(arguments: [false, true], [false, true])
  func runsShadeAsTheirMask(translucent: Bool, horizontal: Bool) throws {
    let whole = [FrameDamage.Box(minX: 0, minY: 0, maxX: 96, maxY: 80)]
    let parts = [
      FrameDamage.Box(minX: 10, minY: 0, maxX: 40, maxY: 30),
      FrameDamage.Box(minX: 40, minY: 25, maxX: 90, maxY: 70),
    ]
    for regions in [whole, parts] {
      let mask = try #require(
        Self.shadeThroughCoverage(
          asRuns: false, translucent: translucent, horizontal: horizontal, regions: regions))
      let runs = try #require(
        Self.shadeThroughCoverage(
          asRuns: true, translucent: translucent, horizontal: horizontal, regions: regions))
      #expect(mask == runs)
    }
  }

  /// The same coverage through the shader and through `cairo_mask_surface` differs by at
  /// most two levels on a channel (with no hard stop, whose edge pixels may take the other
  /// side's colour), on under a tenth of them.
  @Test(arguments: [false, true], [false, true])
  func coverageShadesLikePixman(translucent: Bool, horizontal: Bool) throws {
    let whole = [FrameDamage.Box(minX: 0, minY: 0, maxX: 96, maxY: 80)]
    let own = try #require(
      Self.shadeThroughCoverage(
        asRuns: false, translucent: translucent, horizontal: horizontal, hardStop: false,
        regions: whole))
    let cairo = try #require(
      Self.shadeThroughCoverage(
        asRuns: false, translucent: translucent, horizontal: horizontal, viaCairo: true,
        hardStop: false, regions: whole))
    var differing = 0
    var most = 0
    for (a, b) in zip(cairo, own) where a != b {
      differing += 1
      most = max(most, abs(Int(a) - Int(b)))
    }
    #expect(differing * 10 <= cairo.count, "\(differing) channels differ")
    #expect(most <= 2, "a channel differs by \(most)")
  }
}
