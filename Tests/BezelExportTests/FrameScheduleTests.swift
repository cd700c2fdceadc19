import Testing

@testable import BezelExport

@Suite struct FrameScheduleTests {
  @Test func thirtyFramesPerSecondForTwoSecondsIsSixtyFrames() throws {
    let schedule = try FrameSchedule(duration: 2, fps: 30)
    #expect(schedule.frameCount == 60)
    #expect(schedule.time(ofFrame: 0) == 0)
    #expect(abs(schedule.time(ofFrame: 59) - 59.0 / 30) < 1e-12)
  }

  @Test func frameTimesStartAtTheStart() throws {
    let schedule = try FrameSchedule(start: 1.5, duration: 1, fps: 4)
    #expect(schedule.frameCount == 4)
    #expect(schedule.time(ofFrame: 0) == 1.5)
    #expect(schedule.time(ofFrame: 3) == 2.25)
  }

  @Test func centisecondDelaysAddUpExactly() throws {
    let schedule = try FrameSchedule(duration: 2, fps: 30)
    let delays = schedule.frameDurations(ticksPerSecond: 100)
    #expect(delays.count == 60)
    #expect(delays.reduce(0, +) == 200)
    // 10/3 cs per frame: every delay is 3 or 4, and in every three frames they sum to 10.
    #expect(delays.allSatisfy { $0 == 3 || $0 == 4 })
    for group in stride(from: 0, to: 60, by: 3) {
      #expect(delays[group] + delays[group + 1] + delays[group + 2] == 10)
    }
  }

  @Test func millisecondDelaysAddUpExactly() throws {
    let schedule = try FrameSchedule(duration: 1, fps: 24)
    let delays = schedule.frameDurations(ticksPerSecond: 1000)
    #expect(delays.count == 24)
    #expect(delays.reduce(0, +) == 1000)
    #expect(delays.allSatisfy { $0 == 41 || $0 == 42 })
  }

  @Test func aPartialLastFrameIsShortened() throws {
    // 1.01 s at 10 fps: ten full frames of 100 ms and one of 10 ms.
    let schedule = try FrameSchedule(duration: 1.01, fps: 10)
    #expect(schedule.frameCount == 11)
    let delays = schedule.frameDurations(ticksPerSecond: 1000)
    #expect(delays == Array(repeating: 100, count: 10) + [10])
  }

  @Test func floatingPointNoiseDoesNotAddAFrame() throws {
    // 0.1 × 30 is 3.0000000000000004 in binary floating point.
    #expect(try FrameSchedule(duration: 0.1, fps: 30).frameCount == 3)
    // After Effects writes frame numbers in single precision: 256 frames at 29.97 fps come
    // out as "op": 256.000010427094, "fr": 29.9700012207031 — still 256 frames.
    let fps = 29.9700012207031
    #expect(try FrameSchedule(duration: 256.000010427094 / fps, fps: fps).frameCount == 256)
  }

  @Test(arguments: [
    (0.0, 30.0), (-1, 30), (.nan, 30), (.infinity, 30), (2, 0), (2, -5), (2, .nan),
    (2, .infinity), (1e9, 1000),
  ])
  func invalidSchedulesAreRefused(duration: Double, fps: Double) {
    #expect(throws: ExportError.self) { try FrameSchedule(duration: duration, fps: fps) }
  }

  @Test func stillSchedulesHaveOneFrame() throws {
    let still = try FrameSchedule.still(at: 2.5)
    #expect(still.frameCount == 1)
    #expect(still.time(ofFrame: 0) == 2.5)
    #expect(throws: ExportError.self) { try FrameSchedule.still(at: -1) }
  }

  @Test func apngDelaysUseTheFrameRateWhenWhole() throws {
    let delays = try APNGEncoder.delays(for: FrameSchedule(duration: 2, fps: 30))
    #expect(delays.count == 60)
    #expect(delays.allSatisfy { $0.numerator == 1 && $0.denominator == 30 })
  }

  @Test func apngDelaysForFractionalRatesAddUpExactly() throws {
    let delays = try APNGEncoder.delays(for: FrameSchedule(duration: 1, fps: 29.97))
    #expect(delays.count == 30)
    let total = delays.reduce(0.0) { $0 + Double($1.numerator) / Double($1.denominator) }
    #expect(abs(total - 1) < 1e-9)
  }
}
