import BezelDrawing
import Foundation

/// One Lottie outline: vertices with absolute in and out control points.
///
/// Segment `k` runs from `vertices[k]` through `outPoints[k]` and `inPoints[k + 1]` to
/// `vertices[k + 1]`; a closed shape adds the segment back to vertex 0.
struct BezierShape: Sendable, Hashable {
  var closed: Bool
  var vertices: [CGPoint] = []
  var inPoints: [CGPoint] = []
  var outPoints: [CGPoint] = []

  init(closed: Bool) {
    self.closed = closed
  }

  init(_ value: ShapeValue) {
    closed = value.closed
    let n = value.vertices.count
    vertices.reserveCapacity(n)
    for k in 0..<n {
      let v = value.vertices[k]
      let p = CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0)
      let i = k < value.inTangents.count ? value.inTangents[k] : []
      let o = k < value.outTangents.count ? value.outTangents[k] : []
      vertices.append(p)
      inPoints.append(
        CGPoint(x: p.x + (i.count > 0 ? i[0] : 0), y: p.y + (i.count > 1 ? i[1] : 0)))
      outPoints.append(
        CGPoint(x: p.x + (o.count > 0 ? o[0] : 0), y: p.y + (o.count > 1 ? o[1] : 0)))
    }
  }

  mutating func add(vertex: CGPoint, in inPoint: CGPoint, out outPoint: CGPoint) {
    vertices.append(vertex)
    inPoints.append(inPoint)
    outPoints.append(outPoint)
  }

  var segmentCount: Int {
    vertices.count < 2
      ? (closed && vertices.count == 1 ? 1 : 0)
      : (closed ? vertices.count : vertices.count - 1)
  }

  /// The four control points of segment `k`.
  func segment(_ k: Int) -> CubicSegment {
    let j = k + 1 == vertices.count ? 0 : k + 1
    return CubicSegment(p0: vertices[k], p1: outPoints[k], p2: inPoints[j], p3: vertices[j])
  }

  /// The same outline with its direction reversed.
  func reversed() -> BezierShape {
    guard vertices.count > 1 else { return self }
    var out = BezierShape(closed: closed)
    if closed {
      // Keep the first vertex first, as lottie-web does.
      var order = [0]
      order.append(contentsOf: stride(from: vertices.count - 1, to: 0, by: -1))
      for k in order { out.add(vertex: vertices[k], in: outPoints[k], out: inPoints[k]) }
    } else {
      for k in stride(from: vertices.count - 1, through: 0, by: -1) {
        out.add(vertex: vertices[k], in: outPoints[k], out: inPoints[k])
      }
    }
    return out
  }

  /// The outline with every point mapped by `transform`.
  func applying(_ transform: Transform) -> BezierShape {
    var out = self
    out.vertices = vertices.map { transform.apply(to: $0) }
    out.inPoints = inPoints.map { transform.apply(to: $0) }
    out.outPoints = outPoints.map { transform.apply(to: $0) }
    return out
  }

  /// Appends the outline to `path`, mapped by `transform`.
  func append(to path: inout Path, transform: Transform) {
    guard let first = vertices.first else { return }
    let identity = transform.isIdentity
    func map(_ p: CGPoint) -> CGPoint { identity ? p : transform.apply(to: p) }
    path.move(to: map(first))
    let n = segmentCount
    for k in 0..<n {
      let s = segment(k)
      if s.p1 == s.p0 && s.p2 == s.p3 {
        path.addLine(to: map(s.p3))
      } else {
        path.addCurve(to: map(s.p3), control1: map(s.p1), control2: map(s.p2))
      }
    }
    if closed { path.closeSubpath() }
  }
}

/// A cubic Bézier segment.
struct CubicSegment: Sendable, Hashable {
  var p0: CGPoint
  var p1: CGPoint
  var p2: CGPoint
  var p3: CGPoint

  var isLine: Bool { p0 == p1 && p2 == p3 }

  /// The point at parameter `t`; a straight segment is parameterised uniformly, so that `t`
  /// agrees with ``length(upTo:)`` and ``parameter(atLength:total:)``.
  func point(at t: Double) -> CGPoint {
    if isLine { return mix(p0, p3, t) }
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  func derivative(at t: Double) -> CGPoint {
    if isLine { return CGPoint(x: p3.x - p0.x, y: p3.y - p0.y) }
    let u = 1 - t
    let a = 3 * u * u
    let b = 6 * u * t
    let c = 3 * t * t
    return CGPoint(
      x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
      y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
  }

  private static let gaussNodes: [(Double, Double)] = [
    (-0.9602898564975363, 0.1012285362903763), (-0.7966664774136267, 0.2223810344533745),
    (-0.5255324099163290, 0.3137066458778873), (-0.1834346424956498, 0.3626837833783620),
    (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
    (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
  ]

  /// The arc length from `t = 0` to `t = upTo`.
  func length(upTo t: Double = 1) -> Double {
    if isLine {
      return hypot(p3.x - p0.x, p3.y - p0.y) * t
    }
    // Two 8-point Gauss–Legendre panels keep the error small even near cusps.
    var sum = 0.0
    let half = t / 2
    for panel in 0..<2 {
      let a = Double(panel) * half
      for (x, w) in CubicSegment.gaussNodes {
        let u = a + (x + 1) / 2 * half
        let d = derivative(at: u)
        sum += w * hypot(d.x, d.y)
      }
    }
    return sum * half / 2
  }

  /// The parameter at which the arc length from the start is `distance`.
  func parameter(atLength distance: Double, total: Double) -> Double {
    if distance <= 0 { return 0 }
    if distance >= total { return 1 }
    if isLine { return distance / total }
    var lo = 0.0
    var hi = 1.0
    var t = distance / total
    for _ in 0..<24 {
      let l = length(upTo: t)
      if abs(l - distance) < 1e-4 { break }
      if l < distance { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// The part of the segment between parameters `t0` and `t1`.
  func split(from t0: Double, to t1: Double) -> CubicSegment {
    if t0 <= 0 && t1 >= 1 { return self }
    if isLine {
      let a = point(at: t0)
      let b = point(at: t1)
      return CubicSegment(p0: a, p1: a, p2: b, p3: b)
    }
    let right = t0 > 0 ? splitRight(t0) : self
    guard t1 < 1 else { return right }
    let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
    return right.splitLeft(local)
  }

  private func splitLeft(_ t: Double) -> CubicSegment {
    let a = mix(p0, p1, t)
    let b = mix(p1, p2, t)
    let c = mix(p2, p3, t)
    let d = mix(a, b, t)
    let e = mix(b, c, t)
    return CubicSegment(p0: p0, p1: a, p2: d, p3: mix(d, e, t))
  }

  private func splitRight(_ t: Double) -> CubicSegment {
    let a = mix(p0, p1, t)
    let b = mix(p1, p2, t)
    let c = mix(p2, p3, t)
    let d = mix(a, b, t)
    let e = mix(b, c, t)
    return CubicSegment(p0: mix(d, e, t), p1: e, p2: c, p3: p3)
  }

  private func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }
}
