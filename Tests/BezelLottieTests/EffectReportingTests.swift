import BezelLottie
import Foundation
import Testing

/// Expression controls hold values for expressions and draw nothing, so `bezel info` does not
/// list them as unsupported; effects that draw and are not drawn yet are still listed.
@Suite struct EffectReportingTests {
  static func animation(effects: String) throws -> LottieAnimation {
    let json = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
        {"ty":3,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"ef":[\(effects)]}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  @Test func expressionControlsAreNotUnsupported() throws {
    let animation = try Self.animation(
      effects: """
        {"ty":5,"nm":"Bounce","mn":"ADBE Slider Control","en":1,"ef":[{"ty":0,"nm":"Slider","v":{"a":0,"k":3}}]},
        {"ty":5,"nm":"Pick","mn":"ADBE Layer Control","en":1,"ef":[]},
        {"ty":5,"nm":"Rig","mn":"Pseudo/DUIK controller","en":1,"ef":[]}
        """)
    #expect(animation.unsupportedFeatures.isEmpty)
    let controls = animation.featureUsage.first { $0.feature == "effect: expression control" }
    #expect(controls?.count == 3)
    #expect(controls?.drawn == true)
  }

  @Test func effectsNotDrawnAreStillListed() throws {
    let animation = try Self.animation(
      effects: """
        {"ty":5,"nm":"Twirl","mn":"ADBE Twirl","en":1,"ef":[]},
        {"ty":5,"nm":"Untitled","en":1,"ef":[]},
        {"ty":27,"nm":"Displace","en":1,"ef":[]}
        """)
    let listed = Set(animation.unsupportedFeatures.map(\.feature))
    #expect(
      listed == [
        "effect: Twirl (type 5)", "effect: Untitled (type 5)", "effect: Displace (type 27)",
      ])
    #expect(!animation.featureUsage.contains { $0.feature == "effect: expression control" })
  }

  /// Drawn effects are counted by kind, found by match name or, without one, by type.
  @Test func drawnEffectsAreCountedAsDrawn() throws {
    let animation = try Self.animation(
      effects: """
        {"ty":5,"nm":"Fast Box Blur","mn":"ADBE Box Blur2","en":1,"ef":[]},
        {"ty":21,"nm":"Fill","mn":"ADBE Fill","en":1,"ef":[]},
        {"ty":21,"nm":"Fill 2","en":1,"ef":[]},
        {"ty":5,"nm":"Bevel","mn":"ADBE Bevel Alpha","en":1,"ef":[]}
        """)
    #expect(animation.unsupportedFeatures.isEmpty)
    let usage = Dictionary(
      uniqueKeysWithValues: animation.featureUsage.map { ($0.feature, ($0.count, $0.drawn)) })
    #expect(usage["effect: fast box blur"]?.0 == 1)
    #expect(usage["effect: fill"]?.0 == 2)
    #expect(usage["effect: bevel alpha"]?.1 == true)
  }

  /// Options Bezel does not draw keep an effect listed, with what is left out: a
  /// Hue/Saturation channel past After Effects' menu (master and six colour ranges), an
  /// Invert menu entry that is a separator. A colour range (Reds) is drawn.
  @Test func undrawnOptionsAreListed() throws {
    let animation = try Self.animation(
      effects: """
        {"ty":5,"nm":"Hue","mn":"ADBE HUE SATURATION","en":1,"ef":[
          {"ty":7,"v":{"a":0,"k":9}},{"ty":7,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":0}}]},
        {"ty":5,"nm":"Reds","mn":"ADBE HUE SATURATION","en":1,"ef":[
          {"ty":7,"v":{"a":0,"k":2}},{"ty":7,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":0}}]},
        {"ty":5,"nm":"Invert","mn":"ADBE Invert","en":1,"ef":[{"ty":7,"v":{"a":0,"k":10}}]},
        {"ty":5,"nm":"Invert RGB","mn":"ADBE Invert","en":1,"ef":[{"ty":7,"v":{"a":0,"k":1}}]}
        """)
    #expect(
      Set(animation.unsupportedFeatures.map(\.feature)) == [
        "effect: hue/saturation (channel)", "effect: invert (channel)",
      ])
    #expect(animation.featureUsage.contains { $0.feature == "effect: hue/saturation" && $0.drawn })
    #expect(animation.featureUsage.contains { $0.feature == "effect: invert" && $0.drawn })
  }

  /// The Stroke effect's soft brush, spacing and sequential strokes, Fill's mask, feather and
  /// inversion, Hue/Saturation's Colorize, Invert's HLS and YIQ channels and Radial Wipe's
  /// feather are drawn: none keeps its effect listed.
  @Test func strokeFillWipeAndColourOptionsAreDrawn() throws {
    func controls(_ values: [Double]) -> String {
      values.map { #"{"ty":0,"v":{"a":0,"k":\#($0)}}"# }.joined(separator: ",")
    }
    let animation = try Self.animation(
      effects: """
        {"ty":22,"mn":"ADBE Stroke","en":1,"ef":[\(controls([1, 0, 0, 1, 2, 0.75, 1, 0, 100, 0, 1]))]},
        {"ty":22,"mn":"ADBE Stroke","en":1,"ef":[\(controls([1, 0, 0, 1, 2, 1, 1, 0, 100, 15, 1]))]},
        {"ty":22,"mn":"ADBE Stroke","en":1,"ef":[\(controls([1, 0, 1, 1, 2, 1, 1, 0, 100, 0, 1]))]},
        {"ty":21,"mn":"ADBE Fill","en":1,"ef":[\(controls([1, 0, 1, 0, 3, 0, 1]))]},
        {"ty":21,"mn":"ADBE Fill","en":1,"ef":[\(controls([0, 1, 1, 1, 0, 0, 1]))]},
        {"ty":26,"mn":"ADBE Radial Wipe","en":1,"ef":[\(controls([50, 0, 0, 1, 10]))]},
        {"ty":5,"mn":"ADBE HUE SATURATION","en":1,"ef":[\(controls([1, 0, 0, 0, 0, 1, 120, 50, 0]))]},
        {"ty":5,"mn":"ADBE Invert","en":1,"ef":[\(controls([6]))]},
        {"ty":5,"mn":"ADBE Invert","en":1,"ef":[\(controls([13]))]}
        """)
    #expect(animation.unsupportedFeatures.isEmpty, "\(animation.unsupportedFeatures)")
    #expect(animation.featureUsage.contains { $0.feature == "effect: stroke" && $0.drawn })
  }

  @Test func layerStylesAreCountedByKind() throws {
    let json = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
        {"ty":3,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"sy":[
          {"ty":1,"nm":"Drop Shadow"},{"ty":4,"nm":"Inner Glow"},{"ty":6,"nm":"Satin"}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    #expect(
      animation.unsupportedFeatures.map(\.feature) == ["layer style: Satin (type 6)"])
    let drawn = animation.featureUsage.filter(\.drawn).map(\.feature)
    #expect(drawn.contains("layer style: drop shadow") && drawn.contains("layer style: inner glow"))
  }

  @Test func badEffectValueNamesItsPath() {
    let json = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
        {"ty":3,"ind":1,"ip":0,"op":30,"st":0,"ks":{},"ef":[
          {"ty":29,"mn":"ADBE Gaussian Blur 2","en":1,"ef":[
            {"ty":0,"nm":"Blurriness","v":{"a":0,"k":"lots"}}]}]}]}
      """
    let error = LottieFixture.error(loading: Data(json.utf8))
    #expect(
      error?.path?.hasPrefix("$.layers[0].ef[0].ef[0].v") == true, "\(String(describing: error))")
  }
}
