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
  /// A gradient pattern to shade: linear or radial, stops translucent or not; a radial's
  /// focus at its centre (Lottie's highlight length 0), off it, near its circle (a highlight
  /// of 97 %) or outside it, its circle larger than the shape or much smaller (most of the
  /// shape padded with the last stop).
  enum Kind: CaseIterable {
    case linearTurned, linearTranslucent, linearHardStop, radialCentred, radialFocus
    case radialFocusOutside, radialCentredTranslucent, radialCentredSmall, radialFocusNearEdge
    case radialCentredHardStop
  }

  static func pattern(_ kind: Kind) -> OpaquePointer? {
    let pattern: OpaquePointer?
    switch kind {
    case .linearTurned, .linearTranslucent, .linearHardStop:
      pattern = cairo_pattern_create_linear(12, 90, 170, 20)
    case .radialFocus:
      pattern = cairo_pattern_create_radial(70, 60, 0, 90, 70, 64)
    case .radialFocusOutside:
      pattern = cairo_pattern_create_radial(10, 20, 0, 90, 70, 40)
    case .radialCentred, .radialCentredTranslucent, .radialCentredHardStop:
      pattern = cairo_pattern_create_radial(90, 70, 0, 90, 70, 64)
    case .radialCentredSmall:
      pattern = cairo_pattern_create_radial(80, 75, 0, 80, 75, 17)
    case .radialFocusNearEdge:
      // 97 % of the radius from the centre, as a Lottie highlight of 97 % places it.
      pattern = cairo_pattern_create_radial(
        90 + 0.97 * 64 * cos(2.2), 70 + 0.97 * 64 * sin(2.2), 0, 90, 70, 64)
    }
    guard let pattern else { return nil }
    let translucent = [.linearTranslucent, .radialFocus, .radialCentredTranslucent].contains(kind)
    let hardStop = kind == .linearHardStop || kind == .radialCentredHardStop
    cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0.867, 0.533, 1)
    cairo_pattern_add_color_stop_rgba(pattern, 0.35, 0.1, 0.6, 0.9, translucent ? 0.4 : 1)
    cairo_pattern_add_color_stop_rgba(pattern, hardStop ? 0.35 : 0.6, 0.9, 0.1, 0.2, 1)
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
    let own = Self.render(kind, ownShader: true)
    var differing = 0
    var most = 0
    for (a, b) in zip(cairo, own) where a != b {
      differing += 1
      most = max(most, abs(Int(a) - Int(b)))
    }
    if kind != .linearHardStop && kind != .radialCentredHardStop {
      #expect(most <= 2, "\(kind): a channel differs by \(most)")
    }
    #expect(differing * 10 <= cairo.count, "\(kind): \(differing) channels differ")
  }

  /// A turned linear gradient, or one along x when `horizontal` (each row then the same
  /// colours, looked up once), or a radial one with its focus `focus` of the way from its
  /// centre to its circle (0: centred), with translucent stops when `translucent`, shaded over a grey
  /// 96 × 80 surface through coverage that has every kind of stretch (none, full, partial,
  /// runs of 255 shorter and longer than eight, a row wholly covered), either as an A8 mask
  /// at device pixel (5, 3) or as that mask's runs inside `regions`, or by Cairo through the
  /// mask when `viaCairo`; `nil` when the shader declined.
  static func shadeThroughCoverage(
    asRuns: Bool, translucent: Bool, horizontal: Bool = false, focus: Double? = nil,
    viaCairo: Bool = false, hardStop: Bool = true, regions: [FrameDamage.Box]
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
    let source: OpaquePointer
    if let focus {
      source = cairo_pattern_create_radial(38 - 33 * focus, 34 + 12 * focus, 0, 38, 34, 35)!
    } else {
      source =
        horizontal
        ? cairo_pattern_create_linear(10, 0, 80, 0)! : cairo_pattern_create_linear(10, 70, 80, 5)!
    }
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
        cr, source: source, set: identity, runs: runs, in: ClipRegions(regions))
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
    try runsShadeAsTheirMask(translucent: translucent, horizontal: horizontal, focus: nil)
  }

  /// A radial gradient, centred or not, shades its runs as their mask: the pixels a row
  /// reaches by differences from a run's start are those found pixel by pixel in a mask's
  /// partly covered bytes.
  @Test(arguments: [false, true], [0, 0.6])
  func radialRunsShadeAsTheirMask(translucent: Bool, focus: Double) throws {
    try runsShadeAsTheirMask(translucent: translucent, horizontal: false, focus: focus)
  }

  func runsShadeAsTheirMask(translucent: Bool, horizontal: Bool, focus: Double?) throws {
    let whole = [FrameDamage.Box(minX: 0, minY: 0, maxX: 96, maxY: 80)]
    let parts = [
      FrameDamage.Box(minX: 10, minY: 0, maxX: 40, maxY: 30),
      FrameDamage.Box(minX: 40, minY: 25, maxX: 90, maxY: 70),
    ]
    for regions in [whole, parts] {
      let mask = try #require(
        Self.shadeThroughCoverage(
          asRuns: false, translucent: translucent, horizontal: horizontal, focus: focus,
          regions: regions))
      let runs = try #require(
        Self.shadeThroughCoverage(
          asRuns: true, translucent: translucent, horizontal: horizontal, focus: focus,
          regions: regions))
      #expect(mask == runs)
    }
  }

  /// The same coverage through the shader and through `cairo_mask_surface` differs by at
  /// most two levels on a channel (with no hard stop, whose edge pixels may take the other
  /// side's colour), on under a tenth of them.
  @Test(arguments: [false, true], [false, true])
  func coverageShadesLikePixman(translucent: Bool, horizontal: Bool) throws {
    try coverageShadesLikePixman(translucent: translucent, horizontal: horizontal, focus: nil)
  }

  /// The same for radial gradients, centred, with the focus off the centre, and with it
  /// near the circle.
  @Test(arguments: [false, true], [0, 0.6, 0.97])
  func radialCoverageShadesLikePixman(translucent: Bool, focus: Double) throws {
    try coverageShadesLikePixman(translucent: translucent, horizontal: false, focus: focus)
  }

  func coverageShadesLikePixman(translucent: Bool, horizontal: Bool, focus: Double?) throws {
    let whole = [FrameDamage.Box(minX: 0, minY: 0, maxX: 96, maxY: 80)]
    let own = try #require(
      Self.shadeThroughCoverage(
        asRuns: false, translucent: translucent, horizontal: horizontal, focus: focus,
        hardStop: false, regions: whole))
    let cairo = try #require(
      Self.shadeThroughCoverage(
        asRuns: false, translucent: translucent, horizontal: horizontal, focus: focus,
        viaCairo: true, hardStop: false, regions: whole))
    var differing = 0
    var most = 0
    for (a, b) in zip(cairo, own) where a != b {
      differing += 1
      most = max(most, abs(Int(a) - Int(b)))
    }
    #expect(differing * 10 <= cairo.count, "\(differing) channels differ")
    #expect(most <= 2, "a channel differs by \(most)")
  }

  /// Only pad is shaded here: a gradient that repeats, reflects or stops at its ends is left
  /// to Cairo, which draws nothing for the shader to differ from.
  @Test(arguments: [CAIRO_EXTEND_NONE, CAIRO_EXTEND_REPEAT, CAIRO_EXTEND_REFLECT])
  func otherExtendsAreDeclined(extend: cairo_extend_t) {
    for kind in [Kind.linearTurned, .radialCentred, .radialFocus] {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
      defer { cairo_surface_destroy(surface) }
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 40, 30)!
      defer { cairo_surface_destroy(mask) }
      let source = Self.pattern(kind)!
      defer { cairo_pattern_destroy(source) }
      cairo_pattern_set_extend(source, extend)
      cairo_set_source(cr, source)
      var identity = cairo_matrix_t()
      cairo_matrix_init_identity(&identity)
      #expect(
        !GradientShader.shade(cr, source: source, set: identity, mask: mask, x: 0, y: 0),
        "\(kind) with extend \(extend.rawValue)")
    }
  }

  /// A ramp handed out for stops drawn before has the table made afresh for them, and one
  /// for other stops does not take theirs.
  @Test func cachedRampsAreTheirStops() {
    func stops(_ green: Float) -> [GradientRamp.Stop] {
      [
        GradientRamp.Stop(x: Int64(Int32.min), a: 255, r: 255, g: green, b: 0),
        GradientRamp.Stop(x: 0, a: 255, r: 255, g: green, b: 0),
        GradientRamp.Stop(x: 40000, a: 128, r: 10, g: 20, b: 128),
        GradientRamp.Stop(x: 65536, a: 255, r: 0, g: 0, b: 255),
        GradientRamp.Stop(x: Int64(Int32.max), a: 255, r: 0, g: 0, b: 255),
      ]
    }
    // More stops than the cache holds, each drawn twice, the second time from the cache.
    let greens = (0..<(GradientRampCache.capacity + 3)).map { Float($0 * 20) }
    for green in greens + greens.reversed() + greens {
      let cached = GradientRamp.cached(stops: stops(green))
      let fresh = GradientRamp(stops: stops(green))
      #expect(cached.table == fresh.table, "green \(green)")
      #expect(cached.isOpaque == fresh.isOpaque)
      #expect(!cached.isOpaque)
    }
  }

  /// A radial gradient with its focus inside its circle takes the fast set-up, whose
  /// parameter is the general quadratic's (``GradientShader/parameter(_:x:y:)``), and along a
  /// row of a thousand pixels its differences stay on the parameter worked out pixel by
  /// pixel; a focus outside the circle is left to the general path.
  @Test(arguments: [0.0, 0.5, 0.97, 1.5])
  func radialRowsFollowTheQuadratic(focus: Double) throws {
    var m = cairo_matrix_t()
    cairo_matrix_init(&m, 0.93, -0.31, 0.27, 1.08, -140, 95)
    let (cx, cy, r1) = (310.0, 260.0, 420.0)
    let (cdx, cdy) = (focus * r1 * cos(0.8), focus * r1 * sin(0.8))
    let geometry = GradientShader.Geometry.radial(
      toPattern: m, c0x: cx - cdx, c0y: cy - cdy, cdx: cdx, cdy: cdy, r1: r1)
    let radial = GradientShader.Radial(
      toPattern: m, c0x: cx - cdx, c0y: cy - cdy, cdx: cdx, cdy: cdy, r1: r1)
    guard focus < 1 else {
      #expect(radial == nil)
      return
    }
    let fast = try #require(radial)
    #expect(fast.isCentred == (focus == 0))
    for y in [-40, 0, 333, 999] {
      var row = fast.row(x: -20, y: y)
      for x in -20..<1000 {
        let steps = fast.nextSteps(&row)
        let exact = try #require(GradientShader.parameter(geometry, x: x, y: y))
        let expected = Double(exact) / 64
        // A 64th of a step is the 16.16 parameter's own resolution.
        #expect(abs(steps - expected) < 1e-3 * max(1, expected) + 1 / 64, "(\(x), \(y))")
        #expect(abs(steps - fast.steps(x: x, y: y)) < 1e-6 * max(1, steps), "(\(x), \(y))")
      }
    }
  }

  /// A pixel's parameter does not depend on where its run of pixels begins: runs reached
  /// from each anchor as the shader reaches them give the same bits from any first column,
  /// so a damage box or clip cutting a row shades it as a whole frame does. Differences
  /// started at the run's own first pixel would not (checked below, so the test can fail).
  @Test(arguments: [0.0, 0.6])
  func radialRowsDoNotDependOnWhereTheirRunStarts(focus: Double) throws {
    var m = cairo_matrix_t()
    cairo_matrix_init(&m, 0.93, -0.31, 0.27, 1.08, -140, 95)
    let (cx, cy, r1) = (310.0, 260.0, 420.0)
    let (cdx, cdy) = (focus * r1 * cos(0.8), focus * r1 * sin(0.8))
    let radial = try #require(
      GradientShader.Radial(
        toPattern: m, c0x: cx - cdx, c0y: cy - cdy, cdx: cdx, cdy: cdy, r1: r1))
    let anchor = GradientShader.Radial.rowAnchor
    let (y, end) = (137, 700)
    func anchored(from start: Int) -> [Double] {
      var steps: [Double] = []
      var x = start
      while x < end {
        var row = radial.row(reaching: x, y: y)
        let next = min(end, x - (x & (anchor - 1)) + anchor)
        for _ in x..<next { steps.append(radial.nextSteps(&row)) }
        x = next
      }
      return steps
    }
    func straight(from start: Int) -> [Double] {
      var row = radial.row(x: start, y: y)
      return (start..<end).map { _ in radial.nextSteps(&row) }
    }
    let whole = anchored(from: 0)
    var straightDiffers = false
    for start in [1, 5, 63, 64, 65, 130, 200, 511, 699] {
      #expect(anchored(from: start) == Array(whole[start...]), "from \(start)")
      straightDiffers =
        straightDiffers || straight(from: start) != Array(straight(from: 0)[start...])
    }
    #expect(straightDiffers)
  }
}
