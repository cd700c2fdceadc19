import BezelMotion
import Testing

struct MediaTimingTests {
  /// Begins at 1, lasts 2: before at 0, halfway at 2, after at 4.
  @Test(
    arguments: [
      (FillMode.removed, nil, nil), (.forwards, nil, 2.0), (.backwards, 0.0, nil),
      (.both, 0.0, 2.0),
    ] as [(FillMode, Double?, Double?)])
  func fillModes(mode: FillMode, before: Double?, after: Double?) {
    let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: mode)
    #expect(timing.iterationTime(atParentTime: 0) == before)
    #expect(timing.iterationTime(atParentTime: 0.999) == before)
    #expect(timing.iterationTime(atParentTime: 1) == 0)
    #expect(timing.iterationTime(atParentTime: 2) == 1)
    #expect(timing.iterationTime(atParentTime: 2.5) == 1.5)
    // The active interval is half-open: its end belongs to "after".
    #expect(timing.iterationTime(atParentTime: 3) == after)
    #expect(timing.iterationTime(atParentTime: 4) == after)
    #expect(timing.phase(atParentTime: 0) == .before)
    #expect(timing.phase(atParentTime: 1) == .active)
    #expect(timing.phase(atParentTime: 3) == .after)
    #expect(timing.endTime == 3)
  }

  @Test func repeatWithAutoreverseBoundaries() {
    // Each repetition is forward (1 s) then back (1 s); two repetitions last 4 s.
    let timing = MediaTiming(
      beginTime: 0, duration: 1, repeatCount: 2, autoreverses: true, fillMode: .both)
    #expect(timing.activeDuration == 4)
    let expected: [(Double, Double)] = [
      (0, 0), (0.5, 0.5), (1, 1), (1.25, 0.75), (1.5, 0.5), (2, 0), (2.25, 0.25), (3, 1),
      (3.75, 0.25), (4, 0), (10, 0),
    ]
    for (time, iteration) in expected {
      #expect(timing.iterationTime(atParentTime: time) == iteration, "at \(time)")
    }
  }

  @Test func repeatWithoutAutoreverseRestartsEachIteration() {
    let timing = MediaTiming(beginTime: 0, duration: 2, repeatCount: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 5)
    #expect(timing.iterationTime(atParentTime: 1.5) == 1.5)
    #expect(timing.iterationTime(atParentTime: 2) == 0)
    #expect(timing.iterationTime(atParentTime: 3.75) == 1.75)
    #expect(timing.iterationTime(atParentTime: 4) == 0)
    // Half-way through the third iteration when it stops, and it holds there.
    #expect(timing.iterationTime(atParentTime: 5) == 1)
    #expect(timing.iterationTime(atParentTime: 50) == 1)
  }

  @Test func wholeRepeatsEndOnTheLastValueNotTheFirst() {
    // 3 × 0.1 is not exactly 0.3 in binary; the end must still show the iteration's end.
    let timing = MediaTiming(beginTime: 0, duration: 0.1, repeatCount: 3, fillMode: .forwards)
    #expect(timing.iterationTime(atParentTime: 1) == 0.1)
  }

  @Test func fractionalAutoreverseEndsMidway() {
    let timing = MediaTiming(
      beginTime: 0, duration: 1, repeatCount: 1.25, autoreverses: true, fillMode: .forwards)
    // 1.25 cycles of 2 s = 2.5 s; the last quarter cycle is the first half of the way out.
    #expect(timing.activeDuration == 2.5)
    #expect(timing.iterationTime(atParentTime: 3) == 0.5)
  }

  @Test func repeatDuration() {
    let timing = MediaTiming(beginTime: 0, duration: 1, repeatDuration: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 2.5)
    #expect(timing.iterationTime(atParentTime: 2.25) == 0.25)
    #expect(timing.iterationTime(atParentTime: 3) == 0.5)
  }

  @Test func infiniteRepeatNeverEnds() {
    let timing = MediaTiming(beginTime: 0, duration: 1, repeatCount: .infinity)
    #expect(timing.endTime == nil)
    #expect(timing.iterationTime(atParentTime: 1_000_000.25) == 0.25)
  }

  @Test func speedScalesTheActiveInterval() {
    let timing = MediaTiming(beginTime: 1, duration: 2, speed: 2)
    #expect(timing.iterationTime(atParentTime: 1.5) == 1)
    #expect(timing.endTime == 2)
    #expect(timing.iterationTime(atParentTime: 2) == nil)
    #expect(timing.localTime(atParentTime: 3) == 4)
  }

  @Test func timeOffsetWrapsRoundTheActiveInterval() {
    let timing = MediaTiming(beginTime: 0, duration: 1, timeOffset: 0.25)
    #expect(timing.iterationTime(atParentTime: 0) == 0.25)
    #expect(timing.iterationTime(atParentTime: 0.5) == 0.75)
    #expect(timing.iterationTime(atParentTime: 0.875) == 0.125)
    #expect(timing.endTime == 1)
  }

  @Test func zeroSpeedScrubsWithTheOffset() {
    let timing = MediaTiming(beginTime: 0, duration: 4, speed: 0, timeOffset: 1.5)
    #expect(timing.iterationTime(atParentTime: -3) == 1.5)
    #expect(timing.iterationTime(atParentTime: 100) == 1.5)
    #expect(timing.endTime == nil)
  }

  @Test func unusableDurationsFallBackToCoreAnimationsDefault() {
    for duration in [0, -1, Double.nan, .infinity] {
      #expect(MediaTiming(duration: duration).effectiveDuration == 0.25)
    }
  }
}
