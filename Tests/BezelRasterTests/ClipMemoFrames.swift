import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The frames of a moving scene for the clip memos' tests (``DeviceClipMemo``): drawn on one
/// kept canvas forwards, backwards and in a seeded order, then compared with frames that ask
/// Cairo for every item and with fresh canvases' frames.
struct ClipMemoFrames: Sendable {
  let count: Int
  let list: @Sendable (Int) -> DisplayList
  let orders: [[Int]]

  init(count: Int, seed: UInt64, list: @escaping @Sendable (Int) -> DisplayList) {
    self.count = count
    self.list = list
    var random = SeededGenerator(seed: seed)
    let forwards = Array(0..<count)
    orders = [forwards, forwards.reversed(), forwards.shuffled(using: &random)]
  }

  /// A rectangle of `w` × `h` at (`x`, `y`), as the scenes' lists draw and clip with.
  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  /// The ellipse inscribed in ``rect(_:_:_:_:)``'s rectangle.
  static func oval(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h))
  }

  /// The frames in order `order` (an index of ``orders``), drawn on one kept canvas.
  func frames(_ order: Int, policy: RenderPolicy) throws -> [Int: Bitmap] {
    let canvas = Canvas()
    var frames: [Int: Bitmap] = [:]
    for frame in orders[order] {
      frames[frame] = try canvas.render(list(frame), scale: 1.5, policy: policy)
    }
    return frames
  }

  /// Expects the frames drawn with the memos to equal those asking Cairo for every item.
  func expectEqualToAskingCairo(order: Int, policy: RenderPolicy) throws {
    let memo = try frames(order, policy: policy)
    let asking = try DeviceClipMemo.$isEnabled.withValue(false) {
      try frames(order, policy: policy)
    }
    for frame in 0..<count {
      #expect(memo[frame] == asking[frame], "frame \(frame)")
    }
  }

  /// Expects a kept canvas's frames to equal a fresh canvas's (asking Cairo for every item
  /// when `freshAsks`), with kept coverage or without.
  func expectKeptEqualToFresh(order: Int, keepsCoverage: Bool, freshAsks: Bool) throws {
    try CoverageCache.$isEnabled.withValue(keepsCoverage) {
      let kept = try frames(order, policy: .browserLike)
      for frame in 0..<count {
        let fresh = try DeviceClipMemo.$isEnabled.withValue(!freshAsks) {
          try Canvas().render(list(frame), scale: 1.5, policy: .browserLike)
        }
        #expect(kept[frame] == fresh, "frame \(frame)")
      }
    }
  }
}
