import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// An opaque stroke crossing a soft clip's edge, its coverage kept, is blended through that
/// coverage and the clip's straight onto the target with exactly the pixels of the group
/// painted through the clip that it was drawn in before.
@Suite struct KeptStrokeSoftClipTests {
  /// Frame `frame`: still strokes (round, mitred, dashed, thick and thin) crossing the soft
  /// edges of a precomposition-like clip off the pixel grid, over a backdrop, and a square
  /// moving over them across the clip's left edge, so every frame is drawn again (retained,
  /// only around the square).
  static func list(_ frame: Int, clip: CGRect) -> DisplayList {
    let colours = [
      Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 1),
      Color(red: 0.1, green: 0.4, blue: 0.8, alpha: 1),
    ]
    var strokes: [DisplayItem] = []
    for (index, (centre, radius)) in [
      (CGPoint(x: 60, y: 18), 30.0), (CGPoint(x: 20, y: 70), 22.0),
      (CGPoint(x: 95, y: 88), 26.0), (CGPoint(x: 60, y: 55), 12.0),
    ].enumerated() {
      let style = StrokeStyle(
        lineWidth: [9.5, 14.2, 6.3, 3.1][index], lineCap: index == 2 ? .butt : .round,
        lineJoin: .miter, miterLimit: 4, dashPattern: index == 2 ? [11, 5] : [])
      strokes.append(
        .stroke(
          KeptCoverageFrameEdgeTests.star(centre: centre, radius: radius, inner: radius * 0.45),
          paint: .color(colours[index % 2]), style: style))
    }
    return DisplayList(
      size: CGSize(width: 130, height: 110),
      items: [
        .fill(
          Path(rect: CGRect(x: 0, y: 0, width: 130, height: 110)),
          paint: .color(Color(red: 0.95, green: 0.93, blue: 0.8, alpha: 1))),
        .group(
          GroupItem(
            transform: Transform(translationX: 2.3, y: 1.6), clip: Path(rect: clip),
            children: strokes)),
        .fill(
          Path(rect: CGRect(x: 3 + Double(frame) * 4, y: 40, width: 7, height: 7)),
          paint: .color(.black)),
      ])
  }

  @Test(arguments: [
    CGRect(x: 10.3, y: 12.6, width: 90.45, height: 80.25),
    CGRect(x: 4.5, y: 8.125, width: 100.7, height: 70.03),
  ])
  func keptStrokesThroughASoftClipGiveTheGroupsPixels(clip: CGRect) throws {
    let range = 0..<5
    func frames(blending: Bool, retaining: Bool = false) throws -> (
      [Bitmap], KeptCoverageStatistics
    ) {
      let canvas = Canvas()
      canvas.retainsFrames = retaining
      return try SoftClip.$blendsKeptStrokes.withValue(blending) {
        try KeptCoverage.observing {
          try range.map {
            try canvas.render(Self.list($0, clip: clip), scale: 1.3, policy: .browserLike)
          }
        }
      }
    }
    let (blended, statistics) = try frames(blending: true)
    let (grouped, _) = try frames(blending: false)
    // Retained, only the damage around the moving square is drawn again, through the clip.
    let (retained, _) = try frames(blending: true, retaining: true)
    for frame in range {
      #expect(blended[frame] == grouped[frame], "frame \(frame)")
      #expect(retained[frame] == grouped[frame], "retained frame \(frame)")
    }
    // The strokes crossing the edge must have been blended straight, or this checks nothing.
    #expect(statistics.maskedHits >= 2 * (range.count - 2))
  }
}
