import BezelDrawing
import Foundation

extension ArcStroke {
  /// The arc `path` stroked with `style` under `transform` (user space to device pixels)
  /// draws, `nil` when it is not one this draws.
  ///
  /// The path must be one subpath of cubics (a Lottie ellipse, trimmed or not; the arcs of
  /// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``), or two where one ends
  /// where the other begins (``cubics(_:_:caps:)``), closed only where it ends where it
  /// began, each cubic turning one way by less than a half turn, and every cubic within
  /// ``tolerance`` of one circle in device space, checked at 17 points along each (the
  /// distance from a circle of a cubic is a polynomial of degree six, so this bounds it
  /// between the points too). A path far from any circle is refused from its cubics' ends
  /// and midpoints before that (``nearlyCircular(_:unit:)``). The transform must keep circles
  /// circles (a rotation, a uniform scale, a reflection), since the pen is round in user
  /// space.
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

    // The cubics in device space, as (p0, c1, c2, p3) runs of points, once the path looks
    // like an arc in user space (the transform keeps circles).
    guard nearlyCircular(path.elements, unit: 1 / scale2.squareRoot()),
      let (points, closed) = cubics(path, t, caps: style.lineCap)
    else { return nil }
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
      let (sx, sy) = (samples[17 * i].0 - ox, samples[17 * i].1 - oy)
      var (px, py) = (sx, sy)
      var way = 0.0
      for k in 0...16 {
        let (x, y) = (samples[17 * i + k].0 - ox, samples[17 * i + k].1 - oy)
        let distance = (x * x + y * y).squareRoot()
        nearest = min(nearest, distance)
        farthest = max(farthest, distance)
        guard k > 0 else { continue }
        // Every step the same way round as the first (no cusp, no turning back), and every
        // point less than a half turn on from the first.
        let step = px * y - py * x
        if way == 0 { way = step > 0 ? 1 : -1 }
        guard step * way > 0, (sx * y - sy * x) * way > 0 else { return nil }
        (px, py) = (x, y)
      }
      let turned = atan2(sx * py - sy * px, sx * px + sy * py)
      guard turned * way > 0, total == 0 || (turned > 0) == (total > 0) else { return nil }
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

  /// The points of `path`'s cubics in device space, one run (p0, c1, c2, p3, c1, …), and
  /// whether it closes; `nil` when it has anything but cubics.
  ///
  /// Two subpaths where one ends where the other begins (a trim across an ellipse's first
  /// point) make one run: with butt or round caps the two strokes cover what the one does.
  private static func cubics(_ path: Path, _ t: Transform, caps: LineCap)
    -> ([(Double, Double)], Bool)?
  {
    let elements = path.elements
    guard elements.count >= 2 else { return nil }
    var runs: [[(Double, Double)]] = []
    var closed = false
    for element in elements {
      guard !closed else { return nil }
      switch element {
      case .move(let p):
        guard runs.count < 2, runs.last.map({ $0.count > 1 }) ?? true else { return nil }
        runs.append([device(p, t)])
        runs[runs.count - 1].reserveCapacity(3 * elements.count + 1)
      case .curve(let p, let c1, let c2):
        guard !runs.isEmpty else { return nil }
        runs[runs.count - 1].append(device(c1, t))
        runs[runs.count - 1].append(device(c2, t))
        runs[runs.count - 1].append(device(p, t))
      case .closeSubpath:
        closed = true
      default:
        return nil
      }
    }
    guard let first = runs.first, first.count > 1 else { return nil }
    guard runs.count == 2 else { return (first, closed) }
    let second = runs[1]
    guard !closed, caps != .square, second.count > 1 else { return nil }
    func meet(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
      abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance
    }
    if meet(first[first.count - 1], second[0]) { return (first + second.dropFirst(), false) }
    if meet(second[second.count - 1], first[0]) { return (second + first.dropFirst(), false) }
    return nil
  }

  /// Whether `elements` are moves, cubics and a close, and every cubic's end and midpoint
  /// about equally far from the centre of the circle the longest cubic (p0, c1, c2, p3) would
  /// lie on (where its normals at both ends meet), in user space where a device pixel is
  /// `unit` long: refuses most paths that are no arc before anything is allocated or sampled.
  private static func nearlyCircular(_ elements: [PathElement], unit: Double) -> Bool {
    var current = CGPoint.zero
    var longest: (CGPoint, CGPoint, CGPoint, CGPoint)?
    var chord = -1.0
    for element in elements {
      switch element {
      case .move(let p):
        current = p
      case .curve(let p, let c1, let c2):
        let c = Double(
          (p.x - current.x) * (p.x - current.x) + (p.y - current.y) * (p.y - current.y))
        if c > chord { (longest, chord) = ((current, c1, c2, p), c) }
        current = p
      case .closeSubpath:
        continue
      default:
        return false
      }
    }
    guard let (p0, c1, c2, p3) = longest else { return false }
    let (ux, uy) = (Double(c1.x - p0.x), Double(c1.y - p0.y))
    let (vx, vy) = (Double(p3.x - c2.x), Double(p3.y - c2.y))
    // p0 + s·(−uy, ux) = p3 + r·(−vy, vx), solved for s.
    let det = ux * vy - uy * vx
    let scale = (ux * ux + uy * uy) * (vx * vx + vy * vy)
    guard det * det > 1e-12 * scale, scale > 0 else { return false }
    let (wx, wy) = (Double(p3.x - p0.x), Double(p3.y - p0.y))
    let s = (wx * vx + wy * vy) / det
    let (ox, oy) = (Double(p0.x) - s * uy, Double(p0.y) + s * ux)
    func distance2(_ x: Double, _ y: Double) -> Double { (x - ox) * (x - ox) + (y - oy) * (y - oy) }
    let r2 = distance2(Double(p0.x), Double(p0.y))
    // Generous (a quarter pixel): the fit decides; this only spares it paths far from any
    // circle.
    let slack = 8 * tolerance * unit * (r2.squareRoot() + unit)
    current = .zero
    for element in elements {
      guard case .curve(let p, let c1, let c2) = element else {
        if case .move(let p) = element { current = p }
        continue
      }
      let mx = Double(current.x + 3 * c1.x + 3 * c2.x + p.x) / 8
      let my = Double(current.y + 3 * c1.y + 3 * c2.y + p.y) / 8
      guard abs(distance2(mx, my) - r2) <= slack,
        abs(distance2(Double(p.x), Double(p.y)) - r2) <= slack
      else { return false }
      current = p
    }
    return true
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
