import Foundation
import Testing

@testable import BezelLottie

/// Decoding the model from the parsed tree reports every problem as Foundation's
/// `JSONDecoder` reading the same bytes did: the same error, at the same JSON path, and the
/// same unsupported features.
@Suite struct LottieJSONDecoderTests {
  private static let head = #"{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":10,"h":10"#

  /// Documents with one bad (or tolerated) value each.
  static let documents: [String] = [
    head + #","layers":[]}"#,
    #"{"v":"5","fr":"x","ip":0,"op":10,"w":10,"h":10,"layers":[]}"#,
    #"{"v":"5","fr":30,"ip":0,"w":10,"h":10,"layers":[]}"#,
    #"{"v":"5","fr":30,"ip":true,"op":"10","w":[10],"h":10,"layers":[]}"#,
    #"{"v":"5","fr":30,"ip":0,"op":10,"w":1e400,"h":10,"layers":[]}"#,
    head + #","layers":{}}"#,
    head + #","layers":[null]}"#,
    head + #","layers":[5]}"#,
    head + #","layers":[{"ty":4,"ks":[1],"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"o":{"a":0}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"o":{"a":0,"k":"x"}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"o":{"a":0,"k":null}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"p":{"a":0,"k":[1,"a"]}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"o":{"a":1,"k":[{"s":[0]}]}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{"o":{"a":1,"k":[{"t":0,"s":"abc"}]}},"shapes":[]}]}"#,
    head
      + #","layers":[{"ty":4,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":"a"}}]}},"shapes":[]}]}"#,
    head + #","layers":[{"ty":4,"ks":{},"ind":1e20,"shapes":[]}]}"#,
    head
      + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":5}}}]}]}"#,
    head
      + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[1e400,1]],"i":[],"o":[]}}}]}]}"#,
    head + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"fl","c":{"a":0,"k":[1,"a",0]}}]}]}"#,
    head + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"gr","it":{}}]}]}"#,
    head
      + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"st","c":{"a":0,"k":[1,0,0]},"w":{"a":0,"k":2},"d":[{"n":"d"}]}]}]}"#,
    head + #","layers":[{"ty":4,"ks":{},"shapes":[{"ty":"zz"},{"ty":"rc"}]}]}"#,
    head + #","layers":[{"ty":4,"ks":{},"ef":[{"ty":29,"nm":"Blur"}],"shapes":[]}]}"#,
    head + #","layers":[{"ty":1,"ks":{},"sc":5,"sw":"a"}]}"#,
    head + #","layers":[{"ty":5,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":5}}]}}}]}"#,
    head + #","layers":[{"ty":0,"ks":{},"refId":7}],"assets":[{"id":"a","layers":"x"}]}"#,
    head + #","markers":[{"tm":"x"}],"layers":[]}"#,
    head + #","layers":[{"ty":4,"ks":{"r":{"a":0,"k":5,"x":"time"}},"shapes":[]}]}"#,
    head
      + #","layers":[{"ty":4,"masksProperties":[{"mode":"a","pt":{"a":0,"k":3}}],"ks":{},"shapes":[]}]}"#,
  ]

  /// The error (or `nil`) and the features reported, decoding through `decode`.
  private static func outcome(_ decode: (FeatureLog) throws -> AnimationModel) -> String {
    let log = FeatureLog()
    do {
      let model = try decode(log)
      return "ok \(model.layers.count) layers; \(log.all)"
    } catch let error as DecodingError {
      return "\(LottieError(error)); \(log.all)"
    } catch {
      return "\(error); \(log.all)"
    }
  }

  @Test(arguments: documents)
  func treeDecodingMatchesJSONDecoder(text: String) throws {
    let tree = try LottieJSONReader.read(Array(text.utf8))
    let fromTree = Self.outcome { try AnimationModel(from: LottieJSONDecoder(tree, log: $0)) }
    let fromBytes = Self.outcome { log in
      let decoder = JSONDecoder()
      decoder.userInfo[FeatureLog.key] = log
      return try decoder.decode(AnimationModel.self, from: Data(text.utf8))
    }
    #expect(fromTree == fromBytes)
  }

  /// The tape as the reader writes it (what loading decodes from) decodes as the tree does.
  @Test(arguments: documents)
  func tapeDecodingMatchesJSONDecoder(text: String) throws {
    let tape = try LottieJSONReader.tape(Array(text.utf8))
    let fromTape = Self.outcome { try AnimationModel(from: LottieJSONDecoder(tape: tape, log: $0)) }
    let fromBytes = Self.outcome { log in
      let decoder = JSONDecoder()
      decoder.userInfo[FeatureLog.key] = log
      return try decoder.decode(AnimationModel.self, from: Data(text.utf8))
    }
    #expect(fromTape == fromBytes)
  }

  /// A key given twice is read as its last value, as the tree's dictionary kept the last.
  @Test func duplicateKeysDecodeAsTheirLastValue() throws {
    let text = Self.head + #","w":20,"layers":5,"layers":[]}"#
    let tape = try LottieJSONReader.tape(Array(text.utf8))
    let model = try AnimationModel(from: LottieJSONDecoder(tape: tape))
    #expect(model.width == 20)
    #expect(model.layers.isEmpty)
  }

  @Test(arguments: [
    "cycle.json", "keyframes.json", "scene.json", "shapes.json", "trim.json", "wrong-type.json",
  ])
  func fixturesDecodeAsWithJSONDecoder(name: String) throws {
    let bytes = try LottieFixture.data(name)
    let tree = try LottieJSONReader.read([UInt8](bytes))
    let fromTree = Self.outcome { try AnimationModel(from: LottieJSONDecoder(tree, log: $0)) }
    let tape = try LottieJSONReader.tape([UInt8](bytes))
    let fromTape = Self.outcome { try AnimationModel(from: LottieJSONDecoder(tape: tape, log: $0)) }
    let fromBytes = Self.outcome { log in
      let decoder = JSONDecoder()
      decoder.userInfo[FeatureLog.key] = log
      return try decoder.decode(AnimationModel.self, from: bytes)
    }
    #expect(fromTree == fromBytes)
    #expect(fromTape == fromBytes)
  }
}
