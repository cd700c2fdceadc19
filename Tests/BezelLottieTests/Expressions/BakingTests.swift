import BezelLottieExpressions
import Foundation
import Testing

@testable import BezelLottie

/// Baking hands its keyframes to the model's own properties: nothing is written into the
/// document tree and read again.
struct BakingTests {
  private static let json = #"""
    {"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
     {"ty":4,"nm":"Shape","ind":1,"ip":0,"op":30,"st":0,"shapes":[],
      "ks":{"r":{"a":0,"k":7,"x":"time * 30"},"o":{"a":0,"k":100,"x":"var = ;"}}}]}
    """#

  @Test func bakedKeyframesReplaceThePropertysOwnValues() throws {
    let tree = try LottieJSONReader.read(Array(Self.json.utf8))
    let log = FeatureLog()
    let slots = ExpressionSlots()
    let model = try ModelDecoder.decode(tree, log: log, expressions: slots)
    #expect(Set(slots.all.map(\.path)) == ["$.layers[0].ks.o", "$.layers[0].ks.r"])
    #expect(log.all.isEmpty, "expressions waiting to be baked are not reported yet")
    ExpressionBaking.bake(model, tree: tree, slots: slots, log: log)
    let rotation = try #require(model.layers[0].transform.rotation)
    guard case .fixed(7) = rotation.decoded else {
      Issue.record("the file's own value is kept")
      return
    }
    // Rotation is the frame number: one keyframe per frame from 0 to 30.
    guard case .keyframes(let frames) = rotation.content else {
      Issue.record("expected baked keyframes")
      return
    }
    #expect(frames.count == 31)
    #expect(frames.first?.start == 0)
    #expect(frames.last?.start == 30)
    // The unparsable opacity expression is reported where it is, and keeps the file's value.
    #expect(log.all.map(\.path) == ["$.layers[0].ks.o.x"])
    guard case .fixed(100) = try #require(model.layers[0].transform.opacity).content else {
      Issue.record("an expression that cannot be baked leaves the value")
      return
    }
    // The tree still holds the expressions: nothing was written back.
    #expect(tree["layers"]?.arrayValue?[0]["ks"]?["r"]?["x"] == .string("time * 30"))
  }

  /// Runs of equal samples keep only their two ends (dropped as sampling goes, so all the
  /// samples are never held at once); a constant keeps one sample.
  @Test func runsOfEqualSamplesKeepTheirEnds() throws {
    let json = #"""
      {"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
       {"ty":4,"nm":"Shape","ind":1,"ip":0,"op":30,"st":0,"shapes":[],
        "ks":{"r":{"a":0,"k":7,"x":"Math.floor(time * 6 + 1e-9) * 10"},
         "o":{"a":0,"k":100,"x":"50"},
         "s":{"a":0,"k":[100,100],"x":"[100 + (Math.round(time * 30) % 2), 100]"}}}]}
      """#
    let tree = try LottieJSONReader.read(Array(json.utf8))
    let log = FeatureLog()
    let slots = ExpressionSlots()
    let model = try ModelDecoder.decode(tree, log: log, expressions: slots)
    ExpressionBaking.bake(model, tree: tree, slots: slots, log: log)
    #expect(log.all.isEmpty)
    let transform = model.layers[0].transform
    // Rotation steps by 10 every 5 frames: frames 0 and 4, 5 and 9, … 25 and 29, then 30.
    guard case .keyframes(let rotation) = try #require(transform.rotation).content else {
      Issue.record("expected baked rotation keyframes")
      return
    }
    var ends: [Double] = []
    for run in 0..<6 { ends += [Double(run * 5), Double(run * 5 + 4)] }
    ends.append(30)
    let steps: [Double] = ends.map { ($0 / 5).rounded(.down) * 10 }
    #expect(rotation.map(\.time) == ends)
    #expect(rotation.map(\.start) == steps)
    // A constant is one sample: a fixed value.
    guard case .fixed(let opacity) = try #require(transform.opacity).content else {
      Issue.record("expected a fixed opacity")
      return
    }
    #expect(opacity == 50)
    // Values that change on every frame keep every sample.
    guard case .keyframes(let scale) = try #require(transform.scale).content else {
      Issue.record("expected baked scale keyframes")
      return
    }
    #expect(scale.count == 31)
  }

  @Test func bakedTextKeepsItsDocument() throws {
    let json = #"""
      {"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
       {"ty":5,"nm":"Label","ind":1,"ip":0,"op":30,"st":0,"ks":{},
        "t":{"d":{"x":"'frame ' + Math.floor(time * 30)","k":[
          {"t":0,"s":{"t":"hello","f":"Sans","s":24,"j":0,"fc":[1,0,0]}}]}}}]}
      """#
    let tree = try LottieJSONReader.read(Array(json.utf8))
    let log = FeatureLog()
    let slots = ExpressionSlots()
    let model = try ModelDecoder.decode(tree, log: log, expressions: slots)
    ExpressionBaking.bake(model, tree: tree, slots: slots, log: log)
    guard case .text(let text) = model.layers[0].kind else {
      Issue.record("expected a text layer")
      return
    }
    #expect(text.decodedDocuments.map(\.document.text) == ["hello"])
    let documents = text.documents
    #expect(documents.count == 31)
    #expect(documents[12].document.text == "frame 12")
    #expect(documents[12].time == 12)
    // Font and size come from the document the text replaces.
    #expect(documents[12].document.size == 24)
    #expect(documents[12].document.fontName == "Sans")
    #expect(log.all.isEmpty)
  }
}
