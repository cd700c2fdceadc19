import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Items crossing a soft clip's edge are drawn into groups painted through the clip's
/// coverage; the group is placed on the device pixels it was drawn on exactly, which gives
/// the pixels of placing it through the layer's transform and that transform's inverse.
@Suite struct SoftClipGroupPlacementTests {
  /// Strokes, a translucent fill and a gradient crossing every edge of a clip cut at
  /// fractions of a pixel, under a turned and scaled layer (whose transform times its
  /// inverse is not exactly the identity in floating point).
  static func list(turn: Double) -> DisplayList {
    let gradient = Paint.linearGradient(
      Gradient(stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)]),
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 90, y: 70))
    let children: [DisplayItem] = [
      .stroke(
        Path(ellipseIn: CGRect(x: 2, y: 6, width: 86, height: 60)), paint: .color(.green),
        style: StrokeStyle(lineWidth: 4)),
      .stroke(
        Path(rect: CGRect(x: 12, y: 2, width: 40, height: 70)),
        paint: .color(Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.7)),
        style: StrokeStyle(lineWidth: 1.5)),
      .fill(
        Path(ellipseIn: CGRect(x: 40, y: 30, width: 60, height: 50)),
        paint: .color(Color(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.6))),
      .fill(Path(rect: CGRect(x: -5, y: 40, width: 50, height: 40)), paint: gradient),
    ]
    // Turned about the content's middle, so it stays in the frame.
    let transform = Transform(translationX: -45, y: -35)
      .concatenating(Transform(rotationAngle: turn))
      .concatenating(Transform(scaleX: 1.37, y: 1.21))
      .concatenating(Transform(translationX: 70.3, y: 60.7))
    return DisplayList(
      size: CGSize(width: 140, height: 120),
      items: [
        .group(
          GroupItem(
            transform: transform,
            clip: Path(rect: CGRect(x: 8.3, y: 10.6, width: 70.45, height: 50.2)),
            children: children))
      ])
  }

  @Test(arguments: [0.0, 0.3, 1.1, -2.2])
  func exactPlacementGivesThePixelsOfTheLayersTransform(turn: Double) throws {
    let list = Self.list(turn: turn)
    let exact = try Canvas().render(list, scale: 1.5, policy: .browserLike)
    let composed = try DisplayListPainter.$placesGroupsExactly.withValue(false) {
      try Canvas().render(list, scale: 1.5, policy: .browserLike)
    }
    #expect(exact == composed)
    // Something was drawn through the clip's partly covered edge.
    let partial = (0..<exact.height).contains { y in
      (0..<exact.width).contains { x in
        let a = exact.pixel(x: x, y: y).a
        return a > 0 && a < 255
      }
    }
    #expect(partial)
  }
}
