import BezelDrawing
import BezelLayers
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
  }

  var brackets: FocusBrackets { FocusBrackets(radius: radius, length: length, padding: padding) }

  var strokeStyle: StrokeStyle {
    StrokeStyle(lineWidth: thickness.isFinite ? max(0, thickness) : 0)
  }

  /// The clear area inside the brackets.
  var cutOut: Path {
    let p = padding.isFinite ? padding : 0
    return Path(roundedRect: bounds.insetBy(dx: p, dy: p), cornerRadius: max(0, radius))
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if let dim = dimColor, !dim.isClear {
      var path = Path(rect: bounds)
      path.addPath(cutOut)
      items.append(.fill(path, paint: .color(dim), rule: .evenOdd))
    }
    let style = strokeStyle
    if showsFrame, style.lineWidth > 0, !color.isClear {
      items.append(.stroke(brackets.path(in: bounds), paint: .color(color), style: style))
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
}
