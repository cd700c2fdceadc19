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
    switch picture {
    case .dog: BuiltInPictures.dog(in: bounds)
    case .viewfinder: BuiltInPictures.viewfinder(in: bounds)
    }
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
