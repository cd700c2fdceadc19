import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Under a clip whose edges fall inside pixels, drawing like browsers, a shape crossing the
/// edge is drawn straight onto the clip's fully covered pixels and through groups only on
/// the edge pixels; the pixels are those of drawing it all through one group.
@Suite struct SoftClipSplitTests {
  /// Shapes crossing every edge of a clip cut at fractions of a pixel: an opaque fill, a
  /// gradient fill, a stroke and a half-transparent group of two overlapping fills.
  static func list(clip: CGRect) -> DisplayList {
    let gradient = Paint.linearGradient(
      Gradient(stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)]),
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 80))
    let children: [DisplayItem] = [
      .fill(Path(rect: CGRect(x: 0, y: 0, width: 100, height: 40)), paint: .color(.black)),
      .fill(Path(ellipseIn: CGRect(x: 4, y: 30, width: 70, height: 60)), paint: gradient),
      .stroke(
        Path(ellipseIn: CGRect(x: 40, y: 8, width: 58, height: 80)), paint: .color(.green),
        style: StrokeStyle(lineWidth: 5)),
      .group(
        GroupItem(
          opacity: 0.5,
          children: [
            .fill(Path(rect: CGRect(x: 60, y: 50, width: 40, height: 40)), paint: .color(.red)),
            .fill(
              Path(ellipseIn: CGRect(x: 70, y: 60, width: 30, height: 30)), paint: .color(.blue)),
          ])),
    ]
    return DisplayList(
      size: CGSize(width: 100, height: 90),
      items: [.group(GroupItem(clip: Path(rect: clip), children: children))])
  }

  static let clip = CGRect(x: 10.3, y: 12.6, width: 70.45, height: 60.25)

  @Test func splitDrawsGiveTheWholeGroupsPixels() throws {
    let list = Self.list(clip: Self.clip)
    let split = try Canvas().render(list, policy: .browserLike)
    let whole = try SoftClip.$drawsSplit.withValue(false) {
      try Canvas().render(list, policy: .browserLike)
    }
    #expect(split == whole)
    // The clip cuts the black band's top row and left column to partial coverage.
    #expect(split.pixel(x: 30, y: 12).a > 0 && split.pixel(x: 30, y: 12).a < 255)
    #expect(split.pixel(x: 10, y: 20).a > 0 && split.pixel(x: 10, y: 20).a < 255)
    #expect(split.pixel(x: 30, y: 20).a == 255)
  }

  /// One canvas keeps the clips it drew through; as the clip moves and changes size, each
  /// frame still gives a fresh canvas's pixels. (Kept coverage is off: an outline's coverage
  /// kept from under one clip can differ from a fresh one's by a few levels on edge pixels.)
  @Test func keptClipsNeverShowAnOldClip() throws {
    try CoverageCache.$isEnabled.withValue(false) { try Self.renderMovingClip() }
  }

  static func renderMovingClip() throws {
    let canvas = Canvas()
    let offsets: [Double] = [0, 0, 0.25, 0.25, 3.5, 0, 0.25, -2.75, -2.75]
    for (index, offset) in offsets.enumerated() {
      let clip = Self.clip.offsetBy(dx: offset, dy: -offset / 2)
        .insetBy(dx: Double(index % 3) * 0.4, dy: 0)
      let list = list(clip: clip)
      let kept = try canvas.render(list, policy: .browserLike)
      let fresh = try Canvas().render(list, policy: .browserLike)
      #expect(kept == fresh, "frame \(index)")
    }
  }
}
