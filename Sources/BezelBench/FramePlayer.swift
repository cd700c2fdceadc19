import Foundation

/// A Lottie player the benchmark drives frame by frame into its own premultiplied ARGB32
/// buffer: Bezel, rlottie or ThorVG.
protocol FramePlayer: AnyObject {
  /// The animation's own size in pixels (the benchmark scales it to fit its side).
  var naturalSize: CGSize { get }
  /// Frames the player steps through, 0-based from the animation's start.
  var frameCount: Int { get }
  /// Sizes the output buffer (the picture is scaled to fit it).
  func prepare(width: Int, height: Int)
  /// Renders frame `frame` into the buffer.
  func render(frame: Int)
  /// The buffer's pixels (`width × height`, premultiplied ARGB32), for comparing pictures.
  func argbWords() -> [UInt32]
  /// What the player's caches hold now, when it says (`nil` for the peers).
  var cacheSummary: String? { get }
}

extension FramePlayer {
  var cacheSummary: String? { nil }
}
