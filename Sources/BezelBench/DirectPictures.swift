import CCairo
import Foundation

/// The scenes' built-in pictures drawn by hand with Cairo, in their 100×100 design space
/// (the caller scales and places them): the same shapes and colours as the components'.
enum DirectPictures {
  typealias C = DirectCairo

  /// Scales the 100×100 design to cover (x, y, w, h), centred, clipped to that rect.
  static func place(
    _ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double,
    draw: (OpaquePointer) -> Void
  ) {
    let scale = max(w, h) / 100
    cairo_save(cr)
    cairo_rectangle(cr, x, y, w, h)
    cairo_clip(cr)
    cairo_translate(cr, x + w / 2 - 50 * scale, y + h / 2 - 50 * scale)
    cairo_scale(cr, scale, scale)
    draw(cr)
    cairo_restore(cr)
  }

  static func dog(_ cr: OpaquePointer) {
    let fur = (0.86, 0.62, 0.36)
    let darkFur = (0.55, 0.34, 0.18)
    let ink = (0.13, 0.09, 0.08)
    cairo_rectangle(cr, 0, 0, 100, 100)
    C.fillVertical(cr, (0.45, 0.70, 0.95), (0.85, 0.93, 0.99), 0, 70)
    C.ellipse(cr, 72, 8, 18, 18)
    C.fillRadial(
      cr, focus: (79, 15), center: (81, 17), radius: 9,
      stops: [(0, 1, 0.97, 0.75, 1), (1, 1, 0.85, 0.4, 1)])
    cairo_move_to(cr, 0, 74)
    cairo_curve_to(cr, 30, 62, 70, 64, 100, 70)
    cairo_line_to(cr, 100, 100)
    cairo_line_to(cr, 0, 100)
    cairo_close_path(cr)
    C.fillVertical(cr, (0.50, 0.78, 0.38), (0.28, 0.55, 0.24), 65, 100)
    C.ellipse(cr, 27, 60, 46, 46)
    C.rgba(cr, fur.0, fur.1, fur.2)
    cairo_fill(cr)
    C.ellipse(cr, 40, 70, 20, 26)
    C.rgba(cr, 0.97, 0.88, 0.74)
    cairo_fill(cr)
    C.ellipse(cr, 21, 25, 15, 30)
    C.ellipse(cr, 64, 25, 15, 30)
    C.rgba(cr, darkFur.0, darkFur.1, darkFur.2)
    cairo_fill(cr)
    C.ellipse(cr, 28, 22, 44, 44)
    C.fillRadial(
      cr, focus: (45, 34), center: (50, 40), radius: 24,
      stops: [(0, 0.93, 0.70, 0.43, 1), (1, fur.0, fur.1, fur.2, 1)])
    C.ellipse(cr, 37, 46, 26, 18)
    C.rgba(cr, 0.97, 0.88, 0.74)
    cairo_fill(cr)
    for x in [39.0, 55] {
      C.ellipse(cr, x, 36, 6, 7)
      C.rgba(cr, ink.0, ink.1, ink.2)
      cairo_fill(cr)
      C.ellipse(cr, x + 1.3, 37.2, 2, 2)
      C.rgba(cr, 1, 1, 1)
      cairo_fill(cr)
    }
    C.ellipse(cr, 45.5, 48.5, 9, 6.5)
    C.rgba(cr, ink.0, ink.1, ink.2)
    cairo_fill(cr)
    C.ellipse(cr, 47.5, 58, 5, 6)
    C.rgba(cr, 0.93, 0.42, 0.48)
    cairo_fill(cr)
    // The mouth: two quadratic curves, written as cubics (Cairo has no quadratic).
    cairo_move_to(cr, 50, 55)
    cairo_line_to(cr, 50, 57.5)
    quad(cr, from: (50, 57.5), control: (47.5, 60.5), to: (44.5, 58.5))
    cairo_move_to(cr, 50, 57.5)
    quad(cr, from: (50, 57.5), control: (52.5, 60.5), to: (55.5, 58.5))
    C.rgba(cr, ink.0, ink.1, ink.2)
    cairo_set_line_width(cr, 0.9)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(cr)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
  }

  static func viewfinder(_ cr: OpaquePointer) {
    cairo_rectangle(cr, 0, 0, 100, 100)
    C.fillVertical(cr, (0.30, 0.48, 0.80), (0.99, 0.80, 0.58), 0, 62)
    C.ellipse(cr, 58, 38, 18, 18)
    C.fillRadial(
      cr, focus: (67, 47), center: (67, 47), radius: 9,
      stops: [(0, 1, 0.98, 0.85, 1), (1, 1, 0.78, 0.45, 1)])
    C.polygon(
      cr,
      [(0, 62), (14, 40), (27, 54), (44, 32), (60, 55), (78, 38), (100, 58), (100, 66), (0, 66)])
    C.fillVertical(cr, (0.42, 0.45, 0.62), (0.55, 0.52, 0.62), 32, 66)
    C.polygon(cr, [(44, 32), (39.5, 39), (44, 37.5), (48, 40)])
    C.polygon(cr, [(78, 38), (74.5, 43), (78, 42), (81.5, 43.5)])
    C.rgba(cr, 0.96, 0.96, 1)
    cairo_fill(cr)
    cairo_rectangle(cr, 0, 64, 100, 14)
    C.fillVertical(cr, (0.55, 0.66, 0.85), (0.35, 0.50, 0.72), 64, 78)
    C.ellipse(cr, 58, 66, 18, 2.5)
    C.rgba(cr, 1, 0.9, 0.7, 0.6)
    cairo_fill(cr)
    cairo_move_to(cr, 0, 76)
    cairo_curve_to(cr, 35, 70, 65, 82, 100, 78)
    cairo_line_to(cr, 100, 100)
    cairo_line_to(cr, 0, 100)
    cairo_close_path(cr)
    C.fillVertical(cr, (0.30, 0.50, 0.28), (0.16, 0.32, 0.18), 72, 100)
    for (x, y, s) in [(8.0, 80.0, 1.0), (15, 78, 1.3), (86, 80, 1.2), (93, 83, 0.9)] {
      C.polygon(cr, [(x, y - 14 * s), (x - 4 * s, y), (x + 4 * s, y)])
    }
    C.rgba(cr, 0.10, 0.25, 0.14)
    cairo_fill(cr)
    for third in [100.0 / 3, 200.0 / 3] {
      cairo_move_to(cr, third, 0)
      cairo_line_to(cr, third, 100)
      cairo_move_to(cr, 0, third)
      cairo_line_to(cr, 100, third)
    }
    C.rgba(cr, 1, 1, 1, 0.35)
    cairo_set_line_width(cr, 0.3)
    cairo_stroke(cr)
    cairo_rectangle(cr, 0, 0, 100, 100)
    C.fillRadial(
      cr, focus: (50, 50), center: (50, 50), radius: 72,
      stops: [(0.55, 0, 0, 0, 0), (1, 0, 0, 0, 0.35)])
  }

  /// A quadratic Bézier from the current point, as Cairo's cubic.
  static func quad(
    _ cr: OpaquePointer, from p0: (Double, Double), control c: (Double, Double),
    to p: (Double, Double)
  ) {
    cairo_curve_to(
      cr, p0.0 + 2.0 / 3 * (c.0 - p0.0), p0.1 + 2.0 / 3 * (c.1 - p0.1),
      p.0 + 2.0 / 3 * (c.0 - p.0), p.1 + 2.0 / 3 * (c.1 - p.1), p.0, p.1)
  }
}
