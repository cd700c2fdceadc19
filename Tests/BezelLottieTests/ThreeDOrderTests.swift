import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// The order 3D layers are drawn in, and 2D layers among them, worked out by hand with
/// `ThreeDTests`' 200 × 200 comp and default camera (zoom 277.78 at z = −277.78).
@Suite struct ThreeDOrderTests {
  /// A 100 × 100 solid of `colour`, anchored at its centre, at (100, 100, `z`).
  static func solid(_ colour: String, z: Double, ddd: Int = 1, ind: Int, extra: String = "")
    -> String
  {
    """
    {"ddd":\(ddd),"ty":1,"ind":\(ind),"sc":"\(colour)","sw":100,"sh":100,"ip":0,"op":20\(extra),
     "ks":{"a":{"a":0,"k":[50,50,0]},"p":{"a":0,"k":[100,100,\(z)]}}}
    """
  }

  static func colour(_ b: Bitmap, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
    let p = b.pixel(x: x, y: y)
    return (p.r, p.g, p.b)
  }

  @Test func aNearerLayerBelowInTheTimelineIsDrawnInFront() throws {
    // Red (top of the timeline) at z = 0; green below it at z = −100, nearer the camera and
    // drawn at 277.78 / 177.78 = 1.5625 × its size (22…178). After Effects draws the nearer
    // one in front, so the centre is green; in layer order it would be red.
    let b = try ThreeDTests.render([
      Self.solid("#ff0000", z: 0, ind: 1), Self.solid("#00ff00", z: -100, ind: 2),
    ])
    #expect(Self.colour(b, 100, 100) == (0, 255, 0))
    #expect(Self.colour(b, 30, 100) == (0, 255, 0))
    // Swapped in the timeline, the picture is the same.
    let swapped = try ThreeDTests.render([
      Self.solid("#00ff00", z: -100, ind: 2), Self.solid("#ff0000", z: 0, ind: 1),
    ])
    #expect(Self.colour(swapped, 100, 100) == (0, 255, 0))
  }

  @Test func layersAtTheSameDepthKeepTheirTimelineOrder() throws {
    let b = try ThreeDTests.render([
      Self.solid("#ff0000", z: 50, ind: 1), Self.solid("#00ff00", z: 50, ind: 2),
    ])
    #expect(Self.colour(b, 100, 100) == (255, 0, 0))
  }

  @Test func aTwoDLayerSplitsTheThreeDLayersIntoSeparateRuns() throws {
    // Top to bottom: red 3D at z = 0, a blue 2D solid, green 3D at z = −100. The runs above
    // and below the 2D layer are sorted apart, so red stays over everything below it.
    let b = try ThreeDTests.render([
      Self.solid("#ff0000", z: 0, ind: 1), Self.solid("#0000ff", z: 0, ddd: 0, ind: 2),
      Self.solid("#00ff00", z: -100, ind: 3),
    ])
    #expect(Self.colour(b, 100, 100) == (255, 0, 0))
    // Outside the red square (50…149) the nearer green is seen, in front of nothing else.
    #expect(Self.colour(b, 30, 100) == (0, 255, 0))
  }

  @Test func aTwoDChildOfAThreeDParentIsDrawnFlat() throws {
    // The 3D null parent is turned 60° about y and sits 100 deep; its 2D child takes the
    // parent's transform seen straight on, as lottie-web and After Effects flatten it: the
    // width shrinks by cos 60° to 50 (75…124), the height stays 100 (50…149), and depth
    // neither scales nor moves it (a 3D layer there would be drawn at 0.735 ×).
    let parent = """
      {"ddd":1,"ty":3,"ind":1,"ip":0,"op":20,
       "ks":{"p":{"a":0,"k":[100,100,100]},"ry":{"a":0,"k":60}}}
      """
    let child = """
      {"ddd":0,"ty":1,"ind":2,"parent":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":20,
       "ks":{"a":{"a":0,"k":[50,50,0]},"p":{"a":0,"k":[0,0,0]}}}
      """
    let b = try ThreeDTests.render([parent, child])
    #expect(ThreeDTests.span(b, row: 100)! == (75, 124))
    let column = (0..<200).filter { ThreeDTests.alpha(b, 100, $0) > 0.5 }
    #expect(column.first == 50 && column.last == 149)
  }

  @Test func aLightIsIgnoredAndListedAsNotDrawn() throws {
    // A point light in front of the red square: After Effects would light it; Bezel, like
    // every Lottie player, draws 3D layers unlit and says so.
    let light = """
      {"ddd":1,"ty":14,"ind":9,"ip":0,"op":20,"ks":{"p":{"a":0,"k":[100,100,-200]}}}
      """
    let animation = try ThreeDTests.animation([light, Self.solid("#ff0000", z: 0, ind: 1)])
    let bitmap = try Canvas().render(animation.displayList(atFrame: 0))
    #expect(Self.colour(bitmap, 100, 100) == (255, 0, 0))
    #expect(
      animation.featureUsage.contains(FeatureUsage(feature: "layer: light", count: 1, drawn: false))
    )
    #expect(
      animation.unsupportedFeatures.map(\.description) == [
        "light layer (not drawn: 3D layers are drawn unlit) at $.layers[0].ty"
      ])
  }

  /// The fuzzing seed of hostile depths (±1e308, NaN-making orientations, a light, a matted
  /// 3D layer, a 2D child of a degenerate 3D parent) sorts and draws through its whole range.
  @Test func hostileDepthsSortAndDrawFinitely() throws {
    let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/lottie/three-d-order.json")
    let animation = try LottieAnimation(contentsOf: seed)
    for frame in [0.0, 10, 19] {
      let bitmap = try Canvas().render(animation.displayList(atFrame: frame))
      #expect(bitmap.width == 120 && bitmap.height == 120)
    }
  }
}
