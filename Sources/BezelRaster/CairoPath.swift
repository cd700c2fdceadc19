import BezelDrawing
import CCairo
import Foundation

/// Feeds ``Path`` elements straight into a Cairo context's current path.
enum CairoPath {
  /// Replaces the context's current path with `path`.
  ///
  /// Returns `false`, leaving the current path empty, when the path is empty or has a
  /// coordinate that is not finite: Cairo's fixed-point conversion gives garbage for those,
  /// and drawing nothing is the only safe reading.
  @discardableResult
  static func set(_ path: Path, on cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        guard p.isFinite else { return abandon(cr) }
        cairo_move_to(cr, Double(p.x), Double(p.y))
        current = p
        start = p
      case .line(let p):
        guard p.isFinite else { return abandon(cr) }
        cairo_line_to(cr, Double(p.x), Double(p.y))
        current = p
      case .quadCurve(let p, let c):
        guard p.isFinite, c.isFinite else { return abandon(cr) }
        // The cubic with control points 2/3 of the way to the quadratic's control point
        // traces exactly the same curve.
        let c1x = Double(current.x) + 2.0 / 3.0 * Double(c.x - current.x)
        let c1y = Double(current.y) + 2.0 / 3.0 * Double(c.y - current.y)
        let c2x = Double(p.x) + 2.0 / 3.0 * Double(c.x - p.x)
        let c2y = Double(p.y) + 2.0 / 3.0 * Double(c.y - p.y)
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p.x), Double(p.y))
        current = p
      case .curve(let p, let c1, let c2):
        guard p.isFinite, c1.isFinite, c2.isFinite else { return abandon(cr) }
        cairo_curve_to(
          cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        current = start
      }
    }
    return !path.elements.isEmpty
  }

  private static func abandon(_ cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    return false
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}
