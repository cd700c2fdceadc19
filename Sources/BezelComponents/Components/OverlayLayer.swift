import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Draws a ``LoadingOverlay`` at its layer's local time from the overlay's schedule: the dim
/// over the whole layer and the looping content fading in, all faded together on the way out.
final class OverlayLayer: Layer {
  var schedule = OverlaySchedule()
  var dimColor = Color.black.withAlpha(0.3)
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
    onTap = { _ in }  // Swallowed: nothing beneath gets input while shown.
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let overlay = layer as? OverlayLayer else { return }
    schedule = overlay.schedule
    dimColor = overlay.dimColor
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
    var items: [DisplayItem] = []
    if !dimColor.isClear { items.append(.fill(Path(rect: bounds), dimColor)) }
    let alpha = TimingFunction.easeInEaseOut.value(
      at: schedule.contentFadeFraction(at: localTime))
    if alpha > 0, let content, content.size.width > 0, content.size.height > 0 {
      var time = localTime - appear
      if let duration = content.duration, duration > 0 {
        time = time.truncatingRemainder(dividingBy: duration)
      }
      // Fit the content's canvas into the frame, keeping its aspect ratio.
      let scale = min(
        contentFrame.width / content.size.width, contentFrame.height / content.size.height)
      let fitted = CGSize(width: content.size.width * scale, height: content.size.height * scale)
      let origin = CGPoint(
        x: contentFrame.midX - fitted.width / 2, y: contentFrame.midY - fitted.height / 2)
      let list = content.displayList(at: time)
      items.append(
        .group(
          GroupItem(
            transform: Transform(scaleX: scale, y: scale).concatenating(
              Transform(translationX: origin.x, y: origin.y)),
            opacity: alpha, children: list.items)))
    }
    if alpha > 0, let message, !message.isEmpty {
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
}
