import BezelDrawing
import BezelLayers
import Foundation

/// Draws a ``CountdownRing``: track, progress trimmed to the model's progress at the layer's
/// local time, and the optional remaining-seconds label.
final class RingLayer: Layer {
  var drawing = RingDrawing(
    trackWidth: CountdownRing.Defaults.lineWidth, progressWidth: CountdownRing.Defaults.lineWidth,
    trackColor: CountdownRing.Defaults.trackColor,
    progressColor: CountdownRing.Defaults.progressColor)
  var showsRemainingTime = false
  var labelFont = Font.system(size: 28, weight: .semibold)
  var labelColor: Color = .black
  var labelFormat: RemainingTimeFormat = .seconds
  /// What a screen reader calls the ring.
  var accessibilityLabel = "Countdown"
  /// Events in this layer's local time.
  var model = RingProgress()

  var lineWidth: Double {
    get { drawing.progressWidth }
    set {
      drawing.trackWidth = newValue
      drawing.progressWidth = newValue
    }
  }

  /// The circle the last frame drew on, shared with presentation copies.
  private var kept = KeptRingCircle()

  override init() {
    super.init()
    name = "countdown-ring"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let ring = layer as? RingLayer else { return }
    drawing = ring.drawing
    kept = ring.kept
    showsRemainingTime = ring.showsRemainingTime
    labelFont = ring.labelFont
    labelColor = ring.labelColor
    labelFormat = ring.labelFormat
    accessibilityLabel = ring.accessibilityLabel
    model = ring.model
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    var items = drawing.items(
      fraction: model.progress(at: localTime), on: kept.circle(of: drawing, in: bounds))
    guard !items.isEmpty else { return [] }
    if showsRemainingTime, model.duration(at: localTime) != nil {
      let seconds = Int(model.remainingSeconds(at: localTime).rounded(.up))
      items.append(
        .text(
          TextItem(
            string: labelFormat.string(for: seconds), font: labelFont, color: labelColor,
            frame: bounds,
            alignment: .center, verticalAlignment: .center, wraps: false)))
    }
    return items
  }

  /// "Countdown, 12 seconds remaining" (rounded up, like the label), "Countdown, done",
  /// "Countdown, paused, 8 seconds remaining", "Countdown, not started".
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    let seconds = Int(model.remainingSeconds(at: localTime).rounded(.up))
    let remaining = seconds == 1 ? "1 second remaining" : "\(seconds) seconds remaining"
    let value: String
    switch model.phase(at: localTime) {
    case .idle: value = "not started"
    case .running: value = remaining
    case .paused: value = "paused, \(remaining)"
    case .completed: value = "done"
    }
    return AccessibilityElement(
      label: accessibilityLabel, value: value, traits: [.updatesFrequently, .progressIndicator],
      numericValue: model.progress(at: localTime))
  }
}
