import CCairo
import Foundation

/// ``BezelComponents/LoadingScene`` with its default options, by hand: the blue button
/// ("로딩 시작", dimmed while tapped at 1 s), then from 1 s to 6 s the black 30 % dim and the
/// project's spinner (loading.json's track and trimmed, rotating arc, keyframes written out
/// here) in a 300×300 box at the centre, fading in over 0.7 s; after that "로딩 종료!".
final class DirectLoading: DirectFrame {
  let width: Double
  let height: Double
  let showAt = 1.0
  let hideAt = 6.0
  private let text = DirectText()
  private let ease = CubicEase(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
  private let fade = CubicEase(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  func draw(_ cr: OpaquePointer, at time: Double) {
    cairo_rectangle(cr, 0, 0, width, height)
    DirectCairo.rgba(cr, 1, 1, 1)
    cairo_fill(cr)
    let (bx, by) = ((width - 200) / 2, (height - 52) / 2)
    DirectCairo.roundedRect(cr, bx, by, 200, 52, 12)
    let pressed = time >= showAt && time < showAt + 0.15
    DirectCairo.rgba(cr, 0, 0.478, 1, pressed ? 0.6 : 1)
    cairo_fill(cr)
    DirectCairo.rgba(cr, 1, 1, 1)
    let title = time >= hideAt ? "로딩 종료!" : "로딩 시작"
    text.draw(cr, slot: 0, title, size: 20, weight: 600, frame: (bx, by, 200, 52), align: .center)
    guard time >= showAt, time < hideAt else { return }
    cairo_rectangle(cr, 0, 0, width, height)
    DirectCairo.rgba(cr, 0, 0, 0, 0.3)
    cairo_fill(cr)
    let alpha = fade.value(min(1, (time - showAt) / 0.7))
    guard alpha > 0 else { return }
    let frame = ((time - showAt).truncatingRemainder(dividingBy: 1.5)) * 60
    cairo_save(cr)
    cairo_translate(cr, width / 2 - 150, height / 2 - 150)
    cairo_scale(cr, 1.5, 1.5)
    if alpha < 1 { cairo_push_group(cr) }
    spinner(cr, frame: frame)
    if alpha < 1 {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
    cairo_restore(cr)
  }

  /// loading.json at `frame` (0…90) in its 200×200 space.
  private func spinner(_ cr: OpaquePointer, frame: Double) {
    cairo_set_line_width(cr, 12)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_new_sub_path(cr)
    cairo_arc(cr, 100, 100, 60, 0, 2 * .pi)
    DirectCairo.rgba(cr, 1, 1, 1, 0.35)
    cairo_stroke(cr)
    // Trim: start 0 → 0 → 75 %, end 5 → 80 → 80 %, eased; offset 0 → 90° linear.
    let half = frame < 45
    let u = half ? frame / 45 : (frame - 45) / 45
    let start = half ? 0 : 75 * ease.value(u)
    let end = half ? 5 + 75 * ease.value(u) : 80
    let offset = 90 * frame / 90 / 360
    let rotation = 360 * frame / 90 * .pi / 180
    if end > start {
      cairo_save(cr)
      cairo_translate(cr, 100, 100)
      cairo_rotate(cr, rotation)
      let a0 = -.pi / 2 + 2 * .pi * (start / 100 + offset)
      let a1 = -.pi / 2 + 2 * .pi * (end / 100 + offset)
      cairo_new_sub_path(cr)
      cairo_arc(cr, 0, 0, 60, a0, a1)
      DirectCairo.rgba(cr, 0.22, 0.47, 0.96)
      cairo_stroke(cr)
      cairo_restore(cr)
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
  }
}
