import Foundation

/// How a ``ProgressRing`` writes its value in the centre.
public enum RingValueFormat: Sendable {
  /// "45%" (laps go past 100 %).
  case percent
  /// The value as a time of `totalSeconds` for a full ring, "1:15" (``RemainingTimeFormat``).
  case time(totalSeconds: Double, format: RemainingTimeFormat = .minutesSeconds)
  /// Any text from the value (1 is one full ring).
  case custom(@Sendable (Double) -> String)

  /// `value` written in this format.
  public func string(for value: Double) -> String {
    switch self {
    case .percent:
      return "\(Int((value * 100).rounded()))%"
    case .time(let total, let format):
      let seconds = (value * (total.isFinite ? max(0, total) : 0)).rounded()
      return format.string(for: seconds < Double(Int.max) ? Int(seconds) : 0)
    case .custom(let text):
      return text(value)
    }
  }
}
