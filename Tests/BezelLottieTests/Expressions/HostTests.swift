import BezelLottieExpressions
import Foundation
import Testing

@testable import BezelLottie

/// A 30 fps document: a controller null with a slider effect, a parented shape layer whose
/// properties carry the expression under test, and a keyframed helper layer.
private func documentText(_ expression: String, on property: String = "r", value: String = "7")
  -> String
{
  let escaped = expression.replacingOccurrences(of: "\"", with: "\\\"")
  let json = """
    {"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[
     {"ty":3,"nm":"Ctrl","ind":1,"ip":0,"op":60,"st":0,
      "ks":{"p":{"a":0,"k":[100,0]},"r":{"a":0,"k":90}},
      "ef":[{"ty":5,"nm":"Slider Control","mn":"ADBE Slider Control","ef":[
        {"ty":0,"nm":"Slider","mn":"ADBE Slider Control-0001","v":{"a":0,"k":40}}]}]},
     {"ty":4,"nm":"Shape","ind":2,"parent":1,"ip":0,"op":60,"st":0,
      "ks":{"p":{"a":0,"k":[10,10]},"\(property)":{"a":0,"k":\(value),"x":"\(escaped)"}},
      "shapes":[{"ty":"gr","nm":"Group 1","it":[
        {"ty":"rc","nm":"Rect","s":{"a":0,"k":[30,40]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
        {"ty":"tr","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}}]}]},
     {"ty":3,"nm":"Keys","ind":3,"ip":0,"op":60,"st":0,
      "ks":{"o":{"a":1,"k":[{"t":10,"s":[0]},{"t":20,"s":[100]}]}}}
    ]}
    """
  return json
}

private func document(_ expression: String, on property: String = "r", value: String = "7")
  throws -> [String: LottieJSON]
{
  try object(documentText(expression, on: property, value: value))
}

/// The root object of a JSON document.
private func object(_ json: String) throws -> [String: LottieJSON] {
  guard case .object(let root) = try LottieJSONReader.read(Array(json.utf8)) else {
    throw ExpressionError.badResult("fixture")
  }
  return root
}

/// The expression's result at composition frame `frame`.
private func evaluate(
  _ expression: String, frame: Double = 0, on property: String = "r", value: String = "7"
) throws -> [Double] {
  let host = try expressionHost(try document(expression, on: property, value: value))
  let layer = host.root.layers[1]
  let p = try #require(host.property(layer, [.key("ks"), .key(property)]))
  let source = try #require(p.source)
  guard case .numbers(let n) = try host.evaluate(p, source: source, compFrame: frame) else {
    return []
  }
  return n
}

private func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Test func timeValueAndIndex() throws {
  // Frame 15 at 30 fps is half a second.
  #expect(try evaluate("time * 10", frame: 15) == [5])
  #expect(try evaluate("value * 2") == [14])
  #expect(try evaluate("var $bm_rt; $bm_rt = index + thisComp.numLayers;") == [5])
  #expect(try evaluate("thisComp.width / 2 + thisComp.frameDuration * 30") == [101])
  #expect(try evaluate("timeToFrames(1) + framesToTime(15)") == [30.5])
}

@Test func otherLayersAndEffects() throws {
  #expect(try evaluate("thisComp.layer('Ctrl').effect('Slider Control')('Slider')") == [40])
  #expect(
    try evaluate("thisComp.layer('Ctrl').effect(1)('ADBE Slider Control-0001').value") == [40])
  #expect(try evaluate("thisComp.layer('Ctrl').transform.position[0]") == [100])
  #expect(try evaluate("thisComp.layer(1)('Transform')('Rotation') + 1") == [91])
  #expect(try evaluate("parent.name == 'Ctrl' ? 1 : 0") == [1])
  #expect(try evaluate("content('Group 1').transform.scale[1]") == [50])
  #expect(try evaluate("content('Group 1').content('Rect').size[1]") == [40])
  // As in lottie-web, a group's property 2 is its contents and any other its transform.
  #expect(try evaluate("thisLayer(2)('Group 1')(2)('Rect')('Size')[0]") == [30])
  #expect(try evaluate("thisLayer(2)('Group 1')(1)('Scale')[0]") == [50])
  // Groups above a property: its transform, then its layer.
  #expect(try evaluate("thisProperty.propertyGroup(1).position[0]") == [10])
  #expect(try evaluate("thisProperty.propertyGroup(2).name == 'Shape' ? 1 : 0") == [1])
  // A missing layer throws inside the script, which can catch it.
  #expect(try evaluate("try { thisComp.layer('Nope').index } catch (e) { -1 }") == [-1])
}

