import CCairo
import Foundation

/// Small helpers the hand-written Cairo frames share: what a programmer drawing with Cairo
/// directly would write once and reuse (colours, gradients, rounded rectangles, ellipses).
enum DirectCairo {
  static func rgba(_ cr: OpaquePointer, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
    cairo_set_source_rgba(cr, r, g, b, a)
  }

  /// A rounded rectangle (corner radius clamped to half the shorter side) as the current path.
  static func roundedRect(
    _ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double
  ) {
    let r = min(radius, w / 2, h / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }

  /// An ellipse in the box (x, y, w, h) as a closed subpath.
  static func ellipse(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    cairo_save(cr)
    cairo_translate(cr, x + w / 2, y + h / 2)
    cairo_scale(cr, w / 2, h / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
    cairo_close_path(cr)
    cairo_restore(cr)
  }

  /// Fills the current path with a vertical two-stop gradient from `y0` to `y1`.
  static func fillVertical(
    _ cr: OpaquePointer, _ top: (Double, Double, Double), _ bottom: (Double, Double, Double),
    _ y0: Double, _ y1: Double
  ) {
    guard let pattern = cairo_pattern_create_linear(50, y0, 50, y1) else { return }
    cairo_pattern_add_color_stop_rgba(pattern, 0, top.0, top.1, top.2, 1)
    cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.0, bottom.1, bottom.2, 1)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  /// Fills the current path with a radial gradient from `focus` (radius 0) to the circle
  /// (`center`, `radius`).
  static func fillRadial(
    _ cr: OpaquePointer, focus: (Double, Double), center: (Double, Double), radius: Double,
    stops: [(Double, Double, Double, Double, Double)]
  ) {
    guard let pattern = cairo_pattern_create_radial(focus.0, focus.1, 0, center.0, center.1, radius)
    else { return }
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(pattern, stop.0, stop.1, stop.2, stop.3, stop.4)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  /// A closed polygon through `points` as the current path.
  static func polygon(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.0, first.1)
    for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
    cairo_close_path(cr)
  }
}
