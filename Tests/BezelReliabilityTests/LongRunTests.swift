import Bezel
import BezelTestSupport
import Foundation
import Testing

/// Long runs: memory stays flat over many rendered frames, and a meeting timer stays
/// consistent over a simulated day.
@MainActor
@Suite struct LongRunTests {
  /// Frames of every seed scene and the project's Lottie spinner through one reused canvas,
  /// each at a new time (new text, new Lottie frame): after a 1,000-frame warm-up the resident
  /// set (under a sanitizer, the heap's live bytes: see ``ResidentMemory/retained()``) may
  /// grow by at most 8 MiB over the rest.
  ///
  /// 6,000 frames keep the debug test affordable; `bezel bench` renders 100,000 frames of the
  /// same kind of mix in release and reports the growth (its "memory" section).
  @Test func memoryStaysFlatOverThousandsOfFrames() throws {
    let size = CGSize(width: 96, height: 96)
    var timelines: [any Timeline] = [
      RingScene(options: .init(size: size, duration: 20)),
      MeetingScene(.card, options: .init(size: size, speakers: ["A", "B", "C"], minutes: 2)),
      FocusScene(options: .init(size: size, tapAt: 0.5)),
      LoadingScene(options: .init(size: size)),
    ]
    // A copy of its own (see ConcurrencyTests).
    let spinner = try LottieAnimation(contentsOf: #require(LoadingAnimation.standardURL))
    timelines.append(spinner)
    let canvas = Canvas()
    let total = 6_000
    var warm = 0
    var checksum = 0
    // Kept coverage fills its fixed budget (4 MiB, bounded by `KeptCoverageTests`) as new
    // outlines appear, well after the warm-up; under ThreadSanitizer its shadow memory alone
    // passes this bound. What is checked here is that a frame leaks nothing.
    try KeptCoverage.disabled {
      for frame in 0..<total {
        if frame == 1_000 { warm = ResidentMemory.retained() }
        let timeline = timelines[frame % timelines.count]
        let time = Double(frame / timelines.count) / 30
        let length = max(1, timeline.duration ?? 10)
        let bitmap = try canvas.render(
          timeline.displayList(at: time.truncatingRemainder(dividingBy: length)))
        checksum &+= Int(bitmap.pixel(x: 48, y: 48).a)
      }
    }
    let growth = ResidentMemory.retained() - warm
    #expect(warm > 0)
    #expect(growth < 8 << 20, "grew \(growth / 1024) KiB after frame 1,000")
    #expect(checksum > 0)
  }

  /// A day of meetings on a manual clock with seeded random pauses, resumes, skips and
  /// restarts. An independent model of the rules (turns of `60 × minutes / speakers` whole
  /// seconds, the last speaker taking the remainder; skipping jumps to the next turn) predicts
  /// every reading, and while running elapsed + remaining = length.
  @Test(arguments: [(15, 4), (1_440, 7), (1, 10_000)])
  func meetingTimerStaysConsistentForADay(minutes: Int, speakers: Int) {
    let clock = ManualClock(time: 1_000)
    let names = (1...speakers).map { "Person \($0)" }
    let timer = ScrumTimer(lengthInMinutes: minutes, attendees: names, clock: clock)
    var delivered: [SpeakerChange] = []
    timer.speakerChangedAction = { delivered.append($0) }
    let length = Double(minutes * 60)
    let turn = Double(minutes * 60 / speakers)
    func expectedSpeaker(at position: Double) -> Int {
      guard turn > 0 else { return speakers - 1 }
      return min(Int((position / turn).rounded(.down)), speakers - 1)
    }
    var random = SeededGenerator(seed: UInt64(minutes * 31 + speakers))
    var position = 0.0  // the model's meeting seconds
    var running = true
    var meetings = 1
    timer.start()
    let day = 1_000 + 24 * 3_600.0
    while clock.now < day {
      // Quarter seconds add exactly in binary, so the model's sums are exact.
      let step = Double(random.next() % 480 + 1) / 4
      clock.advance(by: step)
      if running { position = min(length, position + step) }
      timer.update()
      switch random.next() % 10 {
      case 0 where running && position < length:
        timer.pause()
        running = false
      case 1 where !running:
        timer.resume()
        running = true
      case 2 where position < length:
        let next = expectedSpeaker(at: position) + 1
        position = next >= speakers ? length : Double(next) * turn
        timer.skipSpeaker()
      default: break
      }
      if position >= length {
        #expect(timer.phase == .finished)
        #expect(timer.secondsElapsed == minutes * 60)
        #expect(timer.activeSpeakerIndex == nil)
        timer.start()
        position = 0
        running = true
        meetings += 1
      }
      #expect(timer.secondsElapsed == Int(position.rounded(.down)))
      #expect(timer.phase == (running ? .running : .paused))
      #expect(timer.secondsElapsed + timer.secondsRemaining == minutes * 60)
      #expect(timer.activeSpeakerIndex == expectedSpeaker(at: position))
      if timer.secondsElapsed != Int(position.rounded(.down)) { return }  // one report is enough
    }
    // Changes arrive in time order, and every meeting that ended reported its end once.
    #expect(zip(delivered, delivered.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(delivered.filter { $0.to == nil }.count == meetings - 1)
  }
}
