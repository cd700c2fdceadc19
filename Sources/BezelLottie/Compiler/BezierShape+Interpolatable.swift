import BezelMotion
import Foundation

/// Outlines blend point by point (vertices and both control points), over the vertices the
/// two have in common; the first one's `closed` is kept.
extension BezierShape: Interpolatable {
  func interpolated(to other: BezierShape, fraction t: Double) -> BezierShape {
    let n = min(knots.count, other.knots.count)
    guard n > 0 else { return t < 1 ? self : other }
    var out = BezierShape(closed: closed, capacity: n)
    for i in 0..<n {
      let a = knots[i]
      let b = other.knots[i]
      out.add(
        vertex: mix(a.vertex, b.vertex, t), in: mix(a.inPoint, b.inPoint, t),
        out: mix(a.outPoint, b.outPoint, t))
    }
    return out
  }

  /// The sum of how far the shared vertices move.
  func distance(to other: BezierShape) -> Double {
    zip(knots, other.knots).reduce(0) {
      $0 + hypot($1.1.vertex.x - $1.0.vertex.x, $1.1.vertex.y - $1.0.vertex.y)
    }
  }

  private func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }
}
