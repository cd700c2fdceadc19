import Foundation

/// A meeting's turns as a pure function of clock time and the events it received: the model
/// behind ``ScrumTimer``, usable without a clock (every query takes the time).
///
/// The numbers are Scrumdinger's: each speaker gets `secondsPerSpeaker = (minutes × 60) /
/// speakers` whole seconds, speaker `i` starts at `i × secondsPerSpeaker` meeting seconds, and
/// skipping jumps to the start of the next speaker's turn. Where Apple's model surprises its
/// users, the schedule decides:
///
/// - The meeting lasts exactly `lengthInMinutes`: the last speaker also gets the seconds the
///   integer division leaves over, and `secondsElapsed` stops at the length when the meeting
///   ends (Apple's kept growing after the last speaker). While it runs,
///   `secondsElapsed + secondsRemaining == lengthInSeconds`.
/// - Skipping reports a change like running out of time does (Apple's did not), with a
///   ``SpeakerChange/Reason`` so an app can, say, ding only on `.timeUp`.
/// - The end of the meeting is a change too (`to == nil`), reported once.
///
/// ```swift
/// var meeting = ScrumSchedule(lengthInMinutes: 5, speakerNames: ["철수", "영희", "민수"])
/// meeting.start(at: 0)
/// meeting.activeSpeakerIndex(at: 150)  // 1: 100 seconds each
/// ```
public struct ScrumSchedule: Sendable, Equatable {
  /// What the meeting is doing at a moment.
  public enum Phase: Hashable, Sendable {
    case notStarted
    case running
    case paused
    case stopped
    case finished
  }

  /// Where change enumeration has got to: a time and how many checkpoints were applied.
  struct Cursor: Hashable, Sendable {
    var time: Double
    var checkpointCount: Int
  }

  /// The speakers' names in turn order; never empty.
  public let speakerNames: [String]
  /// The speakers' ids, in turn order: the same for the whole meeting.
  public let speakerIDs: [UUID]
  public let lengthInMinutes: Int
  public let lengthInSeconds: Int
  /// `(lengthInMinutes × 60) / speakers`, rounded down.
  public let secondsPerSpeaker: Int
  /// The meeting's running time; positions are meeting seconds.
  public private(set) var stopwatch = Stopwatch()

  /// The longest meeting accepted: a year.
  public static let maximumLengthInMinutes = 525_600

  /// A meeting of `lengthInMinutes` (clamped to 0…a year) shared by `speakerNames`; no names
  /// means one speaker called "Speaker 1", as in Scrumdinger.
  public init(lengthInMinutes: Int, speakerNames: [String]) {
    let minutes = max(0, min(lengthInMinutes, Self.maximumLengthInMinutes))
    self.lengthInMinutes = minutes
    self.speakerNames = speakerNames.isEmpty ? ["Speaker 1"] : speakerNames
    speakerIDs = self.speakerNames.map { _ in UUID() }
    lengthInSeconds = minutes * 60
    secondsPerSpeaker = lengthInSeconds / self.speakerNames.count
  }

  public var speakerCount: Int { speakerNames.count }

  // MARK: Events

  /// Starts the meeting from the first speaker (again, if it ran before).
  public mutating func start(at time: Double) { stopwatch.start(at: time) }

  /// Freezes the meeting; `resume` continues it.
  public mutating func pause(at time: Double) {
    guard phase(at: time) == .running else { return }
    stopwatch.pause(at: time)
  }

  public mutating func resume(at time: Double) {
    guard phase(at: time) == .paused else { return }
    stopwatch.resume(at: time)
  }

  /// Ends the meeting where it stands; only `start` runs it again.
  public mutating func stop(at time: Double) {
    let phase = phase(at: time)
    guard phase == .running || phase == .paused else { return }
    stopwatch.stop(at: time)
  }

  /// Ends the active speaker's turn now; the next speaker starts with a full turn. Skipping
  /// the last speaker ends the meeting. Works while paused (the meeting stays paused).
  public mutating func skipSpeaker(at time: Double) {
    let phase = phase(at: time)
    guard phase == .running || phase == .paused, let index = activeSpeakerIndex(at: time)
    else { return }
    stopwatch.seek(to: Double(turn(of: index).upperBound), at: time)
  }

  // MARK: State at a time

  /// The meeting seconds of the turn of speaker `index` (the last one runs to the end).
  public func turn(of index: Int) -> Range<Int> {
    let start = min(index * secondsPerSpeaker, lengthInSeconds)
    let end = index >= speakerCount - 1 ? lengthInSeconds : (index + 1) * secondsPerSpeaker
    return start..<max(start, end)
  }

  /// Meeting seconds at `time`, 0…length, to the microsecond.
  public func position(at time: Double) -> Double {
    position(in: stopwatch.checkpoint(at: time), at: time)
  }

  public func phase(at time: Double) -> Phase {
    guard let c = stopwatch.checkpoint(at: time), c.event != .reset else { return .notStarted }
    if position(in: c, at: time) >= Double(lengthInSeconds) { return .finished }
    if c.isRunning { return .running }
    return c.isStopped ? .stopped : .paused
  }

  /// The speaker whose turn it is, or `nil` once the meeting is over.
  public func activeSpeakerIndex(at time: Double) -> Int? {
    speakerIndex(in: stopwatch.checkpoint(at: time), at: time)
  }

