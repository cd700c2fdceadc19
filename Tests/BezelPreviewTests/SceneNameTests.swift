import Testing

@testable import BezelPreview

@Suite struct SceneNameTests {
  @Test func parsesTheSceneArgumentsOfTheCommandLine() {
    #expect(SceneName(argument: "ring") == .ring)
    #expect(SceneName(argument: "meeting") == .meeting)
    #expect(SceneName(argument: "meeting-timer") == .meeting)
    #expect(SceneName(argument: "LOADING") == .loading)
    #expect(SceneName(argument: "focus") == .focus)
    #expect(SceneName(argument: "lottie") == nil)
    #expect(SceneName(argument: "") == nil)
  }

  @Test func listsTheSceneNamesInSwitcherOrder() {
    #expect(PreviewApp.sceneNames == ["ring", "meeting", "loading", "focus"])
  }
}
