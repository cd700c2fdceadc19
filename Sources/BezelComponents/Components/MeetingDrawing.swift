import BezelDrawing
import BezelLayers
import Foundation

/// The meeting timer's and card's pictures for a list of speakers and the seconds elapsed and
/// remaining, as display items (Scrumdinger's `MeetingTimerView`, header and footer).
enum MeetingDrawing {
  static let cardPadding = 16.0
  static let headerHeight = 66.0
  static let footerHeight = 22.0
  static let spacing = 8.0

  /// The first speaker not completed, else "Someone".
  static func currentSpeakerName(_ speakers: [Speaker]) -> String {
    speakers.first { !$0.isCompleted }?.name ?? "Someone"
  }

  /// The timer view in `rect`: a 24-point border inside a circle of the shorter side in the
  /// accent colour, "<name> / is speaking" in the centre, and an arc per completed speaker.
  static func timer(in rect: CGRect, speakers: [Speaker], theme: Theme) -> [DisplayItem] {
    let side = min(rect.width, rect.height)
    guard side > 0 else { return [] }
    var items: [DisplayItem] = []
    // SwiftUI's strokeBorder: the stroke lies inside the circle's frame.
    let border = side / 2 - 12
    if border > 0 {
      let circle = Path(
        ellipseIn: CGRect(
          x: rect.midX - border, y: rect.midY - border, width: 2 * border, height: 2 * border))
      items.append(
        .stroke(circle, paint: .color(theme.accentColor), style: StrokeStyle(lineWidth: 24)))
    }
    let nameHeight = 34.0
    let captionHeight = 21.0
    let top = rect.midY - (nameHeight + spacing + captionHeight) / 2
    let textWidth = max(0, side - 56)
    let x = rect.midX - textWidth / 2
    items.append(
      .text(
        TextItem(
          string: currentSpeakerName(speakers), font: .system(size: 28),
          color: theme.accentColor,
          frame: CGRect(x: x, y: top, width: textWidth, height: nameHeight),
          alignment: .center, verticalAlignment: .center, wraps: false)))
    items.append(
      .text(
        TextItem(
          string: "is speaking", font: .system(size: 17), color: theme.accentColor,
          frame: CGRect(
            x: x, y: top + nameHeight + spacing, width: textWidth, height: captionHeight),
          alignment: .center, verticalAlignment: .center, wraps: false)))
    let arcStyle = StrokeStyle(lineWidth: 12)
    for arc in completedArcs(speakers) {
      items.append(
        .stroke(
          arc.rotation(-.pi / 2).path(in: rect), paint: .color(theme.mainColor), style: arcStyle))
    }
    return items
  }

  /// One arc per completed speaker; when turns are 1° or less (no gaps), one
  /// arc per run of consecutive completed speakers, since thousands of slivers each a fraction
  /// of a pixel long would not add up to a solid line.
  static func completedArcs(_ speakers: [Speaker]) -> [SpeakerArc] {
    let total = speakers.count
    guard total > 0 else { return [] }
    let merge = SpeakerArc(speakerIndex: 0, totalSpeakers: total).gapDegrees == 0
    var arcs: [SpeakerArc] = []
    var index = 0
    while index < total {
      guard speakers[index].isCompleted else {
        index += 1
        continue
      }
      var end = index + 1
      if merge {
        while end < total, speakers[end].isCompleted { end += 1 }
      }
      arcs.append(SpeakerArc(speakerIndex: index, totalSpeakers: total, turns: end - index))
      index = end
    }
    return arcs
  }

  /// Where the timer goes in a card of `bounds`.
  static func timerRect(inCard bounds: CGRect) -> CGRect {
    let top = bounds.minY + cardPadding + headerHeight + spacing
    let bottom = bounds.maxY - cardPadding - footerHeight - spacing
    return CGRect(
      x: bounds.minX + cardPadding, y: top, width: max(0, bounds.width - 2 * cardPadding),
      height: max(0, bottom - top))
  }

