/// A source of the current time in seconds, for windows and live previews. Components never
/// count ticks; they read the clock, so stalls and dropped frames cannot make them drift.
public protocol Clock: AnyObject, Sendable {
  /// Seconds since the clock's own origin; never decreases for a system clock.
  var now: Double { get }
}
