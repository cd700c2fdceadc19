import Testing

@testable import BezelLottieExpressions

/// The host runs on the interface alone: a document made in code (no JSON, no Lottie model)
/// drives expressions end to end, from layer lookups to baked keyframes.
struct DocumentInterfaceTests {
  /// A controller layer with a slider effect and a keyframed position, and a child layer whose
  /// rotation and opacity carry expressions.
  private static func document(rotation: String, opacity: String = "value") -> FakeDocument {
    let slider = FakeNode.property([(0, [40])])
    let parameter = FakeNode(["v": slider], name: "Slider", matchName: "ADBE Slider Control-0001")
    let effect = FakeNode(["ef": FakeNode(list: [parameter])], name: "Controls")
    let controller = FakeNode([
      "ks": FakeNode(["p": .property([(0, [0, 0]), (20, [100, 50])])]),
      "ef": FakeNode(list: [effect]),
    ])
    let child = FakeNode([
      "ks": FakeNode([
        "r": .property([(0, [7])], expression: rotation),
        "o": .property([(0, [100])], expression: opacity),
      ])
    ])
    let sites: [[ExpressionStep]] = [[.key("ks"), .key("o")], [.key("ks"), .key("r")]]
    var doc = FakeDocument()
    doc.compositions = [
      ExpressionCompositionInfo(
        id: nil, name: "Main", width: 200, height: 100,
        layers: [
          FakeDocument.layer("Controller", index: 1, properties: controller),
          FakeDocument.layer("Child", index: 2, parent: 1, properties: child, sites: sites),
        ])
    ]
    return doc
  }

  private static func rotation(_ source: String, at frame: Double) throws -> ExpressionValue {
    let host = ExpressionHost(document: document(rotation: source))
    let property = try #require(host.property(host.root.layers[1], [.key("ks"), .key("r")]))
    return try host.evaluate(property, source: source, compFrame: frame)
  }

  @Test func scriptsReadLayersEffectsAndTimeThroughTheInterface() throws {
    #expect(try Self.rotation("value + 1", at: 0) == .numbers([8]))
    // Frame 5 at 10 fps.
    #expect(try Self.rotation("time * 2", at: 5) == .numbers([1]))
    #expect(
      try Self.rotation("thisComp.layer('Controller').effect('Controls')('Slider')", at: 0)
        == .numbers([40]))
    // Half way to the controller's second key: its x is 50.
    #expect(try Self.rotation("parent.transform.position[0]", at: 10) == .numbers([50]))
    #expect(
      try Self.rotation("thisComp.name == 'Main' ? thisComp.width : 0", at: 0) == .numbers([200]))
    #expect(
      try Self.rotation("thisComp.layer(1).transform.position.valueAtTime(1)[1]", at: 0)
        == .numbers([25]))
    #expect(throws: ExpressionError.self) { try Self.rotation("thisComp.layer('Nobody')", at: 0) }
  }

  @Test func loopOutRepeatsTheTracksKeyframes() throws {
    // The controller's position cycles after frame 20: frame 30 shows frame 10's value.
    let source = "thisComp.layer('Controller').transform.position.loopOut('cycle')[0]"
    let host = ExpressionHost(document: Self.document(rotation: "0"))
    let controller = host.root.layers[0]
    let position = try #require(host.property(controller, [.key("ks"), .key("p")]))
    #expect(position.keyTimes == [0, 20])
    let property = try #require(host.property(host.root.layers[1], [.key("ks"), .key("r")]))
    // loopOut reads the keyframes of the property it is called on.
    let looped = try host.evaluate(property, source: source, compFrame: 30)
    #expect(looped == .numbers([50]))
  }

  @Test func bakingGivesKeyframesPerSiteInOrder() throws {
    let host = ExpressionHost(document: Self.document(rotation: "time * 10", opacity: "50"))
    let baked = ExpressionBaker.bake(host)
    #expect(baked.map(\.path) == ["$.layers[1].ks.o", "$.layers[1].ks.r"])
    // A constant result is one keyframe; a changing one has one per frame the layer shows.
    #expect(baked[0].keyframes.count == 1)
    #expect(baked[0].keyframes[0].value == .numbers([50]))
    let rotation = baked[1].keyframes
    #expect(rotation.count == 41)
    #expect(rotation.first?.time == 0)
    #expect(rotation.first?.value == .numbers([0]))
    #expect(rotation.last?.value == .numbers([40]))
    #expect(baked.allSatisfy { $0.failure == nil })
  }

  @Test func expressionsFailingEverywhereAreNotBaked() throws {
    let host = ExpressionHost(document: Self.document(rotation: "undefinedThing", opacity: "1 +"))
    #expect(ExpressionBaker.bake(host).isEmpty)
    let rotation = try #require(host.property(host.root.layers[1], [.key("ks"), .key("r")]))
    // The property keeps its own value.
    #expect(host.value(rotation, compFrame: 3) == .numbers([7]))
  }
}
