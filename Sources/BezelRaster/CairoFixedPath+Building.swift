import BezelDrawing
import CCairo
import Foundation

extension CairoFixedPath {
  /// The path `cairo_move_to` … `cairo_close_path` of `path`'s elements build under the
  /// transform `ctm`, as ``CairoPath/set(_:on:)`` draws them: each point transformed
  /// (`cairo_matrix_transform_point`), moved by the surface's device offset (`offsetX`,
  /// `offsetY`: Cairo's second step to backend space) and rounded to fixed point. False,
  /// leaving the path empty, when a coordinate is not finite.
  mutating func set(
    _ path: Path, ctm m: cairo_matrix_t, offsetX: Double = 0, offsetY: Double = 0
  ) -> Bool {
    removeAll()
    func device(_ x: Double, _ y: Double) -> CairoPoint {
      let dx = m.xx * x + m.xy * y + m.x0 + offsetX
      let dy = m.yx * x + m.yy * y + m.y0 + offsetY
      return CairoPoint(x: CairoFixed.from(dx), y: CairoFixed.from(dy))
    }
    var userCurrent = CGPoint.zero
    var userStart = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        guard p.isFinite else { return abandon() }
        move(to: device(Double(p.x), Double(p.y)))
        userCurrent = p
        userStart = p
      case .line(let p):
        guard p.isFinite else { return abandon() }
        line(to: device(Double(p.x), Double(p.y)))
        userCurrent = p
      case .quadCurve(let p, let c):
        guard p.isFinite, c.isFinite else { return abandon() }
        let c1x = Double(userCurrent.x) + 2.0 / 3.0 * Double(c.x - userCurrent.x)
        let c1y = Double(userCurrent.y) + 2.0 / 3.0 * Double(c.y - userCurrent.y)
        let c2x = Double(p.x) + 2.0 / 3.0 * Double(c.x - p.x)
        let c2y = Double(p.y) + 2.0 / 3.0 * Double(c.y - p.y)
        curve(device(c1x, c1y), device(c2x, c2y), device(Double(p.x), Double(p.y)))
        userCurrent = p
      case .curve(let p, let c1, let c2):
        guard p.isFinite, c1.isFinite, c2.isFinite else { return abandon() }
        curve(
          device(Double(c1.x), Double(c1.y)), device(Double(c2.x), Double(c2.y)),
          device(Double(p.x), Double(p.y)))
        userCurrent = p
      case .closeSubpath:
        close()
        userCurrent = userStart
      }
    }
    return !path.elements.isEmpty
  }

  private mutating func abandon() -> Bool {
    removeAll()
    return false
  }
}
