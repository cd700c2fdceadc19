import BezelDrawing
import BezelLayers
import BezelLottie
import BezelMotion
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct LoadingAnimationTests {
  @Test func theProjectsSpinnerLoadsFromTheBundle() throws {
    // A copy of its own (see ConcurrencyTests); `standard` is loaded from the same file.
    #expect(LoadingAnimation.standard != nil)
    let animation = try LottieAnimation(contentsOf: #require(LoadingAnimation.standardURL))
    #expect(animation.size == CGSize(width: 200, height: 200))
    #expect(animation.seconds == 1.5)
    #expect(animation.unsupportedFeatures.isEmpty)
    // Something is drawn at every moment of the loop.
    for t in stride(from: 0.0, to: 1.5, by: 0.25) {
      #expect(!animation.displayList(at: t).items.isEmpty)
    }
  }

  @Test func theOverlayPlaysItByDefaultAndLoops() throws {
    let overlay = LoadingOverlay()
    let content = try #require(overlay.content)
    let window = Window(size: CGSize(width: 390, height: 844), clock: ManualClock())
    overlay.show(in: window)
    // A loop later the content draws the same picture.
    let first = window.displayList(at: 2.0)
    let looped = window.displayList(at: 3.5)
    #expect(first == looped)
    #expect(content.duration == 1.5)
  }
}

@MainActor
@Suite struct OverlayRaceTests {
  @Test func showDuringTheFadeOutKeepsItAndTheCompletionWaits() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 200, height: 200), clock: clock)
    let overlay = LoadingOverlay()
    overlay.fadeOutDuration = 1
    overlay.show(in: window)
    clock.set(2)
    var finished = 0
    overlay.hide { finished += 1 }
    clock.set(2.5)
    overlay.show()
    clock.set(10)
    window.tick()
    #expect(overlay.isVisible)
    #expect(finished == 0)
    #expect(window.overlays.count == 1)
    overlay.hide()
    clock.set(11)
    window.tick()
    #expect(finished == 1)
    #expect(!overlay.isVisible)
    #expect(window.overlays.isEmpty)
  }

  @Test func graceTimeShowHideNeverAppearsAndNeverBlocksInput() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 200, height: 200), clock: clock)
    let overlay = LoadingOverlay()
    overlay.graceTime = 0.5
    var taps = 0
    let content = Layer()
    content.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    content.onTap = { _ in taps += 1 }
    window.contentLayer.addSublayer(content)
    overlay.show(in: window)
    clock.set(0.2)
    window.sendTap(at: CGPoint(x: 100, y: 100))
    var finished = 0
    overlay.hide { finished += 1 }
    clock.set(1)
    window.tick()
    window.sendTap(at: CGPoint(x: 100, y: 100))
    #expect(taps == 2)
    #expect(finished == 1)
    #expect(
      window.displayList(at: 0.7).items.allSatisfy { item in
        if case .fill(_, let paint, _) = item { return paint != .color(.black.withAlpha(0.3)) }
        return true
      })
  }
}

@MainActor
@Suite struct RingLabelTests {
  @Test func remainingSecondsAreShownRoundedUp() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
    let ring = CountdownRing()
    ring.showsRemainingTime = true
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.contentLayer.addSublayer(ring.layer)
    #expect(window.displayList(at: 0).items.flatMap(texts).isEmpty)  // nothing before start
    ring.start(duration: 10)
    #expect(window.displayList(at: 0).items.flatMap(texts) == ["10"])
    #expect(window.displayList(at: 0.1).items.flatMap(texts) == ["10"])
    #expect(window.displayList(at: 9.5).items.flatMap(texts) == ["1"])
    #expect(window.displayList(at: 10).items.flatMap(texts) == ["0"])
  }

  @Test func counterclockwiseRingFillsTheLeftHalfFirst() {
    let ring = CountdownRing()
    ring.direction = .counterclockwise
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.start(duration: 4, at: 0)
    let paths = ring.layer.displayList(at: 1).items.flatMap(strokePaths)
    // The progress part (a quarter) ends at 9 o'clock: (5, 50).
    let end = paths.last?.currentPoint
    #expect(abs((end?.x ?? 0) - 5) < 1e-6 && abs((end?.y ?? 0) - 50) < 1e-6)
  }
}

@MainActor
@Suite struct OverlayLayoutTests {
  /// The content is centred in the safe area, not the window (the seed's SnapKit constraint).
  @Test func contentIsCentredInTheSafeArea() throws {
    let scene = LoadingScene(
      options: .init(
        size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34)))
    let overlay = try #require(scene.overlay.layer as? OverlayLayer)
    // Safe area: y from 47 to 810, centre 428.5; the 300×300 content spans 278.5…578.5.
    #expect(overlay.contentFrame == CGRect(x: 45, y: 278.5, width: 300, height: 300))
  }
}

@MainActor
@Suite struct ExtrasTests {
  @Test func remainingTimeFormats() {
    #expect(RemainingTimeFormat.seconds.string(for: 75) == "75")
    #expect(RemainingTimeFormat.minutesSeconds.string(for: 75) == "1:15")
    #expect(RemainingTimeFormat.minutesSeconds.string(for: 5) == "0:05")
    #expect(RemainingTimeFormat.minutesSeconds.string(for: 3600) == "60:00")
  }

  @Test func theRingLabelUsesItsFormat() {
    let ring = CountdownRing()
    ring.showsRemainingTime = true
    ring.labelFormat = .minutesSeconds
    ring.layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.start(duration: 90, at: 0)
    #expect(ring.layer.displayList(at: 10).items.flatMap(texts) == ["1:20"])
  }

  @Test func theOverlayMessageShowsUnderTheContent() {
    let window = Window(size: CGSize(width: 390, height: 600))
    let overlay = LoadingOverlay()
    overlay.message = "업로드 중…"
    overlay.show(in: window)
    #expect(window.displayList(at: 0).items.flatMap(texts).isEmpty)  // faded out at first
    #expect(window.displayList(at: 1).items.flatMap(texts) == ["업로드 중…"])
  }
}

@MainActor
@Suite struct OverlayOptionsTests {
  @Test func optionsChangedWhileShowingApplyFromTheNextShow() {
    let clock = ManualClock()
    let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
    let overlay = LoadingOverlay()
    overlay.show(in: window)
    overlay.graceTime = 1  // too late for this show
    #expect(overlay.isVisible)
    clock.set(2)
    overlay.hide()
    clock.set(3)
    overlay.show()
    #expect(!overlay.isVisible)  // waiting out the new grace time
    clock.set(4)
    #expect(overlay.isVisible)
  }
}
