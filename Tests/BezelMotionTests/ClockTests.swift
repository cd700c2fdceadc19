import BezelMotion
import Testing

struct ClockTests {
  @Test func manualClockMovesOnlyWhenTold() {
    let clock = ManualClock(time: 2)
    #expect(clock.now == 2)
    clock.advance(by: 0.5)
    #expect(clock.now == 2.5)
    clock.set(1)
    #expect(clock.now == 1)
  }

  @Test func systemClockNeverGoesBackwards() {
    let clock = SystemClock()
    var previous = clock.now
    #expect(previous >= 0)
    for _ in 0..<1000 {
      let now = clock.now
      #expect(now >= previous)
      previous = now
    }
  }
}
