import BezelDrawing
import BezelLayers
import Foundation

/// A push button drawn by the engine: a rounded tinted rectangle with a centred title. Taps
/// reach it through the window's hit testing (it has an ``Layer/onTap`` handler).
final class PreviewButton: Layer {
  var title = ""
  var tint = Color(red: 0, green: 0.478, blue: 1)

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
    [
      .fill(Path(roundedRect: bounds, cornerRadius: 12), tint),
      .text(
        TextItem(
          string: title, font: .system(size: 20, weight: .semibold), color: .white, frame: bounds,
          alignment: .center, verticalAlignment: .center, wraps: false)),
    ]
  }
}
