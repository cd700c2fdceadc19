import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// ``FrameDamage`` measured with a ``ContentBoundsMemo`` (as a canvas does) finds exactly the
/// boxes it finds without one, frame after frame over the same memo.
@Suite struct FrameDamageMemoTests {
  /// Moving groups over still children (the same arrays every frame, as a Lottie player
  /// keeps them), one of them nested, and a still group.
  private static func list(at frame: Int, shapes: [DisplayItem]) -> DisplayList {
    let step = Double(frame)
    let moving = (0..<4).map { k in
      DisplayItem.group(
        GroupItem(
          transform: Transform(translationX: 10 * Double(k) + step, y: 3 * step),
          children: k == 2 ? [.group(GroupItem(opacity: 0.5, children: shapes))] : shapes))
    }
    let still = DisplayItem.group(
      GroupItem(transform: Transform(translationX: 60, y: 60), children: shapes))
    return DisplayList(size: CGSize(width: 100, height: 100), items: [still] + moving)
  }

  @Test func boxesWithTheMemoAreTheBoxesWithout() {
    let shapes: [DisplayItem] = [
      .fill(Path(rect: CGRect(x: 0, y: 0, width: 5, height: 4)), .red),
      .stroke(
        Path(ellipseIn: CGRect(x: 1, y: 1, width: 3, height: 3)), paint: .color(.blue),
        style: StrokeStyle(lineWidth: 1)),
    ]
    let memo = ContentBoundsMemo()
    var plain = FrameDamage()
    var kept = FrameDamage()
    for frame in 1..<6 {
      let old = Self.list(at: frame - 1, shapes: shapes)
      let new = Self.list(at: frame, shapes: shapes)
      let bounded = plain.measure(from: old, to: new, scale: 2, width: 200, height: 200)
      #expect(
        kept.measure(from: old, to: new, scale: 2, width: 200, height: 200, bounds: memo)
          == bounded)
      #expect(!plain.boxes.isEmpty)
      #expect(kept.boxes == plain.boxes)
      memo.startFrame()
    }
    #expect(memo.count > 0)
  }
}
