import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct HUDBehaviourTests {
  let clock = ManualClock()
  let window: Window
  let hud = LoadingOverlay()

  init() {
    window = Window(size: CGSize(width: 300, height: 300), clock: clock)
    hud.window = window
  }

  private func spoken() -> [String] {
    window.rootLayer.accessibilityElements(at: clock.now).map(\.spokenText)
  }

  @Test func countedShowsNeedAsManyHides() {
    hud.countsShows = true
    var done: [String] = []
    hud.show()
    clock.set(1)
    hud.show()  // a second task
    hud.hide { done.append("first") }
    window.tick()
    #expect(hud.isVisible)
    #expect(done.isEmpty)
    clock.set(2)
    hud.hide { done.append("second") }
    window.tick()
    #expect(!hud.isVisible)
    #expect(done == ["first", "second"])
    clock.set(3)
    window.tick()
    #expect(done == ["first", "second"])  // once each
  }

  @Test func withoutCountingOneHideIsEnough() {
    hud.show()
    hud.show()
    clock.set(1)
    hud.hide()
    #expect(!hud.isVisible)
  }

  @Test func hideAfterADelayFiresOnTimeFromTheTick() {
    var done = 0
    hud.show()
    clock.set(0.5)
    hud.hide(after: 2) { done += 1 }
    clock.set(2.4)
    window.tick()
    #expect(hud.isVisible)
    // The next frame comes late: the overlay went at 2.5 exactly, not at the tick.
    clock.set(4)
    window.tick()
    #expect(!hud.isVisible)
    #expect(done == 1)
    #expect(hud.schedule.completions(through: 10).map(\.time) == [2.5])
  }

  @Test func aStateDrawsItsIconInAndSpeaks() {
    hud.fadeInDuration = 0
    hud.show(state: .success, status: "Saved")
    #expect(hud.isVisible)
    #expect(hud.state == .success)
    #expect(spoken() == ["Success, Saved"])
    func markLength(at time: Double) -> Double {
      let strokes = window.displayList(at: time).items.flatMap(strokePaths)
      // The circle is the first stroke; the check mark the second, trimmed while it draws.
      return strokes.count > 1 ? strokes[1].length : 0
    }
    #expect(markLength(at: 0) == 0)
    let half = markLength(at: HUDDrawing.iconDrawDuration / 2)
    let full = markLength(at: HUDDrawing.iconDrawDuration)
    #expect(half > 0 && half < full)
    #expect(markLength(at: 5) == full)
    hud.show(state: .error, status: "Failed")
    #expect(spoken() == ["Error, Failed"])
    hud.show(state: .info, status: "Heads up")
    #expect(spoken() == ["Information, Heads up"])
  }

  @Test func theModesSpeakTheirProgress() {
    hud.show()
    #expect(spoken() == ["Loading"])
    hud.mode = .pie
    hud.status = "Uploading"
    hud.setProgress(0.25, animated: false)
    #expect(spoken() == ["Uploading, 25 percent"])
    hud.hide()
    #expect(spoken().isEmpty)
  }

  @Test func aProgressThatIsNotANumberCountsAsNothingDone() {
    hud.show()
    hud.mode = .pie
    hud.setProgress(0.5, animated: false)
    hud.setProgress(.nan, animated: false)
    #expect(hud.progress == 0)
    hud.setProgress(.infinity, animated: false)
    #expect(hud.progress == 1)
    hud.hide()
  }

  @Test func aTapOnTheShownHUDCallsItsAction() {
    var taps = 0
    hud.tapAction = { taps += 1 }
    hud.show()
    window.sendTap(at: CGPoint(x: 10, y: 10))
    #expect(taps == 1)
    hud.hide()
    window.sendTap(at: CGPoint(x: 10, y: 10))
    #expect(taps == 1)
  }

  @Test func dimStyles() {
    hud.fadeInDuration = 0
    hud.content = nil
    hud.show()
    #expect(window.displayList().items.flatMap(fillPaints) == [.color(Color.black.withAlpha(0.3))])
    hud.dimStyle = .clear
    #expect(window.displayList().items.flatMap(fillPaints).isEmpty)
    hud.dimStyle = .gradient(center: .clear, edge: .black)
    let paints = window.displayList().items.flatMap(fillPaints)
    guard case .radialGradient(_, let center, _, _) = paints.first else {
      Issue.record("expected a radial gradient, got \(paints)")
      return
    }
    #expect(center == CGPoint(x: 150, y: 150))
    hud.dimColor = .red
    #expect(hud.dimStyle == .color(.red))
  }

  @Test func anOverlayWhoseLayerIsInATreeShowsWithoutAWindow() {
    // Only an overlay with nowhere to show stops the program (a precondition).
    let overlay = LoadingOverlay()
    overlay.fadeInDuration = 0
    window.addOverlay(overlay.layer)
    overlay.show(at: 0)
    #expect(overlay.schedule.isVisible(at: 0))
  }
}

