import Foundation
import Testing

@testable import BezelPreview

/// The loading scene follows seed 002: the button shows the overlay for 5 s, the overlay
/// swallows clicks, and the hide's completion renames the button.
@MainActor
@Suite struct LoadingPreviewSceneTests {
  private func makePlayer() -> ScenePlayer<LoadingPreviewScene> {
    ScenePlayer(size: CGSize(width: 390, height: 844)) { LoadingPreviewScene(clock: $0) }
  }

  @Test func theButtonIsCentred() {
    let scene = makePlayer().scene
    // 200 × 52 in the middle of 390 × 844.
    #expect(scene.buttonFrame == CGRect(x: 95, y: 396, width: 200, height: 52))
  }

  @Test func theOverlayShowsForFiveSecondsThenTheTitleChanges() {
    let player = makePlayer()
    let scene = player.scene
    let button = CGPoint(x: 195, y: 422)
    #expect(!scene.isAnimating(at: 0.5))
    player.press(at: button, time: 1)
    #expect(scene.buttonTapCount == 1)
    #expect(scene.isAnimating(at: 1.5))
    player.frame(at: 5.9)
    #expect(scene.buttonTitle == LoadingPreviewScene.initialTitle)
    player.frame(at: 6)
    #expect(scene.buttonTitle == "로딩 종료!")
    #expect(!scene.isAnimating(at: 6.1))
  }

  @Test func theOverlaySwallowsClicksWhileItShows() {
    let player = makePlayer()
    let scene = player.scene
    let button = CGPoint(x: 195, y: 422)
    player.press(at: button, time: 1)
    player.frame(at: 2)
    player.press(at: button, time: 2)
    player.press(at: CGPoint(x: 10, y: 10), time: 3)
    #expect(scene.buttonTapCount == 1)
    // Gone at 6: the button takes clicks again.
    player.frame(at: 6.5)
    player.press(at: button, time: 7)
    #expect(scene.buttonTapCount == 2)
    #expect(scene.isAnimating(at: 7.5))
  }

  @Test func clicksBesideTheButtonDoNothing() {
    let player = makePlayer()
    let scene = player.scene
    player.press(at: CGPoint(x: 20, y: 20), time: 1)
    #expect(scene.buttonTapCount == 0)
    #expect(!scene.isAnimating(at: 1.5))
  }
}
