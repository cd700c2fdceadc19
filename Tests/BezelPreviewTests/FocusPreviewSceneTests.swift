import Foundation
import Testing

@testable import BezelPreview

/// A click anywhere on the focus scene plays tap-to-focus there.
@MainActor
@Suite struct FocusPreviewSceneTests {
  @Test func aClickPlaysTheTapAnimationOnce() {
    let player = ScenePlayer(size: CGSize(width: 390, height: 520)) {
      FocusPreviewScene(clock: $0)
    }
    let scene = player.scene
    #expect(!scene.isAnimating(at: 0.5))
    let before = player.frame(at: 0.9)
    player.press(at: CGPoint(x: 100, y: 120), time: 1)
    #expect(scene.isAnimating(at: 1.05))
    #expect(player.frame(at: 1.05) != before)
    #expect(!scene.isAnimating(at: 30))
  }

  @Test func aResizeDuringTheAnimationKeepsIt() {
    let player = ScenePlayer(size: CGSize(width: 390, height: 520)) {
      FocusPreviewScene(clock: $0)
    }
    let scene = player.scene
    player.press(at: CGPoint(x: 100, y: 120), time: 1)
    player.layout(size: CGSize(width: 600, height: 400), time: 1.1)
    #expect(scene.isAnimating(at: 1.2))
    #expect(player.frame(at: 1.2).size == CGSize(width: 600, height: 400))
  }
}
