import BezelDrawing
import BezelLayers
import Foundation

/// What a ``LoadingOverlay`` lays over the window beneath it.
public enum DimStyle: Hashable, Sendable {
  /// One colour over everything (the seed: black at alpha 0.3).
  case color(Color)
  /// Nothing: the window shows as it is (input is still swallowed).
  case clear
  /// A radial gradient from `center` in the middle to `edge` at the corners (SVProgressHUD's
  /// gradient mask).
  case gradient(center: Color, edge: Color)

  /// The seed's dim.
  public static let standard = DimStyle.color(Color.black.withAlpha(0.3))

  /// The dim over `bounds`.
  func items(in bounds: CGRect) -> [DisplayItem] {
    switch self {
    case .color(let color):
      return color.isClear ? [] : [.fill(Path(rect: bounds), color)]
    case .clear:
      return []
    case .gradient(let center, let edge):
      let middle = CGPoint(x: bounds.midX, y: bounds.midY)
      let radius = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
      let gradient = Gradient(stops: [
        .init(location: 0, color: center), .init(location: 1, color: edge),
      ])
      return [
        .fill(
          Path(rect: bounds),
          paint: .radialGradient(gradient, center: middle, radius: radius, focus: middle))
      ]
    }
  }
}
