import Foundation

/// Core Animation's `CAMediaTiming` for one animation: how parent time maps to the animation's
/// local time, how iterations repeat and reverse, and what is shown outside the active interval.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`. The active interval lasts
/// ``activeDuration`` local seconds from `beginTime`. Inside it the time is wrapped into one
/// iteration of ``duration`` (reversed on the way back when ``autoreverses``).
///
/// ```swift
/// var timing = MediaTiming(duration: 2)
/// timing.repeatCount = 2
/// timing.autoreverses = true   // active for 8 s: forward, back, forward, back
/// timing.iterationTime(atParentTime: 3)  // 1: on the way back
/// ```
public struct MediaTiming: Hashable, Sendable {
  /// When the animation starts, in its parent's time (the layer's local time). `nil` means
  /// "when added": a layer replaces it with its current local time; inside a group it is 0.
  public var beginTime: Double?
  /// One iteration in seconds. Zero, negative or non-finite values mean Core Animation's
  /// default of 0.25 s.
  public var duration: Double
  /// Rate of local time relative to parent time.
  public var speed: Double
  /// Added to local time (after scaling by `speed`).
  public var timeOffset: Double
  /// How many times the animation repeats; fractions allowed, `.infinity` for ever.
  /// Zero means once. Each repetition includes the reverse when `autoreverses`.
  public var repeatCount: Double
  /// How long the animation repeats, in local seconds (used when `repeatCount` is 0).
  public var repeatDuration: Double
  /// Plays each iteration forwards then backwards.
  public var autoreverses: Bool
  /// What is shown before and after the active interval.
  public var fillMode: FillMode

  /// Core Animation's duration for animations that do not set one.
  public static let defaultDuration = 0.25

  public init(
    beginTime: Double? = nil, duration: Double = MediaTiming.defaultDuration, speed: Double = 1,
    timeOffset: Double = 0, repeatCount: Double = 0, repeatDuration: Double = 0,
    autoreverses: Bool = false, fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// The duration actually used for one iteration (the 0.25 s default for unusable values).
  public var effectiveDuration: Double {
    duration > 0 && duration.isFinite ? duration : MediaTiming.defaultDuration
  }

  /// One forward pass plus, when autoreversing, the way back.
  var cycleDuration: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

  /// How many cycles the active interval holds (may be fractional or infinite).
  var cycleCount: Double {
    if repeatCount > 0 { return repeatCount }
    if repeatDuration > 0 { return repeatDuration / cycleDuration }
    return 1
  }

  /// The length of the active interval in local seconds (`.infinity` when it repeats for ever).
  public var activeDuration: Double {
    if repeatCount > 0 { return repeatCount * cycleDuration }
    if repeatDuration > 0 { return repeatDuration }
    return cycleDuration
  }

  /// `(parentTime − beginTime) × speed + timeOffset`.
  public func localTime(atParentTime parentTime: Double) -> Double {
    (parentTime - (beginTime ?? 0)) * speed + timeOffset
  }

  /// The parent time at which the active interval ends, or `nil` when it never does
  /// (infinite repetition, or a speed of 0 or less).
  public var endTime: Double? {
    let active = activeDuration
    guard active.isFinite, speed > 0 else { return nil }
    return (beginTime ?? 0) + active / speed
  }

  /// The phase of the active interval that `parentTime` falls in.
  public func phase(atParentTime parentTime: Double) -> TimingPhase {
    let elapsed = (parentTime - (beginTime ?? 0)) * speed
    if elapsed < 0 { return .before }
    if elapsed >= activeDuration { return .after }
    return .active
  }

  /// The time inside one iteration (`0...effectiveDuration`, already reversed when
  /// autoreversing) at `parentTime`, or `nil` when the animation has no effect then
  /// (outside the active interval and not filled).
  public func iterationTime(atParentTime parentTime: Double) -> Double? {
    let elapsed = (parentTime - (beginTime ?? 0)) * speed
    let active = activeDuration
    if elapsed < 0 {
      guard fillMode.fillsBackwards else { return nil }
      return 0
    }
    if elapsed >= active {
      guard fillMode.fillsForwards else { return nil }
      return endIterationTime
    }
    var local = elapsed + timeOffset
    if timeOffset != 0, active.isFinite {
      // Core Animation wraps an offset animation round its active interval.
      local = local.truncatingRemainder(dividingBy: active)
      if local < 0 { local += active }
    }
    let cycle = cycleDuration
    var inCycle = local.truncatingRemainder(dividingBy: cycle)
    if inCycle < 0 { inCycle += cycle }
    return reversed(inCycle)
  }

  /// The iteration time shown once the active interval is over: computed from the number of
  /// cycles rather than by wrapping the end time, which would round to the start of a cycle.
  var endIterationTime: Double {
    let cycles = cycleCount
    guard cycles.isFinite else { return effectiveDuration }
    let fraction = cycles - cycles.rounded(.down)
    let cycle = cycleDuration
    let inCycle = fraction * cycle < 1e-12 * cycle ? cycle : fraction * cycle
    return reversed(inCycle)
  }

  private func reversed(_ inCycle: Double) -> Double {
    let d = effectiveDuration
    guard autoreverses else { return min(inCycle, d) }
    return inCycle <= d ? inCycle : max(0, 2 * d - inCycle)
  }
}
