import BezelDrawing
import BezelLayers
import Foundation

/// Draws a built-in vector picture scaled to fill the bounds.
final class PictureLayer: Layer {
  enum Picture {
    case dog
    case viewfinder
  }

  var picture: Picture = .dog
  /// The items last drawn and what they were drawn for: a picture is a function of the two
  /// alone, so a still one is handed out as the same array from frame to frame (no building,
  /// and comparing it with the last frame's is one identity check).
  private var drawn: (picture: Picture, bounds: CGRect, items: [DisplayItem])?

  override init() {
    super.init()
    name = "picture"
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let other = layer as? PictureLayer else { return }
    picture = other.picture
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    if let drawn, drawn.picture == picture, drawn.bounds == bounds { return drawn.items }
    let items =
      switch picture {
      case .dog: BuiltInPictures.dog(in: bounds)
      case .viewfinder: BuiltInPictures.viewfinder(in: bounds)
      }
    drawn = (picture, bounds, items)
    return items
  }

  /// A layer showing `image`: the built-in `picture`, a caller's bitmap, or nothing.
  static func layer(for image: SceneImage, builtIn picture: Picture) -> Layer? {
    switch image {
    case .builtIn:
      let layer = PictureLayer()
      layer.picture = picture
      return layer
    case .none:
      return nil
    case .bitmap(let bitmap):
      let layer = ImageLayer()
      layer.contents = bitmap
      layer.contentsGravity = .resizeAspectFill
      layer.masksToBounds = true
      return layer
    }
  }
}
