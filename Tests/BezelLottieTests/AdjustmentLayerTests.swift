import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Adjustment layers (`ty` 12): their effects apply to the composite of the layers below
/// them in their composition, inside the layer's box (here the composition's 100 × 100,
/// moved right by 50) and masks, at its opacity; layers above are untouched.
@Suite struct AdjustmentLayerTests {
  typealias E = EffectRenderingTests

  static let blueFill = E.effect(
    21, "ADBE Fill",
    [
      E.control(10, "0"), E.control(7, "0"), E.control(2, "[0,0,1,1]"), E.control(7, "0"),
      E.control(0, "0"), E.control(0, "0"), E.control(0, "1"),
    ])

  /// Red under the adjustment layer, a green square over it at (70…90, 70…90).
  static func render(opacity: Double = 100, masks: String = "") throws -> Bitmap {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
        {"ty":1,"sc":"#00ff00","sw":20,"sh":20,"ip":0,"op":10,
         "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[70,70]}}},
        {"ty":12,"ip":0,"op":10,"ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[50,0]},
         "o":{"a":0,"k":\(opacity)}},"ef":[\(blueFill)],"masksProperties":[\(masks)]},
        {"ty":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":10,"ks":{}}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    #expect(animation.unsupportedFeatures.isEmpty, "\(animation.unsupportedFeatures)")
    return try Canvas().render(animation.displayList(atFrame: 0))
  }

  @Test func effectsApplyToTheLayersBelowInsideTheLayersBox() throws {
    let b = try Self.render()
    #expect(E.rgba(b, 25, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 49, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 50, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 75, 50) == [0, 0, 255, 255])
    // The layer above is not adjusted.
    #expect(E.rgba(b, 80, 80) == [0, 255, 0, 255])
  }

  /// At 50 % the result is half the effect's, half the original: (0.5, 0, 0.5).
  @Test func opacityMixesTheEffectWithTheOriginal() throws {
    let b = try Self.render(opacity: 50)
    #expect(E.near(E.rgba(b, 75, 50), [128, 0, 128, 255]), "\(E.rgba(b, 75, 50))")
    #expect(E.rgba(b, 25, 50) == [255, 0, 0, 255])
  }

  /// A mask (in the adjustment layer's coordinates, 0…20 × 0…100 → 50…70 on the canvas)
  /// narrows the region.
  @Test func masksNarrowTheRegion() throws {
    let b = try Self.render(masks: EffectOptionTests.mask(0, 0, 20, 100, mode: "a"))
    #expect(E.rgba(b, 60, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 75, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 25, 50) == [255, 0, 0, 255])
  }

  /// Forty stacked adjustment layers would draw the layer below 3⁴⁰ times: those past the
  /// drawing budget (each effect pass counting 10,000 shape units) are drawn as null layers,
  /// so the frame is bounded — the bottom four apply — and still drawn.
  @Test func stackedAdjustmentLayersStayBounded() throws {
    let adjustment = """
      {"ty":12,"ip":0,"op":10,"ks":{},"ef":[\(Self.blueFill)]}
      """
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
        \(Array(repeating: adjustment, count: 40).joined(separator: ",")),
        {"ty":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":10,"ks":{}}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let b = try Canvas().render(animation.displayList(atFrame: 0))
    #expect(E.rgba(b, 50, 50) == [0, 0, 255, 255])
    // The fuzzing seed: thirty stacked adjustment layers, blurs of 10⁹, scale 0 (no inverse),
    // positions of 10⁷, inverted subtract masks.
    let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/lottie/adjustment-layers.json")
    let hostile = try LottieAnimation(contentsOf: seed)
    #expect(try Canvas().render(hostile.displayList(atFrame: 0)).width == 80)
  }
}
