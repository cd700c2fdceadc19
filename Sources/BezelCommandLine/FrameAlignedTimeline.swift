import BezelLayers
import BezelLottie
import Foundation

/// A Lottie animation played from `firstFrame`, so `--frame N` shows exactly frame N: time 0
/// is that frame, not `ip` plus a time that a division has rounded (frame 29,140,720 of a file
/// at 30 fps is 971,357.33… s, which does not come back to the same frame).
struct FrameAlignedTimeline: Timeline {
  let animation: LottieAnimation
  let firstFrame: Double

  var size: CGSize { animation.size }
  var duration: Double? { (animation.endFrame - firstFrame) / animation.frameRate }
  var renderPolicy: RenderPolicy { animation.renderPolicy }

  func displayList(at time: Double) -> DisplayList {
    let frame = time > 0 ? firstFrame + time * animation.frameRate : firstFrame
    return animation.displayList(atFrame: min(frame, animation.endFrame - 1e-6))
  }
}
