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

  @Test func effectsThatDrawAreStillListed() throws {
    let animation = try Self.animation(
      effects: """
        {"ty":5,"nm":"Fast Box Blur","mn":"ADBE Box Blur2","en":1,"ef":[]},
        {"ty":5,"nm":"Untitled","en":1,"ef":[]},
        {"ty":21,"nm":"Fill","mn":"ADBE Fill","en":1,"ef":[]}
        """)
    let listed = Set(animation.unsupportedFeatures.map(\.feature))
    #expect(
      listed == [
        "effect: Fast Box Blur (type 5)", "effect: Untitled (type 5)", "effect: Fill (type 21)",
      ])
    #expect(!animation.featureUsage.contains { $0.feature == "effect: expression control" })
  }
}