  /// The next-speaker control's frame in a card of `bounds`.
  static func nextButtonRect(inCard bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.maxX - cardPadding - 44, y: bounds.maxY - cardPadding - footerHeight / 2 - 22,
      width: 44, height: 44)
  }

  /// Scrumdinger's footer rule: the last speaker is up once all the others are done.
  static func isLastSpeaker(_ speakers: [Speaker]) -> Bool {
    speakers.dropLast().allSatisfy { $0.isCompleted }
  }

  static func footerText(_ speakers: [Speaker]) -> String {
    if isLastSpeaker(speakers) { return "Last Speaker" }
    guard let index = speakers.firstIndex(where: { !$0.isCompleted }) else {
      return "No more speakers"
    }
    return "Speaker \(index + 1) of \(speakers.count)"
  }

  /// The whole card: background, header, timer and footer.
  static func card(
    in bounds: CGRect, speakers: [Speaker], secondsElapsed: Int, secondsRemaining: Int,
    theme: Theme
  ) -> [DisplayItem] {
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    let p = cardPadding
    let accent = theme.accentColor
    let main = theme.mainColor
    var items: [DisplayItem] = [.fill(Path(roundedRect: bounds, cornerRadius: 16), main)]
    // Header: the progress bar in an accent capsule.
    let bar = CGRect(
      x: bounds.minX + p, y: bounds.minY + p, width: bounds.width - 2 * p, height: 20)
    if bar.width > 0 {
      items.append(.fill(Path(roundedRect: bar, cornerRadius: 10), accent))
      let track = bar.insetBy(dx: 16, dy: 6)
      if track.width > 0 {
        items.append(.fill(Path(roundedRect: track, cornerRadius: 4), main.withAlpha(0.35)))
        let total = secondsElapsed + secondsRemaining
        let progress = total > 0 ? Double(secondsElapsed) / Double(total) : 1
        var filled = track
        filled.size.width = track.width * min(1, max(0, progress))
        if filled.width > 0 {
          items.append(.fill(Path(roundedRect: filled, cornerRadius: 4), main))
        }
      }
    }
    let captionTop = bar.maxY + spacing
    let half = max(0, (bounds.width - 2 * p) / 2)
    func text(
      _ string: String, size: Double, x: Double, y: Double, width: Double,
      alignment: TextAlignment
    ) -> DisplayItem {
      .text(
        TextItem(
          string: string, font: .system(size: size), color: accent,
          frame: CGRect(x: x, y: y, width: max(0, width), height: size * 1.3), alignment: alignment,
          verticalAlignment: .center, wraps: false))
    }
    let left = bounds.minX + p
    let right = bounds.maxX - p - half
    items.append(
      text("Seconds Elapsed", size: 12, x: left, y: captionTop, width: half, alignment: .left))
    items.append(
      text("Seconds Remaining", size: 12, x: right, y: captionTop, width: half, alignment: .right))
    let valueTop = captionTop + 16
    items.append(hourglass(at: CGPoint(x: left, y: valueTop + 4), color: accent, topFull: true))
    items.append(
      text(
        "\(secondsElapsed)", size: 17, x: left + 16, y: valueTop, width: half - 16, alignment: .left
      ))
    items.append(
      text(
        "\(secondsRemaining)", size: 17, x: right, y: valueTop, width: half - 16,
        alignment: .right))
    items.append(
      hourglass(
        at: CGPoint(x: bounds.maxX - p - 10, y: valueTop + 4), color: accent, topFull: false))
    // Timer.
    items += timer(in: timerRect(inCard: bounds), speakers: speakers, theme: theme)
    // Footer.
    let footerTop = bounds.maxY - p - footerHeight
    items.append(
      text(
        footerText(speakers), size: 17, x: left, y: footerTop, width: bounds.width - 2 * p - 48,
        alignment: .left))
    if !isLastSpeaker(speakers) {
      items.append(forwardIcon(in: nextButtonRect(inCard: bounds), color: accent))
    }
    return items
  }

  /// A small hourglass, 10×14, with sand in the top or bottom half.
  static func hourglass(at origin: CGPoint, color: Color, topFull: Bool) -> DisplayItem {
    let (x, y) = (origin.x, origin.y)
    var outline = Path()
    outline.move(to: CGPoint(x: x, y: y))
    outline.addLine(to: CGPoint(x: x + 10, y: y))
    outline.addLine(to: CGPoint(x: x + 5, y: y + 7))
    outline.addLine(to: CGPoint(x: x + 10, y: y + 14))
    outline.addLine(to: CGPoint(x: x, y: y + 14))
    outline.addLine(to: CGPoint(x: x + 5, y: y + 7))
    outline.closeSubpath()
    var sand = Path()
    if topFull {
      sand.move(to: CGPoint(x: x + 1.5, y: y + 1.5))
      sand.addLine(to: CGPoint(x: x + 8.5, y: y + 1.5))
      sand.addLine(to: CGPoint(x: x + 5, y: y + 6.5))
    } else {
      sand.move(to: CGPoint(x: x + 5, y: y + 9))
      sand.addLine(to: CGPoint(x: x + 8.5, y: y + 12.5))
      sand.addLine(to: CGPoint(x: x + 1.5, y: y + 12.5))
    }
    sand.closeSubpath()
    return .group(
      GroupItem(children: [
        .stroke(
          outline, paint: .color(color), style: StrokeStyle(lineWidth: 1.2, lineJoin: .round)),
        .fill(sand, color),
      ]))
  }

  /// Two right-pointing triangles (the "forward" symbol) centred in `rect`.
  static func forwardIcon(in rect: CGRect, color: Color) -> DisplayItem {
    let (cx, cy) = (rect.midX, rect.midY)
    var path = Path()
    for dx in [-11.0, 0] {
      path.move(to: CGPoint(x: cx + dx, y: cy - 7))
      path.addLine(to: CGPoint(x: cx + dx + 11, y: cy))
      path.addLine(to: CGPoint(x: cx + dx, y: cy + 7))
      path.closeSubpath()
    }
    return .fill(path, color)
  }
}
