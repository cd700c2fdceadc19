import BezelLayers
import Testing

@testable import BezelPreview

/// The headless frame path draws every scene's frames the same with the layers' retained
/// drawing as with lists built afresh each frame, and the ring moves from frame to frame.
@MainActor
@Suite(.serialized) struct HeadlessFramesTests {
  @Test(arguments: SceneName.allCases)
  func retainedDrawingPaintsTheFreshPixels(scene: SceneName) throws {
    let retained = try #require(HeadlessFrames.run(scene: scene.rawValue, frames: 90))
    Layer.retainsDrawing = false
    defer { Layer.retainsDrawing = true }
    let fresh = try #require(HeadlessFrames.run(scene: scene.rawValue, frames: 90))
    #expect(retained.count == 90)
    #expect(retained == fresh)
  }

  @Test func theRingMovesAndUnknownScenesAreRefused() throws {
    let sums = try #require(HeadlessFrames.run(scene: "ring", frames: 10))
    #expect(Set(sums).count == 10)
    #expect(HeadlessFrames.run(scene: "nothing", frames: 10) == nil)
  }
}
