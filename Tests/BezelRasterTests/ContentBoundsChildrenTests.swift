import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// A group's children measured through the memo (as the painter asks whether a clip can cut
/// them and how far to clip a pushed group) give the box measured without it, and share the
/// entry the group's own box made.
@Suite struct ContentBoundsChildrenTests {
  private static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  /// Lists of children: empty, plain, nested under a turned group, and one of unknown extent.
  private static func lists() -> [[DisplayItem]] {
    let fill = DisplayItem.fill(rect(1, 2, 3, 4), .red)
    let stroke = DisplayItem.stroke(
      rect(10, 10, 10, 10), paint: .color(.blue),
      style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4))
    let turned = GroupItem(
      transform: Transform(rotationAngle: 0.3), clip: rect(0, 0, 12, 12), children: [stroke])
    let text = DisplayItem.text(
      TextItem(
        string: "Hi", font: Font(family: "Sans", size: 12), color: .black,
        frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    return [[], [fill, stroke], [fill, .group(turned)], [fill, text]]
  }

  @Test(arguments: 0..<4) func childrenThroughTheMemoAreTheChildrenWithout(_ index: Int) {
    let children = Self.lists()[index]
    let memo = ContentBoundsMemo()
    let without = ContentBounds.of(children)
    #expect(ContentBounds.of(children: children, memo: nil) == without)
    #expect(ContentBounds.of(children: children, memo: memo) == without)
    // Asked again, the kept box is the same.
    #expect(ContentBounds.of(children: children, memo: memo) == without)
  }

  @Test func theGroupsBoxKeepsItsChildrensBox() {
    let memo = ContentBoundsMemo()
    let children = Self.lists()[1]
    let group = GroupItem(transform: Transform(scaleX: 2, y: 3), children: children)
    _ = ContentBounds.of(group, memo: memo)
    let kept = memo.count
    #expect(kept == 1)
    // The children of the group measured are found, not kept again.
    #expect(ContentBounds.of(children: group.children, memo: memo) == ContentBounds.of(children))
    #expect(memo.count == kept)
    // Another list with the same items is another array: measured and kept too.
    let copy = children.map { $0 }
    #expect(ContentBounds.of(children: copy, memo: memo) == ContentBounds.of(children))
    #expect(memo.count == kept + 1)
  }
}
