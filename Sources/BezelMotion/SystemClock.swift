/// The monotonic system clock: seconds since the clock was created. Unaffected by changes
/// to the wall-clock time.
public final class SystemClock: Clock {
  private let origin: ContinuousClock.Instant

  public init() {
    origin = ContinuousClock.now
  }

  public var now: Double {
    let elapsed = origin.duration(to: ContinuousClock.now)
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
