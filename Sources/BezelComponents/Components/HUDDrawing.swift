import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// The HUD's picture at a moment: a rounded bezel with the mode's indicator (or the state's
/// icon) centred on the window's centre and the status and detail texts wrapping below it.
struct HUDDrawing {
  var mode: HUDMode = .indeterminate
  var progress = ProgressTransition()
  /// The state shown and when it was set (in the layer's local time).
  var state: (state: HUDState, time: Double)?
  var status: String?
  var detail: String?
  var statusFont = Font.system(size: 17, weight: .semibold)
  var detailFont = Font.system(size: 13, weight: .regular)
  var foreground: Color = .white
  var bezelColor: Color? = Color(white: 0.08, alpha: 0.8)

  /// The indicator's side (the bar's width is 2.5 times it).
  static let indicatorSide = 80.0
  /// Seconds a state's icon takes to draw itself.
  static let iconDrawDuration = 0.35

  /// Whether anything beyond the seed's plain overlay is asked for.
  var isHUD: Bool {
    mode != .indeterminate || state != nil || !(status ?? "").isEmpty || !(detail ?? "").isEmpty
  }

  /// Where the indicator goes in `bounds`: centred on its centre.
  func indicatorFrame(in bounds: CGRect) -> CGRect {
    let side = Self.indicatorSide
    let width = mode == .bar && state == nil ? side * 2.5 : side
    let height = mode == .bar && state == nil ? 14 : side
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  /// The HUD at `localTime`; `content` draws the indeterminate mode's animation into a frame.
  func items(
    in bounds: CGRect, localTime: Double, content: (CGRect) -> [DisplayItem]
  ) -> [DisplayItem] {
    let indicator = indicatorFrame(in: bounds)
    let wrapWidth = max(40, min(bounds.width - 80, 240))
    var texts: [DisplayItem] = []
    var bottom = indicator.maxY
    var widest = indicator.width
    for (text, font, colour, gap) in [
      (status, statusFont, foreground, 16.0), (detail, detailFont, foreground.withAlpha(0.85), 6),
    ] {
      guard let text, !text.isEmpty else { continue }
      let width = min(wrapWidth, Self.estimatedWidth(text, font: font))
      let lines = max(1, (Self.estimatedWidth(text, font: font) / wrapWidth).rounded(.up))
      let height = lines * font.size * 1.3
      let frame = CGRect(
        x: bounds.midX - wrapWidth / 2, y: bottom + gap, width: wrapWidth, height: height)
      texts.append(
        .text(
          TextItem(
            string: text, font: font, color: colour, frame: frame, alignment: .center,
            verticalAlignment: .top, wraps: true)))
      bottom = frame.maxY
      widest = max(widest, width)
    }
    var items: [DisplayItem] = []
    if let bezel = bezelColor, !bezel.isClear {
      let box = CGRect(
        x: bounds.midX - widest / 2 - 24, y: indicator.minY - 24, width: widest + 48,
        height: bottom - indicator.minY + 48)
      items.append(.fill(Path(roundedRect: box, cornerRadius: 14), bezel))
    }
    items += indicatorItems(in: indicator, localTime: localTime, content: content)
    return items + texts
  }

  private func indicatorItems(
    in frame: CGRect, localTime: Double, content: (CGRect) -> [DisplayItem]
  ) -> [DisplayItem] {
    if let (state, time) = state {
      let f = TimingFunction.easeOut.value(
        at: min(1, max(0, (localTime - time) / Self.iconDrawDuration)))
      return icon(state, in: frame, drawn: f)
    }
    let value = min(1, progress.value(at: localTime))
    let center = CGPoint(x: frame.midX, y: frame.midY)
    switch mode {
    case .indeterminate:
      return content(frame)
    case .annular:
      let ring = RingDrawing(
        trackWidth: 6, progressWidth: 6, trackColor: foreground.withAlpha(0.25),
        progressColor: foreground)
      return ring.items(fraction: value, in: frame)
    case .pie:
      let radius = frame.width / 2
      var items: [DisplayItem] = [
        .stroke(
          Path(ellipseIn: frame.insetBy(dx: 1, dy: 1)), paint: .color(foreground),
          style: StrokeStyle(lineWidth: 2))
      ]
      let inner = radius - 5
      guard value > 0 else { return items }
      var wedge = Path()
      if value >= 1 {
        wedge = Path(ellipseIn: frame.insetBy(dx: 5, dy: 5))
      } else {
        wedge.move(to: center)
        wedge.addLine(to: CGPoint(x: center.x, y: center.y - inner))
        wedge.addArc(
          center: center, radius: inner, startAngle: -.pi / 2,
          endAngle: -.pi / 2 + value * 2 * .pi, clockwise: true)
        wedge.closeSubpath()
      }
      items.append(.fill(wedge, foreground))
      return items
    case .bar:
      let outline = frame.insetBy(dx: 1, dy: 1)
      var items: [DisplayItem] = [
        .stroke(
          Path(roundedRect: outline, cornerRadius: outline.height / 2), paint: .color(foreground),
          style: StrokeStyle(lineWidth: 2))
      ]
      let track = frame.insetBy(dx: 4, dy: 4)
      if value > 0 {
        let filled = CGRect(
          x: track.minX, y: track.minY, width: track.width * value, height: track.height)
        items.append(
          .fill(
            Path(roundedRect: filled, cornerRadius: min(filled.width, track.height) / 2), foreground
          ))
      }
      return items
    }
  }

  /// A state's icon: a circle and its mark, the mark trimmed to `drawn` (0…1).
  private func icon(_ state: HUDState, in frame: CGRect, drawn: Double) -> [DisplayItem] {
    func point(_ x: Double, _ y: Double) -> CGPoint {
      CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }
    let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round)
    var items: [DisplayItem] = [
      .stroke(
        Path(ellipseIn: frame.insetBy(dx: 2, dy: 2)), paint: .color(foreground),
        style: StrokeStyle(lineWidth: 3))
    ]
    var mark = Path()
    switch state {
    case .success:
      mark.move(to: point(0.28, 0.52))
      mark.addLine(to: point(0.44, 0.68))
      mark.addLine(to: point(0.73, 0.35))
    case .error:
      mark.move(to: point(0.33, 0.33))
      mark.addLine(to: point(0.67, 0.67))
      mark.move(to: point(0.67, 0.33))
      mark.addLine(to: point(0.33, 0.67))
    case .info:
      let dot = point(0.5, 0.3)
      if drawn > 0 {
        items.append(
          .fill(
            Path(ellipseIn: CGRect(x: dot.x - 3.5, y: dot.y - 3.5, width: 7, height: 7)), foreground
          ))
      }
      mark.move(to: point(0.5, 0.44))
      mark.addLine(to: point(0.5, 0.72))
    }
    if drawn > 0 {
      let part = drawn >= 1 ? mark : mark.trimmed(from: 0, to: drawn)
      items.append(.stroke(part, paint: .color(foreground), style: style))
    }
    return items
  }

  /// A rough width of `text` on one line, for sizing the bezel (Pango lays the text out).
  static func estimatedWidth(_ text: String, font: Font) -> Double {
    text.unicodeScalars.reduce(0) { width, scalar in
      width + font.size * (scalar.value >= 0x1100 ? 1.0 : 0.56)
    }
  }
}
