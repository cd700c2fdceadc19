import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

@testable import BezelLottie

/// Merge paths inside a time-remapped, masked precomposition, with a trim above the merge,
/// a stroke above it (which paints nothing of what the merge takes in), a hidden outline,
/// a fill and a stroke below it and a repeater around the group: the kind of file issue 17
/// reports shapes vanishing from after the first frames.
@Suite struct MergeInPrecompTests {
  /// The layer inside the precomposition, merging in mode `mode`.
  static func layer(mode: Int) -> String {
    let still = #""o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}"#
    let transform = """
      {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
       "r":{"a":0,"k":0},"o":{"a":0,"k":100}}
      """
    return """
      {"ty":4,"ks":{"p":{"a":0,"k":[100,100]}},"ip":0,"op":200,"st":0,"shapes":[
        {"ty":"gr","it":[
          {"ty":"el","d":1,"p":{"a":1,"k":[{"t":0,"s":[0,0],\(still)},{"t":30,"s":[30,0]}]},
           "s":{"a":0,"k":[80,80]}},
          {"ty":"rc","d":1,"hd":true,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[300,300]},
           "r":{"a":0,"k":0}},
          {"ty":"gr","it":[
            {"ty":"rc","d":1,"p":{"a":0,"k":[20,20]},
             "s":{"a":1,"k":[{"t":0,"s":[10,10],\(still)},{"t":40,"s":[70,70]}]},
             "r":{"a":0,"k":5}},
            {"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3}},
            \(transform)]},
          {"ty":"tm","s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[100],\(still)},
           {"t":40,"s":[60]}]},"o":{"a":0,"k":0},"m":1},
          {"ty":"mm","mm":\(mode)},
          {"ty":"fl","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1],\(still)},{"t":40,"s":[0,1,0,1]}]},
           "o":{"a":0,"k":100},"r":1},
          {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}},
          \(transform)]},
        {"ty":"rp","c":{"a":0,"k":2},"o":{"a":0,"k":0},"m":1,
         "tr":{"p":{"a":0,"k":[0,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
          "r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":50}}}]}
      """
  }

  /// The precomposition plays one and a half times as fast through its time remap and is
  /// masked by a square 10 in from its edges.
  static func animation(mode: Int) throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":60,"w":200,"h":200,
       "assets":[{"id":"c0","w":200,"h":200,"layers":[\(layer(mode: mode))]}],
       "layers":[{"ty":0,"refId":"c0","w":200,"h":200,"ks":{},"ip":0,"op":60,"st":0,
        "tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},
         {"t":59,"s":[1.5]}]},
        "masksProperties":[{"mode":"a","o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":true,
         "v":[[10,10],[190,10],[190,190],[10,190]],"i":[[0,0],[0,0],[0,0],[0,0]],
         "o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// The opaque coverage of `bitmap`, in pixels.
  static func coverage(_ bitmap: Bitmap) -> Double {
    var sum = 0.0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width { sum += Double(bitmap.pixel(x: x, y: y).a) / 255 }
    }
    return sum
  }

  /// Frames drawn one after another from one animation (what it keeps between frames in
  /// play) are the frames drawn each on its own, in every merge mode; and no frame loses
  /// its shapes: every one covers at least what the intersection leaves of a single copy.
  @Test(arguments: 1...5) func mergedShapesHoldOnEveryFrame(mode: Int) throws {
    let played = try Self.animation(mode: mode)
    for frame in stride(from: 0.0, through: 59, by: 3) {
      let kept = try Canvas().render(played.displayList(atFrame: frame))
      var fresh = try Self.animation(mode: mode)
      fresh.reusesStillContent = false
      let alone = try Canvas().render(fresh.displayList(atFrame: frame))
      let same = kept.pixels == alone.pixels
      #expect(same, "mode \(mode), frame \(frame)")
      #expect(Self.coverage(alone) > 60, "mode \(mode), frame \(frame): shapes vanished")
    }
  }
}
