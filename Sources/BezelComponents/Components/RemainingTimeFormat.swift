/// How a ``CountdownRing`` writes the seconds left (rounded up).
public enum RemainingTimeFormat: String, Hashable, Sendable, CaseIterable {
  /// "75".
  case seconds
  /// "1:15".
  case minutesSeconds

  /// `seconds` written in this format.
  public func string(for seconds: Int) -> String {
    switch self {
    case .seconds:
      return "\(seconds)"
    case .minutesSeconds:
      let rest = seconds % 60
      return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
  }
}
