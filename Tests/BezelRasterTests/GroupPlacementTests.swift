import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// A composited group (opacity, mask, blend mode) is painted placed on the device pixels it
/// was drawn on exactly, which gives the pixels of placing it through its transform and that
/// transform's inverse.
@Suite struct GroupPlacementTests {
  /// Groups that are composited, under a turned and scaled transform (whose product with
  /// its inverse is not exactly the identity in floating point).
  static func list(turn: Double) -> DisplayList {
    let shapes: [DisplayItem] = [
      .fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 60, height: 45)), paint: .color(.red)),
      .stroke(
        Path(rect: CGRect(x: 20, y: 12, width: 50, height: 40)), paint: .color(.blue),
        style: StrokeStyle(lineWidth: 3)),
      .fill(
        Path(rect: CGRect(x: 30, y: 30, width: 40, height: 30)),
        paint: .color(Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.7))),
    ]
    let mask = [
      DisplayItem.fill(
        Path(ellipseIn: CGRect(x: 10, y: 0, width: 60, height: 60)), paint: .color(.black))
    ]
    // Turned about the content's middle, so it stays in the frame.
    func turned(_ dx: Double, _ dy: Double) -> Transform {
      Transform(translationX: -40, y: -30)
        .concatenating(Transform(rotationAngle: turn))
        .concatenating(Transform(scaleX: 1.37, y: 1.21))
        .concatenating(Transform(translationX: dx, y: dy))
    }
    return DisplayList(
      size: CGSize(width: 200, height: 160),
      items: [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 200, height: 160)), paint: .color(.white)),
        .group(GroupItem(transform: turned(50.3, 45.7), opacity: 0.6, children: shapes)),
        .group(
          GroupItem(transform: turned(140.6, 45.2), mask: Mask(items: mask), children: shapes)),
        .group(
          GroupItem(
            transform: turned(55.1, 115.4), mask: Mask(items: mask, mode: .luminance),
            children: shapes)),
        .group(
          GroupItem(transform: turned(140.2, 110.9), blendMode: .multiply, children: shapes)),
      ])
  }

  @Test(arguments: [0.0, 0.3, 1.1, -2.2])
  func exactPlacementGivesThePixelsOfTheGroupsTransform(turn: Double) throws {
    let list = Self.list(turn: turn)
    for policy in [RenderPolicy.exact, .browserLike] {
      let exact = try Canvas().render(list, scale: 1.5, policy: policy)
      let composed = try DisplayListPainter.$placesGroupsExactly.withValue(false) {
        try Canvas().render(list, scale: 1.5, policy: policy)
      }
      #expect(exact == composed)
      // The faded group shows: its red over white is pink, not red.
      let p = exact.pixel(x: 75, y: 68)
      #expect(p.r > 200 && p.g > 60 && p.g < 200)
    }
  }
}
