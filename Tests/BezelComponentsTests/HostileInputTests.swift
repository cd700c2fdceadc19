import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

/// Bad numbers never crash or hang a component; they draw less, or nothing.
@MainActor
@Suite struct HostileInputTests {
  let bad: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e300, -1e300]

  @Test func ringSceneWithBadNumbers() throws {
    for value in bad {
      let scene = RingScene(
        options: .init(
          size: CGSize(width: 50, height: 50), duration: value, lineWidth: value, image: .none))
      for t in [-1.0, 0, 1, .nan, .infinity] {
        _ = scene.displayList(at: t)
      }
      _ = try Canvas().render(scene.displayList(at: 1))
    }
  }

  @Test func ringControlsInAnyOrderAtAnyTimes() {
    let ring = CountdownRing()
    ring.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    for t in [5.0, 1, .nan, 3, .infinity, 2] {
      ring.resume(at: t)
      ring.pause(at: t)
      ring.start(duration: t, at: t)
      ring.reset(at: t)
      ring.start(duration: 2, at: t)
      _ = ring.progress(at: t)
    }
    #expect((0...1).contains(ring.progress(at: 100)))
  }

  @Test func meetingSceneWithBadCounts() throws {
    for (speakers, minutes, completed) in [
      ([String](), 0, 0), (["A"], -5, 3), (["A", "B"], Int.max, -1), (["", " "], 1, 100),
    ] {
      for variant in [MeetingScene.Variant.card, .timer] {
        let scene = MeetingScene(
          variant,
          options: .init(
            size: CGSize(width: 120, height: 160), speakers: speakers, minutes: minutes,
            completed: completed))
        for t in [0.0, 1e9, -5, .nan] { _ = scene.displayList(at: t) }
        _ = try Canvas().render(scene.displayList(at: 30))
      }
    }
  }

  @Test func tinyAndEmptyCanvases() throws {
    for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 10, height: 3)] {
      let lists = [
        RingScene(options: .init(size: size)).displayList(at: 1),
        MeetingScene(.card, options: .init(size: size)).displayList(at: 1),
        MeetingScene(.timer, options: .init(size: size)).displayList(at: 1),
        LoadingScene(options: .init(size: size)).displayList(at: 2),
        FocusScene(options: .init(size: size)).displayList(at: 1),
      ]
      guard size != .zero else { continue }
      for list in lists { _ = try Canvas().render(list) }
    }
  }

  @Test func focusFrameWithBadNumbers() throws {
    for value in bad {
      let scene = FocusScene(
        options: .init(
          size: CGSize(width: 60, height: 60), radius: value, thickness: value, length: value,
          padding: value, image: .none, tapAt: value))
      for t in [0.0, 1, .nan] { _ = scene.displayList(at: t) }
      _ = try Canvas().render(scene.displayList(at: 0.5))
    }
  }

  @Test func loadingSceneWithBadTimes() {
    for (show, hide) in [(Double.nan, 1.0), (5, 1), (.infinity, .infinity), (-3, -1)] {
      let scene = LoadingScene(
        options: .init(size: CGSize(width: 100, height: 100), showAt: show, hideAt: hide))
      for t in [0.0, 2, 10, .nan] { _ = scene.displayList(at: t) }
      #expect(scene.buttonTitle(at: 1e9) == "로딩 종료!")
    }
  }
}
