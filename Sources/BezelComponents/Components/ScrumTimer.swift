import BezelLayers
import BezelMotion
import Foundation

/// Keeps time for a meeting on a clock (Scrumdinger's `ScrumTimer`), with the decisions of
/// ``ScrumSchedule``: the meeting lasts exactly its length, skipping is reported, the end is
/// reported once.
///
/// Every value is computed from the clock and the calls made, so reading it never drifts.
/// Changes are delivered to ``speakerChangedAction`` in order, each exactly once, with its
/// exact time: from any call on the timer, from ``update()``, and — when the timer drives a
/// ``MeetingTimerView`` or ``MeetingView`` in a window — from the window's `tick`.
///
/// ```swift
/// let timer = ScrumTimer(lengthInMinutes: 5, attendees: ["철수", "영희"], clock: clock)
/// timer.speakerChangedAction = { change in if change.reason == .timeUp { ding() } }
/// timer.start()
/// ```
@MainActor
public final class ScrumTimer {
  public let clock: any Clock
  public private(set) var schedule: ScrumSchedule
  /// Called for every change of the active speaker, including the end of the meeting.
  public var speakerChangedAction: ((SpeakerChange) -> Void)?
  private var cursor = ScrumSchedule.Cursor(time: -.infinity, checkpointCount: 0)
  /// Views showing this timer, told when the schedule changes; an observer returning `false`
  /// has gone and is dropped.
  private var observers: [ObjectIdentifier: @MainActor (ScrumTimer) -> Bool] = [:]

  /// A meeting of `lengthInMinutes` shared by `attendees` (none: one "Speaker 1").
  public init(lengthInMinutes: Int = 0, attendees: [String] = [], clock: any Clock = SystemClock())
  {
    self.clock = clock
    schedule = ScrumSchedule(lengthInMinutes: lengthInMinutes, speakerNames: attendees)
  }

  // MARK: Control

  /// Starts the meeting from the first speaker (again, if it ran before).
  public func start() { apply { $0.start(at: $1) } }
  /// Ends the meeting where it stands.
  public func stop() { apply { $0.stop(at: $1) } }
  public func pause() { apply { $0.pause(at: $1) } }
  public func resume() { apply { $0.resume(at: $1) } }
  /// Ends the active speaker's turn now; the next speaker starts a full turn.
  public func skipSpeaker() { apply { $0.skipSpeaker(at: $1) } }

  /// A new meeting, not started (Scrumdinger's `reset(lengthInMinutes:attendees:)`).
  public func reset(lengthInMinutes: Int, attendees: [String]) {
    deliver()
    schedule = ScrumSchedule(lengthInMinutes: lengthInMinutes, speakerNames: attendees)
    cursor = ScrumSchedule.Cursor(time: clock.now, checkpointCount: 0)
    notify()
  }

  /// Delivers the changes that happened up to now.
  public func update() { deliver() }

  // MARK: State now

  public var speakers: [Speaker] { schedule.speakers(at: clock.now) }
  public var lengthInMinutes: Int { schedule.lengthInMinutes }
  public var secondsPerSpeaker: Int { schedule.secondsPerSpeaker }
  public var secondsElapsed: Int { schedule.secondsElapsed(at: clock.now) }
  public var secondsRemaining: Int { schedule.secondsRemaining(at: clock.now) }
  /// "Speaker 2: Cathy".
  public var activeSpeaker: String { schedule.activeSpeakerText(at: clock.now) }
  public var activeSpeakerIndex: Int? { schedule.activeSpeakerIndex(at: clock.now) }
  public var phase: ScrumSchedule.Phase { schedule.phase(at: clock.now) }

  /// When the active speaker will next change if nothing else happens, or `nil`.
  public var nextChangeTime: Double? {
    let now = clock.now
    guard schedule.phase(at: now) == .running, let index = schedule.activeSpeakerIndex(at: now)
    else { return nil }
    return now + Double(schedule.turn(of: index).upperBound) - schedule.position(at: now)
  }

  // MARK: Internals

  private func apply(_ change: (inout ScrumSchedule, Double) -> Void) {
    let now = clock.now
    deliver()
    change(&schedule, now)
    deliver()
    notify()
  }

  private func deliver() {
    let (changes, next) = schedule.speakerChanges(from: cursor, through: clock.now)
    cursor = next
    for change in changes { speakerChangedAction?(change) }
  }

  func addObserver(_ object: AnyObject, _ action: @escaping @MainActor (ScrumTimer) -> Bool) {
    observers[ObjectIdentifier(object)] = action
  }

  func removeObserver(_ object: AnyObject) {
    observers[ObjectIdentifier(object)] = nil
  }

  private func notify() {
    for (key, action) in observers where !action(self) { observers[key] = nil }
  }
}