@Test func keysAndLoops() throws {
  let keys = "thisComp.layer('Keys').transform.opacity"
  #expect(try evaluate("\(keys).numKeys") == [2])
  #expect(try evaluate("\(keys).key(2).time") == [20.0 / 30])
  #expect(try evaluate("\(keys).valueAtTime(0.5)") == [50])
  // Opacity rises 10 per frame: velocity is 300 per second.
  #expect(close(try evaluate("\(keys).velocityAtTime(0.5)"), [300], 1e-3))
  #expect(try evaluate("\(keys).nearestKey(0.6).index") == [2])
  // Loops, 2 frames past the last key of a 0…100 ramp over frames 10–20.
  #expect(try evaluate("\(keys).loopOut('cycle')", frame: 22) == [20])
  #expect(try evaluate("\(keys).loopOut('pingpong')", frame: 22) == [80])
  #expect(try evaluate("\(keys).loopOut('offset')", frame: 22) == [120])
  #expect(close(try evaluate("\(keys).loopOut('continue')", frame: 22), [120], 1e-6))
  // Three frames before the first key, a cycle shows frame 17 of the ramp.
  #expect(try evaluate("\(keys).loopIn('cycle')", frame: 7) == [70])
  #expect(try evaluate("\(keys).loopIn()", frame: 12) == [20])
}

/// A key's components are indexed fields of the key itself, one-dimensional values included, so
/// scripts (ease-and-wizz presets) can probe a property's dimensions with `key(1)[n].length`.
@Test func keyComponentsAreIndexed() throws {
  let keys = "thisComp.layer('Keys').transform.opacity"
  // The second key of the opacity ramp holds 100.
  #expect(try evaluate("\(keys).key(2)[0]") == [100])
  #expect(try evaluate("\(keys).key(2)[0] / 2 + \(keys).key(1)[0]") == [50])
  // Reading `.length` of a missing component throws: the probe stops at one dimension.
  let probe = "var d = 1; try { \(keys).key(1)[1].length; d = 2; } catch (e) {} d"
  #expect(try evaluate(probe) == [1])
  // A two-dimensional key has components 0 and 1; `.length` of a number is just undefined.
  let scale = #"[{"t":0,"s":[10,20]},{"t":30,"s":[30,40]}]"#
  #expect(try evaluate("[key(2)[1], key(2)[0]]", on: "s", value: scale) == [40, 30])
  let probe2 = "var d = 1; try { key(1)[1].length; d = 2; } catch (e) {} [d, d]"
  #expect(try evaluate(probe2, on: "s", value: scale) == [2, 2])
}

@Test func toCompFollowsParents() throws {
  // The parent is at (100, 0) turned 90°: the child's (10, 10) maps to (100 - 10, 10).
  #expect(close(try evaluate("thisLayer.toComp([0, 0])", on: "a", value: "[0,0]"), [90, 10]))
  #expect(
    close(try evaluate("fromComp(toComp([3, 4]))", on: "a", value: "[0,0]"), [3, 4], 1e-9))
}

