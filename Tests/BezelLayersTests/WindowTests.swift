import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation
import Testing

@MainActor
struct WindowTests {
  func frame(of timeline: some Timeline, at time: Double) -> DisplayList {
    timeline.displayList(at: time)
  }

  @Test func aWindowIsATimelineOfItsClock() {
    let clock = ManualClock(time: 2)
    let window = Window(size: CGSize(width: 40, height: 30), clock: clock)
    window.backgroundColor = .white
    let dot = Layer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = .red
    var fade = BasicAnimation(keyPath: \Layer.opacity, from: 0, to: 1, duration: 4)
    fade.beginTime = 0
    dot.add(fade, forKey: "fade")
    window.contentLayer.addSublayer(dot)
    #expect(window.duration == nil)
    let list = frame(of: window, at: 2)
    #expect(list.size == CGSize(width: 40, height: 30))
    #expect(list == window.displayList())
    #expect(
      list.items == [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 30)), .white),
        .group(
          GroupItem(
            opacity: 0.5,
            children: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .red)])),
      ])
  }

  @Test func overlaysDrawAboveTheContent() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let overlay = Layer()
    overlay.backgroundColor = .black
    window.addOverlay(overlay)
    let content = Layer()
    content.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    content.backgroundColor = .green
    window.contentLayer.addSublayer(content)
    let full = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(window.displayList(at: 0).items == [.fill(full, .green), .fill(full, .black)])
  }

  @Test func replacingTheClockMovesNow() {
    let window = Window(size: CGSize(width: 10, height: 10))
    let layer = Layer()
    window.contentLayer.addSublayer(layer)
    window.clock = ManualClock(time: 42)
    #expect(layer.currentTime == 42)
  }
}
