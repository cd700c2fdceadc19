import BezelDrawing
import Foundation

/// A layer that shows a bitmap (`CALayer.contents`), placed by ``contentsGravity``. Parts of the
/// image outside the bounds (aspect fill, a large centred image) are clipped away.
open class ImageLayer: Layer {
  public var contents: Bitmap?
  public var contentsGravity: ContentsGravity = .resize
  /// Pixels per point of the bitmap, for `.center`.
  public var contentsScale: Double = 1
  public var imageQuality: ImageQuality = .high

  public override init() {
    super.init()
  }

  public required init(layer: Layer) {
    super.init(layer: layer)
    guard let image = layer as? ImageLayer else { return }
    contents = image.contents
    contentsGravity = image.contentsGravity
    contentsScale = image.contentsScale
    imageQuality = image.imageQuality
  }

  /// Where the bitmap is drawn, in the layer's bounds coordinates.
  public var contentsRect: CGRect? {
    guard let image = contents, image.width > 0, image.height > 0 else { return nil }
    let w = Double(image.width)
    let h = Double(image.height)
    let box = bounds
    switch contentsGravity {
    case .resize:
      return box
    case .resizeAspect, .resizeAspectFill:
      let sx = Double(box.width) / w
      let sy = Double(box.height) / h
      let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      return CGRect(
        x: Double(box.midX) - w * s / 2, y: Double(box.midY) - h * s / 2, width: w * s,
        height: h * s)
    case .center:
      let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
      return CGRect(
        x: Double(box.midX) - w / scale / 2, y: Double(box.midY) - h / scale / 2,
        width: w / scale, height: h / scale)
    }
  }

  open override func drawContents(localTime: Double) -> [DisplayItem] {
    guard let image = contents, let rect = contentsRect, !bounds.isEmpty else { return [] }
    let item = DisplayItem.image(image, rect: rect, quality: imageQuality)
    if bounds.contains(rect) || masksToBounds { return [item] }
    return [.group(GroupItem(clip: Path(rect: bounds), children: [item]))]
  }
}
