import BezelDrawing
import BezelMotion
import Foundation
import Testing

@testable import BezelLayers

/// Fires frames when the test says so.
@MainActor
final class HandTickScheduler: TickScheduler {
  var interval: Double?
  private var action: (@MainActor () -> Void)?

  func schedule(every interval: Double, _ action: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.action = action
  }

  func cancel() {
    interval = nil
    action = nil
  }

  func fire() { action?() }
}

/// Counts the times it is advanced and remembers the last.
@MainActor
final class Probe: FrameDriven {
  var times: [Double] = []
  func advance(to time: Double) { times.append(time) }
}

@MainActor
@Suite struct FrameDriverTests {
  let clock = ManualClock()
  let scheduler = HandTickScheduler()

  @Test func framesHandTheClocksTimeNotACount() {
    let driver = FrameDriver(rate: 30, clock: clock, scheduler: scheduler)
    let probe = Probe()
    driver.add(probe)
    driver.add(probe)
    driver.start()
    #expect(scheduler.interval == 1.0 / 30)
    #expect(probe.times == [0])  // the first frame at once
    clock.set(0.034)
    scheduler.fire()
    clock.set(2.5)  // a stall: the next frame is late
    scheduler.fire()
    #expect(probe.times == [0, 0.034, 2.5])
    driver.stop()
    #expect(scheduler.interval == nil)
    scheduler.fire()
    #expect(probe.times.count == 3)
  }

  @Test func aDrivenWindowFiresCompletionsOnTime() {
    let window = Window(size: CGSize(width: 10, height: 10), clock: clock)
    let driver = FrameDriver(rate: 60, clock: clock, scheduler: scheduler)
    driver.add(window)
    var finished: [Double] = []
    var fade = BasicAnimation(keyPath: \Layer.opacity, from: 0, to: 1, duration: 1)
    fade.beginTime = 0
    window.contentLayer.add(fade, forKey: "fade") { _ in finished.append(clock.now) }
    driver.start()
    for frame in 1...59 {
      clock.set(Double(frame) / 60)
      scheduler.fire()
    }
    #expect(finished.isEmpty)
    clock.set(1.0)
    scheduler.fire()
    #expect(finished == [1.0])
  }

  @Test func targetsThatHaveGoneAreDropped() {
    let driver = FrameDriver(rate: 10, clock: clock, scheduler: scheduler)
    var probe: Probe? = Probe()
    driver.add(probe!)
    probe = nil
    driver.start()
    #expect(driver.frameCount == 1)
  }
}
