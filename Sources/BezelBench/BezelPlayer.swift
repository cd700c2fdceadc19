import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation

/// Bezel's side of the Lottie comparison: a compiled animation, one canvas and one reused
/// ARGB32 buffer (`Canvas.render(_:scale:background:policy:into:)`, as rlottie renders into a
/// caller's buffer).
final class BezelPlayer: FramePlayer, @unchecked Sendable {
  let animation: LottieAnimation
  let frameCount: Int
  private let canvas = Canvas()
  private var words: [UInt32] = []
  private var size = CGSize(width: 1, height: 1)

  init(animation: LottieAnimation) {
    self.animation = animation
    frameCount = max(1, Int((animation.endFrame - animation.startFrame).rounded(.down)))
  }

  var naturalSize: CGSize { animation.size }

  func prepare(width: Int, height: Int) {
    size = CGSize(width: max(1, width), height: max(1, height))
  }

  func render(frame: Int) {
    let list = animation.displayList(
      atFrame: animation.startFrame + Double(frame), fitting: size)
    // Read from the canvas afterwards, not observed: observing pushes a task-local value,
    // which allocates, on every frame timed.
    _ = try? canvas.render(list, scale: 1, policy: animation.renderPolicy, into: &words)
  }

  var cacheSummary: String? {
    let coverage = canvas.keptCoverageStatistics
    let kib = { (bytes: Int) in String(format: "%.0f KiB", Double(bytes) / 1024) }
    let frames = canvas.retainedFrameStatistics
    return "kept coverage: \(coverage.entries) outlines, \(kib(coverage.bytes)) "
      + "(peak \(kib(coverage.peakBytes))), \(coverage.hits) draws from it; frames: "
      + "\(frames.reused) reused, \(frames.partial) redrawn in part, \(frames.underlaid) over "
      + "the underlay (built \(frames.underlayBuilds) times) of \(frames.frames)"
  }

  func argbWords() -> [UInt32] {
    words
  }
}
