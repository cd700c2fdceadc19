import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Files load as lottie-web loads them: `null` means absent, a lone number and a one-element
/// array are the same, and unknown layer, shape, effect and style types are skipped and listed.
///
/// The variations are made from `Fixtures/tolerance.json` (every kind of layer, shape, keyframe
/// and text property), one key at a time, and each is drawn against the file it must equal.
@Suite struct LenientLoadingTests {
  static let frames = [0.0, 7, 13]

  /// The keys a file cannot do without, as lottie-web cannot: the composition's rate, frames
  /// and size, a property's value `k`, a keyframe's time `t`, a path's outline (`ks`, a mask's
  /// `pt`), a gradient's stops `g`, a text layer's documents (`d`, each one's `s`).
  static let required: Set<JSONTree.Step> = Set(
    ["fr", "ip", "op", "w", "h", "k", "t", "ks", "pt", "g", "d", "s"].map(JSONTree.Step.key))

  /// The fixture as a JSON tree.
  static func fixture() throws -> Any {
    try JSONSerialization.jsonObject(with: LottieFixture.data("tolerance.json"))
  }

  /// Pictures of `json` at ``frames``, or the error loading it.
  static func pictures(_ json: Any) -> Result<[[UInt8]], LottieError> {
    do {
      let data = try JSONSerialization.data(withJSONObject: json)
      let animation = try LottieAnimation(data: data)
      return .success(
        try frames.map { try Canvas().render(animation.displayList(atFrame: $0)).pixels })
    } catch let error as LottieError {
      return .failure(error)
    } catch {
      Issue.record("unexpected error \(error)")
      return .failure(.malformedJSON("\(error)"))
    }
  }

