import BezelLayers
import Foundation
import Testing

@testable import BezelLottie

/// A still animation's fitted frames are one list, kept: the same storage frame after frame
/// (nothing made anew), and always equal to a list evaluated afresh.
@Suite struct KeptFitTests {
  /// A still rectangle over 30 frames, and a circle moving from frame 10 to 20.
  static let json = """
    {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":80,"layers":[
     {"ty":4,"ind":1,"ip":0,"op":30,"st":0,"ks":{"p":{"a":1,"k":[{"t":10,"s":[20,20,0]},{"t":20,"s":[70,50,0]}]}},
      "shapes":[{"ty":"el","s":{"a":0,"k":[12,12]},"p":{"a":0,"k":[0,0]}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.3,0.1,1]},"o":{"a":0,"k":100}}]},
     {"ty":4,"ind":2,"ip":0,"op":30,"st":0,"ks":{"p":{"a":0,"k":[50,40,0]}},
      "shapes":[{"ty":"rc","s":{"a":0,"k":[60,40]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":4}},
       {"ty":"fl","c":{"a":0,"k":[0.2,0.4,0.8,1]},"o":{"a":0,"k":100}}]}]}
    """

  static func storage(_ list: DisplayList) -> UnsafeRawPointer? {
    list.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func stillFramesShareOneListAndMatchFreshOnes() throws {
    let animation = try LottieAnimation(data: Data(Self.json.utf8))
    var fresh = animation
    fresh.reusesStillContent = false
    let size = CGSize(width: 200, height: 150)
    let first = animation.displayList(atFrame: 2, fitting: size)
    let second = animation.displayList(atFrame: 5, fitting: size)
    #expect(Self.storage(first) != nil && Self.storage(first) == Self.storage(second))
    // Moving frames, another size, and back: each equal to its fresh evaluation.
    for (frame, target) in [
      (12.0, size), (15, size), (3, CGSize(width: 50, height: 50)), (4, size), (25, size),
      (26, size), (7, size),
    ] {
      let list = animation.displayList(atFrame: frame, fitting: target)
      #expect(list == fresh.displayList(atFrame: frame, fitting: target), "frame \(frame)")
      #expect(list.size == target)
    }
    // Frames while the circle moves are made anew.
    let moving = animation.displayList(atFrame: 12, fitting: size)
    #expect(Self.storage(moving) != Self.storage(animation.displayList(atFrame: 13, fitting: size)))
  }
}
