import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// A layer's opacity fades the result of its effects and styles, as After Effects renders a
/// layer: effects and styles see the content at full strength, then the opacity applies. A
/// red 40 × 40 solid at 30…70 on a 100 × 100 canvas, at 50 % opacity (pixels premultiplied).
@Suite struct FadedLayerEffectTests {
  static func render(opacity: Double, effects: [String] = [], styles: [String] = []) throws
    -> Bitmap
  {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
        {"ty":1,"sc":"#ff0000","sw":40,"sh":40,"ip":0,"op":10,
         "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[30,30]},"o":{"a":0,"k":\(opacity)}},
         "ef":[\(effects.joined(separator: ","))],"sy":[\(styles.joined(separator: ","))]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    return try Canvas().render(animation.displayList(atFrame: 0))
  }

  /// The inner shadow is cut from the layer's own outline: with light from the right, 10 px
  /// away and hard, it covers the rightmost 10 px; the middle keeps the fill. Faded first, the
  /// whole inside would read as "outside" (half transparent) and take the shadow too.
  @Test func aFadedLayersInnerShadowStaysAtItsEdge() throws {
    let style = """
      {"ty":2,"nm":"Inner Shadow","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},
       "a":{"a":0,"k":0},"s":{"a":0,"k":0},"d":{"a":0,"k":10},"ch":{"a":0,"k":0}}
      """
    let bitmap = try Self.render(opacity: 50, styles: [style])
    let middle = EffectRenderingTests.rgba(bitmap, 45, 50)
    #expect(EffectRenderingTests.near(middle, [128, 0, 0, 128]), "\(middle)")
    let edge = EffectRenderingTests.rgba(bitmap, 65, 50)
    #expect(EffectRenderingTests.near(edge, [0, 0, 128, 128]), "\(edge)")
    // The shadow adds no coverage of its own.
    var most = 0
    for y in 0..<100 {
      for x in 0..<100 { most = max(most, Int(bitmap.pixel(x: x, y: y).a)) }
    }
    #expect(most <= 129, "\(most)")
  }

  /// A hard drop shadow 15 px to the right lies under the layer from x 45 to 70: the faded
  /// layer composited over its shadow first, then faded, hides it there (red at half
  /// strength); faded first, the shadow would show through as purple (128, 0, 64, 191).
  @Test func aFadedLayersDropShadowDoesNotShowThroughIt() throws {
    let shadow = EffectRenderingTests.effect(
      25, "ADBE Drop Shadow",
      [
        EffectRenderingTests.control(2, "[0,0,1,1]"), EffectRenderingTests.control(0, "255"),
        EffectRenderingTests.control(1, "90"), EffectRenderingTests.control(0, "15"),
        EffectRenderingTests.control(0, "0"), EffectRenderingTests.control(4, "0"),
      ])
    let bitmap = try Self.render(opacity: 50, effects: [shadow])
    let over = EffectRenderingTests.rgba(bitmap, 55, 50)
    #expect(EffectRenderingTests.near(over, [128, 0, 0, 128]), "\(over)")
    let beside = EffectRenderingTests.rgba(bitmap, 80, 50)
    #expect(EffectRenderingTests.near(beside, [0, 0, 128, 128]), "\(beside)")
  }

  /// Unfaded, nothing changes: the middle is the fill, opaque.
  @Test func anOpaqueLayerIsDrawnAsBefore() throws {
    let bitmap = try Self.render(opacity: 100)
    #expect(EffectRenderingTests.rgba(bitmap, 50, 50) == [255, 0, 0, 255])
  }
}
