import BezelDrawing
import BezelLayers
import BezelRaster
import BezelTestSupport
import Foundation
import Testing

@testable import BezelComponents

/// Bad numbers never crash or hang a component; they draw less, or nothing: every picture has
/// the canvas size asked for, and no NaN or infinity reaches the renderer.
@MainActor
@Suite struct HostileInputTests {
  let bad: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e300, -1e300]

  /// Checks that `list` is `size` and wholly finite, and that it renders at that size.
  func expectSane(_ list: DisplayList, size: CGSize, _ what: String) throws {
    #expect(list.size == size, "\(what)")
    let nonFinite = NonFiniteNumbers.paths(in: list)
    #expect(nonFinite.isEmpty, "\(what): \(nonFinite)")
    guard size.width >= 1, size.height >= 1 else { return }
    let bitmap = try Canvas().render(list)
    #expect(bitmap.width == Int(size.width) && bitmap.height == Int(size.height), "\(what)")
  }

  @Test func ringSceneWithBadNumbers() throws {
    for value in bad {
      let scene = RingScene(
        options: .init(
          size: CGSize(width: 50, height: 50), duration: value, lineWidth: value, image: .none))
      for t in [-1.0, 0, 1, .nan, .infinity] {
        try expectSane(
          scene.displayList(at: t), size: CGSize(width: 50, height: 50), "ring \(value) at \(t)")
        #expect((0...1).contains(scene.ring.progress(at: t)), "ring \(value) at \(t)")
      }
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
        for t in [0.0, 30, 1e9, -5, .nan] {
          try expectSane(
            scene.displayList(at: t), size: CGSize(width: 120, height: 160),
            "\(variant) \(speakers.count) speakers, \(minutes) min, \(completed) done at \(t)")
        }
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
      for (index, list) in lists.enumerated() {
        try expectSane(list, size: size, "scene \(index) at \(size)")
      }
    }
  }

  @Test func focusFrameWithBadNumbers() throws {
    for value in bad {
      let scene = FocusScene(
        options: .init(
          size: CGSize(width: 60, height: 60), radius: value, thickness: value, length: value,
          padding: value, image: .none, tapAt: value))
      for t in [0.0, 0.5, 1, .nan] {
        try expectSane(
          scene.displayList(at: t), size: CGSize(width: 60, height: 60), "focus \(value) at \(t)")
      }
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
