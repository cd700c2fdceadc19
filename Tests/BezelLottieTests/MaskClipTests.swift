import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// Simple masks become the layer's clip; a single mask's outline is the clip itself, not a
/// copy, and an inactive mask is passed over without a filtered list. The clip must still be
/// every active mask's outline added to an empty path, in order, at every frame.
@Suite struct MaskClipTests {
  static func square(from: [Double], to: [Double]) -> String {
    func k(_ x0: Double, _ y0: Double, _ s: Double) -> String {
      """
      {"c":true,"v":[[\(x0),\(y0)],[\(x0 + s),\(y0)],[\(x0 + s),\(y0 + s)],[\(x0),\(y0 + s)]],
       "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}
      """
    }
    return """
      {"a":1,"k":[{"t":0,"s":[\(k(from[0], from[1], from[2]))]},
       {"t":20,"s":[\(k(to[0], to[1], to[2]))]}]}
      """
  }

  static func mask(_ mode: String, _ outline: String) -> String {
    #"{"mode":"\#(mode)","pt":\#(outline),"o":{"a":0,"k":100},"inv":false}"#
  }

  static func solid(_ masks: [String]) -> String {
    """
    {"ty":1,"sc":"#ffffff","sw":100,"sh":100,"ks":{},"ip":0,"op":20,
     "masksProperties":[\(masks.joined(separator: ","))]}
    """
  }

  /// Four masked solids: one mask, two masks, an inactive mask then an active one, and a
  /// lone inactive mask (no clip).
  static let json: String = {
    let a = square(from: [10, 10, 30], to: [40, 30, 50])
    let b = square(from: [50, 50, 20], to: [5, 5, 60])
    let layers = [
      solid([mask("a", a)]), solid([mask("a", a), mask("a", b)]),
      solid([mask("n", b), mask("l", a)]), solid([mask("n", a)]),
    ]
    return """
      {"v":"5.8","fr":30,"ip":0,"op":20,"w":100,"h":100,
       "layers":[\(layers.joined(separator: ","))]}
      """
  }()

  @Test func clipsAreTheActiveOutlinesAddedInOrder() throws {
    var animation = try LottieAnimation(data: Data(Self.json.utf8))
    animation.reusesStillContent = false
    let layers = animation.root.layers
    let frames = (0..<40).map { Double($0) / 2 }
    var generator = SeededGenerator(seed: 31)
    let order =
      frames.indices.shuffled(using: &generator) + frames.indices.reversed() + frames.indices
    for k in order {
      let list = animation.displayList(atFrame: frames[k])
      try #require(list.items.count == layers.count)
      for (n, item) in list.items.enumerated() {
        // Items are bottom layer first, the last layer in the file at the bottom.
        let masks = layers[layers.count - 1 - n].masks
        var expected = Path()
        for mask in masks where mask.mode != .none {
          expected.addPath(mask.outline(at: frames[k]))
        }
        guard case .group(let group) = item else {
          Issue.record("frame \(frames[k]), item \(n) is not a group")
          continue
        }
        #expect(group.clip == (expected.isEmpty ? nil : expected), "frame \(frames[k]) item \(n)")
      }
    }
  }
}
