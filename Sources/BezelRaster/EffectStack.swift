import BezelDrawing
import BezelLayers
import CCairo
import Foundation

/// Runs a group's ``LayerEffect``s on the surface its content was composited into.
///
/// Parameters come in the coordinates of the effect's ``LayerEffect/space``; `content` and
/// `parent` map those to device pixels. Lengths (blur sizes, outline widths) scale by the
/// matrix's mean scale (the square root of its determinant), offsets are mapped as vectors
/// (a shadow turns with a rotated layer), and wipes and strokes are drawn through the matrix
/// itself, so they follow any transform exactly.
struct EffectStack {
  let content: cairo_matrix_t
  let parent: cairo_matrix_t

  func apply(_ effects: [LayerEffect], to pattern: OpaquePointer) {
    var target: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &target) == CAIRO_STATUS_SUCCESS, let surface = target
    else { return }
    var styles: [LayerEffect] = []
    for effect in effects {
      let m = effect.space == .content ? content : parent
      switch effect.kind {
      case .fillRegion, .strokePath, .radialWipe:
        cover(effect.kind, on: surface, matrix: m)
      case .linearWipe:
        draw(effect.kind, on: surface, matrix: m)
      case .shadow where effect.space == .parent, .outline where effect.space == .parent:
        styles.append(effect)
      default:
        withPixels(of: surface) { run(effect.kind, on: $0, matrix: m) }
      }
    }
    if !styles.isEmpty {
      withPixels(of: surface) { LayerStyleStack.apply(styles, to: $0, matrix: parent) }
    }
  }

  /// How far, in device pixels, `effects` reach for the content they spread: a blur's
  /// spread, a shadow's offset and blur, an outline's width, a bevel's thickness, added up
  /// (each runs on what the ones before it made); colour effects, fills and wipes reach
  /// nothing.
  func reach(of effects: [LayerEffect]) -> Double {
    var total = 0.0
    for effect in effects {
      let m = effect.space == .content ? content : parent
      let r: Double
      switch effect.kind {
      case .blur, .shadow, .outline:
        guard let grown = effect.bounds(around: .zero) else { return .infinity }
        r = Double(grown.width) / 2 * EffectStack.meanScale(m)
      case .bevelAlpha(let thickness, _, _, _):
        r = (thickness + 1) * EffectStack.meanScale(m)
      default:
        r = 0
      }
      total += r.isFinite ? r : .infinity
    }
    return total
  }

  /// Runs a pixel effect.
  private func run(_ kind: LayerEffect.Kind, on pixels: ARGBPixels, matrix m: cairo_matrix_t) {
    let scale = EffectStack.meanScale(m)
    switch kind {
    case .fill(let color):
      FillFilter.apply(pixels, color: EffectStack.vector(color))
    case .colorize(let hue, let saturation, let lightness):
      HueSaturationFilter.colorize(
        pixels, hue: Float(finite: hue), saturation: Float(finite: saturation),
        lightness: Float(finite: lightness))
    case .tint(let black, let white, let amount):
      TintFilter.apply(
        pixels, black: EffectStack.vector(black), white: EffectStack.vector(white),
        amount: Float(finite: amount))
    case .tritone(let highlights, let midtones, let shadows, let blend):
      TritoneFilter.apply(
        pixels, highlights: EffectStack.vector(highlights), midtones: EffectStack.vector(midtones),
        shadows: EffectStack.vector(shadows), blend: Float(finite: blend))
    case .invert(let channels, let blend):
      InvertFilter.apply(pixels, channels: channels, blend: Float(finite: blend))
    case .hueSaturation(let hue, let saturation, let lightness, let range):
      HueSaturationFilter.apply(
        pixels, hue: Float(finite: hue), saturation: Float(finite: saturation),
        lightness: Float(finite: lightness), range: range)
    case .levels(let levels):
      LevelsFilter.apply(pixels, levels: levels)
    case .blur(let blur):
      let size = blur.size * scale
      guard size.isFinite, size > 0 else { return }
      let radii: [Int]
      if let passes = blur.boxPasses {
        let r = Int(min(size.rounded(), Double(1 << 40)))
        radii = [Int](repeating: r, count: min(max(passes, 1), 16))
      } else {
        radii = BoxBlur.gaussianRadii(sigma: size)
      }
      // Under half a pixel a blur changes nothing: skip converting the pixels.
      guard radii.contains(where: { $0 > 0 }) else { return }
      guard
        let reach = blur.repeatEdges
          ? pixels
          : BoxBlur.reach(
            of: pixels, radii: radii, horizontal: blur.horizontal, vertical: blur.vertical)
      else { return }
      var image = FloatImage(colorsOf: reach)
      BoxBlur.blur(
        &image, radii: radii, horizontal: blur.horizontal, vertical: blur.vertical,
        repeatEdges: blur.repeatEdges)
      image.storeColors(into: reach)
    case .shadow(let shadow):
      ShadowFilter.apply(pixels, shadow: EffectStack.device(shadow, m))
    case .outline(let color, let width):
      OutlineFilter.apply(pixels, color: EffectStack.vector(color), width: width * scale)
    case .bevelAlpha(let thickness, let angle, let color, let intensity):
      BevelAlphaFilter.apply(
        pixels, thickness: thickness * scale, lightAngle: EffectStack.deviceAngle(angle, m),
        color: EffectStack.vector(color), intensity: Float(finite: intensity))
    case .fillRegion, .strokePath, .linearWipe, .radialWipe:
      return
    }
  }

  /// Runs an effect that paints through a coverage image: a region, a feathered wipe, a
  /// brush; the hard-edged wipe and the continuous hard brush are drawn by Cairo directly.
  private func cover(_ kind: LayerEffect.Kind, on surface: OpaquePointer, matrix m: cairo_matrix_t)
  {
    let scale = EffectStack.meanScale(m)
    switch kind {
    case .fillRegion(let color, let region, let inverted, let feather):
      guard
        var image = EffectCoverage.render(
          like: surface, matrix: m,
          { cr in
            guard CairoPath.set(region, on: cr) else { return }
            cairo_fill(cr)
          })
      else { return }
      EffectCoverage.feather(
        &image, sx: Double(feather.width) * scale, sy: Double(feather.height) * scale)
      withPixels(of: surface) {
        FillFilter.apply($0, color: EffectStack.vector(color), region: image, inverted: inverted)
      }
    case .radialWipe(let completion, let startAngle, let center, let direction, let feather):
      let sigma = feather * scale
      guard sigma.isFinite, sigma >= 0.5, completion > 0, completion < 1 else {
        return draw(kind, on: surface, matrix: m)
      }
      guard
        var image = EffectCoverage.render(
          like: surface, matrix: m,
          { cr in
            cairo_paint(cr)
            WipeMask.radial(
              cr, completion: completion, startAngle: startAngle, center: center,
              direction: direction)
          })
      else { return }
      EffectCoverage.feather(&image, sx: sigma, sy: sigma)
      withPixels(of: surface) { EffectCoverage.multiply($0, by: image) }
    case .strokePath(let path, let brush):
      let size = Int(
        cairo_image_surface_get_width(surface) + cairo_image_surface_get_height(surface))
      if brush.hardness >= 1,
        BrushStroke.plan(path, brush: brush, scale: scale, surfaceSize: size) == .continuous
      {
        return draw(kind, on: surface, matrix: m)
      }
      guard let image = BrushStroke.coverage(path, brush: brush, like: surface, matrix: m)
      else { return }
      withPixels(of: surface) {
        BrushStroke.composite(
          $0, coverage: image, color: EffectStack.vector(brush.color), style: brush.style)
      }
    default:
      return
    }
  }

  /// Maps `surface` to pixels for `body`, then marks it changed.
  private func withPixels(of surface: OpaquePointer, _ body: (ARGBPixels) -> Void) {
    cairo_surface_flush(surface)
    guard let image = cairo_surface_map_to_image(surface, nil) else { return }
    defer { cairo_surface_unmap_image(surface, image) }
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(image)
    else { return }
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    let stride = Int(cairo_image_surface_get_stride(image)) / 4
    guard width > 0, height > 0 else { return }
    let base = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
    body(ARGBPixels(base: base, width: width, height: height, stride: stride))
    cairo_surface_mark_dirty(image)
  }

  /// Draws a vector effect (stroke, wipe) on `surface` through `m`.
  private func draw(_ kind: LayerEffect.Kind, on surface: OpaquePointer, matrix m: cairo_matrix_t) {
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    var m = m
    cairo_set_matrix(cr, &m)
    switch kind {
    case .strokePath(let path, let brush):
      // Wider than the surface paints nothing more, and huge widths only strain the stroker.
      let size = Double(
        cairo_image_surface_get_width(surface) + cairo_image_surface_get_height(surface))
      let scale = EffectStack.meanScale(m)
      let cap = scale > 0 ? 2 * max(size, 1) / scale : 0
      EffectStack.stroke(
        cr, path, color: brush.color, width: min(brush.radius * 2, cap),
        overContent: brush.style == .onOriginal, revealsContent: brush.style == .revealOriginal)
    case .linearWipe(let completion, let angle, let feather, let box):
      WipeMask.linear(cr, completion: completion, angle: angle, feather: feather, box: box)
    case .radialWipe(let completion, let startAngle, let center, let direction, _):
      WipeMask.radial(
        cr, completion: completion, startAngle: startAngle, center: center,
        direction: direction)
    default:
      return
    }
  }

  private static func stroke(
    _ cr: OpaquePointer, _ path: Path, color: Color, width: Double, overContent: Bool,
    revealsContent: Bool
  ) {
    if !overContent && !revealsContent {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_paint(cr)
    }
    guard width.isFinite, width > 0, CairoPath.set(path, on: cr) else {
      if revealsContent {
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
      }
      return
    }
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    let alpha = CairoConstants.unit(color.alpha)
    if revealsContent {
      // Keeps the content only under the stroke (DEST_IN clears everywhere else).
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      cairo_set_source_rgba(cr, 0, 0, 0, alpha)
      cairo_stroke(cr)
      let mask = cairo_pop_group(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
      return
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_source_rgba(
      cr, CairoConstants.unit(color.red), CairoConstants.unit(color.green),
      CairoConstants.unit(color.blue), alpha)
    cairo_stroke(cr)
  }

  /// `shadow` with its offset and blur in device pixels.
  static func device(_ shadow: LayerEffect.Shadow, _ m: cairo_matrix_t) -> LayerEffect.Shadow {
    var shadow = shadow
    shadow.sigma *= meanScale(m)
    let o = shadow.offset
    shadow.offset = CGPoint(
      x: m.xx * Double(o.x) + m.xy * Double(o.y), y: m.yx * Double(o.x) + m.yy * Double(o.y))
    return shadow
  }

  /// The matrix's mean scale: the square root of the area it gives a unit square.
  static func meanScale(_ m: cairo_matrix_t) -> Double {
    let det = abs(m.xx * m.yy - m.xy * m.yx)
    return det.isFinite ? det.squareRoot() : 0
  }

  /// An angle in degrees (0 = up, clockwise) as it points after `m`.
  static func deviceAngle(_ degrees: Double, _ m: cairo_matrix_t) -> Double {
    let a = degrees.isFinite ? degrees * .pi / 180 : 0
    let (x, y) = (sin(a), -cos(a))
    let dx = m.xx * x + m.xy * y
    let dy = m.yx * x + m.yy * y
    return atan2(dx, -dy) * 180 / .pi
  }

  static func vector(_ c: Color) -> SIMD4<Float> {
    SIMD4(
      Float(CairoConstants.unit(c.red)), Float(CairoConstants.unit(c.green)),
      Float(CairoConstants.unit(c.blue)), Float(CairoConstants.unit(c.alpha)))
  }
}

extension Float {
  /// `value` as a float, 0 when it is not finite.
  init(finite value: Double) {
    self = value.isFinite ? Float(Swift.max(Swift.min(value, 1e30), -1e30)) : 0
  }
}
