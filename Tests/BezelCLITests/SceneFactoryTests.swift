import BezelComponents
import BezelLayers
import Foundation
import Testing

@testable import BezelCommandLine

@MainActor
@Suite struct SceneFactoryTests {
  private func scene(_ arguments: [String]) throws -> any Timeline {
    try SceneFactory.make(RenderRequest(arguments: arguments + ["-o", "out.png"])).timeline
  }

  @Test func aLateShowWithoutHideAtHidesFiveSecondsLater() throws {
    let loading = try #require(
      try scene(["loading", "--show-at", "100", "--at", "1"]) as? LoadingScene)
    #expect(loading.options.showAt == 100)
    #expect(loading.options.hideAt == 105)
  }

  @Test func anExplicitHideBeforeTheShowIsStillRefused() {
    #expect(throws: CommandError.self) {
      try scene(["loading", "--show-at", "3", "--hide-at", "2"])
    }
  }
}
