import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// Kept coverage of an outline that crosses the edge of a rectangular clip gives the pixels
/// a fresh draw gives: Cairo cuts what it strokes at the clip's rectangle as at the frame's
/// edge, so coverage kept of the whole outline and blended inside the clip differed there
/// by up to 42 levels (strokes inside a precomposition's clip,
/// `rlottie__intelia_logo_animation` frame 52, depended on the frame drawn before).
@Suite struct KeptCoverageClipEdgeTests {
  /// Frame `frame`: still stars inside `clip`, crossing its edges and held by it, and a
  /// square moving outside the clip so every frame is drawn again.
  static func list(_ frame: Int, clip: CGRect) -> DisplayList {
    let style = StrokeStyle(lineWidth: 15.3, lineCap: .round, lineJoin: .miter, miterLimit: 4)
    let teal = Color(red: 0.1, green: 0.55, blue: 0.6, alpha: 1)
    let stars = [
      (CGPoint(x: 103, y: 47), 31.0),
      (CGPoint(x: 37.4, y: 81.3), 26.0),
      (CGPoint(x: 64.2, y: 21.7), 22.0),
      (CGPoint(x: 66, y: 52), 9.0),
    ].map { centre, radius in
      DisplayItem.stroke(
        KeptCoverageFrameEdgeTests.star(centre: centre, radius: radius, inner: radius * 0.4),
        paint: .color(teal), style: style)
    }
    return DisplayList(
      size: CGSize(width: 150, height: 113),
      items: [
        .group(GroupItem(clip: Path(rect: clip), children: stars)),
        .fill(
          Path(rect: CGRect(x: 4 + Double(frame) * 3, y: 100, width: 8, height: 8)), .black),
      ])
  }

  /// The clip, on whole device pixels at scale 1.3, in each frame or moving by a pixel.
  static let clip = CGRect(x: 30, y: 20, width: 70, height: 60)

  @Test(arguments: [RenderPolicy.browserLike, .exact])
  func keptOutlinesCrossingAClipMatchFreshDrawing(policy: RenderPolicy) throws {
    let frames = 0..<6
    let statistics = try KeptCoverageFrameEdgeTests.expectKeptFramesMatchFresh(
      frames, policy: policy
    ) { Self.list($0, clip: Self.clip) }
    // The stars must have been drawn from kept coverage, or this checks nothing.
    #expect(statistics.hits >= 2 * (frames.count - 2))
  }

  /// Coverage cut at one clip's edge is not used under a wider clip, where the outline goes on.
  @Test func keptOutlinesAreNotReusedUnderAnotherClip() throws {
    let canvas = Canvas()
    canvas.retainsFrames = false
    for frame in 0..<3 {
      _ = try canvas.render(Self.list(frame, clip: Self.clip), scale: 1.3, policy: .browserLike)
    }
    // 10 / 1.3 user units: ten device pixels wider, still on whole pixels.
    let wider = Self.list(
      3, clip: CGRect(x: 30, y: 20, width: 70 + 10 / 1.3, height: 60))
    let fresh = try KeptCoverage.disabled {
      try Canvas().render(wider, scale: 1.3, policy: .browserLike)
    }
    #expect(try canvas.render(wider, scale: 1.3, policy: .browserLike) == fresh)
  }
}
