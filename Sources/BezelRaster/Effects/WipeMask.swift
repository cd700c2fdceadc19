import BezelDrawing
import CCairo
import Foundation

/// After Effects' Linear and Radial Wipe, drawn as masks on the group's surface in the
/// layer's coordinates (the context's matrix), so they follow its transform exactly.
enum WipeMask {
  /// Hides the content along the wipe direction (`angle` degrees, 0 = travelling up, 90 =
  /// left to right) across `box`: `completion` 0…1 hides that fraction of the box's extent
  /// along the direction, with a ramp `feather` long at the edge.
  static func linear(
    _ cr: OpaquePointer, completion: Double, angle: Double, feather: Double, box: CGRect
  ) {
    guard completion.isFinite, angle.isFinite, completion > 0 else { return }
    guard completion < 1, box.width.isFinite, box.height.isFinite else { return clear(cr) }
    let t = completion
    let f = feather.isFinite ? min(max(feather, 0), 1e7) : 0
    let a = angle * .pi / 180
    let direction = (x: sin(a), y: -cos(a))
    let length = abs(Double(box.width) * direction.x) + abs(Double(box.height) * direction.y)
    let span = length + 2 * f
    guard span > 0 else { return clear(cr) }
    let center = (x: Double(box.midX), y: Double(box.midY))
    guard
      let ramp = cairo_pattern_create_linear(
        center.x - direction.x * span / 2, center.y - direction.y * span / 2,
        center.x + direction.x * span / 2, center.y + direction.y * span / 2)
    else { return }
    defer { cairo_pattern_destroy(ramp) }
    let start = t * (length + f) / span
    cairo_pattern_add_color_stop_rgba(ramp, start, 0, 0, 0, 0)
    cairo_pattern_add_color_stop_rgba(ramp, min(1, start + f / span), 0, 0, 0, 1)
    cairo_pattern_set_extend(ramp, CAIRO_EXTEND_PAD)
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
    cairo_set_source(cr, ramp)
    cairo_paint(cr)
  }

  /// Hides a sweep around `center` from `startAngle` (degrees, 0 = up, clockwise): clockwise
  /// (`direction` 1), counter-clockwise (−1) or both ways at once (0), `completion` 0…1 of the
  /// full turn. The wipe's feather is not drawn.
  static func radial(
    _ cr: OpaquePointer, completion: Double, startAngle: Double, center: CGPoint, direction: Int
  ) {
    guard completion.isFinite, startAngle.isFinite, completion > 0 else { return }
    guard completion < 1, center.x.isFinite, center.y.isFinite else { return clear(cr) }
    let sweep = completion * 2 * .pi
    // Angles from +x, clockwise with y down, as Cairo measures them.
    var from = (startAngle - 90) * .pi / 180
    switch direction {
    case -1: from -= sweep
    case 0: from -= sweep / 2
    default: break
    }
    let radius = coveringRadius(cr, center: center)
    guard radius.isFinite, radius > 0 else { return clear(cr) }
    cairo_new_path(cr)
    cairo_move_to(cr, Double(center.x), Double(center.y))
    cairo_arc(cr, Double(center.x), Double(center.y), radius, from, from + sweep)
    cairo_close_path(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
  }

  /// A radius around `center` (user space) that reaches every corner of the surface.
  private static func coveringRadius(_ cr: OpaquePointer, center: CGPoint) -> Double {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
    let r = corners.map { hypot($0.0 - Double(center.x), $0.1 - Double(center.y)) }.max() ?? 0
    return min(r + 1, 1e7)
  }

  private static func clear(_ cr: OpaquePointer) {
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
  }
}
