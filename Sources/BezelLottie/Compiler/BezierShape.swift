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

  /// An empty outline with room for `capacity` vertices, so that building it allocates once
  /// per array (outlines made anew every frame).
  init(closed: Bool, capacity: Int) {
    self.closed = closed
    vertices.reserveCapacity(capacity)
    inPoints.reserveCapacity(capacity)
    outPoints.reserveCapacity(capacity)
  }

  init(_ value: ShapeValue) {
    closed = value.closed
    let n = value.vertices.count
    vertices.reserveCapacity(n)
    inPoints.reserveCapacity(n)
    outPoints.reserveCapacity(n)
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

  /// Segment `k`: a line when both of its control points sit on their vertices (so it is
  /// parameterised uniformly, as it is measured), otherwise a cubic.
  func segment(_ k: Int) -> PathSegment {
    let j = k + 1 == vertices.count ? 0 : k + 1
    let p0 = vertices[k].simd
    let p1 = outPoints[k].simd
    let p2 = inPoints[j].simd
    let p3 = vertices[j].simd
    return p1 == p0 && p2 == p3 ? .line(p0, p3) : .cubic(p0, p1, p2, p3)
  }

  /// The outline as a path (see ``append(to:transform:)``).
  var path: Path {
    var path = Path()
    append(to: &path, transform: .identity)
    return path
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

  /// The number of path elements ``append(to:transform:)`` adds.
  var pathElementCount: Int {
    vertices.isEmpty ? 0 : 1 + segmentCount + (closed ? 1 : 0)
  }

  /// Appends the outline to `path`, mapped by `transform`.
  func append(to path: inout Path, transform: Transform) {
    guard let first = vertices.first else { return }
    let identity = transform.isIdentity
    func map(_ p: CGPoint) -> CGPoint { identity ? p : transform.apply(to: p) }
    path.move(to: map(first))
    for k in 0..<segmentCount {
      let j = k + 1 == vertices.count ? 0 : k + 1
      let (c1, c2, end) = (outPoints[k], inPoints[j], vertices[j])
      if c1 == vertices[k] && c2 == end {
        path.addLine(to: map(end))
      } else {
        path.addCurve(to: map(end), control1: map(c1), control2: map(c2))
      }
    }
    if closed { path.closeSubpath() }
  }
}
