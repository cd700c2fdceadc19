import BezelDrawing
import BezelLayers
import BezelMotion
import BezelTestSupport
import Foundation
import Testing

@MainActor
struct LayerTimingTests {
  func linearStrokeEnd(duration: Double, begin: Double = 0) -> BasicAnimation<ShapeLayer, Double> {
    var animation = BasicAnimation(
      keyPath: \ShapeLayer.strokeEnd, from: 0, to: 1, duration: duration)
    animation.beginTime = begin
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    return animation
  }

  func strokeEnd(_ layer: ShapeLayer, at time: Double) -> Double {
    (layer.presentation(at: time) as? ShapeLayer)?.strokeEnd ?? .nan
  }

  @Test func parentBeginTimeAndSpeedApplyToSublayers() {
    let parent = Layer()
    parent.beginTime = 2
    parent.speed = 2
    let child = ShapeLayer()
    parent.addSublayer(child)
    child.add(linearStrokeEnd(duration: 4), forKey: "p")
    // Parent local time at root time 3 is (3 − 2) × 2 = 2: half-way.
    #expect(strokeEnd(child, at: 3) == 0.5)
    #expect(child.convertTime(3, from: nil) == 2)
    #expect(child.convertTime(2, to: nil) == 3)
    // Before the parent's begin time, local time is negative: the backwards fill shows 0.
    #expect(strokeEnd(child, at: 1) == 0)
    #expect(strokeEnd(child, at: 4) == 1)
  }

  @Test func childTimingNestsInsideTheParents() {
    let parent = Layer()
    parent.speed = 0.5
    let child = ShapeLayer()
    child.timeOffset = 1
    parent.addSublayer(child)
    child.add(linearStrokeEnd(duration: 4), forKey: "p")
    // Root 2 → parent 1 → child 1 + 1 = 2.
    #expect(strokeEnd(child, at: 2) == 0.5)
  }

  @Test func pauseAndResumeTheDocumentedWay() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let clock = ManualClock()
    window.clock = clock
    let ring = ShapeLayer()
    window.contentLayer.addSublayer(ring)
    ring.add(linearStrokeEnd(duration: 10), forKey: "p")
    clock.set(3)
    ring.pause()
    #expect(ring.speed == 0)
    #expect(ring.timeOffset == 3)
    #expect(ring.isPaused)
    clock.set(7)
    #expect(strokeEnd(ring, at: clock.now) == 0.3)
    ring.resume()
    #expect(ring.speed == 1)
    #expect(ring.timeOffset == 0)
    #expect(ring.beginTime == 4)
    #expect(strokeEnd(ring, at: 7) == 0.3)
    #expect(strokeEnd(ring, at: 8) == 0.4)
  }

  @Test func animationsWithoutABeginTimeStartNow() {
    let clock = ManualClock(time: 5)
    let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
    let ring = ShapeLayer()
    window.contentLayer.addSublayer(ring)
    var animation = linearStrokeEnd(duration: 2)
    animation.beginTime = nil
    ring.add(animation, forKey: "p")
    #expect(ring.animation(forKey: "p")?.beginTime == 5)
    #expect(strokeEnd(ring, at: 6) == 0.5)
  }

  /// 10,000 random sequences of pauses, resumes, clock jumps (both ways) and scrubs of a
  /// paused layer: the animation always shows exactly the time the bookkeeping says it has
  /// run. Times are multiples of 1/256 so every sum is exact in binary and equality is fair.
  @Test func randomPauseResumeSeekSequencesNeverDrift() {
    var rng = SeededGenerator(seed: 2026)
    let duration = 8.0
    func dyadic(_ range: ClosedRange<Int>, _ rng: inout SeededGenerator) -> Double {
      Double(Int.random(in: range, using: &rng)) / 256
    }
    for sequence in 0..<10_000 {
      let clock = ManualClock(time: dyadic(0...2560, &rng))
      let root = Layer()
      root.clock = clock
      let ring = ShapeLayer()
      root.addSublayer(ring)
      let start = clock.now
      ring.add(linearStrokeEnd(duration: duration, begin: start), forKey: "p")
      var expectedLocal = 0.0
      var running = true
      for _ in 0..<Int.random(in: 1...12, using: &rng) {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          ring.pause()
          running = false
        case 1:
          ring.resume()
          running = true
        case 2:
          let step = dyadic(0...1024, &rng)
          clock.advance(by: step)
          if running { expectedLocal += step }
        case 3:
          let step = dyadic(0...1024, &rng)
          clock.advance(by: -step)
          if running { expectedLocal -= step }
        default:
          // Scrub: pause, move the offset, stay paused (a seek bar).
          ring.pause()
          running = false
          // The layer's local time is `start` + the animation's elapsed time.
          let target = dyadic(-256...2560, &rng)
          ring.timeOffset = start + target
          expectedLocal = target
        }
        let expected = min(1, max(0, expectedLocal / duration))
        let shown = strokeEnd(ring, at: clock.now)
        guard shown == expected else {
          Issue.record("sequence \(sequence): shows \(shown), clock says \(expected)")
          return
        }
      }
    }
  }

  @Test func randomSequencesWithArbitraryTimesStayWithinRounding() {
    var rng = SeededGenerator(seed: 7)
    for sequence in 0..<1000 {
      let clock = ManualClock(time: Double.random(in: 0...1000, using: &rng))
      let root = Layer()
      root.clock = clock
      let ring = ShapeLayer()
      root.addSublayer(ring)
      ring.add(linearStrokeEnd(duration: 8, begin: clock.now), forKey: "p")
      var expectedLocal = 0.0
      var running = true
      for _ in 0..<20 {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          ring.pause()
          running = false
        case 1:
          ring.resume()
          running = true
        default:
          let step = Double.random(in: -1...3, using: &rng)
          clock.advance(by: step)
          if running { expectedLocal += step }
        }
        let expected = min(1, max(0, expectedLocal / 8))
        let shown = strokeEnd(ring, at: clock.now)
        guard abs(shown - expected) < 1e-9 else {
          Issue.record("sequence \(sequence): shows \(shown), clock says \(expected)")
          return
        }
      }
    }
  }
}
