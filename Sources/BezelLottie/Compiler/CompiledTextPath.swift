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

  /// A mask outline measured along its curves, to place glyphs by distance.
  struct Outline {
    let measure: PathMeasure
    let closed: Bool

    init(_ shape: BezierShape) {
      measure = PathMeasure(shape.path)
      closed = shape.closed
    }

    var total: Double { measure.length }

    /// The point `distance` along the outline and the direction of travel there (radians).
    /// A closed outline wraps; an open one extends straight past its ends.
    func locate(_ distance: Double) -> (point: CGPoint, angle: Double)? {
      guard total > 0, total.isFinite, distance.isFinite else { return nil }
      var d = distance
      if closed {
        d = d.truncatingRemainder(dividingBy: total)
        if d < 0 { d += total }
      }
      let along = min(max(d, 0), total)
      guard let position = measure.position(atDistance: along) else { return nil }
      let angle = position.tangentAngle
      let beyond = d - along
      return (
        CGPoint(
          x: position.point.x + cos(angle) * beyond, y: position.point.y + sin(angle) * beyond),
        angle
      )
    }
  }
}