/// The paints of every fill in an item tree.
func fillPaints(_ item: DisplayItem) -> [Paint] {
  switch item {
  case .fill(_, let paint, _): return [paint]
  case .group(let group): return group.children.flatMap(fillPaints)
  default: return []
  }
}

@MainActor
@Suite struct HUDPixelTests {
  /// A 300×300 window (safe area off-centre, to show the HUD ignores it) with a black HUD on
  /// white: no dim, no bezel, no fade.
  private func hud(_ mode: HUDMode, value: Double) -> (Window, LoadingOverlay) {
    let window = Window(
      size: CGSize(width: 300, height: 300), safeAreaInsets: EdgeInsets(top: 80),
      clock: ManualClock())
    window.backgroundColor = .white
    let hud = LoadingOverlay()
    hud.dimStyle = .clear
    hud.bezelColor = nil
    hud.foregroundColor = .black
    hud.fadeInDuration = 0
    hud.mode = mode
    hud.setProgress(value, animated: false)
    hud.show(in: window)
    return (window, hud)
  }

  @Test func aPieAtAQuarterCoversExactlyTheTopRightQuadrant() throws {
    let (window, _) = hud(.pie, value: 0.25)
    let bitmap = try Canvas().render(window.displayList())
    // The pie's centre is the window's (150, 150); its inner radius 35.
    for (x, y) in [(160, 140), (170, 130), (151, 120), (180, 149), (152, 148)] {
      #expect(pixel(bitmap, x, y, is: .black), "(\(x), \(y)) should be filled")
    }
    for (x, y) in [(140, 140), (160, 160), (140, 160), (148, 120), (180, 152), (165, 165)] {
      #expect(pixel(bitmap, x, y, is: .white), "(\(x), \(y)) should be empty")
    }
  }

  @Test func theAnnularRingAndTheBarAreCentredOnTheWindow() throws {
    let (ringWindow, _) = hud(.annular, value: 0.5)
    let ring = try Canvas().render(ringWindow.displayList())
    // Radius (80 − 6) / 2 = 37 around (150, 150): the right half filled, the left half track.
    #expect(pixel(ring, 187, 150, is: .black))
    #expect(pixel(ring, 150, 113, is: .black, tolerance: 60))
    #expect(!pixel(ring, 113, 150, is: .black, tolerance: 60))
    let (barWindow, _) = hud(.bar, value: 0.5)
    let bar = try Canvas().render(barWindow.displayList())
    // 200 × 14 around (150, 150); its fill runs from x = 54 to the middle.
    #expect(pixel(bar, 100, 150, is: .black))
    #expect(pixel(bar, 146, 150, is: .black))
    #expect(pixel(bar, 160, 150, is: .white))
  }

  @Test func hudSnapshots() throws {
    let window = Window(size: CGSize(width: 300, height: 400), clock: ManualClock())
    window.backgroundColor = Color(red: 0.85, green: 0.9, blue: 1)
    let hud = LoadingOverlay()
    hud.fadeInDuration = 0
    hud.mode = .pie
    hud.status = "Uploading"
    hud.detail = "사진 3장 중 2장 — about a minute left"
    hud.setProgress(0.4, animated: false)
    hud.show(in: window)
    try expectSnapshot(window.displayList(at: 0), named: "hud-pie")
    hud.show(state: .success, status: "Saved", at: 1)
    hud.detail = nil
    try expectSnapshot(window.displayList(at: 2), named: "hud-success")
  }
}
