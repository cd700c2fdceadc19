import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// The group overloads of ``ContentBounds`` (which spare a copy of the group) give exactly
/// the boxes of the item ones, for the groups damage and culling measure.
@Suite struct ContentBoundsGroupTests {
  private static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  /// Made afresh for each test (by index), not kept in a `static let`: Swift keeps a
  /// multi-payload enum's case in its payload pointer's spare bits, which LeakSanitizer
  /// cannot follow, so display items alive at exit read as leaks under `make sanitize-address`.
  private static func groups() -> [GroupItem] {
    let fill = DisplayItem.fill(rect(1, 2, 3, 4), .red)
    let stroke = DisplayItem.stroke(
      rect(10, 10, 10, 10), paint: .color(.blue),
      style: StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4))
    let turned = Transform(rotationAngle: 0.3).concatenating(
      Transform(translationX: 5, y: -7))
    let text = DisplayItem.text(
      TextItem(
        string: "Hi", font: Font(family: "Sans", size: 12), color: .black,
        frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    return [
      GroupItem(children: []),
      GroupItem(transform: turned, children: [fill, stroke]),
      GroupItem(clip: rect(2, 3, 1, 1), children: [fill]),
      GroupItem(clip: rect(50, 50, 1, 1), children: [fill]),
      GroupItem(
        transform: Transform(scaleX: 2, y: 3), opacity: 0.5,
        children: [.group(GroupItem(transform: turned, children: [stroke])), fill]),
      GroupItem(children: [fill, text]),
    ]
  }

  private static let cases = 0..<6

  @Test(arguments: cases) func groupBoxIsTheItemBox(_ index: Int) {
    let group = Self.groups()[index]
    let item = DisplayItem.group(group)
    #expect(ContentBounds.of(group) == ContentBounds.of(item))
    #expect(ContentBounds.of(only: group) == ContentBounds.of(only: item))
  }

  @Test(arguments: cases) func groupBoundednessIsTheItemBoundedness(_ index: Int) {
    let group = Self.groups()[index]
    #expect(FrameDamage.isBounded(group) == FrameDamage.isBounded(.group(group)))
  }

  @Test func theCasesMeasureSomethingAndNothing() {
    let groups = Self.groups()
    #expect(groups.count == Self.cases.count)
    let boxes = groups.map { ContentBounds.of($0) }
    #expect(boxes[0] == .null)
    #expect(boxes[1] != nil && boxes[1] != .null)
    #expect(boxes[2] == CGRect(x: 2, y: 3, width: 1, height: 1))
    #expect(boxes[3] == .null)
    #expect(boxes[5] == nil)
  }
}
