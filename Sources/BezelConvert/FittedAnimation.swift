import BezelExport
import BezelLayers
import BezelLottie
import Foundation

/// A Lottie animation as a frame source, scaled to fit a canvas keeping its aspect ratio.
struct FittedAnimation: FrameSource {
  let animation: LottieAnimation
  let size: CGSize

  var renderPolicy: RenderPolicy { animation.renderPolicy }

  func displayList(at time: Double) -> DisplayList {
    if size == animation.size { return animation.displayList(at: time) }
    return animation.displayList(atProgress: time / animation.seconds, fitting: size)
  }

  /// The canvas for `animation` under `options`: a fixed size, a longer side, or its own.
  static func canvas(for animation: LottieAnimation, options: ConversionOptions) -> CGSize {
    if let size = options.size { return size }
    let longer =
      options.preset == .telegramSticker ? ConversionPreset.stickerSide : options.longerSide
    guard let longer else { return animation.size }
    let factor = longer / max(animation.size.width, animation.size.height)
    // Whole points, so the longer side is exactly `longer` and the other never rounds to 0.
    return CGSize(
      width: max(1, (animation.size.width * factor).rounded()),
      height: max(1, (animation.size.height * factor).rounded()))
  }
}
