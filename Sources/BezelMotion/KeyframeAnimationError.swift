/// Why keyframes could not make an animation.
public enum KeyframeAnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There were no values.
  case noValues
  /// `keyTimes` had the wrong number of entries.
  case keyTimeCount(expected: Int, got: Int)
  /// `keyTimes` were not increasing within 0…1.
  case keyTimesOutOfOrder
  /// `timingFunctions` had neither one per segment nor a single entry.
  case timingFunctionCount(expected: Int, got: Int)

  public var description: String {
    switch self {
    case .noValues:
      return "a keyframe animation needs at least one value"
    case .keyTimeCount(let expected, let got):
      return "keyTimes has \(got) entries; expected \(expected) (one per value)"
    case .keyTimesOutOfOrder:
      return "keyTimes must be finite, within 0…1 and not decreasing"
    case .timingFunctionCount(let expected, let got):
      return "timingFunctions has \(got) entries; expected \(expected) (one per segment)"
    }
  }
}
