import Foundation

/// A clock that moves only when told to: for tests and frame-exact exports.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 0.5)
/// clock.now  // 0.5
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  // Guarded by `lock`; the class is Sendable so a clock can be shared with a render thread.
  private var time: Double
  private let lock = NSLock()

  public init(time: Double = 0) {
    self.time = time
  }

  public var now: Double {
    lock.lock()
    defer { lock.unlock() }
    return time
  }

  /// Jumps to `time` (backwards too: a manual clock can seek).
  public func set(_ time: Double) {
    lock.lock()
    self.time = time
    lock.unlock()
  }

  public func advance(by seconds: Double) {
    lock.lock()
    time += seconds
    lock.unlock()
  }
}
