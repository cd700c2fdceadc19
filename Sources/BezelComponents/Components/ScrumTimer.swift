import BezelLayers
import BezelMotion
import Foundation
import Observation

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
///
/// The timer is `@Observable`: code that reads its state inside `withObservationTracking`
/// (or a SwiftUI view) hears of a change when ``update()`` — called by a ``FrameDriver``, a
/// window's `tick` through a view, or any call on the timer — finds a new second, speaker or
/// phase, or when a call changes the meeting.
///
/// Apple's Scrumdinger code ports with few changes: `ScrumTimer(lengthInMinutes:attendees:)`
/// takes its `DailyScrum.Attendee`s once they conform to ``MeetingAttendee``,
/// `speakerChangedAction = { … }` with no argument works, and `startScrum()` / `stopScrum()`
/// run the timer on the system clock by themselves.
@MainActor
@Observable
public final class ScrumTimer {
  @ObservationIgnored public let clock: any Clock
  public private(set) var schedule: ScrumSchedule
  /// Called for every change of the active speaker, including the end of the meeting.
  @ObservationIgnored public var speakerChangedAction: ((SpeakerChange) -> Void)?
  /// Scrumdinger's argument-less action (see ``ScrumdingerCompatible``).
  @ObservationIgnored var plainSpeakerChangedAction: (() -> Void)?
  @ObservationIgnored private var cursor = ScrumSchedule.Cursor(
    time: -.infinity, checkpointCount: 0)
  /// Views showing this timer, told when the schedule changes; an observer returning `false`
  /// has gone and is dropped.
  @ObservationIgnored private var observers: [ObjectIdentifier: @MainActor (ScrumTimer) -> Bool] =
    [:]
  /// What observers see change: the whole seconds, the speaker and the phase, as of the last
  /// ``update()``.
  private var observed = ObservedState()
  /// The driver `startScrum()` runs.
  @ObservationIgnored var ownDriver: FrameDriver?

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
    publish()
    notify()
  }

  /// Delivers the changes that happened up to now and tells observers what changed.
  public func update() {
    deliver()
    publish()
  }

  // MARK: State now

  public var speakers: [Speaker] { track(schedule.speakers(at: clock.now)) }
  public var lengthInMinutes: Int { schedule.lengthInMinutes }
  public var secondsPerSpeaker: Int { schedule.secondsPerSpeaker }
  public var secondsElapsed: Int { track(schedule.secondsElapsed(at: clock.now)) }
  public var secondsRemaining: Int { track(schedule.secondsRemaining(at: clock.now)) }
  /// "Speaker 2: Cathy".
  public var activeSpeaker: String { track(schedule.activeSpeakerText(at: clock.now)) }
  public var activeSpeakerIndex: Int? { track(schedule.activeSpeakerIndex(at: clock.now)) }
  public var phase: ScrumSchedule.Phase { track(schedule.phase(at: clock.now)) }

  /// Whole seconds the active speaker has spoken (0 once the meeting is over).
  public var speakerSecondsElapsed: Int {
    guard let index = activeSpeakerIndex else { return 0 }
    return Int(schedule.secondsSpoken(bySpeaker: index, at: clock.now).rounded(.down))
  }
  /// Whole seconds left in the active speaker's turn, rounded up (0 once it is over).
  public var speakerSecondsRemaining: Int {
    guard let index = activeSpeakerIndex else { return 0 }
    return Int(schedule.secondsRemaining(ofSpeaker: index, at: clock.now).rounded(.up))
  }
  /// Seconds `speaker` (one of ``speakers``) has spoken so far; 0 for someone else.
  public func secondsSpoken(by speaker: Speaker) -> Double {
    guard let index = schedule.speakerIDs.firstIndex(of: speaker.id) else { return 0 }
    return track(schedule.secondsSpoken(bySpeaker: index, at: clock.now))
  }
  /// Seconds left in `speaker`'s turn (a full turn before it, 0 after it).
  public func secondsRemaining(for speaker: Speaker) -> Double {
    guard let index = schedule.speakerIDs.firstIndex(of: speaker.id) else { return 0 }
    return track(schedule.secondsRemaining(ofSpeaker: index, at: clock.now))
  }

  /// The meeting as it stands, for a history (Scrumdinger's `History`): call it when the
  /// meeting ends.
  public func record(date: Date = Date()) -> MeetingRecord {
    let now = clock.now
    return MeetingRecord(
      date: date, attendees: schedule.speakerNames, lengthInMinutes: schedule.lengthInMinutes,
      secondsElapsed: schedule.secondsElapsed(at: now),
      speakerTimes: schedule.speakerNames.indices.map {
        MeetingRecord.SpeakerTime(
          name: schedule.speakerNames[$0], speakerID: schedule.speakerIDs[$0],
          seconds: schedule.secondsSpoken(bySpeaker: $0, at: now))
      })
  }

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
    publish()
    notify()
  }

  private func deliver() {
    let (changes, next) = schedule.speakerChanges(from: cursor, through: clock.now)
    cursor = next
    for change in changes {
      speakerChangedAction?(change)
      plainSpeakerChangedAction?()
    }
  }

  /// Registers a read of the observed state with Observation and returns `value`.
  private func track<T>(_ value: T) -> T {
    _ = observed
    return value
  }

  /// Stores what observers see, which notifies them only when it differs.
  private func publish() {
    let now = clock.now
    let state = ObservedState(
      secondsElapsed: schedule.secondsElapsed(at: now),
      activeSpeakerIndex: schedule.activeSpeakerIndex(at: now), phase: schedule.phase(at: now))
    if state != observed { observed = state }
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
