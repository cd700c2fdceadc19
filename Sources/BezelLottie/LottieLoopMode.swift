/// How a ``LottieLayer`` repeats its range (lottie-ios's `LottieLoopMode`).
public enum LottieLoopMode: Hashable, Sendable {
  /// Plays once and holds the last frame.
  case playOnce
  /// Plays forever from the start.
  case loop
  /// Plays forward, then backward, forever.
  case autoReverse
  /// Plays `count` times (fractions allowed), then holds the last frame.
  case `repeat`(Double)
  /// Plays forward and backward `count` times, then holds the first frame.
  case repeatBackwards(Double)
}
