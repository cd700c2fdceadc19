import BezelDrawing
import BezelLayers
import BezelLottie
import BezelTestSupport
import Foundation
import Testing

/// Hostile values in every numeric slot of a fixture: each load either fails with a
/// ``LottieError`` or gives an animation whose frames evaluate (never a crash or a hang).
@Suite struct MutationTests {
  static let hostile = [
    "0", "-1", "1e9", "1e308", "-1e308", "\"x\"", "[]", "{}", "null", "true", "[0,0]", "1e-320",
  ]

  @Test(arguments: ["scene.json", "shapes.json", "keyframes.json", "trim.json"])
  func hostileNumbers(fixture: String) throws {
    let original = [UInt8](try LottieFixture.data(fixture))
    var generator = SeededGenerator(seed: 42)
    var loaded = 0
    var refused = 0
    for _ in 0..<150 {
      var bytes = original
      for _ in 0..<(1 + Int.random(in: 0..<3, using: &generator)) {
        var i = Int.random(in: 0..<bytes.count, using: &generator)
        while i < bytes.count, !(48...57).contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { continue }
        var j = i
        while j < bytes.count, (48...57).contains(bytes[j]) || bytes[j] == 46 { j += 1 }
        let token = Self.hostile[Int.random(in: 0..<Self.hostile.count, using: &generator)]
        bytes.replaceSubrange(i..<j, with: Array(token.utf8))
      }
      do {
        let animation = try LottieAnimation(data: Data(bytes))
        for frame in [animation.startFrame, animation.startFrame + 7.5] {
          let list = animation.displayList(atFrame: frame, fitting: CGSize(width: 50, height: 50))
          #expect(list.size == CGSize(width: 50, height: 50))
        }
        loaded += 1
      } catch {
        refused += 1
      }
    }
    // Both outcomes occur, so the mutations reach the decoder and the evaluator.
    #expect(loaded > 0)
    #expect(refused > 0)
  }
}
