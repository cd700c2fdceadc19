import BezelDrawing
import CCairo
import Foundation

/// Builds a conic gradient (``Paint/conicGradient(_:center:startAngle:)``) as a Cairo mesh
/// pattern, which Cairo lacks as a pattern of its own.
///
/// The turn is cut into thin wedges, each a Coons patch from the centre out past the area
/// being drawn; a wedge's colour runs from its first edge's colour to its second's, so the
/// colour follows the angle closely (wedges of at most 1/64 turn, with a wedge edge at every
/// stop).
enum ConicGradientPattern {
  /// The most angle one wedge spans.
  static let maximumWedge = 2 * Double.pi / 64

  /// A mesh pattern for the gradient covering a disc of `radius` around `center`, or `nil`
  /// when the values cannot make one. The caller destroys the pattern.
  static func make(_ gradient: Gradient, center: CGPoint, startAngle: Double, radius: Double)
    -> OpaquePointer?
  {
    let cx = Double(center.x)
    let cy = Double(center.y)
    guard cx.isFinite, cy.isFinite, startAngle.isFinite, radius.isFinite, radius > 0,
      !gradient.stops.isEmpty, let mesh = cairo_pattern_create_mesh()
    else { return nil }
    for (from, to) in wedges(gradient) {
      let a0 = startAngle + from * 2 * .pi
      let a1 = startAngle + to * 2 * .pi
      // A cubic arc's control points: k = 4/3 tan(θ/4) of the radius along the tangents.
      let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
      let p0 = (cx + radius * cos(a0), cy + radius * sin(a0))
      let p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
      cairo_mesh_pattern_curve_to(
        mesh, p0.0 - k * sin(a0), p0.1 + k * cos(a0), p1.0 + k * sin(a1), p1.1 - k * cos(a1),
        p1.0, p1.1)
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      let c0 = gradient.color(at: from)
      let c1 = gradient.color(at: to)
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), CairoConstants.unit(c.red), CairoConstants.unit(c.green),
          CairoConstants.unit(c.blue), CairoConstants.unit(c.alpha))
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    guard cairo_pattern_status(mesh) == CAIRO_STATUS_SUCCESS else {
      cairo_pattern_destroy(mesh)
      return nil
    }
    return mesh
  }

  /// The wedges as fractions of the turn: cut at every stop inside 0…1 and no wider than
  /// ``maximumWedge``.
  static func wedges(_ gradient: Gradient) -> [(Double, Double)] {
    var cuts = [0.0, 1.0]
    for stop in gradient.stops where stop.location > 0 && stop.location < 1 {
      cuts.append(stop.location)
    }
    cuts.sort()
    var wedges: [(Double, Double)] = []
    let widest = maximumWedge / (2 * .pi)
    for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
      let count = Int((b - a) / widest.nextDown) + 1
      for i in 0..<count {
        wedges.append(
          (a + (b - a) * Double(i) / Double(count), a + (b - a) * Double(i + 1) / Double(count)))
      }
    }
    return wedges
  }

  /// A radius that covers everything drawn now: the farthest corner of the clip's extents
  /// (in user space) from `center`.
  static func coveringRadius(_ cr: OpaquePointer, center: CGPoint) -> Double {
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let cx = Double(center.x)
    let cy = Double(center.y)
    let dx = max(abs(x0 - cx), abs(x1 - cx))
    let dy = max(abs(y0 - cy), abs(y1 - cy))
    return (dx * dx + dy * dy).squareRoot() + 1
  }
}
