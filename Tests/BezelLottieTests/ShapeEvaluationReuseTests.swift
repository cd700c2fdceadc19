import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A shape evaluation works in lists kept from earlier evaluations (``ReusePool``): what it
/// makes must not depend on what was evaluated before it, of this animation or another.
@Suite struct ShapeEvaluationReuseTests {
  /// 40 frames of animated outlines through every modifier: a trimmed rectangle, a path with
  /// rounded corners and pucker, a zig-zag and twisted ellipse, a merge of two groups, an
  /// offset star and a repeater, each filled or stroked.
  static let modifiersJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":40,"w":100,"h":80,"layers":[
     {"ty":4,"ind":1,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[30,25,0]}},"shapes":[
      {"ty":"rc","s":{"a":1,"k":[{"t":0,"s":[20,10]},{"t":40,"s":[40,30]}]},
       "p":{"a":0,"k":[0,0]},"r":{"a":0,"k":2}},
      {"ty":"tm","s":{"a":0,"k":10},"e":{"a":1,"k":[{"t":0,"s":[20]},{"t":40,"s":[90]}]},
       "o":{"a":0,"k":0},"m":1},
      {"ty":"st","c":{"a":0,"k":[0.9,0.2,0.1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3}}]},
     {"ty":4,"ind":2,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[70,25,0]}},"shapes":[
      {"ty":"sh","ks":{"a":1,"k":[
       {"t":0,"s":[{"c":true,"v":[[0,-12],[12,10],[-12,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]},
       {"t":40,"s":[{"c":true,"v":[[0,-8],[16,12],[-16,6]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]}]}},
      {"ty":"rd","r":{"a":1,"k":[{"t":0,"s":[0]},{"t":40,"s":[6]}]}},
      {"ty":"pb","a":{"a":1,"k":[{"t":0,"s":[-20]},{"t":40,"s":[30]}]}},
      {"ty":"fl","c":{"a":0,"k":[0.2,0.7,0.3,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":3,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[25,60,0]}},"shapes":[
      {"ty":"el","s":{"a":1,"k":[{"t":0,"s":[20,16]},{"t":40,"s":[30,20]}]},"p":{"a":0,"k":[0,0]}},
      {"ty":"zz","s":{"a":0,"k":2},"r":{"a":0,"k":4},"pt":{"a":0,"k":1}},
      {"ty":"tw","a":{"a":1,"k":[{"t":0,"s":[0]},{"t":40,"s":[90]}]},"c":{"a":0,"k":[0,0]}},
      {"ty":"fl","c":{"a":0,"k":[0.1,0.3,0.9,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":4,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[55,60,0]}},"shapes":[
      {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[16,16]},"p":{"a":1,"k":[{"t":0,"s":[-6,0]},{"t":40,"s":[0,0]}]},
        "r":{"a":0,"k":0}},{"ty":"tr"}]},
      {"ty":"gr","it":[{"ty":"el","s":{"a":0,"k":[14,14]},"p":{"a":0,"k":[6,0]}},{"ty":"tr"}]},
      {"ty":"mm","mm":3},
      {"ty":"fl","c":{"a":0,"k":[0.8,0.6,0.1,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":5,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[85,60,0]}},"shapes":[
      {"ty":"sr","sy":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[0,0]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":40,"s":[72]}]},
       "or":{"a":0,"k":8},"os":{"a":0,"k":0},"ir":{"a":0,"k":4},"is":{"a":0,"k":0}},
      {"ty":"op","a":{"a":1,"k":[{"t":0,"s":[0]},{"t":40,"s":[2]}]},"lj":1,"ml":{"a":0,"k":4}},
      {"ty":"rp","c":{"a":1,"k":[{"t":0,"s":[1]},{"t":40,"s":[3]}]},"o":{"a":0,"k":0},
       "tr":{"p":{"a":0,"k":[0,6]},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}},
      {"ty":"fl","c":{"a":0,"k":[0.6,0.1,0.7,1]},"o":{"a":0,"k":100}}]}]}
    """

  @Test func evaluationsDoNotDependOnWhatCameBefore() throws {
    var animation = try LottieAnimation(data: Data(Self.modifiersJSON.utf8))
    // Every frame is evaluated, none served from an earlier one.
    animation.reusesStillContent = false
    let frames = (0..<80).map { Double($0) / 2 }
    let expected = frames.map { animation.displayList(atFrame: $0) }
    // Some outlines are there in each frame, so the lists have something to hold.
    #expect(expected.allSatisfy { $0.items.count == 5 })
    let others = try StillContentTests.animations().map(\.1)
    var generator = SeededGenerator(seed: 3)
    for k in frames.indices.shuffled(using: &generator) {
      // Another animation's evaluation comes between, leaving its lists (larger or smaller).
      let other = others[Int.random(in: others.indices, using: &generator)]
      _ = other.displayList(atFrame: Double.random(in: 0..<30, using: &generator))
      #expect(animation.displayList(atFrame: frames[k]) == expected[k], "frame \(frames[k])")
    }
    // And the frames backwards, each straight after the next one.
    for k in frames.indices.reversed() {
      #expect(animation.displayList(atFrame: frames[k]) == expected[k], "frame \(frames[k])")
    }
  }
}
