import BezelDrawing
import Foundation

/// Compiled text-on-path settings: which mask outline the glyphs follow, and how.
struct CompiledTextPath: Sendable {
  var mask: Int
  var firstMargin: Track<Double>
  var perpendicular: Track<Double>
  var reversed: Track<Double>

  init(_ model: TextPathModel) {
    mask = model.mask
    firstMargin = Track(model.firstMargin, default: 0) { $0 }
    perpendicular = Track(model.perpendicular, default: 1) { $0 }
    reversed = Track(model.reversed, default: 0) { $0 }
  }

  /// An outline flattened into points with running lengths, to place glyphs by distance.
  struct Polyline {
    var points: [CGPoint] = []
    /// The length from the start to each point.
    var lengths: [Double] = []
    var closed: Bool

    init(_ shape: BezierShape) {
      closed = shape.closed
      guard let first = shape.vertices.first else { return }
      points = [first]
      lengths = [0]
      for k in 0..<shape.segmentCount {
        let segment = shape.segment(k)
        let steps = segment.isLine ? 1 : 48
        for s in 1...steps {
          let p = segment.point(at: Double(s) / Double(steps))
          guard let last = points.last else { continue }
          let d = hypot(p.x - last.x, p.y - last.y)
          guard d > 0 else { continue }
          points.append(p)
          lengths.append((lengths.last ?? 0) + d)
        }
      }
    }

    var total: Double { lengths.last ?? 0 }

    /// The point `distance` along the outline and the direction there. A closed outline
    /// wraps; an open one extends straight past its ends.
    func locate(_ distance: Double) -> (point: CGPoint, direction: CGPoint)? {
      guard points.count >= 2, total > 0 else { return nil }
      var d = distance
      if closed {
        d = d.truncatingRemainder(dividingBy: total)
        if d < 0 { d += total }
      }
      var lo = 0
      var hi = points.count - 1
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if lengths[mid] <= d { lo = mid } else { hi = mid }
      }
      let a = points[lo]
      let b = points[hi]
      let span = lengths[hi] - lengths[lo]
      let f = span > 0 ? (d - lengths[lo]) / span : 0
      return (
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f),
        CGPoint(x: b.x - a.x, y: b.y - a.y)
      )
    }
  }
}
