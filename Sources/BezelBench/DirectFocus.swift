import CCairo
import Foundation

/// ``BezelComponents/FocusScene`` with its default options, by hand: the viewfinder picture
/// filling the canvas and the four black brackets (thickness 10, radius 10, length 30,
/// padding 5).
final class DirectFocus: DirectFrame {
  let width: Double
  let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  func draw(_ cr: OpaquePointer, at time: Double) {
    cairo_rectangle(cr, 0, 0, width, height)
    DirectCairo.rgba(cr, 1, 1, 1)
    cairo_fill(cr)
    DirectPictures.place(cr, x: 0, y: 0, w: width, h: height) { DirectPictures.viewfinder($0) }
    let (r, len, p) = (10.0, 30.0, 5.0)
    let (w, h) = (width, height)
    cairo_move_to(cr, p, p + r + len)
    cairo_arc(cr, p + r, p + r, r, .pi, 3 * .pi / 2)
    cairo_line_to(cr, p + r + len, p)
    cairo_move_to(cr, w - p, p + r + len)
    cairo_arc_negative(cr, w - p - r, p + r, r, 0, -.pi / 2)
    cairo_line_to(cr, w - p - r - len, p)
    cairo_move_to(cr, p, h - p - r - len)
    cairo_arc_negative(cr, p + r, h - p - r, r, .pi, .pi / 2)
    cairo_line_to(cr, p + r + len, h - p)
    cairo_move_to(cr, w - p, h - p - r - len)
    cairo_arc(cr, w - p - r, h - p - r, r, 0, .pi / 2)
    cairo_line_to(cr, w - p - r - len, h - p)
    DirectCairo.rgba(cr, 0, 0, 0)
    cairo_set_line_width(cr, 10)
    cairo_stroke(cr)
  }
}
