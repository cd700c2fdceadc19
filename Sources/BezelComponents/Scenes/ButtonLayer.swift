import BezelDrawing
import BezelLayers
import Foundation

/// The loading scene's sample button: a rounded blue button whose title changes at given
/// times and which dims briefly when tapped (scripted, so a pure function of time).
final class ButtonLayer: Layer {
  /// Titles from the given local times on, in time order; the first is shown before them all.
  var titles: [(time: Double, title: String)] = [(-.infinity, "로딩 시작")]
  var tapTimes: [Double] = []
  var tint = Color(red: 0, green: 0.478, blue: 1)

  override init() {
    super.init()
    name = "button"
    cornerRadius = 12
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let button = layer as? ButtonLayer else { return }
    titles = button.titles
    tapTimes = button.tapTimes
    tint = button.tint
  }

  func title(at time: Double) -> String {
    titles.last { $0.time <= time }?.title ?? ""
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    let pressed = tapTimes.contains { localTime >= $0 && localTime < $0 + 0.15 }
    let fill = pressed ? tint.withAlpha(0.6) : tint
    return [
      .fill(Path(roundedRect: bounds, cornerRadius: 12), fill),
      .text(
        TextItem(
          string: title(at: localTime), font: .system(size: 20, weight: .semibold), color: .white,
          frame: bounds, alignment: .center, verticalAlignment: .center, wraps: false)),
    ]
  }
}
