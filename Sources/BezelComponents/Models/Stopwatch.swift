import Foundation

/// A pausable running time as a pure function of clock time and the events it received.
///
/// A stopwatch never accumulates ticks: it keeps one checkpoint per event (when it happened,
/// where the running time stood, whether it was running) and computes the position at any time
/// from the last checkpoint at or before it. So a long stall or a dropped frame cannot make it
/// drift, and asking about an earlier time than the last still answers correctly.
///
/// ```swift
/// var watch = Stopwatch()
/// watch.start(at: 10)
/// watch.pause(at: 15)
/// watch.resume(at: 20)
/// watch.position(at: 22)  // 7
/// ```
public struct Stopwatch: Sendable, Equatable {
  /// What happened at a checkpoint.
  public enum Event: Hashable, Sendable {
    case start
    case pause
    case resume
    case seek
    case stop
    case reset
  }

  /// The stopwatch's state from `time` until the next checkpoint.
  public struct Checkpoint: Hashable, Sendable {
    public var time: Double
    public var position: Double
    public var isRunning: Bool
    public var isStopped: Bool
    public var event: Event
  }

  /// Checkpoints in non-decreasing time order.
  public private(set) var checkpoints: [Checkpoint] = []

  public init() {}

  /// Starts (or restarts) from `position` at `time`.
  public mutating func start(at time: Double, from position: Double = 0) {
    append(time: time, event: .start) { $0 = (position, true, false) }
  }

  /// Freezes the position; does nothing unless running.
  public mutating func pause(at time: Double) {
    guard let last = checkpoints.last, last.isRunning else { return }
    append(time: time, event: .pause) { $0.running = false }
  }

  /// Continues after a pause; does nothing unless paused (a stopped watch needs `start`).
  public mutating func resume(at time: Double) {
    guard let last = checkpoints.last, !last.isRunning, !last.isStopped else { return }
    append(time: time, event: .resume) { $0.running = true }
  }

  /// Moves the position, keeping the running state.
  public mutating func seek(to position: Double, at time: Double) {
    guard !checkpoints.isEmpty else { return }
    append(time: time, event: .seek) { $0.position = position }
  }

  /// Freezes the position for good: only `start` runs it again.
  public mutating func stop(at time: Double) {
    guard let last = checkpoints.last, !last.isStopped else { return }
    append(time: time, event: .stop) { $0 = ($0.position, false, true) }
  }

  /// Back to position 0, not running, as before the first start.
  public mutating func reset(at time: Double) {
    guard !checkpoints.isEmpty else { return }
    append(time: time, event: .reset) { $0 = (0, false, true) }
  }

  /// The time of the latest event, or `nil` before any.
  public var lastEventTime: Double? { checkpoints.last?.time }

  /// The checkpoint in force at `time`: the last one at or before it.
  public func checkpoint(at time: Double) -> Checkpoint? {
    guard let index = checkpointIndex(at: time) else { return nil }
    return checkpoints[index]
  }

  /// The index of the last checkpoint at or before `time`.
  func checkpointIndex(at time: Double) -> Int? {
    var low = 0
    var high = checkpoints.count
    while low < high {
      let mid = (low + high) / 2
      if checkpoints[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }

  /// The running time at `time` (0 before the first start).
  public func position(at time: Double) -> Double {
    guard let c = checkpoint(at: time) else { return 0 }
    return c.isRunning ? c.position + (time - c.time) : c.position
  }

  /// Whether the watch runs at `time`.
  public func isRunning(at time: Double) -> Bool {
    checkpoint(at: time)?.isRunning ?? false
  }

  /// Whether the watch was started and is not running because of a pause (not a stop).
  public func isPaused(at time: Double) -> Bool {
    guard let c = checkpoint(at: time) else { return false }
    return !c.isRunning && !c.isStopped
  }

  private mutating func append(
    time: Double, event: Event,
    _ change: (inout (position: Double, running: Bool, stopped: Bool)) -> Void
  ) {
    guard time.isFinite else { return }
    // Events arrive in clock order; a clock that steps back is held at the last event.
    let at = max(time, checkpoints.last?.time ?? time)
    var state = (position: position(at: at), running: isRunning(at: at), stopped: false)
    if let last = checkpoints.last { state.stopped = last.isStopped && !last.isRunning }
    change(&state)
    guard state.position.isFinite else { return }
    checkpoints.append(
      Checkpoint(
        time: at, position: state.position, isRunning: state.running,
        isStopped: state.stopped, event: event))
  }
}