  /// Whole seconds elapsed, at most the length.
  public func secondsElapsed(at time: Double) -> Int {
    Int(position(at: time).rounded(.down))
  }

  public func secondsRemaining(at time: Double) -> Int {
    lengthInSeconds - secondsElapsed(at: time)
  }

  /// The speakers, the ones before the active one completed (all of them once it is over).
  public func speakers(at time: Double) -> [Speaker] {
    let active = activeSpeakerIndex(at: time) ?? speakerCount
    return speakerNames.enumerated().map {
      Speaker(name: $1, isCompleted: $0 < active, id: speakerIDs[$0])
    }
  }

  /// Seconds speaker `index` has spoken by `time` in the latest run of the meeting: the
  /// running time spent in the speaker's turn (a skip ends it early; pauses do not count).
  public func secondsSpoken(bySpeaker index: Int, at time: Double) -> Double {
    guard speakerNames.indices.contains(index) else { return 0 }
    let checkpoints = stopwatch.checkpoints
    guard let last = stopwatch.checkpointIndex(at: time),
      let first = checkpoints[...last].lastIndex(where: { $0.event == .start || $0.event == .reset }
      ),
      checkpoints[first].event == .start
    else { return 0 }
    let turn = self.turn(of: index)
    var spoken = 0.0
    for k in first...last where checkpoints[k].isRunning {
      let c = checkpoints[k]
      let end = k < last ? checkpoints[k + 1].time : time
      let from = min(max(0, c.position), Double(lengthInSeconds))
      let to = min(max(0, c.position + (end - c.time)), Double(lengthInSeconds))
      spoken += max(0, min(to, Double(turn.upperBound)) - max(from, Double(turn.lowerBound)))
    }
    return snapped(spoken)
  }

  /// Seconds left in the turn of speaker `index` at `time` (0 once it is over).
  public func secondsRemaining(ofSpeaker index: Int, at time: Double) -> Double {
    guard speakerNames.indices.contains(index) else { return 0 }
    let turn = self.turn(of: index)
    return max(0, min(Double(turn.count), Double(turn.upperBound) - position(at: time)))
  }

  /// Scrumdinger's "Speaker 2: Cathy" text for the active speaker (the last one after the end).
  public func activeSpeakerText(at time: Double) -> String {
    let index = activeSpeakerIndex(at: time) ?? speakerCount - 1
    return "Speaker \(index + 1): \(speakerNames[index])"
  }

  // MARK: Changes

  /// Every change of the active speaker after `start` up to and including `end`, in order,
  /// each at its exact time.
  public func speakerChanges(after start: Double, through end: Double) -> [SpeakerChange] {
    let applied = stopwatch.checkpointIndex(at: start).map { $0 + 1 } ?? 0
    return speakerChanges(from: Cursor(time: start, checkpointCount: applied), through: end).0
  }

  func speakerChanges(from cursor: Cursor, through end: Double) -> ([SpeakerChange], Cursor) {
    let checkpoints = stopwatch.checkpoints
    var changes: [SpeakerChange] = []
    var next = cursor.checkpointCount
    var segmentStart = cursor.time
    var current = speakerIndex(in: next > 0 ? checkpoints[next - 1] : nil, at: segmentStart)
    while true {
      let segmentEnd = next < checkpoints.count ? min(checkpoints[next].time, end) : end
      if next > 0, checkpoints[next - 1].isRunning, segmentEnd > segmentStart {
        let c = checkpoints[next - 1]
        let reached = snapped(c.position + (segmentEnd - c.time))
        while let index = current {
          let boundary = Double(turn(of: index).upperBound)
          guard reached >= boundary else { break }
          let to = speakerIndex(atPosition: boundary)
          let when = max(segmentStart, c.time + (boundary - c.position))
          changes.append(SpeakerChange(time: when, from: index, to: to, reason: .timeUp))
          current = to
        }
      }
      guard next < checkpoints.count, checkpoints[next].time <= end else { break }
      let c = checkpoints[next]
      let index = speakerIndex(in: c, at: c.time)
      if index != current {
        let reason: SpeakerChange.Reason = c.event == .seek ? .skipped : .restarted
        changes.append(SpeakerChange(time: c.time, from: current, to: index, reason: reason))
      }
      current = index
      segmentStart = max(segmentStart, c.time)
      next += 1
    }
    return (changes, Cursor(time: max(cursor.time, end), checkpointCount: next))
  }

  // MARK: Helpers

  private func position(in checkpoint: Stopwatch.Checkpoint?, at time: Double) -> Double {
    guard let c = checkpoint else { return 0 }
    let raw = c.isRunning ? c.position + (time - c.time) : c.position
    return min(max(0, snapped(raw)), Double(lengthInSeconds))
  }

  private func speakerIndex(in checkpoint: Stopwatch.Checkpoint?, at time: Double) -> Int? {
    guard let c = checkpoint, c.event != .reset else { return 0 }
    return speakerIndex(atPosition: position(in: c, at: time))
  }

  private func speakerIndex(atPosition position: Double) -> Int? {
    guard position < Double(lengthInSeconds) else { return nil }
    guard secondsPerSpeaker > 0 else { return speakerCount - 1 }
    return min(speakerCount - 1, Int(position.rounded(.down)) / secondsPerSpeaker)
  }

  /// Rounds to the microsecond so sums of clock times land on whole seconds.
  private func snapped(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
  }
}
