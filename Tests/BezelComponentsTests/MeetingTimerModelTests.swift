import BezelLayers
import BezelMotion
import Foundation
import Observation
import Testing

@testable import BezelComponents

/// Stands in for Scrumdinger's `DailyScrum.Attendee`.
private struct Attendee: Identifiable, MeetingAttendee {
  let id = UUID()
  var name: String
}

@MainActor
@Suite struct MeetingTimerModelTests {
  let clock = ManualClock()

  @Test func speakersKeepTheirIdentity() {
    let timer = ScrumTimer(lengthInMinutes: 3, attendees: ["철수", "영희", "민수"], clock: clock)
    let before = timer.speakers.map(\.id)
    timer.start()
    clock.set(70)
    #expect(timer.speakers.map(\.id) == before)
    #expect(Set(before).count == 3)
    #expect(timer.speakers.map(\.isCompleted) == [true, false, false])
  }

  @Test func perSpeakerTimesCountWhatWasSpoken() {
    let timer = ScrumTimer(lengthInMinutes: 3, attendees: ["철수", "영희", "민수"], clock: clock)
    timer.start()
    clock.set(15)
    #expect(timer.speakerSecondsElapsed == 15)
    #expect(timer.speakerSecondsRemaining == 45)
    clock.set(80)  // 영희 20 s in
    timer.pause()
    clock.set(500)  // a long pause counts for nobody
    timer.resume()
    clock.set(505)
    timer.skipSpeaker()  // 영희 leaves after 25 s
    clock.set(515)
    let speakers = timer.speakers
    #expect(timer.secondsSpoken(by: speakers[0]) == 60)
    #expect(timer.secondsSpoken(by: speakers[1]) == 25)
    #expect(timer.secondsSpoken(by: speakers[2]) == 10)
    #expect(timer.secondsRemaining(for: speakers[2]) == 50)
    #expect(timer.secondsRemaining(for: speakers[0]) == 0)
    #expect(timer.secondsSpoken(by: Speaker(name: "stranger")) == 0)
  }

  @Test func aFinishedMeetingIsRecordedForTheHistory() {
    let timer = ScrumTimer(lengthInMinutes: 2, attendees: ["Bill", "Cathy"], clock: clock)
    timer.start()
    clock.set(30)
    timer.skipSpeaker()
    clock.set(1000)
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let record = timer.record(date: date)
    #expect(record.date == date)
    #expect(record.attendees == ["Bill", "Cathy"])
    #expect(record.lengthInMinutes == 2)
    #expect(record.secondsElapsed == 120)
    #expect(record.speakerTimes.map(\.seconds) == [30, 60])
    #expect(record.speakerTimes.map(\.speakerID) == timer.speakers.map(\.id))
  }

  @Test func observersHearOfEachNewSecondAndSpeakerOnce() {
    let timer = ScrumTimer(lengthInMinutes: 1, attendees: ["A", "B"], clock: clock)
    let changes = Counter()
    func observe() {
      withObservationTracking {
        _ = timer.secondsElapsed
      } onChange: {
        changes.add()
      }
    }
    observe()
    timer.start()  // a call that changes the meeting
    #expect(changes.value == 1)
    observe()
    clock.set(0.5)
    timer.update()  // the same second: nothing to tell
    #expect(changes.value == 1)
    clock.set(1.2)
    timer.update()
    #expect(changes.value == 2)
    observe()
    let speakerChanges = Counter()
    withObservationTracking {
      _ = timer.activeSpeaker
    } onChange: {
      speakerChanges.add()
    }
    clock.set(31)
    timer.update()
    #expect(changes.value == 3)
    #expect(speakerChanges.value == 1)
  }

  @Test func scrumdingersCodePortsAsItIs() {
    // Apple's `ScrumTimer(lengthInMinutes:attendees:)` with its attendees, and an action that
    // takes no argument.
    let attendees = [Attendee(name: "Cathy"), Attendee(name: "Daisy")]
    let timer = ScrumTimer(lengthInMinutes: 10, attendees: attendees)
    #expect(timer.speakers.map(\.name) == ["Cathy", "Daisy"])
    var plain = 0
    var detailed: [SpeakerChange.Reason] = []
    timer.speakerChangedAction = { plain += 1 }
    timer.speakerChangedAction = { change in detailed.append(change.reason) }
    timer.start()
    timer.skipSpeaker()
    #expect(plain == 1)
    #expect(detailed == [.skipped])
    timer.reset(lengthInMinutes: 5, attendees: [Attendee(name: "Eve")])
    #expect(timer.speakers.map(\.name) == ["Eve"])
  }
}

/// A count that Observation's `onChange` (a `@Sendable` closure) can raise.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}

@MainActor
@Suite struct MeetingAccessibilityTests {
  @Test func theMeetingSaysWhoIsSpeakingAndTheButtonItsName() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 360, height: 560), clock: clock)
    let timer = ScrumTimer(lengthInMinutes: 3, attendees: ["영희", "철수", "민수"], clock: clock)
    let card = MeetingView(timer: timer)
    card.layer.frame = CGRect(x: 0, y: 0, width: 360, height: 560)
    window.contentLayer.addSublayer(card.layer)
    func spoken() -> [String] {
      window.rootLayer.accessibilityElements(at: clock.now).map(\.spokenText)
    }
    timer.start()
    clock.set(61)
    #expect(spoken() == ["철수 is speaking, speaker 2 of 3", "Next speaker"])
    let button = window.rootLayer.accessibilityElements(at: clock.now)[1]
    #expect(button.traits == [.button])
    #expect(button.frame == card.nextSpeakerButton.frame)
    clock.set(121)
    #expect(spoken() == ["민수 is speaking, speaker 3 of 3"])  // the last: nothing to skip to
    clock.set(200)
    #expect(spoken() == ["Meeting finished"])
  }
}
