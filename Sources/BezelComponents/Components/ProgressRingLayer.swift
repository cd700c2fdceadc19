import BezelDrawing
import BezelLayers
import Foundation

/// Draws a ``ProgressRing`` at the layer's local time: the ring at the transition's value and
/// the optional value label.
final class ProgressRingLayer: Layer {
  var drawing = RingDrawing(
    trackWidth: ProgressRing.Defaults.lineWidth, progressWidth: ProgressRing.Defaults.lineWidth,
    trackColor: ProgressRing.Defaults.trackColor,
    progressColor: ProgressRing.Defaults.progressColor,
    lineCap: .round)
  /// In this layer's local time.
  var transition = ProgressTransition()
  var valueFormat: RingValueFormat?
  var labelFont = Font.system(size: 28, weight: .semibold)
  var labelColor: Color = .black
  var accessibilityLabel = "Progress"

  /// The circle the last frame drew on, shared with presentation copies.
  private var kept = KeptRingCircle()

  override init() {
    super.init()
    name = "progress-ring"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let ring = layer as? ProgressRingLayer else { return }
    drawing = ring.drawing
    kept = ring.kept
    transition = ring.transition
    valueFormat = ring.valueFormat
    labelFont = ring.labelFont
    labelColor = ring.labelColor
    accessibilityLabel = ring.accessibilityLabel
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    let value = transition.value(at: localTime)
    var items = drawing.items(fraction: value, on: kept.circle(of: drawing, in: bounds))
    if let valueFormat {
      items.append(
        .text(
          TextItem(
            string: valueFormat.string(for: value), font: labelFont, color: labelColor,
            frame: bounds, alignment: .center, verticalAlignment: .center, wraps: false)))
    }
    return items
  }

  /// "Progress, 45 percent" (laps: "Progress, 150 percent").
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    let value = transition.value(at: localTime)
    return AccessibilityElement(
      label: accessibilityLabel, value: "\(Int((value * 100).rounded())) percent",
      traits: [.progressIndicator, .updatesFrequently], numericValue: value,
      valueRange: 0...max(1, transition.to))
  }
}
