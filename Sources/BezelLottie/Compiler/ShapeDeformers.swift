import Foundation

/// Pucker & bloat, zig-zag and twist, on Lottie outlines, as lottie-web computes them.
enum ShapeDeformers {
  /// The most vertices a zig-zag makes of one outline; more ridges than fit are dropped
  /// evenly, so a million ridges cost no more than the cap.
  static let maxZigZagVertices = 10_000

  /// Pucker (negative `amount`, in percent) or bloat (positive): vertices move towards the
  /// mean of the vertices by `amount`, their tangent points away from it by the same share.
  static func puckerBloat(_ shape: BezierShape, amount: Double) -> BezierShape {
    let n = shape.count
    guard n > 0, amount != 0, amount.isFinite else { return shape }
    let f = amount / 100
    var cx = 0.0
    var cy = 0.0
    for knot in shape.knots {
      let v = knot.vertex
      cx += v.x
      cy += v.y
    }
    cx /= Double(n)
    cy /= Double(n)
    func toward(_ p: CGPoint, _ share: Double) -> CGPoint {
      CGPoint(x: p.x + (cx - p.x) * share, y: p.y + (cy - p.y) * share)
    }
    var out = BezierShape(closed: shape.closed)
    for k in 0..<n {
      out.add(
        vertex: toward(shape.knots[k].vertex, f), in: toward(shape.knots[k].inPoint, -f),
        out: toward(shape.knots[k].outPoint, -f))
    }
    return out
  }

  /// Zig-zag: `ridges` points per segment (rounded, at least 0) alternately `size` to either
  /// side; `smooth` gives them tangents along the outline.
  static func zigZag(_ shape: BezierShape, size: Double, ridges: Double, smooth: Bool)
    -> BezierShape
  {
    let n = shape.count
    let segments = shape.closed ? n : n - 1
    guard segments > 0, size != 0, size.isFinite, ridges.isFinite else { return shape }
    let fit = max(0, maxZigZagVertices / segments - 1)
    let frequency = min(max(0, Int(min(ridges, 1e9).rounded())), fit)
    var out = BezierShape(closed: shape.closed)
    out.knots.reserveCapacity(segments * (frequency + 1) + 1)
    let parts = Double((frequency + 1) * 2)

    func place(
      _ p: CGPoint, normal: CGPoint, direction: Double, out outLength: Double,
      in inLength: Double
    ) {
      // `normal` is the direction of travel turned a quarter anticlockwise on screen.
      let q = CGPoint(x: p.x + normal.x * direction * size, y: p.y + normal.y * direction * size)
      let along = CGPoint(x: -normal.y, y: normal.x)
      outPoint(
        q, CGPoint(x: q.x - along.x * inLength, y: q.y - along.y * inLength),
        CGPoint(x: q.x + along.x * outLength, y: q.y + along.y * outLength))
    }
    func outPoint(_ v: CGPoint, _ i: CGPoint, _ o: CGPoint) { out.add(vertex: v, in: i, out: o) }
    func unit(_ x: Double, _ y: Double) -> CGPoint {
      let l = (x * x + y * y).squareRoot()
      return l > 0 ? CGPoint(x: x / l, y: y / l) : CGPoint(x: 0, y: 0)
    }
    func corner(_ cur: Int, direction: Double) {
      // Like lottie-web, the neighbours wrap around even on an open outline.
      let v = shape.knots[cur % n].vertex
      let prev = shape.knots[cur == 0 ? n - 1 : cur - 1].vertex
      let next = shape.knots[(cur + 1) % n].vertex
      let d = unit(next.x - prev.x, next.y - prev.y)
      let prevDist = smooth ? hypot(v.x - prev.x, v.y - prev.y) : 0
      let nextDist = smooth ? hypot(v.x - next.x, v.y - next.y) : 0
      place(
        v, normal: CGPoint(x: d.y, y: -d.x), direction: direction, out: nextDist / parts,
        in: prevDist / parts)
    }

    var direction = -1.0
    corner(0, direction: direction)
    for i in 0..<segments {
      let segment = shape.segment(i)
      let chord = smooth ? hypot(segment.p3.x - segment.p0.x, segment.p3.y - segment.p0.y) : 0
      direction = -direction
      for r in 0..<frequency {
        let t = Double(r + 1) / Double(frequency + 1)
        let d = segment.derivative(at: t)
        let u = unit(d.x, d.y)
        place(
          CGPoint(segment.point(at: t)), normal: CGPoint(x: u.y, y: -u.x), direction: direction,
          out: chord / parts, in: chord / parts)
        direction = -direction
      }
      corner(i + 1, direction: direction)
    }
    return out
  }

  /// Twist: every point turns about `center` by `degrees` scaled down linearly with its
  /// distance, to nothing at the farthest vertex.
  static func twist(_ shape: BezierShape, degrees: Double, center: CGPoint) -> BezierShape {
    guard degrees != 0, degrees.isFinite, !shape.knots.isEmpty else { return shape }
    var reach = 0.0
    for knot in shape.knots {
      reach = max(reach, hypot(knot.vertex.x - center.x, knot.vertex.y - center.y))
    }
    guard reach > 0, reach.isFinite else { return shape }
    let radians = degrees * .pi / 180
    func turn(_ p: CGPoint) -> CGPoint {
      let dx = p.x - center.x
      let dy = p.y - center.y
      let a = radians * max(0, 1 - hypot(dx, dy) / reach)
      let c = cos(a)
      let s = sin(a)
      return CGPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
    }
    var out = BezierShape(closed: shape.closed)
    for knot in shape.knots {
      out.add(vertex: turn(knot.vertex), in: turn(knot.inPoint), out: turn(knot.outPoint))
    }
    return out
  }
}
