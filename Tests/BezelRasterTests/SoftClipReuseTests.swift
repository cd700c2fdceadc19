import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Soft clips drawn with what a canvas keeps between frames equal fresh frames drawn the
/// general way, in any frame order: an item that only reaches the clip's fully covered pixels
/// is drawn straight under the clip memo of its list (``DeviceClipMemo``) rather than asking
/// Cairo for the clip again, and an opaque fill masked in place collects its regions in a
/// list the canvas keeps.
@Suite struct SoftClipReuseTests {
  /// ``DeviceClipMemoTests/list(_:)``'s items (shapes moving with `frame` under every kind of
  /// clip) under soft clips (rectangles cutting pixels), alone and nested in a whole-pixel
  /// rectangle, a path and a faded, moved group.
  static func list(_ frame: Int) -> DisplayList {
    let base = DeviceClipMemoTests.list(frame)
    func soft(_ rect: CGRect) -> DisplayItem {
      .group(GroupItem(clip: Path(rect: rect), children: base.items))
    }
    let inner = soft(CGRect(x: 20.3, y: 16.6, width: 70.45, height: 50.2))
    return DisplayList(
      size: base.size,
      items: [
        inner,
        .group(
          GroupItem(clip: Path(rect: CGRect(x: 10, y: 8, width: 90, height: 70)), children: [inner])
        ),
        .group(
          GroupItem(
            clip: Path(ellipseIn: CGRect(x: 5, y: 5, width: 110, height: 90)), children: [inner])),
        .group(
          GroupItem(
            transform: Transform(translationX: 4.5, y: 3), opacity: 0.8,
            children: [inner, soft(CGRect(x: 25.7, y: 22.2, width: 30.1, height: 20.9))])),
      ])
  }

  /// The frames 0..<10 in `order`.
  static let orders: [[Int]] = {
    var numbers = SeededGenerator(seed: 13)
    let forwards = Array(0..<10)
    return [forwards, forwards.reversed(), forwards.shuffled(using: &numbers)]
  }()

  @Test(arguments: [RenderPolicy.exact, .browserLike])
  func keptFramesInAnyOrderEqualFreshOnesAskingCairo(policy: RenderPolicy) throws {
    for order in Self.orders {
      let canvas = Canvas()
      for frame in order {
        let list = Self.list(frame)
        let kept = try canvas.render(list, scale: 1.5, policy: policy)
        let fresh = try DeviceClipMemo.$isEnabled.withValue(false) {
          try Canvas().render(list, scale: 1.5, policy: policy)
        }
        #expect(kept == fresh, "frame \(frame) of \(order)")
      }
    }
  }

  /// Moving shapes under moving rectangular clips (``RectangleSoftClipTests/list(clip:shift:)``)
  /// on one kept canvas, forwards, backwards and in a random order, equal fresh canvases that
  /// neither measure the rectangles nor mask in place.
  @Test func maskedInPlaceFramesInAnyOrderEqualGroupedOnes() throws {
    func list(_ frame: Int) -> DisplayList {
      let t = Double(frame)
      return RectangleSoftClipTests.list(
        clip: CGRect(x: 10.3 + t * 0.7, y: 12.6 - t * 0.45, width: 70.45 - t, height: 60.25),
        shift: t * 1.3)
    }
    for order in Self.orders {
      let canvas = Canvas()
      for frame in order {
        let kept = try canvas.render(list(frame), policy: .browserLike)
        let fresh = try SoftClip.$masksInPlace.withValue(false) {
          try SoftClip.$measuresRectangles.withValue(false) {
            try Canvas().render(list(frame), policy: .browserLike)
          }
        }
        #expect(kept == fresh, "frame \(frame) of \(order)")
      }
    }
  }
}
