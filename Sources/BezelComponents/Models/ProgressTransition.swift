import BezelMotion
import Foundation

/// A progress value moving from one value to another over a duration, as a pure function of
/// clock time: the model behind ``ProgressRing/setProgress(_:animated:duration:timingFunction:completion:)``.
///
/// ```swift
/// var value = ProgressTransition(value: 0.2)
/// value.set(0.8, at: 10, duration: 2, timingFunction: .linear)
/// value.value(at: 11)   // 0.5
/// value.value(at: 12)   // 0.8
/// ```
///
/// A new target starts from wherever the value is at that moment, so retargeting mid-way
/// never jumps; values above 1 are laps, below 0 are kept at 0.
public struct ProgressTransition: Hashable, Sendable {
  public private(set) var from: Double
  public private(set) var to: Double
  public private(set) var startTime: Double
  public private(set) var duration: Double
  public private(set) var timingFunction: TimingFunction

  /// Rests at `value`.
  public init(value: Double = 0) {
    let v = Self.clean(value)
    from = v
    to = v
    startTime = -.infinity
    duration = 0
    timingFunction = .linear
  }

  static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  /// Moves to `value` from where it is at `time`, over `duration` seconds (0: at once).
  public mutating func set(
    _ value: Double, at time: Double, duration: Double = 0,
    timingFunction: TimingFunction = .easeInEaseOut
  ) {
    from = self.value(at: time)
    to = Self.clean(value)
    startTime = time.isFinite ? time : 0
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.timingFunction = timingFunction
  }

  /// The value at `time`.
  public func value(at time: Double) -> Double {
    guard duration > 0, time < startTime + duration else { return time < startTime ? from : to }
    guard time > startTime else { return from }
    let f = timingFunction.value(at: (time - startTime) / duration)
    return from + (to - from) * f
  }

  /// When the value arrives at its target.
  public var endTime: Double { startTime + duration }
}
