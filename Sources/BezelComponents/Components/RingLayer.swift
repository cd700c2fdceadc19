import BezelDrawing
import BezelLayers
import Foundation

/// Draws a ``CountdownRing``: track, progress trimmed to the model's progress at the layer's
/// local time, and the optional remaining-seconds label.
final class RingLayer: Layer {
  var lineWidth: Double = CountdownRing.Defaults.lineWidth
  var trackColor: Color? = CountdownRing.Defaults.trackColor
  var progressColor: Color = CountdownRing.Defaults.progressColor
  var lineCap: LineCap = .butt
  var direction: RingDirection = .clockwise
  var showsRemainingTime = false
  var labelFont = Font.system(size: 28, weight: .semibold)
  var labelColor: Color = .black
  var labelFormat: RemainingTimeFormat = .seconds
  /// Events in this layer's local time.
  var model = RingProgress()

  override init() {
    super.init()
    name = "countdown-ring"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let ring = layer as? RingLayer else { return }
    lineWidth = ring.lineWidth
    trackColor = ring.trackColor
    progressColor = ring.progressColor
    lineCap = ring.lineCap
    direction = ring.direction
    showsRemainingTime = ring.showsRemainingTime
    labelFont = ring.labelFont
    labelColor = ring.labelColor
    labelFormat = ring.labelFormat
    model = ring.model
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    let shape = RingShape(lineWidth: lineWidth, direction: direction)
    let width = lineWidth.isFinite ? max(0, lineWidth) : 0
    guard width > 0, shape.radius(in: bounds) > 0 else { return [] }
    let circle = shape.path(in: bounds)
    var items: [DisplayItem] = []
    if let track = trackColor, !track.isClear {
      items.append(.stroke(circle, paint: .color(track), style: StrokeStyle(lineWidth: width)))
    }
    let progress = model.progress(at: localTime)
    if progress > 0, !progressColor.isClear {
      // A full ring is closed: no cap, or round caps would overlap at 12 o'clock.
      let part = progress >= 1 ? circle : circle.trimmed(from: 0, to: progress)
      let cap = progress >= 1 ? LineCap.butt : lineCap
      items.append(
        .stroke(
          part, paint: .color(progressColor), style: StrokeStyle(lineWidth: width, lineCap: cap)))
    }
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
}
