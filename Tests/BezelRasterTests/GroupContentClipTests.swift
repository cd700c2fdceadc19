import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Composited groups are clipped to their content before being pushed; these check the
/// content box never cuts what the group paints, and that clearing operators still clear.
@Suite struct GroupContentClipTests {
  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  @Test func fillBoxIsThePathBox() throws {
    let box = try #require(ContentBounds.of([.fill(rect(1, 2, 3, 4), .red)]))
    #expect(box == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func strokeBoxReachesTheMiterLimit() throws {
    // Width 2 and miter limit 4: a miter tip lies at most 4 half-widths (4 units) away.
    let style = StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4)
    let box = try #require(
      ContentBounds.of([.stroke(rect(10, 10, 10, 10), paint: .color(.red), style: style)]))
    #expect(box == CGRect(x: 6, y: 6, width: 18, height: 18))
  }

  @Test func textHasNoKnownBox() {
    let text = TextItem(
      string: "Hi", font: Font(family: "Sans", size: 12), color: .black,
      frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(ContentBounds.of([.text(text)]) == nil)
  }

  @Test func nestedGroupIsClippedThenMoved() throws {
    // Children cover x 0…10; the clip keeps x 5…20; the translation moves that by 100.
    let group = GroupItem(
      transform: Transform(translationX: 100, y: 0), clip: rect(5, 0, 15, 10),
      children: [.fill(rect(0, 0, 10, 10), .red)])
    let box = try #require(ContentBounds.of([.group(group)]))
    #expect(box == CGRect(x: 105, y: 0, width: 5, height: 10))
  }

  @Test func fadedGroupKeepsItsMiterTip() throws {
    // A V from (10,30) up to (20,10) and down to (30,30), 4 wide: each edge has slope 2, so
    // the miter tip sits 2 / sin(atan(1/2)) = 2·√5 ≈ 4.47 above (20,10), at y ≈ 5.53, and at
    // y = 8 the joint is ±1.23 wide around x = 20: pixel (20, 8) is fully covered.
    var v = Path()
    v.move(to: CGPoint(x: 10, y: 30))
    v.addLine(to: CGPoint(x: 20, y: 10))
    v.addLine(to: CGPoint(x: 30, y: 30))
    let style = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10)
    let group = GroupItem(
      opacity: 0.5,
      children: [
        .stroke(v, paint: .color(.red), style: style), .fill(rect(30, 30, 1, 1), .red),
      ])
    let bitmap = try DisplayList(size: CGSize(width: 40, height: 40), items: [.group(group)])
      .render()
    let tip = bitmap.pixel(x: 20, y: 8)
    #expect(abs(Int(tip.3) - 128) <= 1)
  }

  @Test func blendedGroupLeavesPixelsOutsideItsContent() throws {
    // Multiplying grey by red keeps red's channel of the grey, elsewhere the grey stays.
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    let group = GroupItem(
      blendMode: .multiply,
      children: [.fill(rect(2, 2, 4, 4), .red), .fill(rect(2, 2, 4, 4), .red)])
    let bitmap = try DisplayList(
      size: CGSize(width: 20, height: 20), items: [.fill(rect(0, 0, 20, 20), grey), .group(group)]
    ).render()
    let inside = bitmap.pixel(x: 3, y: 3)
    #expect(abs(Int(inside.0) - 128) <= 1)
    #expect(inside.1 == 0)
    #expect(inside.3 == 255)
    let outside = bitmap.pixel(x: 15, y: 15)
    #expect(abs(Int(outside.0) - 128) <= 1)
    #expect(abs(Int(outside.1) - 128) <= 1)
  }

  @Test func isolatedGroupKeepsItsChildrensBlendModesInside() throws {
    // A red square multiplied onto the grey backdrop keeps grey's half of red; in an isolated
    // group it multiplies nothing (the group is transparent there) and stays red.
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    let multiplied = DisplayItem.group(
      GroupItem(blendMode: .multiply, children: [.fill(rect(2, 2, 4, 4), .red)]))
    func centre(isolated: Bool) throws -> (UInt8, UInt8, UInt8, UInt8) {
      var group = GroupItem(children: [multiplied])
      group.isolated = isolated
      let bitmap = try DisplayList(
        size: CGSize(width: 20, height: 20),
        items: [.fill(rect(0, 0, 20, 20), grey), .group(group)]
      ).render()
      return bitmap.pixel(x: 3, y: 3)
    }
    let through = try centre(isolated: false)
    #expect(abs(Int(through.0) - 128) <= 1 && through.1 == 0, "\(through)")
    #expect(try centre(isolated: true) == (255, 0, 0, 255))
  }

  @Test func destinationInGroupStillClearsOutsideItsContent() throws {
    // Keeping the destination only where the source is opaque clears the rest of the canvas.
    let group = GroupItem(
      blendMode: .destinationIn,
      children: [.fill(rect(2, 2, 4, 4), .red), .fill(rect(2, 2, 4, 4), .red)])
    let bitmap = try DisplayList(
      size: CGSize(width: 20, height: 20),
      items: [.fill(rect(0, 0, 20, 20), .blue), .group(group)]
    ).render()
    #expect(bitmap.pixel(x: 3, y: 3) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 15, y: 15) == (0, 0, 0, 0))
  }
}