/// Shape items answer `propertyIndex` with their number in their group, so a rig can address
/// a twin item by numbers alone (RubberHose copies its arc this way).
@Test func shapeItemsHavePropertyIndex() throws {
  let json = #"""
    {"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[
     {"ty":4,"nm":"Rig","ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[
      {"ty":"gr","nm":"Hose","ix":1,"it":[
        {"ty":"rc","nm":"Arc","ix":3,"s":{"a":0,"k":[1,1],"ix":2,
          "x":"var p = thisProperty.propertyIndex; var g = thisProperty.propertyGroup(1).propertyIndex; $bm_rt = thisLayer(2)('Math')(2)(g)(p);"},
         "p":{"a":0,"k":[0,0],"ix":3},"r":{"a":0,"k":0,"ix":4}},
        {"ty":"tr","p":{"a":0,"k":[0,0]}}]},
      {"ty":"gr","nm":"Math","ix":2,"it":[
        {"ty":"rc","nm":"Other","ix":1,"s":{"a":0,"k":[5,5],"ix":2},"p":{"a":0,"k":[0,0],"ix":3}},
        {"ty":"rc","nm":"Twin","ix":3,"s":{"a":0,"k":[30,40],"ix":2},"p":{"a":0,"k":[0,0],"ix":3}},
        {"ty":"tr","p":{"a":0,"k":[0,0]}}]}]}]}
    """#
  let host = try expressionHost(try object(json))
  let steps: [ExpressionStep] = [.key("shapes"), .index(0), .key("it"), .index(0), .key("s")]
  let p = try #require(host.property(host.root.layers[0], steps))
  // Item 3 of group "Math" is "Twin" (not the second item); its property 2 is the size.
  #expect(try host.evaluate(p, source: try #require(p.source), compFrame: 0) == .numbers([30, 40]))
}

/// `eval` in a document goes through the host's program cache, errors included (rigs eval
/// layer chains such as `thisLayer.parent` at every frame).
@Test func evalUsesTheHostsPrograms() throws {
  #expect(try evaluate("eval('thisLayer.parent').index + eval('thisLayer').index") == [3])
  #expect(try evaluate("var r = 0; try { eval('1 +'); } catch (e) { r = 5; } r") == [5])
}

/// A layer control effect reads as the layer it names (by `ind`), or null when it names none,
/// as the "create nulls from paths" scripts expect.
@Test func layerControlEffectsReadAsLayers() throws {
  let json = #"""
    {"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[
     {"ty":3,"nm":"Null 1","ind":5,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[40,60]}}},
     {"ty":4,"nm":"Shape","ind":6,"ip":0,"op":60,"st":0,"shapes":[],
      "ks":{"p":{"a":0,"k":[0,0],"x":"var a = effect('Pick')('ADBE Layer Control-0001'); var b = effect('None')(1); $bm_rt = b == null ? a.transform.position : [0, 0];"}},
      "ef":[
       {"ty":5,"nm":"Pick","ef":[{"ty":10,"nm":"Layer","mn":"ADBE Layer Control-0001","v":{"a":0,"k":5}}]},
       {"ty":5,"nm":"None","ef":[{"ty":10,"nm":"Layer","mn":"ADBE Layer Control-0001","v":{"a":0,"k":0}}]}]}]}
    """#
  let host = try expressionHost(try object(json))
  let p = try #require(host.property(host.root.layers[1], [.key("ks"), .key("p")]))
  #expect(try host.evaluate(p, source: try #require(p.source), compFrame: 0) == .numbers([40, 60]))
}

/// Presets that assign an undeclared name (the classic inertial bounce writes `v = ...`) fail
/// in lottie-web's strict mode and take their catch branch: the property keeps its value.
@Test func strayGlobalsTakeTheCatchBranch() throws {
  let bounce = "var $bm_rt; try { v = 5; $bm_rt = value + v; } catch (e) { $bm_rt = value; }"
  #expect(try evaluate(bounce) == [7])
  #expect(
    try evaluate("var $bm_rt; var v; try { v = 5; $bm_rt = value + v; } catch (e) {}") == [12])
}

/// Points on a path go by arc length; a straight segment (tangents at its ends) is walked along
/// the line, not at the cubic's parameter, which would ease in and out.
@Test func pointOnPathFollowsArcLength() throws {
  let line = "createPath([[0, 0], [0, 100]], [], [], false)"
  #expect(close(try evaluate("\(line).pointOnPath(0.25)", on: "s", value: "[1,1]"), [0, 25]))
  #expect(close(try evaluate("\(line).tangentOnPath(0)", on: "s", value: "[1,1]"), [0, 1]))
  // Two sides of 100: three quarters of the way is half way down the second side.
  let corner = "createPath([[0, 0], [100, 0], [100, 100]], [], [], false)"
  #expect(close(try evaluate("\(corner).pointOnPath(0.75)", on: "s", value: "[1,1]"), [100, 50]))
}

@Test func wiggleIsDeterministicAndBounded() throws {
  let a = try evaluate("wiggle(3, 10)", frame: 17)
  let b = try evaluate("wiggle(3, 10)", frame: 17)
  #expect(a == b)
  #expect(abs(a[0] - 7) <= 10)
  var moved = false
  for f in stride(from: 0.0, to: 60, by: 5) {
    let v = try evaluate("wiggle(3, 10)", frame: f)[0]
    #expect(abs(v - 7) <= 10)
    if abs(v - 7) > 0.5 { moved = true }
  }
  #expect(moved)
}

@Test func badResultsAndLimitsFallBack() throws {
  let host = try expressionHost(try document("while (true) {}"))
  let p = try #require(host.property(host.root.layers[1], [.key("ks"), .key("r")]))
  let (sample, failed) = host.valueAndStatus(p, compFrame: 3)
  #expect(sample == .numbers([7]))
  #expect(failed)
  guard case .limit = host.failures[p.path] else {
    Issue.record("expected a limit failure")
    return
  }
  #expect(throws: ExpressionError.self) { try evaluate("'text'") }
  #expect(throws: ExpressionError.self) { try evaluate("[NaN]") }
  #expect(throws: ExpressionError.self) { try evaluate("undefinedThing") }
}

@Test func bakedAnimationsDrawExpressionResults() throws {
  func load(_ expression: String) throws -> LottieAnimation {
    try LottieAnimation(data: Data(documentText(expression, on: "o", value: "100").utf8))
  }
  let baked = try load("linear(time, 0, 1, 0, 100)")
  #expect(!baked.unsupportedFeatures.contains { $0.feature.contains("expression") })
  let hostile = try load("while (true) {}")
  #expect(hostile.unsupportedFeatures.map(\.path).contains("$.layers[1].ks.o.x"))
  let broken = try load("var = ;")
  #expect(broken.unsupportedFeatures.map(\.path).contains("$.layers[1].ks.o.x"))
}
