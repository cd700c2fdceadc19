import BezelDrawing
import BezelMotion
import Foundation
import Testing

@testable import BezelLayers

/// A layer whose running animations are only empty groups (alarms) is drawn from itself,
/// not from a presentation copy, and draws what it draws with no animation at all.
@MainActor
struct EmptyGroupPresentationTests {
  private func layer() -> Layer {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    layer.backgroundColor = .red
    layer.opacity = 0.5
    return layer
  }

  private func group(_ animations: [any Animation]) -> AnimationGroup {
    var group = AnimationGroup(animations, duration: 10)
    group.timing.beginTime = 0
    return group
  }

  @Test func emptyGroupsMakeNoCopy() {
    let alarmed = layer()
    alarmed.add(group([]), forKey: "alarm")
    alarmed.add(group([group([]), group([group([])])]), forKey: "nested")
    #expect(alarmed.presented(localTime: 5) === alarmed)
    #expect(alarmed.displayList(at: 5) == layer().displayList(at: 5))
  }

  @Test func aGroupThatAnimatesStillMakesACopy() {
    let fading = layer()
    fading.add(group([]), forKey: "alarm")
    let fade = BasicAnimation(keyPath: \Layer.opacity, from: 0, to: 1, duration: 10)
    fading.add(group([group([]), fade]), forKey: "fade")
    let presented = fading.presented(localTime: 5)
    #expect(presented !== fading)
    #expect(abs(presented.opacity - 0.5) < 1e-12)
    #expect(fading.displayList(at: 5) == layer().displayList(at: 5))
    #expect(fading.displayList(at: 2) != layer().displayList(at: 2))
  }

  @Test func anEmptyGroupStillCompletes() {
    let alarmed = layer()
    var fired: [Bool] = []
    alarmed.add(group([]), forKey: "alarm") { fired.append($0) }
    alarmed.advance(to: 5)
    #expect(fired.isEmpty)
    alarmed.advance(to: 10)
    #expect(fired == [true])
  }
}
