import Foundation
import Testing

@testable import BezelPreview

/// The meeting card's next-speaker button works through the window's hit testing.
@MainActor
@Suite struct MeetingPreviewSceneTests {
  @Test func theNextSpeakerButtonSkipsToTheNextSpeaker() {
    let player = ScenePlayer(size: CGSize(width: 390, height: 560)) {
      MeetingPreviewScene(clock: $0)
    }
    let scene = player.scene
    player.frame(at: 5)
    #expect(scene.activeSpeakerIndex == 0)
    #expect(scene.isAnimating(at: 5))
    player.press(at: scene.nextSpeakerButtonCenter, time: 5)
    #expect(scene.activeSpeakerIndex == 1)
  }

  @Test func clicksElsewhereOnTheCardKeepTheSpeaker() {
    let player = ScenePlayer(size: CGSize(width: 390, height: 560)) {
      MeetingPreviewScene(clock: $0)
    }
    let scene = player.scene
    player.frame(at: 5)
    player.press(at: CGPoint(x: 195, y: 280), time: 5)
    #expect(scene.activeSpeakerIndex == 0)
  }

  @Test func aClickOnTheCardRestartsAFinishedMeeting() {
    let player = ScenePlayer(size: CGSize(width: 390, height: 560)) {
      MeetingPreviewScene(clock: $0)
    }
    let scene = player.scene
    // One minute: over at 60 s.
    player.frame(at: 100)
    #expect(!scene.isAnimating(at: 100))
    player.press(at: CGPoint(x: 195, y: 280), time: 100)
    #expect(scene.isAnimating(at: 100.5))
    #expect(scene.activeSpeakerIndex == 0)
  }
}
