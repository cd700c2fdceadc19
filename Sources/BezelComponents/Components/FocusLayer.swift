import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Draws a ``FocusFrame``: the optional dim with its cut-out, the resting brackets, and the
/// tap-to-focus brackets at the layer's local time.
final class FocusLayer: Layer {
  struct Tap: Hashable {
    var time: Double
    var point: CGPoint
  }

  var color: Color = .black
  var radius: Double = 5
  var thickness: Double = 2
  var length: Double = 30
  var padding: Double = 0
  var showsFrame = true
  var dimColor: Color?
  var tapFrameSize = CGSize(width: 80, height: 80)
  var tapAnimation = FocusAnimation()
  /// In time order.
  var taps: [Tap] = []
  /// Where the brackets are, in local time; `nil` for the bounds.
  var bracketTransition: RectTransition?
  var cutOutShape = FocusCutOut.brackets
  /// When scanning began (local time), or `nil` when not scanning.
  var scanStart: Double?
  /// Seconds for the scan line to go down and back up.
  var scanPeriod = 2.0
  var scanColor = Color(red: 0.2, green: 0.9, blue: 0.45)

  override init() {
    super.init()
    name = "focus-frame"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let focus = layer as? FocusLayer else { return }
    color = focus.color
    radius = focus.radius
    thickness = focus.thickness
    length = focus.length
    padding = focus.padding
    showsFrame = focus.showsFrame
    dimColor = focus.dimColor
    tapFrameSize = focus.tapFrameSize
    tapAnimation = focus.tapAnimation
    taps = focus.taps
    bracketTransition = focus.bracketTransition
    cutOutShape = focus.cutOutShape
    scanStart = focus.scanStart
    scanPeriod = focus.scanPeriod
    scanColor = focus.scanColor
  }

  var brackets: FocusBrackets { FocusBrackets(radius: radius, length: length, padding: padding) }

  var strokeStyle: StrokeStyle {
    StrokeStyle(lineWidth: thickness.isFinite ? max(0, thickness) : 0)
  }

  /// The rectangle the brackets stand in at `localTime`.
  func bracketRect(at localTime: Double) -> CGRect {
    bracketTransition?.rect(at: localTime) ?? bounds
  }

  /// The clear area of the dim at `localTime`.
  func cutOut(at localTime: Double) -> Path {
    switch cutOutShape {
    case .brackets:
      let p = padding.isFinite ? padding : 0
      return Path(
        roundedRect: bracketRect(at: localTime).insetBy(dx: p, dy: p), cornerRadius: max(0, radius))
    case .roundedRect(let rect, let cornerRadius):
      return Path(roundedRect: rect, cornerRadius: cornerRadius.isFinite ? max(0, cornerRadius) : 0)
    case .circle(let center, let r):
      let radius = r.isFinite ? max(0, r) : 0
      return Path(
        ellipseIn: CGRect(
          x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if let dim = dimColor, !dim.isClear {
      var path = Path(rect: bounds)
      path.addPath(cutOut(at: localTime))
      items.append(.fill(path, paint: .color(dim), rule: .evenOdd))
    }
    let style = strokeStyle
    let frame = bracketRect(at: localTime)
    if let line = scanLine(at: localTime, in: frame) { items.append(line) }
    if showsFrame, style.lineWidth > 0, !color.isClear {
      items.append(.stroke(brackets.path(in: frame), paint: .color(color), style: style))
    }
    if let tap = taps.last(where: { $0.time <= localTime }),
      let state = tapAnimation.state(at: localTime - tap.time), style.lineWidth > 0
    {
      let size = CGSize(
        width: tapFrameSize.width * state.scale, height: tapFrameSize.height * state.scale)
      let rect = CGRect(
        x: tap.point.x - size.width / 2, y: tap.point.y - size.height / 2, width: size.width,
        height: size.height)
      let small = FocusBrackets(radius: radius, length: min(length, size.width / 4), padding: 0)
      let stroke = DisplayItem.stroke(small.path(in: rect), paint: .color(color), style: style)
      items.append(
        state.opacity < 1 ? .group(GroupItem(opacity: state.opacity, children: [stroke])) : stroke)
    }
    return items
  }

  /// The scan line at `localTime`: across the brackets' inside, going down over half a period
  /// and back up over the other (ease-in-out), fading out at both ends.
  func scanLine(at localTime: Double, in frame: CGRect) -> DisplayItem? {
    guard let start = scanStart, localTime >= start, !scanColor.isClear else { return nil }
    let period = scanPeriod.isFinite && scanPeriod > 0 ? scanPeriod : 2
    let inset = (padding.isFinite ? padding : 0) + (thickness.isFinite ? max(0, thickness) : 0)
    let area = frame.insetBy(dx: inset, dy: inset)
    guard area.width > 0, area.height > 0 else { return nil }
    let phase = ((localTime - start) / period).truncatingRemainder(dividingBy: 1)
    let down = phase < 0.5 ? phase * 2 : 2 - phase * 2
    let y = area.minY + area.height * TimingFunction.easeInEaseOut.value(at: down)
    let gradient = Gradient(stops: [
      .init(location: 0, color: scanColor.withAlpha(0)), .init(location: 0.2, color: scanColor),
      .init(location: 0.8, color: scanColor), .init(location: 1, color: scanColor.withAlpha(0)),
    ])
    let line = CGRect(x: area.minX, y: y - 1, width: area.width, height: 2)
    return .fill(
      Path(rect: line),
      paint: .linearGradient(
        gradient, start: CGPoint(x: area.minX, y: y), end: CGPoint(x: area.maxX, y: y)))
  }

  /// "Viewfinder", "Viewfinder, scanning".
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    let scanning = scanStart.map { localTime >= $0 } ?? false
    return AccessibilityElement(
      label: "Viewfinder", value: scanning ? "scanning" : nil,
      traits: scanning ? [.image, .updatesFrequently] : [.image])
  }
}
