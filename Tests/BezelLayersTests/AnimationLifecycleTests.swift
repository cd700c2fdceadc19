import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation
import Testing

@MainActor
struct AnimationLifecycleTests {
  final class Log {
    var calls: [String] = []
  }

  func fade(duration: Double = 1) -> BasicAnimation<Layer, Double> {
    var animation = BasicAnimation(keyPath: \Layer.opacity, from: 0, to: 1, duration: duration)
    animation.beginTime = 0
    return animation
  }

  @Test func completionFiresOnceWhenAdvancedPastTheEnd() {
    let layer = Layer()
    let log = Log()
    layer.add(fade(), forKey: "fade") { log.calls.append("fade \($0)") }
    layer.advance(to: 0.5)
    #expect(log.calls.isEmpty)
    // Evaluating after the end does not fire anything: only advance does.
    _ = layer.displayList(at: 2)
    #expect(log.calls.isEmpty)
    layer.advance(to: 1)
    #expect(log.calls == ["fade true"])
    #expect(layer.animationKeys.isEmpty)
    layer.advance(to: 5)
    #expect(log.calls == ["fade true"])
  }

  @Test func animationsKeptAfterCompletionFireOnceAndKeepFilling() {
    let layer = Layer()
    layer.opacity = 0.2
    let log = Log()
    var animation = fade()
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: "fade") { log.calls.append("fade \($0)") }
    layer.advance(to: 3)
    layer.advance(to: 4)
    #expect(log.calls == ["fade true"])
    #expect(layer.animationKeys == ["fade"])
    #expect(layer.presentation(at: 4).opacity == 1)
    // Removing it later does not report again.
    layer.removeAnimation(forKey: "fade")
    #expect(log.calls == ["fade true"])
    #expect(layer.presentation(at: 4).opacity == 0.2)
  }

  @Test func removingOrReplacingReportsUnfinished() {
    let layer = Layer()
    let log = Log()
    layer.add(fade(), forKey: "a") { log.calls.append("a \($0)") }
    layer.add(fade(), forKey: "b") { log.calls.append("b \($0)") }
    layer.removeAnimation(forKey: "a")
    layer.add(fade(), forKey: "b") { log.calls.append("b2 \($0)") }
    #expect(log.calls == ["a false", "b false"])
    #expect(layer.animationKeys == ["b"])
    layer.removeAllAnimations()
    #expect(log.calls == ["a false", "b false", "b2 false"])
    layer.advance(to: 10)
    #expect(log.calls.count == 3)
  }

  @Test func removedOnCompletionStopsAtTheEndEvenBeforeAdvance() {
    let layer = Layer()
    layer.opacity = 0.3
    var animation = fade()
    animation.fillMode = .forwards
    layer.add(animation, forKey: "fade")
    #expect(layer.presentation(at: 0.5).opacity == 0.5)
    #expect(layer.presentation(at: 1).opacity == 0.3)
    #expect(layer.animationKeys == ["fade"])
  }

  @Test func completionsCanAddAnimations() {
    let layer = Layer()
    let log = Log()
    layer.add(fade(), forKey: "first") { _ in
      var next = BasicAnimation(keyPath: \Layer.opacity, from: 1, to: 0, duration: 1)
      next.beginTime = 1
      layer.add(next, forKey: "second") { log.calls.append("second \($0)") }
    }
    layer.advance(to: 1)
    #expect(layer.animationKeys == ["second"])
    layer.advance(to: 2)
    #expect(log.calls == ["second true"])
  }

  @Test func completionsFireThroughTheTreeAndWindowTicks() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 10, height: 10), clock: clock)
    let child = Layer()
    child.speed = 2
    window.contentLayer.addSublayer(child)
    let log = Log()
    child.add(fade(duration: 2), forKey: "fade") { log.calls.append("done \($0)") }
    clock.set(0.9)
    window.tick()
    #expect(log.calls.isEmpty)
    // At double speed the 2-second fade ends at root time 1.
    clock.set(1)
    window.tick()
    #expect(log.calls == ["done true"])
  }

  @Test func laterAnimationsOverrideEarlierOnesOnTheSameProperty() {
    let layer = Layer()
    layer.add(fade(duration: 4), forKey: "a")
    var half = BasicAnimation(keyPath: \Layer.opacity, to: 0.5, duration: 4)
    half.beginTime = 0
    layer.add(half, forKey: "b")
    // "b" starts from what "a" made of the value (0.25 at t = 1) and runs a quarter of the way
    // to 0.5.
    #expect(layer.presentation(at: 1).opacity == 0.3125)
  }

  @Test func withoutAClockNowIsTheLastAdvancedTime() {
    let root = Layer()
    let child = Layer()
    child.beginTime = 1
    root.addSublayer(child)
    root.advance(to: 3)
    #expect(child.currentTime == 3)
    var animation = fade()
    animation.beginTime = nil
    child.add(animation, forKey: "fade")
    // Child local time at root time 3 is 3 − 1 = 2.
    #expect(child.animation(forKey: "fade")?.beginTime == 2)
  }

  @Test func firedHandlersAreReleased() {
    final class Token {}
    weak var weakToken: Token?
    let layer = Layer()
    do {
      let token = Token()
      weakToken = token
      var animation = fade()
      animation.isRemovedOnCompletion = false
      layer.add(animation, forKey: "fade") { _ in _ = token }
    }
    #expect(weakToken != nil)
    layer.advance(to: 2)
    #expect(weakToken == nil)
    #expect(layer.animationKeys == ["fade"])
  }
}
