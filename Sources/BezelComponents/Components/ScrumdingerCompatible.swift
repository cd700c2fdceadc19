import BezelLayers
import BezelMotion
import Foundation

/// What lets Apple's Scrumdinger code use ``ScrumTimer`` as its own `ScrumTimer`.
///
/// Scrumdinger sets `scrumTimer.speakerChangedAction = { player.play() }` with no argument;
/// ScrumTimer's own ``ScrumTimer/speakerChangedAction`` hands over the ``SpeakerChange``. Both
/// spellings work: Swift picks this one for a closure that takes nothing.
@MainActor
public protocol ScrumdingerCompatible: AnyObject {}

extension ScrumTimer: ScrumdingerCompatible {}

extension ScrumdingerCompatible where Self: ScrumTimer {
  /// Called, with no argument, for every change of the active speaker (Scrumdinger's
  /// `speakerChangedAction`), including the end of the meeting.
  public var speakerChangedAction: (() -> Void)? {
    get { plainSpeakerChangedAction }
    set { plainSpeakerChangedAction = newValue }
  }
}

extension ScrumTimer {
  /// Scrumdinger's initialiser: a meeting of `lengthInMinutes` shared by `attendees`, on the
  /// system clock.
  public convenience init<Attendee: MeetingAttendee>(
    lengthInMinutes: Int = 0, attendees: [Attendee]
  ) {
    self.init(lengthInMinutes: lengthInMinutes, attendees: attendees.map(\.name))
  }

  /// Scrumdinger's `reset(lengthInMinutes:attendees:)` for its attendees.
  public func reset<Attendee: MeetingAttendee>(lengthInMinutes: Int, attendees: [Attendee]) {
    reset(lengthInMinutes: lengthInMinutes, attendees: attendees.map(\.name))
  }

  /// Starts the meeting and keeps it running on its own (a ``FrameDriver`` at 60 Hz on the
  /// main queue), as Scrumdinger's timer does with its `Timer`.
  public func startScrum() {
    start()
    if ownDriver == nil {
      let driver = FrameDriver(rate: 60, clock: clock)
      driver.add(self)
      ownDriver = driver
    }
    ownDriver?.start()
  }

  /// Ends the meeting and stops the driver `startScrum()` started.
  public func stopScrum() {
    ownDriver?.stop()
    stop()
  }
}

extension ScrumTimer: FrameDriven {
  /// Called by a ``FrameDriver`` each frame.
  public func advance(to time: Double) { update() }
}
