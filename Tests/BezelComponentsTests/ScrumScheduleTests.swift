import BezelTestSupport
import Testing

@testable import BezelComponents

@Suite struct ScrumScheduleTests {
  @Test func secondsPerSpeakerIsIntegerDivision() {
    #expect(
      ScrumSchedule(lengthInMinutes: 5, speakerNames: ["A", "B", "C"]).secondsPerSpeaker == 100)
    #expect(
      ScrumSchedule(lengthInMinutes: 1, speakerNames: Array(repeating: "x", count: 7))
        .secondsPerSpeaker == 8)  // 60 / 7 = 8.57…
    #expect(ScrumSchedule(lengthInMinutes: 10, speakerNames: ["A"]).secondsPerSpeaker == 600)
  }

  @Test func emptyAttendeesBecomeSpeakerOne() {
    let meeting = ScrumSchedule(lengthInMinutes: 3, speakerNames: [])
    #expect(meeting.speakerNames == ["Speaker 1"])
    #expect(meeting.secondsPerSpeaker == 180)
    #expect(meeting.activeSpeakerText(at: 0) == "Speaker 1: Speaker 1")
  }

  @Test func beforeStartTheFirstSpeakerIsUpAndNothingElapsed() {
    let meeting = ScrumSchedule(lengthInMinutes: 2, speakerNames: ["철수", "영희"])
    #expect(meeting.phase(at: 100) == .notStarted)
    #expect(meeting.activeSpeakerIndex(at: 100) == 0)
    #expect(meeting.secondsElapsed(at: 100) == 0)
    #expect(meeting.secondsRemaining(at: 100) == 120)
  }

  @Test func speakersChangeAtExactSeconds() {
    var meeting = ScrumSchedule(lengthInMinutes: 5, speakerNames: ["A", "B", "C"])
    meeting.start(at: 1000)
    // 100 s each: B from meeting second 100, C from 200, over at 300.
    #expect(meeting.activeSpeakerIndex(at: 1099.999) == 0)
    #expect(meeting.activeSpeakerIndex(at: 1100) == 1)
    #expect(meeting.activeSpeakerIndex(at: 1199.5) == 1)
    #expect(meeting.activeSpeakerIndex(at: 1200) == 2)
    #expect(meeting.activeSpeakerIndex(at: 1299.9) == 2)
    #expect(meeting.activeSpeakerIndex(at: 1300) == nil)
    #expect(meeting.phase(at: 1300) == .finished)
    #expect(meeting.secondsElapsed(at: 1150.7) == 150)
    #expect(meeting.secondsRemaining(at: 1150.7) == 150)
    #expect(meeting.speakers(at: 1150).map(\.isCompleted) == [true, false, false])
    #expect(meeting.activeSpeakerText(at: 1150) == "Speaker 2: B")

    let changes = meeting.speakerChanges(after: 1000, through: 2000)
    #expect(
      changes == [
        SpeakerChange(time: 1100, from: 0, to: 1, reason: .timeUp),
        SpeakerChange(time: 1200, from: 1, to: 2, reason: .timeUp),
        SpeakerChange(time: 1300, from: 2, to: nil, reason: .timeUp),
      ])
  }

  /// Apple's quirk 1 decided: elapsed stops at the length; the last speaker gets the leftover.
  @Test func theMeetingEndsAtItsLengthAndElapsedStopsThere() {
    var meeting = ScrumSchedule(lengthInMinutes: 1, speakerNames: Array(repeating: "x", count: 7))
    meeting.start(at: 0)
    // 8 s each; the seventh speaker starts at 48 and runs to 60 (12 s).
    #expect(meeting.turn(of: 6) == 48..<60)
    #expect(meeting.activeSpeakerIndex(at: 59.9) == 6)
    #expect(meeting.activeSpeakerIndex(at: 60) == nil)
    #expect(meeting.secondsElapsed(at: 10_000) == 60)
    #expect(meeting.secondsRemaining(at: 10_000) == 0)
    #expect(meeting.speakers(at: 10_000).allSatisfy { $0.isCompleted })
    #expect(meeting.activeSpeakerText(at: 10_000) == "Speaker 7: x")
    let ends = meeting.speakerChanges(after: 0, through: 1e9).filter { $0.to == nil }
    #expect(ends.count == 1)
    #expect(ends.first?.time == 60)
  }

  /// Apple's quirk 2 decided: skipping is reported, with its reason.
  @Test func skipJumpsToTheNextTurnAndIsReported() {
    var meeting = ScrumSchedule(lengthInMinutes: 5, speakerNames: ["A", "B", "C"])
    meeting.start(at: 0)
    meeting.skipSpeaker(at: 30)
    #expect(meeting.activeSpeakerIndex(at: 30) == 1)
    #expect(meeting.secondsElapsed(at: 30) == 100)
    // B's full turn from 30: C at 130.
    #expect(meeting.activeSpeakerIndex(at: 129.99) == 1)
    #expect(meeting.activeSpeakerIndex(at: 130) == 2)
    meeting.skipSpeaker(at: 140)  // last speaker: the meeting ends
    #expect(meeting.phase(at: 140) == .finished)
    meeting.skipSpeaker(at: 150)  // nothing left to skip
    #expect(
      meeting.speakerChanges(after: 0, through: 1000) == [
        SpeakerChange(time: 30, from: 0, to: 1, reason: .skipped),
        SpeakerChange(time: 130, from: 1, to: 2, reason: .timeUp),
        SpeakerChange(time: 140, from: 2, to: nil, reason: .skipped),
      ])
  }

  @Test func pauseFreezesAndResumeContinues() {
    var meeting = ScrumSchedule(lengthInMinutes: 2, speakerNames: ["A", "B"])
    meeting.start(at: 0)
    meeting.pause(at: 50)
    #expect(meeting.phase(at: 500) == .paused)
    #expect(meeting.secondsElapsed(at: 500) == 50)
    meeting.skipSpeaker(at: 510)  // skipping while paused stays paused
    #expect(meeting.activeSpeakerIndex(at: 600) == 1)
    #expect(meeting.secondsElapsed(at: 600) == 60)
    meeting.resume(at: 1000)
    #expect(meeting.secondsElapsed(at: 1030) == 90)
    #expect(meeting.activeSpeakerIndex(at: 1060) == nil)
    // Earlier times still answer from the events in force then.
    #expect(meeting.secondsElapsed(at: 40) == 40)
    #expect(meeting.activeSpeakerIndex(at: 505) == 0)
  }

  @Test func stopFreezesForGoodAndStartRestarts() {
    var meeting = ScrumSchedule(lengthInMinutes: 2, speakerNames: ["A", "B"])
    meeting.start(at: 0)
    meeting.stop(at: 70)
    meeting.resume(at: 80)
    meeting.skipSpeaker(at: 85)
    #expect(meeting.phase(at: 100) == .stopped)
    #expect(meeting.secondsElapsed(at: 100) == 70)
    meeting.start(at: 200)
    #expect(meeting.activeSpeakerIndex(at: 200) == 0)
    #expect(meeting.secondsElapsed(at: 210) == 10)
    #expect(
      meeting.speakerChanges(after: 0, through: 200) == [
        SpeakerChange(time: 60, from: 0, to: 1, reason: .timeUp),
        SpeakerChange(time: 200, from: 1, to: 0, reason: .restarted),
      ])
  }

  @Test func zeroMinutesIsOverAsSoonAsItStarts() {
    var meeting = ScrumSchedule(lengthInMinutes: 0, speakerNames: ["A", "B"])
    #expect(meeting.phase(at: 0) == .notStarted)
    meeting.start(at: 5)
    #expect(meeting.phase(at: 5) == .finished)
    #expect(meeting.secondsRemaining(at: 5) == 0)
    #expect(meeting.activeSpeakerIndex(at: 5) == nil)
  }

  @Test func oneSpeakerHasTheWholeMeeting() {
    var meeting = ScrumSchedule(lengthInMinutes: 1, speakerNames: ["Solo"])
    meeting.start(at: 0)
    #expect(meeting.activeSpeakerIndex(at: 59.5) == 0)
    #expect(
      meeting.speakerChanges(after: 0, through: 100) == [
        SpeakerChange(time: 60, from: 0, to: nil, reason: .timeUp)
      ])
  }

  @Test func tenThousandSpeakers() {
    let names = (1...10_000).map { "Speaker \($0)" }
    var meeting = ScrumSchedule(lengthInMinutes: 1000, speakerNames: names)
    #expect(meeting.secondsPerSpeaker == 6)
    meeting.start(at: 0)
    #expect(meeting.activeSpeakerIndex(at: 6 * 9_998 + 5.9) == 9_998)
    #expect(meeting.activeSpeakerIndex(at: 6 * 9_999) == 9_999)
    let changes = meeting.speakerChanges(after: 0, through: 60_000)
    #expect(changes.count == 10_000)
    #expect(changes.enumerated().allSatisfy { $1.time == Double(6 * ($0 + 1)) })
    // Fewer seconds than speakers: every turn but the last is empty.
    var crowded = ScrumSchedule(lengthInMinutes: 1, speakerNames: names)
    #expect(crowded.secondsPerSpeaker == 0)
    crowded.start(at: 0)
    #expect(crowded.activeSpeakerIndex(at: 0) == 9_999)
    #expect(crowded.activeSpeakerIndex(at: 60) == nil)
  }

  /// 24 hours of random pauses, resumes and skips, checked against a model kept in whole
  /// milliseconds (integers, so it cannot drift).
  @Test func aDayOfRandomEventsStaysConsistent() {
    var meeting = ScrumSchedule(lengthInMinutes: 24 * 60, speakerNames: (1...37).map { "\($0)" })
    var rng = SeededGenerator(seed: 42)
    meeting.start(at: 0)
    var millis = 0  // meeting position in ms, kept independently
    var running = true
    var now = 0  // ms
    var changes: [SpeakerChange] = []
    var cursor = ScrumSchedule.Cursor(time: 0, checkpointCount: 1)
    let perSpeaker = 24 * 3600 / 37 * 1000
    let length = 24 * 3600 * 1000
    while now < 30 * 3600 * 1000 {
      let step = Int(rng.next() % 900_000) + 1
      if running { millis = min(length, millis + step) }
      now += step
      let t = Double(now) / 1000
      let elapsed = meeting.secondsElapsed(at: t)
      #expect(elapsed == millis / 1000)
      #expect(elapsed + meeting.secondsRemaining(at: t) == 24 * 3600)
      let expectedIndex = millis >= length ? nil : min(36, millis / perSpeaker)
      #expect(meeting.activeSpeakerIndex(at: t) == expectedIndex)
      let (new, next) = meeting.speakerChanges(from: cursor, through: t)
      changes += new
      cursor = next
      switch rng.next() % 4 {
      case 0:
        meeting.pause(at: t)
        running = false
      case 1:
        meeting.resume(at: t)
        running = true
      case 2:
        if let index = expectedIndex {
          meeting.skipSpeaker(at: t)
          millis = index == 36 ? length : (index + 1) * perSpeaker
        }
      default: break
      }
    }
    // Every speaker changed exactly once, and the end was reported once.
    #expect(changes.map(\.from) == (0...36).map { $0 })
    #expect(changes.last?.to == nil)
    #expect(millis == length)
  }
}
