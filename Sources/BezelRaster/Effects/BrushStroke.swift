import BezelDrawing
import BezelLayers
import CCairo
import Foundation

/// The Stroke effect's brush: round dabs along a path, each fully painted within the
/// brush's hardness and fading linearly to nothing at its radius, combined by their maximum
/// (so overlapping dabs do not darken, and dabs closer than a pixel converge to one soft
/// line, which is then drawn as such).
enum BrushStroke {
  /// How the dabs are drawn.
  enum Plan: Equatable {
    /// One line: the dabs are so close that their scallops are under a quarter pixel deep
    /// (or stamping them would pass the work limit).
    case continuous
    /// Dabs `step` apart along the path (user units).
    case dabs(step: Double)
  }

  /// Stamped pixels allowed for one stroke; past it the stroke is drawn as the continuous
  /// line the dabs approach, whatever the spacing and size.
  static let pixelBudget = 30_000_000
  static let dabLimit = 200_000

  /// The brush's radius in pixels, bounded by the surface (wider paints nothing more).
  static func deviceRadius(_ brush: LayerEffect.Brush, scale: Double, surfaceSize: Int) -> Double {
    let r = brush.radius * scale
    return r.isFinite ? min(max(r, 0), 2 * Double(max(surfaceSize, 1))) : 0
  }

  static func plan(
    _ path: Path, brush: LayerEffect.Brush, scale: Double, surfaceSize: Int
  ) -> Plan {
    let radius = deviceRadius(brush, scale: scale, surfaceSize: surfaceSize)
    let step = brush.spacing * 2 * brush.radius
    let deviceStep = step * scale
    guard step.isFinite, step > 0, deviceStep.isFinite, radius > 0 else { return .continuous }
    // A dab spaced s from the next leaves a scallop R − √(R² − s²/4) deep.
    let half = min(deviceStep / 2, radius)
    guard radius - (radius * radius - half * half).squareRoot() >= 0.25 else { return .continuous }
    let length = PathMeasure(path).length
    guard length.isFinite else { return .continuous }
    let count = length / step + 1
    let area = (2 * radius + 2) * (2 * radius + 2)
    guard count <= Double(dabLimit), count * area <= Double(pixelBudget) else { return .continuous }
    return .dabs(step: step)
  }

  /// The stroke's coverage (0…255) on a surface lined up with `surface`, `m` mapping the
  /// path's coordinates to the surface's device space.
  static func coverage(
    _ path: Path, brush: LayerEffect.Brush, like surface: OpaquePointer, matrix m: cairo_matrix_t
  ) -> FloatImage? {
    let size = Int(cairo_image_surface_get_width(surface) + cairo_image_surface_get_height(surface))
    let scale = EffectStack.meanScale(m)
    let radius = deviceRadius(brush, scale: scale, surfaceSize: size)
    let (inner, outer) = profile(radius: radius, hardness: brush.hardness)
    let plan = plan(path, brush: brush, scale: scale, surfaceSize: size)
    guard
      var image = EffectCoverage.render(
        like: surface, matrix: m,
        { cr in
          guard case .continuous = plan, radius > 0, scale > 0, CairoPath.set(path, on: cr) else {
            return
          }
          // Nested lines, each adding an equal share: n steps of the linear fade.
          let n = max(1, min(16, Int((outer - inner).rounded(.up))))
          cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
          cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
          cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
          cairo_set_source_rgba(cr, 0, 0, 0, 1 / Double(n))
          for k in 0..<n {
            let reach = inner + (outer - inner) * (Double(k) + 0.5) / Double(n)
            cairo_set_line_width(cr, 2 * reach / scale)
            cairo_stroke_preserve(cr)
          }
          cairo_new_path(cr)
        })
    else { return nil }
    if case .dabs(let step) = plan {
      var ox = 0.0
      var oy = 0.0
      cairo_surface_get_device_offset(surface, &ox, &oy)
      let measure = PathMeasure(path)
      var d = 0.0
      while d <= measure.length, let at = measure.position(atDistance: d) {
        let p = at.point
        let x = m.xx * Double(p.x) + m.xy * Double(p.y) + m.x0 + ox
        let y = m.yx * Double(p.x) + m.yy * Double(p.y) + m.y0 + oy
        stamp(&image, x: x, y: y, inner: inner, outer: outer)
        d += step
      }
    }
    return image
  }

  /// Where a dab of `radius` pixels is full and where it ends: a hard brush still fades over
  /// one pixel at its edge, as anti-aliasing does.
  static func profile(radius: Double, hardness: Double) -> (inner: Double, outer: Double) {
    let h = hardness.isFinite ? min(max(hardness, 0), 1) : 1
    let inner = radius * h
    return radius - inner < 1 ? (radius - 0.5, radius + 0.5) : (inner, radius)
  }

  /// Raises `image` to one dab's coverage around (`x`, `y`) (surface pixels).
  static func stamp(_ image: inout FloatImage, x: Double, y: Double, inner: Double, outer: Double) {
    guard x.isFinite, y.isFinite else { return }
    let w = image.width
    let x0 = max(0, Int((x - outer).rounded(.down)))
    let x1 = min(w - 1, Int(min((x + outer).rounded(.up), Double(w))))
    let y0 = max(0, Int((y - outer).rounded(.down)))
    let y1 = min(image.height - 1, Int(min((y + outer).rounded(.up), Double(image.height))))
    guard x0 <= x1, y0 <= y1 else { return }
    let span = outer - inner
    for j in y0...y1 {
      let dy = Double(j) + 0.5 - y
      for i in x0...x1 {
        let dx = Double(i) + 0.5 - x
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance < outer else { continue }
        let v = Float(min((outer - distance) / span, 1) * 255)
        if v > image.values[j * w + i] { image.values[j * w + i] = v }
      }
    }
  }

  /// Paints `color` (straight) by `coverage` in `style` on `pixels`.
  static func composite(
    _ pixels: ARGBPixels, coverage: FloatImage, color: SIMD4<Float>,
    style: LayerEffect.PaintStyle
  ) {
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let k = min(max(coverage.values[y * pixels.width + x] / 255, 0), 1) * color.w
        let w = pixels[x, y]
        let c = ARGBPixels.premultiplied(w)
        let a = k * 255
        let s = SIMD4(color.x * a, color.y * a, color.z * a, a)
        let out: SIMD4<Float>
        switch style {
        case .onOriginal:
          guard k > 0 else { continue }
          out = s + c * (1 - k)
        case .onTransparent: out = s
        case .revealOriginal: out = c * k
        }
        pixels[x, y] = ARGBPixels.word(premultiplied: out)
      }
    }
  }
}
