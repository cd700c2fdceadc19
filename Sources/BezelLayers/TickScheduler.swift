import Dispatch
import Foundation

/// Calls a frame action at a fixed interval; a ``FrameDriver`` uses one. The system's is
/// ``DispatchTickScheduler``; tests use their own to fire frames by hand.
@MainActor
public protocol TickScheduler: AnyObject {
  /// Starts calling `action` every `interval` seconds until ``cancel()``; a new call replaces
  /// the previous schedule.
  func schedule(every interval: Double, _ action: @escaping @MainActor () -> Void)
  func cancel()
}

/// A ``TickScheduler`` on a dispatch timer on the main queue (the program must run the main
/// queue: `dispatchMain()`, `RunLoop.main.run()`, or an app's loop).
@MainActor
public final class DispatchTickScheduler: TickScheduler {
  private var timer: (any DispatchSourceTimer)?

  public init() {}

  public func schedule(every interval: Double, _ action: @escaping @MainActor () -> Void) {
    cancel()
    let timer = DispatchSource.makeTimerSource(queue: .main)
    let nanoseconds = Int((interval.isFinite ? max(0.001, interval) : 1) * 1e9)
    timer.schedule(
      deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
      leeway: .milliseconds(1))
    timer.setEventHandler {
      MainActor.assumeIsolated { action() }
    }
    timer.resume()
    self.timer = timer
  }

  public func cancel() {
    timer?.cancel()
    timer = nil
  }

  isolated deinit { timer?.cancel() }
}
