import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Draws a ``LoadingOverlay`` at its layer's local time from the overlay's schedule: the dim
/// over the whole layer and the looping content fading in, all faded together on the way out.
final class OverlayLayer: Layer {
  var schedule = OverlaySchedule()
  var dimStyle = DimStyle.standard
  var hud = HUDDrawing()
  /// What a tap on the shown overlay does (it is swallowed either way).
  var tapAction: (() -> Void)?
  /// The safe area's insets, kept by layout (presentation copies cannot look them up).
  var safeInsets = EdgeInsets.zero
  var contentSize = CGSize(width: 300, height: 300)
  var content: (any Timeline)?
  var message: String?
  var messageFont = Font.system(size: 17, weight: .semibold)
  var messageColor: Color = .white

  override init() {
    super.init()
    name = "loading-overlay"
    // Swallowed: nothing beneath gets input while shown.
    onTap = { [weak self] _ in self?.tapAction?() }
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let overlay = layer as? OverlayLayer else { return }
    schedule = overlay.schedule
    dimStyle = overlay.dimStyle
    hud = overlay.hud
    safeInsets = overlay.safeInsets
    contentSize = overlay.contentSize
    content = overlay.content
    message = overlay.message
    messageFont = overlay.messageFont
    messageColor = overlay.messageColor
  }

  override func layoutSublayers() {
    safeInsets = safeAreaInsets
  }

  /// Where the content goes: centred in the safe area.
  var contentFrame: CGRect {
    let area = safeInsets.inset(bounds)
    return CGRect(
      x: area.midX - contentSize.width / 2, y: area.midY - contentSize.height / 2,
      width: contentSize.width, height: contentSize.height)
  }

  override func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point) && schedule.isVisible(at: currentTime)
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    let opacity = schedule.opacity(at: localTime)
    guard opacity > 0, let appear = schedule.appearTime(at: localTime) else { return [] }
    var items = dimStyle.items(in: bounds)
    let alpha = TimingFunction.easeInEaseOut.value(
      at: schedule.contentFadeFraction(at: localTime))
    if hud.isHUD {
      let drawn = hud.items(in: bounds, localTime: localTime) { frame in
        self.content(in: frame, at: localTime - appear, opacity: 1)
      }
      if alpha > 0, !drawn.isEmpty {
        items += alpha < 1 ? [.group(GroupItem(opacity: alpha, children: drawn))] : drawn
      }
    } else if alpha > 0 {
      items += content(in: contentFrame, at: localTime - appear, opacity: alpha)
    }
    if !hud.isHUD, alpha > 0, let message, !message.isEmpty {
      let frame = CGRect(
        x: bounds.minX + 16, y: contentFrame.maxY + 8, width: max(0, bounds.width - 32),
        height: messageFont.size * 1.5)
      let text = DisplayItem.text(
        TextItem(
          string: message, font: messageFont, color: messageColor, frame: frame,
          alignment: .center, verticalAlignment: .top, wraps: false))
      items.append(alpha < 1 ? .group(GroupItem(opacity: alpha, children: [text])) : text)
    }
    guard opacity < 1 else { return items }
    return [.group(GroupItem(opacity: opacity, children: items))]
  }

  /// The looping content fitted into `frame` (keeping its aspect ratio), `elapsed` seconds
  /// after the overlay appeared.
  private func content(in frame: CGRect, at elapsed: Double, opacity: Double) -> [DisplayItem] {
    guard let content, content.size.width > 0, content.size.height > 0 else { return [] }
    var time = elapsed
    if let duration = content.duration, duration > 0 {
      time = time.truncatingRemainder(dividingBy: duration)
    }
    let scale = min(frame.width / content.size.width, frame.height / content.size.height)
    let fitted = CGSize(width: content.size.width * scale, height: content.size.height * scale)
    let origin = CGPoint(x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2)
    let list = content.displayList(at: time)
    return [
      .group(
        GroupItem(
          transform: Transform(scaleX: scale, y: scale).concatenating(
            Transform(translationX: origin.x, y: origin.y)),
          opacity: opacity, children: list.items))
    ]
  }

  /// "Loading", "Loading, 45 percent", "Success, Saved"; nothing while hidden.
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    guard schedule.isVisible(at: localTime) else { return nil }
    let words = [hud.status, hud.detail].compactMap { $0 }.filter { !$0.isEmpty }
    if let (state, _) = hud.state {
      return AccessibilityElement(
        label: state.spokenName, value: words.isEmpty ? nil : words.joined(separator: ", "),
        traits: [.modal, .status])
    }
    guard hud.mode != .indeterminate else {
      return AccessibilityElement(
        label: words.first ?? message ?? "Loading",
        value: words.dropFirst().first, traits: [.modal, .status, .updatesFrequently])
    }
    let value = min(1, hud.progress.value(at: localTime))
    let percent = "\(Int((value * 100).rounded())) percent"
    return AccessibilityElement(
      label: words.first ?? "Loading",
      value: ([percent] + words.dropFirst()).joined(separator: ", "),
      traits: [.modal, .progressIndicator, .updatesFrequently], numericValue: value)
  }
}
