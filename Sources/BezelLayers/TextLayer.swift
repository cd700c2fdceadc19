import BezelDrawing
import Foundation

/// A layer that shows a string laid out in its bounds (`CATextLayer`). As in Core Animation
/// the text is white by default and does not wrap unless ``isWrapped`` is set.
open class TextLayer: Layer {
  public var string = ""
  public var font = Font()
  public var foregroundColor: Color = .white
  public var alignment: TextAlignment = .left
  public var verticalAlignment: TextVerticalAlignment = .top
  public var isWrapped = false
  /// Extra space between letters, in points.
  public var tracking: Double = 0
  /// Distance between baselines; `nil` for the font's own.
  public var lineHeight: Double?

  public override init() {
    super.init()
  }

  public required init(layer: Layer) {
    super.init(layer: layer)
    guard let text = layer as? TextLayer else { return }
    string = text.string
    font = text.font
    foregroundColor = text.foregroundColor
    alignment = text.alignment
    verticalAlignment = text.verticalAlignment
    isWrapped = text.isWrapped
    tracking = text.tracking
    lineHeight = text.lineHeight
  }

  open override func drawContents(localTime: Double) -> [DisplayItem] {
    guard !string.isEmpty, !foregroundColor.isClear else { return [] }
    return [
      .text(
        TextItem(
          string: string, font: font, color: foregroundColor, frame: bounds,
          alignment: alignment, verticalAlignment: verticalAlignment, wraps: isWrapped,
          tracking: tracking, lineHeight: lineHeight))
    ]
  }
}
