import BezelDrawing
import Foundation

/// One Lottie outline: vertices with absolute in and out control points.
///
/// Segment `k` runs from `vertices[k]` through `outPoints[k]` and `inPoints[k + 1]` to
/// `vertices[k + 1]`; a closed shape adds the segment back to vertex 0. The three points of a
/// vertex are kept together in one list (``knots``), so that an outline made anew every frame
/// (an animated rectangle, an interpolated path) allocates once rather than once per list.
struct BezierShape: Sendable, Hashable {
  /// A vertex with its in and out control points.
  struct Knot: Sendable, Hashable {
    var vertex: CGPoint
    var inPoint: CGPoint
    var outPoint: CGPoint
  }

  var closed: Bool
  var knots: [Knot] = []

  /// The vertices, as a new list (read ``knots`` in loops).
  var vertices: [CGPoint] { knots.map(\.vertex) }
  /// The in control points, as a new list.
  var inPoints: [CGPoint] { knots.map(\.inPoint) }
  /// The out control points, as a new list.
  var outPoints: [CGPoint] { knots.map(\.outPoint) }
  /// The number of vertices.
  var count: Int { knots.count }

  init(closed: Bool) {
    self.closed = closed
  }

  /// An empty outline with room for `capacity` vertices, so that building it allocates once
  /// (outlines made anew every frame).
  init(closed: Bool, capacity: Int) {
    self.closed = closed
    knots.reserveCapacity(capacity)
  }

  init(_ value: ShapeValue) {
    closed = value.closed
    let n = value.vertices.count
    knots.reserveCapacity(n)
    for k in 0..<n {
      let v = value.vertices[k]
      let p = CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0)
      let i = k < value.inTangents.count ? value.inTangents[k] : []
      let o = k < value.outTangents.count ? value.outTangents[k] : []
      add(
        vertex: p,
        in: CGPoint(x: p.x + (i.count > 0 ? i[0] : 0), y: p.y + (i.count > 1 ? i[1] : 0)),
        out: CGPoint(x: p.x + (o.count > 0 ? o[0] : 0), y: p.y + (o.count > 1 ? o[1] : 0)))
    }
  }

  mutating func add(vertex: CGPoint, in inPoint: CGPoint, out outPoint: CGPoint) {
    knots.append(Knot(vertex: vertex, inPoint: inPoint, outPoint: outPoint))
  }

  var segmentCount: Int {
    knots.count < 2
      ? (closed && knots.count == 1 ? 1 : 0)
      : (closed ? knots.count : knots.count - 1)
  }

  /// Segment `k`: a line when both of its control points sit on their vertices (so it is
  /// parameterised uniformly, as it is measured), otherwise a cubic.
  func segment(_ k: Int) -> PathSegment {
    let j = k + 1 == knots.count ? 0 : k + 1
    let p0 = knots[k].vertex.simd
    let p1 = knots[k].outPoint.simd
    let p2 = knots[j].inPoint.simd
    let p3 = knots[j].vertex.simd
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
    guard knots.count > 1 else { return self }
    var out = BezierShape(closed: closed, capacity: knots.count)
    func add(_ k: Int) {
      out.add(vertex: knots[k].vertex, in: knots[k].outPoint, out: knots[k].inPoint)
    }
    if closed {
      // Keep the first vertex first, as lottie-web does.
      add(0)
      for k in stride(from: knots.count - 1, to: 0, by: -1) { add(k) }
    } else {
      for k in stride(from: knots.count - 1, through: 0, by: -1) { add(k) }
    }
    return out
  }

  /// The outline with every point mapped by `transform`.
  func applying(_ transform: Transform) -> BezierShape {
    var out = self
    out.knots = knots.map {
      Knot(
        vertex: transform.apply(to: $0.vertex), inPoint: transform.apply(to: $0.inPoint),
        outPoint: transform.apply(to: $0.outPoint))
    }
    return out
  }

  /// The number of path elements ``append(to:transform:)`` adds.
  var pathElementCount: Int {
    knots.isEmpty ? 0 : 1 + segmentCount + (closed ? 1 : 0)
  }

  /// Appends the outline to `path`, mapped by `transform`.
  func append(to path: inout Path, transform: Transform) {
    guard let first = knots.first?.vertex else { return }
    let identity = transform.isIdentity
    func map(_ p: CGPoint) -> CGPoint { identity ? p : transform.apply(to: p) }
    path.move(to: map(first))
    for k in 0..<segmentCount {
      let j = k + 1 == knots.count ? 0 : k + 1
      let (c1, c2, end) = (knots[k].outPoint, knots[j].inPoint, knots[j].vertex)
      if c1 == knots[k].vertex && c2 == end {
        path.addLine(to: map(end))
      } else {
        path.addCurve(to: map(end), control1: map(c1), control2: map(c2))
      }
    }
    if closed { path.closeSubpath() }
  }
}
