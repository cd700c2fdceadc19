import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelLottie

/// A shape layer hands its next evaluation the paths and items of its last
/// (``LastEvaluation``): what it hands back must be what a fresh evaluation makes, in any
/// order of frames, and a path whose outline did not change must be the one kept.
@Suite struct LastEvaluationTests {
  /// 40 frames of layers fading in and out over still outlines (a path, a rectangle, an
  /// ellipse, two outlines under one fill, a stroked group and a gradient in a turned group),
  /// beside outlines that move while they fade, hold, and change their count of styles.
  static let fadingJSON = """
    {"v":"5.7.4","fr":30,"ip":0,"op":40,"w":120,"h":90,"layers":[
     {"ty":4,"ind":1,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[30,25,0]},
      "o":{"a":1,"k":[{"t":0,"s":[0]},{"t":15,"s":[100]},{"t":30,"s":[20]}]}},"shapes":[
      {"ty":"gr","it":[
       {"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,-12],[12,10],[-12,10]],"i":[[0,0],[4,0],[0,0]],"o":[[0,0],[0,4],[0,0]]}}},
       {"ty":"fl","c":{"a":0,"k":[0.2,0.7,0.3,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
      {"ty":"gr","it":[
       {"ty":"rc","s":{"a":0,"k":[16,10]},"p":{"a":0,"k":[0,14]},"r":{"a":0,"k":3}},
       {"ty":"el","s":{"a":0,"k":[8,8]},"p":{"a":0,"k":[10,-10]}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.4,0.1,1]},"o":{"a":0,"k":80}},{"ty":"tr"}]}]},
     {"ty":4,"ind":2,"ip":0,"op":40,"st":0,"ks":{"p":{"a":0,"k":[80,25,0]},
      "o":{"a":1,"k":[{"t":0,"s":[100]},{"t":20,"s":[10]},{"t":40,"s":[90]}]}},"shapes":[
      {"ty":"gr","it":[
       {"ty":"el","s":{"a":1,"k":[{"t":0,"s":[10,10]},{"t":10,"s":[20,14],"h":1},{"t":25,"s":[12,20]},{"t":35,"s":[12,20]}]},
        "p":{"a":0,"k":[0,0]}},
       {"ty":"st","c":{"a":0,"k":[0.1,0.3,0.9,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3}},
       {"ty":"tr","r":{"a":0,"k":30},"s":{"a":0,"k":[120,80]}}]},
      {"ty":"gr","it":[
       {"ty":"rc","s":{"a":0,"k":[18,12]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
       {"ty":"gf","t":1,"s":{"a":0,"k":[-9,0]},"e":{"a":0,"k":[9,0]},"o":{"a":0,"k":100},
        "g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}},
       {"ty":"tr","p":{"a":0,"k":[0,18]},"r":{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":20,"s":[45]}]}}]}]},
     {"ty":4,"ind":3,"ip":5,"op":35,"st":0,"ks":{"p":{"a":0,"k":[60,65,0]},
      "o":{"a":1,"k":[{"t":5,"s":[30]},{"t":35,"s":[100]}]}},"shapes":[
      {"ty":"gr","it":[
       {"ty":"sh","ks":{"a":1,"k":[
        {"t":5,"s":[{"c":true,"v":[[0,-8],[16,12],[-16,6]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}],"h":1},
        {"t":18,"s":[{"c":true,"v":[[0,-12],[12,10],[-12,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]},
        {"t":30,"s":[{"c":true,"v":[[0,-8],[16,12],[-16,6]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}]}]}},
       {"ty":"fl","c":{"a":0,"k":[0.6,0.1,0.7,1]},
        "o":{"a":1,"k":[{"t":5,"s":[100],"h":1},{"t":12,"s":[0],"h":1},{"t":16,"s":[100]}]}},
       {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}},
       {"ty":"tr"}]}]}]}
    """

  /// Every whole and half frame, and a hair either side of each whole one.
  static let frames: [Double] = (0..<40).flatMap { k -> [Double] in
    let f = Double(k)
    return [f, f + 0.5, f.nextDown, f.nextUp]
  }

  @Test func reusedEvaluationsMatchFreshOnes() throws {
    let animation = try LottieAnimation(data: Data(Self.fadingJSON.utf8))
    var fresh = animation
    fresh.reusesStillContent = false
    var generator = SeededGenerator(seed: 6)
    var shuffled = Self.frames + Self.frames.shuffled(using: &generator).prefix(60)
    shuffled.shuffle(using: &generator)
    let size = CGSize(width: 120, height: 90)
    for (order, sequence) in [
      ("forwards", Self.frames), ("backwards", Self.frames.reversed()), ("shuffled", shuffled),
    ] {
      for frame in sequence {
        let expected = fresh.displayList(atFrame: frame, fitting: size)
        #expect(!expected.items.isEmpty)
        #expect(
          animation.displayList(atFrame: frame, fitting: size) == expected, "\(order) \(frame)")
        // The same frame at once again, now from what the last evaluation kept.
        #expect(animation.displayList(atFrame: frame, fitting: size) == expected)
      }
    }
  }

  /// The first layer fades over still outlines: from one frame to the next the path of its
  /// fill of one outline is the one kept (the same storage), where fresh evaluations make a
  /// new one each frame; the fill of two outlines builds its path again.
  @Test func stillOutlinesKeepTheirPath() throws {
    let animation = try LottieAnimation(data: Data(Self.fadingJSON.utf8))
    var fresh = animation
    fresh.reusesStillContent = false
    func storage(_ list: DisplayList) -> [UnsafeRawPointer?] {
      guard case .group(let layer)? = list.items.last else { return [] }
      return layer.children.compactMap { item -> UnsafeRawPointer?? in
        guard case .fill(let path, _, _) = item else { return nil }
        return path.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      }
    }
    var kept = 0
    for frame in stride(from: 1.0, to: 14, by: 1) {
      let before = animation.displayList(atFrame: frame)
      let after = animation.displayList(atFrame: frame + 0.5)
      #expect(before != after, "the layer fades between \(frame) and \(frame + 0.5)")
      #expect(storage(before).count == 2)
      #expect(storage(before).filter(storage(after).contains).count == 1, "frame \(frame)")
      #expect(storage(fresh.displayList(atFrame: frame)) != storage(after))
      kept += 1
    }
    #expect(kept == 13)
  }
}
