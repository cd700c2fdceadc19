/// Where a parent time falls relative to an animation's active interval.
public enum TimingPhase: Hashable, Sendable {
  /// Before `beginTime`.
  case before
  /// Inside `[beginTime, beginTime + activeDuration / speed)`.
  case active
  /// At or after the end of the active interval.
  case after
}
