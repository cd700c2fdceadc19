import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// Frames served from an earlier frame's evaluation (content that holds still over a span of
/// frames) must be exactly the frames evaluated afresh, in any order.
@Suite struct StillContentTests {
  /// 60 frames at 100×80 of what holds still for a while: a fading layer with a path with
  /// hold keyframes and a still group beside it, one precomposition time-remapped through a hold, the same one
  /// stretched and shifted, a still precomposition whose opacity holds and changes, an
  /// auto-oriented layer resting on a curved path, a layer shown only in frames 15–45, and
  /// glyph text whose document and animator change at a hold.
  static let holdsJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":80,
     "fonts":{"list":[{"fName":"Box-Regular","fFamily":"Box","fStyle":"Regular","ascent":70}]},
     "chars":[{"ch":"I","fFamily":"Box","style":"Regular","size":100,"w":40,"data":{"shapes":[
       {"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10,-70],[30,-70],[30,0],[10,0]],
        "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}}],
     "assets":[
      {"id":"still","layers":[
       {"ty":4,"ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[20,15,0]}},
        "shapes":[{"ty":"rc","s":{"a":0,"k":[30,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":3}},
         {"ty":"st","c":{"a":0,"k":[0.1,0.2,0.8,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},
         {"ty":"fl","c":{"a":0,"k":[0.9,0.8,0.2,1]},"o":{"a":0,"k":100}}]}]},
      {"id":"held","layers":[
       {"ty":4,"ind":1,"ip":0,"op":60,"st":0,
        "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,10,0],"h":1},{"t":20,"s":[30,20,0],"h":1},{"t":40,"s":[10,20,0]}]}},
        "shapes":[{"ty":"el","s":{"a":0,"k":[12,12]},"p":{"a":0,"k":[0,0]}},
         {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1]},{"t":10,"s":[0,1,0,1],"h":1},{"t":30,"s":[0,0,1,1]}]},
          "o":{"a":0,"k":100}}]}]}],
     "layers":[
     {"ty":4,"ind":1,"nm":"held path","ip":0,"op":60,"st":0,
      "ks":{"p":{"a":0,"k":[50,40,0]},"o":{"a":1,"k":[{"t":0,"s":[100]},{"t":50,"s":[40]}]}},
      "shapes":[
       {"ty":"gr","it":[{"ty":"rc","s":{"a":0,"k":[10,10]},"p":{"a":0,"k":[-30,-25]},"r":{"a":0,"k":0}},
        {"ty":"fl","c":{"a":0,"k":[0.3,0.9,0.9,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
       {"ty":"gr","it":[
        {"ty":"sh","ks":{"a":1,"k":[
         {"t":10,"s":[{"c":true,"v":[[0,-10],[10,10],[-10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}],"h":1},
         {"t":25,"s":[{"c":true,"v":[[0,-15],[15,10],[-15,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]},
         {"t":35,"s":[{"c":true,"v":[[5,-10],[10,15],[-10,5]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]}]}},
        {"ty":"st","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":2,"lj":2},
        {"ty":"tr","r":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":45,"s":[20]},{"t":50,"s":[40]}]}}]}]},
     {"ty":0,"ind":2,"nm":"remapped","refId":"held","ip":0,"op":60,"st":0,"w":40,"h":30,
      "tm":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":12,"s":[0.5]},{"t":30,"s":[1.2],"h":1},{"t":50,"s":[0.2]}]},
      "ks":{"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]}}},
     {"ty":0,"ind":3,"nm":"stretched","refId":"held","ip":0,"op":60,"st":5,"sr":1.5,"w":40,"h":30,
      "ks":{"p":{"a":0,"k":[60,0,0]},"a":{"a":0,"k":[0,0,0]}}},
     {"ty":0,"ind":4,"nm":"still precomp","refId":"still","ip":0,"op":60,"st":0,"w":40,"h":30,
      "ks":{"p":{"a":0,"k":[30,45,0]},"a":{"a":0,"k":[0,0,0]},
       "o":{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":30,"s":[60],"h":1},{"t":45,"s":[100]},{"t":55,"s":[100]}]}}},
     {"ty":4,"ind":5,"nm":"oriented","ao":1,"ip":0,"op":60,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,70,0],"h":1,"to":[10,0,0],"ti":[-10,0,0]},
        {"t":15,"s":[10,70,0],"to":[20,-20,0],"ti":[-20,20,0]},{"t":40,"s":[90,70,0]}]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[10,4]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.4,0.1,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":6,"nm":"short life","ip":15,"op":45,"st":0,"ks":{"p":{"a":0,"k":[80,60,0]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[14,14]},"p":{"a":0,"k":[0,0]}},
       {"ty":"fl","c":{"a":0,"k":[0.5,0.2,0.9,1]},"o":{"a":0,"k":70}}]},
     {"ty":5,"ind":7,"nm":"text","ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[5,78,0]},"s":{"a":0,"k":[20,20]}},
      "t":{"d":{"k":[{"t":0,"s":{"t":"II","f":"Box-Regular","s":60,"j":0,"tr":0,"lh":72,"fc":[0.1,0.3,0.9]}},
        {"t":30,"s":{"t":"III","f":"Box-Regular","s":60,"j":0,"tr":0,"lh":72,"fc":[0.9,0.3,0.1]}}]},
       "a":[{"s":{"t":0,"a":{"a":0,"k":100},"b":1,"r":1,
         "s":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":20,"s":[50],"h":1},{"t":40,"s":[100]}]}},
        "a":{"o":{"a":0,"k":20}}}]}},
     {"ty":1,"ind":8,"nm":"background","ip":0,"op":60,"st":0,"ks":{},"sw":100,"sh":80,"sc":"#203040"}]}
    """

  static func animations() throws -> [(String, LottieAnimation)] {
    var result = try KeptCoverageTests.animations()
    for name in ["space", "effects", "tolerance", "text-animators", "text-fonts"] {
      result.append((name, try LottieFixture.load(name + ".json")))
    }
    result.append(("holds", try LottieAnimation(data: Data(holdsJSON.utf8))))
    return result
  }

  /// Every whole and half frame, and each frame a hair either side of a whole one (where a
  /// span ends), in the file's frame numbers.
  static func frames(_ animation: LottieAnimation) -> [Double] {
    let count = Int(animation.endFrame - animation.startFrame)
    var frames: [Double] = []
    for k in 0..<count {
      let f = animation.startFrame + Double(k)
      frames += [f, f + 0.5, f.nextDown, f.nextUp]
    }
    return frames
  }

  @Test func reusedEvaluationsMatchFreshOnes() throws {
    for (name, animation) in try Self.animations() {
      var fresh = animation
      fresh.reusesStillContent = false
      let frames = Self.frames(animation)
      var generator = SeededGenerator(seed: 13)
      var shuffled = frames + frames.shuffled(using: &generator).prefix(frames.count / 2)
      shuffled.shuffle(using: &generator)
      let size = CGSize(width: 120, height: 90)
      for (order, sequence) in [
        ("forwards", frames), ("backwards", frames.reversed()), ("shuffled", shuffled),
      ] {
        for frame in sequence {
          let kept = animation.displayList(atFrame: frame, fitting: size)
          let expected = fresh.displayList(atFrame: frame, fitting: size)
          #expect(kept == expected, "\(name) \(order) frame \(frame)")
          // The same frame at once again, now certainly from what was kept.
          #expect(animation.displayList(atFrame: frame) == fresh.displayList(atFrame: frame))
        }
      }
    }
  }

  /// The spans are what the tracks say: the hold keyframes, and before the first and after
  /// the last keyframe; an auto-oriented layer does not rest inside a curved hold.
  @Test func spansFollowHoldsAndEnds() throws {
    let animation = try LottieAnimation(data: Data(Self.holdsJSON.utf8))
    let layers = animation.root.layers
    func bounds(_ spans: StillSpans) -> [[Double]] { spans.spans.map { [$0.lower, $0.upper] } }
    let inf = Double.infinity
    // The path holds from 10 to 25 and after 35, its group's turn until 45 and after 50.
    #expect(
      bounds(layers[0].still.contentSpans) == [
        [-inf, 0], [0, 10], [10, 25], [35, 45], [50, inf],
      ])
    // Its opacity fades until 50, and the layer ends at 60.
    #expect(bounds(layers[0].still.spans) == [[-inf, 0], [50, 60], [60, inf]])
    // Both of its groups are kept on their own: the still one always, the turning one in
    // its holds.
    #expect(layers[0].still.groups.map(\.index) == [0, 1])
    #expect(layers[0].still.groups.first?.spans.isAlways == true)
    // The remap holds at 0 until 12 and from 30 to 50.
    #expect(bounds(layers[1].still.contentSpans) == [[-inf, 0], [0, 12], [30, 50], [50, inf]])
    // The still precomposition changes only where its layer starts and ends; its opacity
    // holds in the holds and after the last keyframe.
    #expect(bounds(layers[3].still.contentSpans) == [[-inf, 0], [0, 60], [60, inf]])
    #expect(
      bounds(layers[3].still.spans) == [[-inf, 0], [0, 30], [30, 45], [55, 60], [60, inf]])
    // Auto-orient: the heading moves along the curve through the hold.
    #expect(bounds(layers[4].still.spans) == [[-inf, 0], [40, 60], [60, inf]])
    // Shown from 15 to 45 only.
    #expect(bounds(layers[5].still.spans) == [[-inf, 15], [15, 45], [45, inf]])
    // Text: the document changes at 30, the selector holds from 0 to 20 and 20 to 40.
    #expect(
      bounds(layers[6].still.contentSpans) == [
        [-inf, 0], [0, 20], [20, 30], [30, 40], [40, inf],
      ])
    // The shifted, stretched precomposition: its layer holds over child frames 10–20, 20–30,
    // 30–40 and 40–60, seen at 5 + 1.5 × those, each a hair inside.
    let stretched = layers[2].still.contentSpans.spans
    #expect(stretched.count == 6)
    #expect(stretched.count == 6 && stretched[1].lower > 20 && stretched[1].lower < 20 + 1e-6)
    #expect(stretched.count == 6 && stretched[1].upper < 35 && stretched[1].upper > 35 - 1e-6)
  }
}
