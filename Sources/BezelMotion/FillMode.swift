/// What an animation shows outside its active interval (Core Animation's `fillMode`).
public enum FillMode: Hashable, Sendable {
  /// No effect before `beginTime` or after the active interval ends.
  case removed
  /// Holds the final value after the active interval.
  case forwards
  /// Shows the first value before `beginTime`.
  case backwards
  /// Both `forwards` and `backwards`.
  case both

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}