  @Test func everyNullMeansTheSameAsAMissingKey() throws {
    let root = try Self.fixture()
    let members = JSONTree.members(of: root)
    #expect(members.count > 200)
    var optional = 0
    for path in members {
      let absent = Self.pictures(JSONTree.removing(path, from: root))
      let null = Self.pictures(JSONTree.replacing(path, in: root, with: NSNull()))
      switch (absent, null) {
      case (.success(let a), .success(let b)):
        optional += 1
        #expect(a == b, "\(JSONTree.describe(path)): null draws differently from absent")
      case (.failure(let error), .failure(let nullError)):
        // Refused either way, naming where, and only for what no player can draw without.
        #expect(error.path != nil && nullError.path != nil, "\(JSONTree.describe(path)): \(error)")
        #expect(
          path.last.map(Self.required.contains) == true,
          "\(JSONTree.describe(path)) is refused: \(error)")
      case (.success, .failure(let error)):
        Issue.record("\(JSONTree.describe(path)): absent loads, null is refused: \(error)")
      case (.failure(let error), .success):
        Issue.record("\(JSONTree.describe(path)): null loads, absent is refused: \(error)")
      }
    }
    #expect(optional > members.count * 3 / 4, "\(optional) of \(members.count)")
  }

  @Test func aLoneNumberAndAOneElementArrayAreTheSame() throws {
    let root = try Self.fixture()
    let original = try Self.pictures(root).get()
    var variations = 0
    for path in JSONTree.members(of: root) {
      let value = JSONTree.value(at: path, in: root)
      let variant: Any
      if let number = value as? NSNumber, !JSONTree.isBoolean(number) {
        variant = [number]
      } else if let array = value as? [Any], array.count == 1, let number = array[0] as? NSNumber,
        !JSONTree.isBoolean(number)
      {
        variant = number
      } else {
        continue
      }
      variations += 1
      let pictures = Self.pictures(JSONTree.replacing(path, in: root, with: variant))
      #expect(
        (try? pictures.get()) == original,
        "\(JSONTree.describe(path)) as \(variant): \(pictures)")
    }
    #expect(variations > 100)
  }

  @Test func unknownTypesAreSkippedAndListed() throws {
    var root = try #require(try Self.fixture() as? [String: Any])
    let original = try Self.pictures(root).get()
    var layers = try #require(root["layers"] as? [[String: Any]])
    // A layer of a type from a later format version, one without a type, a camera.
    layers.append(["ty": 42, "ind": 9, "ip": 0, "op": 20, "ks": [:]])
    layers.append(["ind": 10, "ip": 0, "op": 20, "ks": [:]])
    layers.append(["ty": 13, "ind": 11, "ip": 0, "op": 20, "pe": ["a": 0, "k": 600]])
    var shapes = try #require(layers[0]["shapes"] as? [[String: Any]])
    shapes.insert(["ty": "qq", "nm": "future"], at: 0)
    shapes.insert(["nm": "no type"], at: 0)
    layers[0]["shapes"] = shapes
    layers[1]["ef"] = [["ty": 999, "nm": "Future Effect", "en": 1, "ef": []]]
    layers[1]["sy"] = [["ty": 77, "nm": "Future Style"]]
    root["layers"] = layers
    let data = try JSONSerialization.data(withJSONObject: root)
    let animation = try LottieAnimation(data: data)
    let listed = Set(animation.unsupportedFeatures.map(\.description))
    #expect(listed.contains("layer type 42 (drawn as a null layer) at $.layers[4].ty"))
    #expect(listed.contains("layer without a type 'ty' (drawn as a null layer) at $.layers[5].ty"))
    // A camera is drawn (it sees the 3D layers; there are none here, so nothing changes).
    #expect(!listed.contains { $0.contains("camera") })
    #expect(listed.contains("shape type 'qq' (skipped) at $.layers[0].shapes[1]"))
    #expect(listed.contains("shape without a type 'ty' (skipped) at $.layers[0].shapes[0]"))
    #expect(listed.contains("effect: Future Effect (type 999) at $.layers[1].ef"))
    #expect(listed.contains("layer style: Future Style (type 77) at $.layers[1].sy"))
    #expect(try Self.pictures(root).get() == original)
  }

  @Test func unknownLayersStillParentOthers() throws {
    // lottie-web makes an unknown layer a null layer: its transform still moves its children.
    func json(parentType: Int) -> Data {
      Data(
        """
        {"v":"5.7","fr":10,"ip":0,"op":10,"w":20,"h":20,"layers":[
         {"ty":\(parentType),"ind":1,"ip":0,"op":10,"ks":{"p":{"a":0,"k":[10,0]}}},
         {"ty":1,"ind":2,"parent":1,"ip":0,"op":10,"sc":"#ff0000","sw":10,"sh":20,"ks":{}}]}
        """.utf8)
    }
    let null = try Canvas().render(
      LottieAnimation(data: json(parentType: 3)).displayList(atFrame: 0))
    let unknown = try Canvas().render(
      LottieAnimation(data: json(parentType: 77)).displayList(atFrame: 0))
    #expect(unknown.pixels == null.pixels)
    #expect(unknown.pixel(x: 15, y: 10).a == 255)
    #expect(unknown.pixel(x: 5, y: 10).a == 0)
  }

  @Test func keyframeEntriesThatAreNotObjectsAreLeftOut() throws {
    // lottie-web reads every entry of `k` as a keyframe once the first is not a number; one
    // that is not an object has no time and no value, and draws nothing of its own.
    func picture(opacity keyframes: String, frame: Double) throws -> [UInt8] {
      let data = Data(
        """
        {"v":"5.7","fr":10,"ip":0,"op":10,"w":8,"h":8,"layers":[
         {"ty":1,"ind":1,"ip":0,"op":10,"sc":"#ff0000","sw":8,"sh":8,
          "ks":{"o":{"a":0,"k":\(keyframes)}}}]}
        """.utf8)
      return try Canvas().render(LottieAnimation(data: data).displayList(atFrame: frame)).pixels
    }
    let clean = #"[{"t":2,"s":[40]},{"t":8,"s":[100]}]"#
    let junk = #"[{"t":2,"s":[40]},239,{"t":8,"s":[100]},"x",[1]]"#
    for frame in [0.0, 5, 9] {
      #expect(try picture(opacity: junk, frame: frame) == picture(opacity: clean, frame: frame))
    }
    // A lone keyframe without a value leaves the property at its default, fully opaque.
    let valueless = try picture(opacity: #"[{"t":24},239,239,239]"#, frame: 3)
    #expect(valueless == (try picture(opacity: "100", frame: 3)))
  }
}
