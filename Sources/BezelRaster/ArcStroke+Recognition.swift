import BezelDrawing
import Foundation

extension ArcStroke {
  /// The arc `path` stroked with `style` under `transform` (user space to device pixels)
  /// draws, `nil` when it is not one this draws.
  ///
  /// The path must be one subpath of cubics (a Lottie ellipse, trimmed or not; the arcs of
  /// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``), closed only where it
  /// ends where it began, each cubic turning one way by less than a half turn, and every
  /// cubic within ``tolerance`` of one circle in device space, checked at 17 points along
  /// each (the distance from a circle of a cubic is a polynomial of degree six, so this
  /// bounds it between the points too). The transform must keep circles circles (a
  /// rotation, a uniform scale, a reflection), since the pen is round in user space.
  static func recognise(_ path: Path, style: StrokeStyle, transform t: Transform) -> ArcStroke? {
    guard style.dashPattern.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else {
      return nil
    }
    let scale2 = abs(t.determinant)
    guard scale2.isFinite, scale2 > 0 else { return nil }
    let slack = 1e-9 * scale2.squareRoot()
    let rotation = abs(t.a - t.d) <= slack && abs(t.b + t.c) <= slack
    let reflection = abs(t.a + t.d) <= slack && abs(t.b - t.c) <= slack
    guard rotation || reflection else { return nil }
    let halfWidth = style.lineWidth * scale2.squareRoot() / 2

    // The cubics in device space, as (p0, c1, c2, p3) runs of points.
    let elements = path.elements
    guard elements.count >= 2, case .move(let first) = elements[0] else { return nil }
    var points: [(Double, Double)] = [device(first, t)]
    points.reserveCapacity(3 * elements.count + 1)
    var closed = false
    for element in elements.dropFirst() {
      guard !closed else { return nil }
      switch element {
      case .curve(let p, let c1, let c2):
        points.append(device(c1, t))
        points.append(device(c2, t))
        points.append(device(p, t))
      case .closeSubpath:
        closed = true
      default:
        return nil
      }
    }
    let curves = (points.count - 1) / 3
    guard curves >= 1 else { return nil }

    // Points along every cubic, the circle fitted to them, and each cubic's turn about it.
    var samples: [(Double, Double)] = []
    samples.reserveCapacity(17 * curves)
    for i in 0..<curves {
      let (p0, c1, c2, p3) = (
        points[3 * i], points[3 * i + 1], points[3 * i + 2], points[3 * i + 3]
      )
      let segment = PathSegment.cubic(
        SIMD2(p0.0, p0.1), SIMD2(c1.0, c1.1), SIMD2(c2.0, c2.1), SIMD2(p3.0, p3.1))
      for k in 0...16 {
        let p = segment.point(at: Double(k) / 16)
        samples.append((p.x, p.y))
      }
    }
    guard let (ox, oy) = fittedCentre(samples) else { return nil }
    // The radius halfway between the nearest and farthest points: the circle the curves
    // stray from least.
    var nearest = Double.infinity
    var farthest = 0.0
    var total = 0.0
    for i in 0..<curves {
      var previous = angle(samples[17 * i], ox, oy)
      var turned = 0.0
      for k in 0...16 {
        let (x, y) = samples[17 * i + k]
        let distance = hypot(x - ox, y - oy)
        nearest = min(nearest, distance)
        farthest = max(farthest, distance)
        guard k > 0 else { continue }
        let a = angle((x, y), ox, oy)
        var step = a - previous
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        // Every step the same way round as the first: no cusp, no turning back.
        guard step != 0, turned == 0 || (step > 0) == (turned > 0) else { return nil }
        turned += step
        previous = a
      }
      guard abs(turned) < .pi, total == 0 || (turned > 0) == (total > 0) else { return nil }
      total += turned
    }
    guard farthest - nearest <= 2 * tolerance else { return nil }
    let radius = (nearest + farthest) / 2
    guard radius.isFinite, radius > halfWidth + 0.5, radius < CoverageRasterizer.coordinateLimit
    else { return nil }
    let (ex, ey) = points[points.count - 1]
    let meets = hypot(ex - points[0].0, ey - points[0].1) <= tolerance
    // A close that draws a chord is no arc.
    guard !closed || meets, abs(total) <= 2 * .pi + 0.01 else { return nil }
    let ring = abs(total) > 2 * .pi - 0.01
    // Ends drawn over each other: a square cap's corners stand out of the ring.
    guard !ring || (meets && (closed || style.lineCap != .square)) else { return nil }
    if !ring, closed { return nil }
    let begin = angle(points[0], ox, oy)
    let arc = ArcStroke(
      centerX: ox, centerY: oy, radius: radius, halfWidth: halfWidth,
      start: total >= 0 ? begin : begin + total, sweep: abs(total), cap: style.lineCap,
      full: ring)
    return arc.endsApart ? arc : nil
  }

  private static func device(_ p: CGPoint, _ t: Transform) -> (Double, Double) {
    let q = t.apply(to: p)
    return (Double(q.x), Double(q.y))
  }

  private static func angle(_ p: (Double, Double), _ ox: Double, _ oy: Double) -> Double {
    atan2(p.1 - oy, p.0 - ox)
  }

  /// The centre of the circle fitted to `points` (least squares on `x² + y² + Dx + Ey + F`,
  /// about their mean), `nil` when they are (nearly) in line.
  private static func fittedCentre(_ points: [(Double, Double)]) -> (Double, Double)? {
    let n = Double(points.count)
    var (mx, my) = (0.0, 0.0)
    for (x, y) in points {
      mx += x
      my += y
    }
    (mx, my) = (mx / n, my / n)
    var (suu, suv, svv, suuu, svvv, suvv, svuu) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    for (x, y) in points {
      let (u, v) = (x - mx, y - my)
      suu += u * u
      suv += u * v
      svv += v * v
      suuu += u * u * u
      svvv += v * v * v
      suvv += u * v * v
      svuu += v * u * u
    }
    let det = suu * svv - suv * suv
    guard det > 1e-12 * (suu + svv) * (suu + svv) else { return nil }
    let (bu, bv) = ((suuu + suvv) / 2, (svvv + svuu) / 2)
    return (mx + (bu * svv - bv * suv) / det, my + (suu * bv - suv * bu) / det)
  }
}
