import BezelMotion
import Foundation

/// Outlines blend point by point (vertices and both control points), over the vertices the
/// two have in common; the first one's `closed` is kept.
extension BezierShape: Interpolatable {
  func interpolated(to other: BezierShape, fraction t: Double) -> BezierShape {
    let n = min(vertices.count, other.vertices.count)
    guard n > 0 else { return t < 1 ? self : other }
    var out = BezierShape(closed: closed)
    out.vertices.reserveCapacity(n)
    out.inPoints.reserveCapacity(n)
    out.outPoints.reserveCapacity(n)
    for i in 0..<n {
      out.vertices.append(mix(vertices[i], other.vertices[i], t))
      out.inPoints.append(mix(inPoints[i], other.inPoints[i], t))
      out.outPoints.append(mix(outPoints[i], other.outPoints[i], t))
    }
    return out
  }

  /// The sum of how far the shared vertices move.
  func distance(to other: BezierShape) -> Double {
    zip(vertices, other.vertices).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  private func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }
}
