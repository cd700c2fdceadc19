import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// An auto-oriented layer turns along its motion path, as lottie-web turns it.
@Suite struct AutoOrientTests {
  /// A layer moving from (0, 0) to (100, 0) over frames 0–10 along a curve that dips to
  /// y ≈ 75 and comes back up: its control points are (0, 100) and (100, 100), so it arrives
  /// heading straight up (the end tangent is (100, 0) − (100, 100)).
  static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":200,"h":200,"layers":[
      {"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ao":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},
             "s":{"a":0,"k":[100,100]},
             "p":{"a":1,"k":[
               {"t":0,"s":[0,0],"to":[0,100],"ti":[0,100],
                "o":{"x":0.333,"y":0.333},"i":{"x":0.667,"y":0.667}},
               {"t":10,"s":[100,0]}]}},
       "shapes":[
         {"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,2]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """

  @Test func afterTheLastKeyframeTheLayerKeepsTheEndTangent() throws {
    let animation = try LottieAnimation(data: Data(Self.json.utf8))
    let leaves = animation.displayList(atFrame: 20).items.leaves
    let transform = try #require(leaves.first?.transform)
    // Heading up the screen (−y) is a rotation of −90°: x maps onto (0, −1).
    let angle = atan2(transform.b, transform.a) * 180 / .pi
    #expect(abs(angle - -90) < 0.6, "angle \(angle)")
    #expect(abs(transform.tx - 100) < 1e-6 && abs(transform.ty) < 1e-6)
  }
}
