import BezelMotion
import Foundation

/// Runs windows (and other ``FrameDriven`` things) on their own, for programs without GTK: a
/// timer ticks them at a rate on the system clock, so completions, speaker changes and
/// hides fire on time in a command-line tool or a server.
///
/// ```swift
/// let window = Window(size: CGSize(width: 300, height: 300), clock: SystemClock())
/// let driver = FrameDriver(rate: 30, clock: window.clock)
/// driver.add(window)
/// driver.start()
/// ring.onComplete = { print("done"); exit(0) }
/// ring.start(duration: 5)
/// dispatchMain()
/// ```
///
/// Each frame hands the targets the clock's time, never a count of frames, so a late or
/// missed frame delays what is due by at most that frame and never shifts anything after it.
/// Targets are held weakly: one that has gone is dropped.
@MainActor
public final class FrameDriver {
  /// Frames per second.
  public let rate: Double
  public let clock: any Clock
  private let scheduler: any TickScheduler
  private var targets: [Weak] = []
  public private(set) var isRunning = false
  /// How many frames have run (for a program's statistics; nothing depends on it).
  public private(set) var frameCount = 0

  private struct Weak {
    weak var target: (any FrameDriven)?
  }

  /// A driver at `rate` frames per second (clamped to 0.01…1000) reading `clock`, on
  /// `scheduler` (a dispatch timer on the main queue unless given).
  public init(
    rate: Double = 60, clock: any Clock = SystemClock(), scheduler: (any TickScheduler)? = nil
  ) {
    self.rate = rate.isFinite ? min(1000, max(0.01, rate)) : 60
    self.clock = clock
    self.scheduler = scheduler ?? DispatchTickScheduler()
  }

  /// Drives `target` too (once, however often it is added).
  public func add(_ target: any FrameDriven) {
    guard !targets.contains(where: { $0.target === target }) else { return }
    targets.append(Weak(target: target))
  }

  public func remove(_ target: any FrameDriven) {
    targets.removeAll { $0.target == nil || $0.target === target }
  }

  /// Starts the frames (the first one at once).
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    scheduler.schedule(every: 1 / rate) { [weak self] in self?.frame() }
    frame()
  }

  public func stop() {
    guard isRunning else { return }
    isRunning = false
    scheduler.cancel()
  }

  /// One frame now: every target advanced to the clock's time.
  public func frame() {
    let now = clock.now
    frameCount += 1
    targets.removeAll { $0.target == nil }
    for entry in targets { entry.target?.advance(to: now) }
  }
}
