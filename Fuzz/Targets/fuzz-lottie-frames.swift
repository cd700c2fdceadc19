import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation

/// libFuzzer entry point: load arbitrary bytes as a Lottie file, then evaluate frames — the
/// first, a middle one, the last, and times outside the animation — into display lists, fitted
/// and unfitted. Evaluation has no error path, so any crash or hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottieFrames(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  guard let animation = try? LottieAnimation(data: data) else { return 0 }
  var items = 0
  for progress in [0, 0.37, 1] {
    items += animation.displayList(atProgress: progress).items.count
  }
  items +=
    animation.displayList(atProgress: 0.5, fitting: CGSize(width: 64, height: 48))
    .items.count
  for time in [-1.0, 1e9, .nan, .infinity] {
    items += animation.displayList(at: time).items.count
  }
  items += animation.displayList(atFrame: animation.startFrame - 10).items.count
  if items < 0 { print("impossible item count") }
  return 0
}
