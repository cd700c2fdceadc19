import Foundation
import Testing

@testable import BezelPreview

/// The ring scene's click handling, driven with explicit times (no window, no sleeps).
@MainActor
@Suite struct RingPreviewSceneTests {
  private func makePlayer() -> ScenePlayer<RingPreviewScene> {
    ScenePlayer(size: CGSize(width: 400, height: 400)) { RingPreviewScene(clock: $0) }
  }

  @Test func waitsForAClickBeforeRunning() {
    let player = makePlayer()
    let scene = player.scene
    #expect(scene.ring.progress(at: 10) == 0)
    #expect(!scene.isAnimating(at: 10))
  }

  @Test func clicksStartPauseAndResumeTheTwentySecondRun() {
    let player = makePlayer()
    let scene = player.scene
    let centre = CGPoint(x: 200, y: 200)
    player.press(at: centre, time: 2)
    #expect(scene.isAnimating(at: 3))
    // 5 of 20 seconds.
    #expect(abs(scene.ring.progress(at: 7) - 0.25) < 1e-9)
    player.press(at: centre, time: 7)
    #expect(!scene.isAnimating(at: 8))
    #expect(abs(scene.ring.progress(at: 12) - 0.25) < 1e-9)
    player.press(at: centre, time: 12)
    // 5 s before the pause and 2 s after the resume.
    #expect(abs(scene.ring.progress(at: 14) - 0.35) < 1e-9)
  }

  @Test func aResizeKeepsTheRunWhereItWas() {
    let player = makePlayer()
    let scene = player.scene
    player.press(at: CGPoint(x: 200, y: 200), time: 2)
    player.layout(size: CGSize(width: 600, height: 300), time: 6)
    #expect(abs(scene.ring.progress(at: 6) - 0.2) < 1e-9)
    #expect(abs(scene.ring.progress(at: 12) - 0.5) < 1e-9)
    // The ring is now a 252-point square from x = 174: a click at x = 20 misses it.
    player.press(at: CGPoint(x: 20, y: 150), time: 12)
    #expect(scene.isAnimating(at: 13))
    // Its centre is still the middle of the window.
    player.press(at: CGPoint(x: 300, y: 150), time: 13)
    #expect(!scene.isAnimating(at: 14))
  }

  @Test func aClickOnAFinishedRingStartsItAgain() {
    let player = makePlayer()
    let scene = player.scene
    let centre = CGPoint(x: 200, y: 200)
    player.press(at: centre, time: 1)
    #expect(scene.ring.progress(at: 30) == 1)
    #expect(!scene.isAnimating(at: 30))
    player.press(at: centre, time: 30)
    #expect(abs(scene.ring.progress(at: 35) - 0.25) < 1e-9)
  }

  @Test func drawsTheWholeWindow() {
    let player = makePlayer()
    player.layout(size: CGSize(width: 500, height: 320), time: 1)
    #expect(player.frame(at: 1).size == CGSize(width: 500, height: 320))
  }
}
