import CCairo
import Foundation

/// ``BezelComponents/MeetingScene`` by hand, card or timer alone, for its default meeting:
/// "철수", "영희", "민수" over one minute, theme yellow (main 1, .875, .302; accent black).
final class DirectMeeting: DirectFrame {
  let width: Double
  let height: Double
  let card: Bool
  let speakers: [String]
  let seconds: Int
  let main = (1.0, 0.875, 0.302)
  private let text = DirectText()

  init(
    width: Double, height: Double, card: Bool, speakers: [String] = ["철수", "영희", "민수"],
    minutes: Int = 1
  ) {
    self.width = width
    self.height = height
    self.card = card
    self.speakers = speakers.isEmpty ? ["Speaker 1"] : speakers
    seconds = max(1, minutes) * 60
  }

  func draw(_ cr: OpaquePointer, at time: Double) {
    cairo_rectangle(cr, 0, 0, width, height)
    DirectCairo.rgba(cr, 1, 1, 1)
    cairo_fill(cr)
    let elapsed = min(seconds, max(0, Int(time.rounded(.down))))
    let perSpeaker = seconds / speakers.count
    let active = min(speakers.count, elapsed / perSpeaker)
    if card {
      drawCard(cr, elapsed: elapsed, active: active)
    } else {
      drawTimer(cr, x: 0, y: 0, w: width, h: height, active: active)
    }
  }

  private func drawCard(_ cr: OpaquePointer, elapsed: Int, active: Int) {
    let (w, h) = (width, height)
    let p = 16.0
    DirectCairo.roundedRect(cr, 0, 0, w, h, 16)
    DirectCairo.rgba(cr, main.0, main.1, main.2)
    cairo_fill(cr)
    // Header: the progress bar in a black capsule.
    let barWidth = w - 2 * p
    DirectCairo.roundedRect(cr, p, p, barWidth, 20, 10)
    DirectCairo.rgba(cr, 0, 0, 0)
    cairo_fill(cr)
    let trackWidth = barWidth - 32
    DirectCairo.roundedRect(cr, p + 16, p + 6, trackWidth, 8, 4)
    DirectCairo.rgba(cr, main.0, main.1, main.2, 0.35)
    cairo_fill(cr)
    let filled = trackWidth * Double(elapsed) / Double(seconds)
    if filled > 0 {
      DirectCairo.roundedRect(cr, p + 16, p + 6, filled, 8, 4)
      DirectCairo.rgba(cr, main.0, main.1, main.2)
      cairo_fill(cr)
    }
    let captionTop = p + 20 + 8
    let half = (w - 2 * p) / 2
    let right = w - p - half
    DirectCairo.rgba(cr, 0, 0, 0)
    text.draw(
      cr, slot: 0, "Seconds Elapsed", size: 12, frame: (p, captionTop, half, 15.6), align: .left)
    text.draw(
      cr, slot: 1, "Seconds Remaining", size: 12, frame: (right, captionTop, half, 15.6),
      align: .right)
    let valueTop = captionTop + 16
    hourglass(cr, x: p, y: valueTop + 4, topFull: true)
    text.draw(
      cr, slot: 2, String(elapsed), size: 17, frame: (p + 16, valueTop, half - 16, 22.1),
      align: .left)
    text.draw(
      cr, slot: 3, String(seconds - elapsed), size: 17,
      frame: (right, valueTop, half - 16, 22.1), align: .right)
    hourglass(cr, x: w - p - 10, y: valueTop + 4, topFull: false)
    let top = p + 66 + 8
    let bottom = h - p - 22 - 8
    drawTimer(cr, x: p, y: top, w: w - 2 * p, h: bottom - top, active: active)
    let footerTop = h - p - 22
    let last = active >= speakers.count - 1
    let footer =
      last ? "Last Speaker" : "Speaker \(active + 1) of \(speakers.count)"
    DirectCairo.rgba(cr, 0, 0, 0)
    text.draw(
      cr, slot: 4, footer, size: 17, frame: (p, footerTop, w - 2 * p - 48, 22.1), align: .left)
    if !last {
      let cx = w - p - 22
      let cy = h - p - 11
      for dx in [-11.0, 0] {
        DirectCairo.polygon(cr, [(cx + dx, cy - 7), (cx + dx + 11, cy), (cx + dx, cy + 7)])
      }
      cairo_fill(cr)
    }
  }

  private func hourglass(_ cr: OpaquePointer, x: Double, y: Double, topFull: Bool) {
    DirectCairo.polygon(
      cr, [(x, y), (x + 10, y), (x + 5, y + 7), (x + 10, y + 14), (x, y + 14), (x + 5, y + 7)])
    cairo_set_line_width(cr, 1.2)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    if topFull {
      DirectCairo.polygon(cr, [(x + 1.5, y + 1.5), (x + 8.5, y + 1.5), (x + 5, y + 6.5)])
    } else {
      DirectCairo.polygon(cr, [(x + 5, y + 9), (x + 8.5, y + 12.5), (x + 1.5, y + 12.5)])
    }
    cairo_fill(cr)
  }

  /// The timer view in (x, y, w, h): border, "<name> / is speaking", completed arcs.
  private func drawTimer(
    _ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double, active: Int
  ) {
    let side = min(w, h)
    let (cx, cy) = (x + w / 2, y + h / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, cx, cy, side / 2 - 12, 0, 2 * .pi)
    DirectCairo.rgba(cr, 0, 0, 0)
    cairo_set_line_width(cr, 24)
    cairo_stroke(cr)
    let top = cy - (34 + 8 + 21) / 2
    let textWidth = side - 56
    let name = active < speakers.count ? speakers[active] : "Someone"
    text.draw(
      cr, slot: 10, name, size: 28, frame: (cx - textWidth / 2, top, textWidth, 34),
      align: .center)
    text.draw(
      cr, slot: 11, "is speaking", size: 17,
      frame: (cx - textWidth / 2, top + 42, textWidth, 21), align: .center)
    let degrees = 360.0 / Double(speakers.count)
    let radius = (side - 24) / 2
    cairo_set_line_width(cr, 12)
    DirectCairo.rgba(cr, main.0, main.1, main.2)
    for index in 0..<min(active, speakers.count) {
      let start = degrees * Double(index) + 1 - 90
      let end = start + degrees - 1
      cairo_new_sub_path(cr)
      cairo_arc(cr, cx, cy, radius, start * .pi / 180, end * .pi / 180)
      cairo_stroke(cr)
    }
  }
}
