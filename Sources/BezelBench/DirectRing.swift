import CCairo
import Foundation

/// ``BezelComponents/RingScene`` with its default options, by hand: white, the round dog
/// photo, the green track and the gray progress filling clockwise from 12 o'clock over 20 s.
final class DirectRing: DirectFrame {
  let width: Double
  let height: Double
  let duration = 20.0
  let lineWidth = 10.0

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  func draw(_ cr: OpaquePointer, at time: Double) {
    cairo_rectangle(cr, 0, 0, width, height)
    DirectCairo.rgba(cr, 1, 1, 1)
    cairo_fill(cr)
    let side = min(width, height)
    let (cx, cy) = (width / 2, height / 2)
    cairo_save(cr)
    cairo_arc(cr, cx, cy, side / 2, 0, 2 * .pi)
    cairo_clip(cr)
    DirectPictures.place(cr, x: cx - side / 2, y: cy - side / 2, w: side, h: side) {
      DirectPictures.dog($0)
    }
    cairo_restore(cr)
    let radius = (side - lineWidth) / 2
    guard radius > 0 else { return }
    cairo_set_line_width(cr, lineWidth)
    cairo_new_sub_path(cr)
    cairo_arc(cr, cx, cy, radius, -.pi / 2, 3 * .pi / 2)
    DirectCairo.rgba(cr, 0, 1, 0)
    cairo_stroke(cr)
    let progress = min(1, max(0, time / duration))
    guard progress > 0 else { return }
    cairo_new_sub_path(cr)
    cairo_arc(cr, cx, cy, radius, -.pi / 2, -.pi / 2 + 2 * .pi * progress)
    DirectCairo.rgba(cr, 0.5, 0.5, 0.5)
    cairo_stroke(cr)
  }
}
