import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A sized precomposition's clip and a solid's outline are made once at compile time
/// (``CompiledLayer/sizeRect``) and shared by every frame's display list: each frame must
/// still show the layer's own rectangle, whatever was evaluated before it.
@Suite struct SizeRectTests {
  /// 30 frames: a 60×40 precomposition (clipped to its size) holding a moving 30×20 solid,
  /// over a 100×80 solid, and a precomposition without a size (no clip).
  static let json = """
    {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":80,
     "assets":[{"id":"inner","layers":[
      {"ty":1,"ind":1,"ip":0,"op":30,"st":0,"sc":"#3366cc","sw":30,"sh":20,
       "ks":{"p":{"a":1,"k":[{"t":0,"s":[-10,-5,0]},{"t":30,"s":[50,30,0]}]}}}]}],
     "layers":[
      {"ty":0,"ind":1,"ip":0,"op":30,"st":0,"refId":"inner","w":60,"h":40,
       "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,10,0]},{"t":30,"s":[30,20,0]}]}}},
      {"ty":0,"ind":2,"ip":0,"op":30,"st":0,"refId":"inner","w":0,"h":0,
       "ks":{"p":{"a":0,"k":[50,50,0]}}},
      {"ty":1,"ind":3,"ip":0,"op":30,"st":0,"sc":"#cc3333","sw":100,"sh":80,
       "ks":{"o":{"a":1,"k":[{"t":0,"s":[40]},{"t":30,"s":[100]}]}}}]}
    """

  /// The rectangle of a layer's own size, made afresh.
  static func rect(_ width: Double, _ height: Double) -> Path {
    Path(rect: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func everyFrameShowsTheLayersOwnRectangles() throws {
    for reuses in [true, false] {
      var animation = try LottieAnimation(data: Data(Self.json.utf8))
      animation.reusesStillContent = reuses
      let frames = (0..<60).map { Double($0) / 2 }
      var generator = SeededGenerator(seed: 13)
      let order =
        frames.indices.shuffled(using: &generator) + frames.indices.reversed()
        + frames.indices
      for k in order {
        let list = animation.displayList(atFrame: frames[k])
        // Bottom layer first: the solid, the unsized precomposition, the sized one.
        try #require(list.items.count == 3, "frame \(frames[k])")
        guard case .group(let solid) = list.items[0],
          case .fill(let outline, _, _) = solid.children.first
        else {
          Issue.record("frame \(frames[k]): the solid is not a filled group")
          continue
        }
        #expect(outline == Self.rect(100, 80), "frame \(frames[k])")
        guard case .group(let unsized) = list.items[1], case .group(let sized) = list.items[2]
        else {
          Issue.record("frame \(frames[k]): the precompositions are not groups")
          continue
        }
        #expect(unsized.clip == nil, "frame \(frames[k])")
        #expect(sized.clip == Self.rect(60, 40), "frame \(frames[k])")
        guard case .group(let inner) = sized.children.first,
          case .fill(let innerOutline, _, _) = inner.children.first
        else {
          Issue.record("frame \(frames[k]): the inner solid is not a filled group")
          continue
        }
        #expect(innerOutline == Self.rect(30, 20), "frame \(frames[k])")
      }
    }
  }
}
