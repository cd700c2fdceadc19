import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// An opaque stroke crossing a soft clip's edge whose outline changes every frame (trimmed,
/// moving, its dashes sliding), so its coverage is never kept, is blended through coverage
/// made for the draw with exactly the pixels of the group painted through the clip that it
/// was drawn in before.
@Suite struct FreshStrokeSoftClipTests {
  /// Frame `frame`: strokes (round, mitred, dashed, thick and thin) that grow, move and
  /// slide their dashes from frame to frame across the soft edges of a precomposition-like
  /// clip off the pixel grid, over a backdrop.
  static func list(_ frame: Int, clip: CGRect) -> DisplayList {
    let colours = [
      Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 1),
      Color(red: 0.1, green: 0.4, blue: 0.8, alpha: 1),
    ]
    let step = Double(frame)
    var strokes: [DisplayItem] = []
    for (index, (centre, radius)) in [
      (CGPoint(x: 60 + step * 1.7, y: 18), 30.0), (CGPoint(x: 20, y: 70 - step), 22.0),
      (CGPoint(x: 95, y: 88), 26.0 + step * 0.9), (CGPoint(x: 60, y: 55), 12.0),
    ].enumerated() {
      let style = StrokeStyle(
        lineWidth: [9.5, 14.2, 6.3, 3.1][index], lineCap: index == 2 ? .butt : .round,
        lineJoin: index == 1 ? .round : .miter, miterLimit: 4,
        dashPattern: index >= 2 ? [11, 5] : [], dashPhase: step * 2.5)
      strokes.append(
        .stroke(
          KeptCoverageFrameEdgeTests.star(centre: centre, radius: radius, inner: radius * 0.45),
          paint: .color(colours[index % 2]), style: style))
    }
    // A trimmed arc, as a Lottie trim path leaves it: longer each frame.
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 12, y: 14), radius: 20, startAngle: 0.2,
      endAngle: 0.9 + step * 0.45, clockwise: false)
    strokes.append(
      .stroke(
        arc, paint: .color(colours[0]),
        style: StrokeStyle(lineWidth: 11, lineCap: .round, lineJoin: .round)))
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
      ])
  }

  @Test(arguments: [
    CGRect(x: 10.3, y: 12.6, width: 90.45, height: 80.25),
    CGRect(x: 4.5, y: 8.125, width: 100.7, height: 70.03),
  ])
  func changingStrokesThroughASoftClipGiveTheGroupsPixels(clip: CGRect) throws {
    let range = 0..<6
    func frames(fresh: Bool, retaining: Bool = false) throws -> (
      [Bitmap], KeptCoverageStatistics
    ) {
      let canvas = Canvas()
      canvas.retainsFrames = retaining
      return try SoftClip.$blendsFreshStrokes.withValue(fresh) {
        try KeptCoverage.observing {
          try range.map {
            try canvas.render(Self.list($0, clip: clip), scale: 1.3, policy: .browserLike)
          }
        }
      }
    }
    let (blended, statistics) = try frames(fresh: true)
    let (grouped, groupedStatistics) = try frames(fresh: false)
    let (retained, _) = try frames(fresh: true, retaining: true)
    for frame in range {
      #expect(blended[frame] == grouped[frame], "frame \(frame)")
      #expect(retained[frame] == grouped[frame], "retained frame \(frame)")
    }
    // The changing strokes crossing the edge must have been blended straight, or this
    // checks nothing.
    #expect(statistics.maskedHits >= groupedStatistics.maskedHits + 2 * range.count)
  }
}
