import Foundation

/// A countdown ring's progress as a pure function of clock time and the events it received:
/// the model behind ``CountdownRing``.
///
/// Progress goes 0→1 linearly over the duration of the latest `start`, holds while paused,
/// and stays at 1 once complete. Restarting begins a new run from 0; `reset` empties the ring.
///
/// ```swift
/// var ring = RingProgress()
/// ring.start(duration: 20, at: 0)
/// ring.pause(at: 5)
/// ring.resume(at: 9)
/// ring.progress(at: 15)  // 0.55
/// ```
public struct RingProgress: Sendable, Equatable {
  /// What the ring is doing at a moment.
  public enum Phase: Hashable, Sendable {
    case idle
    case running
    case paused
    case completed
  }

  /// How far completion reporting has got.
  struct Cursor: Hashable, Sendable {
    var time: Double
    var checkpointCount: Int
  }

  private(set) var stopwatch = Stopwatch()
  /// The duration of each start, indexed like the stopwatch's checkpoints.
  private var durations: [Double] = []

  public init() {}

  /// Starts a run of `duration` seconds from an empty ring, replacing any run in progress.
  /// A duration that is not positive and finite completes at once.
  public mutating func start(duration: Double, at time: Double) {
    stopwatch.start(at: time)
    record(duration.isFinite ? max(0, duration) : 0)
  }

  public mutating func pause(at time: Double) {
    guard phase(at: time) == .running else { return }
    stopwatch.pause(at: time)
    record(nil)
  }

  public mutating func resume(at time: Double) {
    guard phase(at: time) == .paused else { return }
    stopwatch.resume(at: time)
    record(nil)
  }

  /// Empties the ring and forgets the run (no completion is reported for it).
  public mutating func reset(at time: Double) {
    stopwatch.reset(at: time)
    record(nil)
  }

  /// Keeps the duration list aligned with the checkpoints (a refused event adds neither).
  private mutating func record(_ duration: Double?) {
    guard durations.count < stopwatch.checkpoints.count else { return }
    durations.append(duration ?? durations.last ?? 0)
  }

  /// The duration of the run in force at `time`, or `nil` when idle.
  public func duration(at time: Double) -> Double? {
    guard let i = stopwatch.checkpointIndex(at: time), stopwatch.checkpoints[i].event != .reset
    else { return nil }
    return durations[i]
  }

  /// 0…1 at `time`.
  public func progress(at time: Double) -> Double {
    guard let i = stopwatch.checkpointIndex(at: time) else { return 0 }
    return progress(checkpoint: i, at: time)
  }

  public func phase(at time: Double) -> Phase {
    guard let i = stopwatch.checkpointIndex(at: time), stopwatch.checkpoints[i].event != .reset
    else { return .idle }
    if progress(checkpoint: i, at: time) >= 1 { return .completed }
    return stopwatch.checkpoints[i].isRunning ? .running : .paused
  }

  /// Seconds left in the run at `time` (0 when idle or complete).
  public func remainingSeconds(at time: Double) -> Double {
    guard let duration = duration(at: time) else { return 0 }
    return max(0, duration * (1 - progress(at: time)))
  }

  /// The times runs completed after `start` up to and including `end`, in order.
  public func completions(after start: Double, through end: Double) -> [Double] {
    let applied = stopwatch.checkpointIndex(at: start).map { $0 + 1 } ?? 0
    return completions(from: Cursor(time: start, checkpointCount: applied), through: end).0
  }

  func completions(from cursor: Cursor, through end: Double) -> ([Double], Cursor) {
    let checkpoints = stopwatch.checkpoints
    var times: [Double] = []
    var next = cursor.checkpointCount
    var segmentStart = cursor.time
    var done = next > 0 ? progress(checkpoint: next - 1, at: segmentStart) >= 1 : true
    while true {
      let segmentEnd = next < checkpoints.count ? min(checkpoints[next].time, end) : end
      if !done, next > 0, checkpoints[next - 1].isRunning,
        progress(checkpoint: next - 1, at: segmentEnd) >= 1
      {
        let c = checkpoints[next - 1]
        times.append(max(segmentStart, c.time + (durations[next - 1] - c.position)))
        done = true
      }
      guard next < checkpoints.count, checkpoints[next].time <= end else { break }
      let c = checkpoints[next]
      // A run with nothing to do (duration 0) completes the moment it starts.
      if c.event == .start, durations[next] <= 0 {
        times.append(c.time)
        done = true
      } else if c.event == .start || c.event == .reset {
        done = c.event == .reset
      }
      segmentStart = max(segmentStart, c.time)
      next += 1
    }
    return (times, Cursor(time: max(cursor.time, end), checkpointCount: next))
  }

  private func progress(checkpoint i: Int, at time: Double) -> Double {
    let c = stopwatch.checkpoints[i]
    guard c.event != .reset else { return 0 }
    let duration = durations[i]
    guard duration > 0 else { return 1 }
    let position = c.isRunning ? c.position + (time - c.time) : c.position
    let fraction = (position * 1_000_000).rounded() / 1_000_000 / duration
    return min(1, max(0, fraction))
  }
}
