import BezelTestSupport
import Testing

@testable import BezelComponents

@Suite struct RingProgressTests {
  @Test func fillsLinearlyOverTheDuration() {
    var ring = RingProgress()
    #expect(ring.progress(at: 3) == 0)
    #expect(ring.phase(at: 3) == .idle)
    ring.start(duration: 20, at: 10)
    for (t, p) in [(10.0, 0.0), (11, 0.05), (15, 0.25), (20, 0.5), (25, 0.75), (29, 0.95)] {
      #expect(abs(ring.progress(at: t) - p) < 1e-12, "t=\(t)")
    }
    #expect(ring.progress(at: 30) == 1)
    #expect(ring.progress(at: 3000) == 1)
    #expect(ring.phase(at: 30) == .completed)
    #expect(ring.remainingSeconds(at: 15) == 15)
  }

  @Test func pauseHoldsAndResumeContinues() {
    var ring = RingProgress()
    ring.start(duration: 10, at: 0)
    ring.pause(at: 4)
    #expect(ring.progress(at: 100) == 0.4)
    #expect(ring.phase(at: 100) == .paused)
    ring.pause(at: 101)  // double pause changes nothing
    ring.resume(at: 200)
    ring.resume(at: 201)  // nor does a double resume
    #expect(abs(ring.progress(at: 203) - 0.7) < 1e-12)
    #expect(ring.progress(at: 206) == 1)
    #expect(ring.completions(after: 0, through: 1000) == [206])
    // The past is still the past.
    #expect(ring.progress(at: 2) == 0.2)
    #expect(ring.progress(at: 150) == 0.4)
  }

  @Test func restartBeginsAgainAndOnlyFinishedRunsComplete() {
    var ring = RingProgress()
    ring.start(duration: 10, at: 0)
    ring.start(duration: 4, at: 5)  // replaces the first run before it finished
    #expect(ring.progress(at: 5) == 0)
    #expect(ring.progress(at: 7) == 0.5)
    #expect(ring.duration(at: 7) == 4)
    ring.start(duration: 2, at: 20)  // after the second run completed at 9
    #expect(ring.completions(after: 0, through: 100) == [9, 22])
  }

  @Test func resetEmptiesWithoutCompleting() {
    var ring = RingProgress()
    ring.start(duration: 10, at: 0)
    ring.reset(at: 6)
    #expect(ring.progress(at: 6) == 0)
    #expect(ring.phase(at: 50) == .idle)
    ring.resume(at: 7)
    #expect(ring.progress(at: 50) == 0)
    #expect(ring.completions(after: 0, through: 100).isEmpty)
  }

  @Test func completionIsReportedOnceWhicheverWayItIsPolled() {
    var ring = RingProgress()
    ring.start(duration: 3, at: 0)
    var cursor = RingProgress.Cursor(time: 0, checkpointCount: 0)
    var seen: [Double] = []
    for step in 1...100 {
      let (times, next) = ring.completions(from: cursor, through: Double(step) * 0.1)
      seen += times
      cursor = next
    }
    #expect(seen == [3])
  }

  @Test func zeroAndBadDurationsCompleteAtOnce() {
    var ring = RingProgress()
    ring.start(duration: 0, at: 1)
    #expect(ring.progress(at: 1) == 1)
    ring.start(duration: .nan, at: 2)
    #expect(ring.progress(at: 2) == 1)
    ring.start(duration: -5, at: 3)
    #expect(ring.completions(after: 0, through: 10) == [1, 2, 3])
  }

  /// 10,000 random pause / resume / restart sequences against an integer model.
  @Test func randomSequencesMatchAnIndependentModel() {
    var rng = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      var ring = RingProgress()
      let duration = Int(rng.next() % 50) + 1  // whole seconds
      ring.start(duration: Double(duration), at: 0)
      var position = 0  // ms
      var running = true
      var now = 0
      for _ in 0..<50 {
        let step = Int(rng.next() % 3000)
        if running { position = min(duration * 1000, position + step) }
        now += step
        let t = Double(now) / 1000
        let expected = Double(position) / Double(duration * 1000)
        #expect(abs(ring.progress(at: t) - expected) < 1e-9)
        switch rng.next() % 5 {
        case 0:
          ring.pause(at: t)
          running = false
        case 1:
          ring.resume(at: t)
          if position < duration * 1000 { running = true }
        case 2:
          ring.start(duration: Double(duration), at: t)
          position = 0
          running = true
        default: break
        }
      }
    }
  }
}
