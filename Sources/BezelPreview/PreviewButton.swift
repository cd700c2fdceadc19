import BezelDrawing
import BezelLayers
import Foundation

/// A push button drawn by the engine: a rounded tinted rectangle with a centred title. Taps
/// reach it through the window's hit testing (it has an ``Layer/onTap`` handler).
final class PreviewButton: Layer {
  var title = ""
  var tint = Color(red: 0, green: 0.478, blue: 1)
  /// The items last drawn and what they were drawn for: the button is a function of the
  /// three alone, so a still button is handed out as the same array from frame to frame (no
  /// path built, and comparing it with the last frame's is one identity check).
  private var drawn: (title: String, tint: Color, bounds: CGRect, items: [DisplayItem])?

  override init() {
    super.init()
    name = "preview.button"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let button = layer as? PreviewButton else { return }
    title = button.title
    tint = button.tint
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    if let drawn, drawn.title == title, drawn.tint == tint, drawn.bounds == bounds {
      return drawn.items
    }
    let items: [DisplayItem] = [
      .fill(Path(roundedRect: bounds, cornerRadius: 12), tint),
      .text(
        TextItem(
          string: title, font: .system(size: 20, weight: .semibold), color: .white, frame: bounds,
          alignment: .center, verticalAlignment: .center, wraps: false)),
    ]
    drawn = (title, tint, bounds, items)
    return items
  }
}
