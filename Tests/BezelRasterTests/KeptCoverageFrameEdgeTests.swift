import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// Kept coverage of an outline that crosses the frame's edge gives the pixels a fresh draw
/// gives: Cairo cuts what it strokes at the frame's edge, so coverage kept of the whole
/// outline differed along that edge by a few levels (a thick mitred star poking into the
/// frame from the right, `thorvg__starstrips` frame 46, depended on the frame drawn before).
@Suite struct KeptCoverageFrameEdgeTests {
  /// A ten-point star of `radius` about `centre`, as a polystar outlines it.
  static func star(centre: CGPoint, radius: Double, inner: Double) -> Path {
    var path = Path()
    for point in 0..<10 {
      let angle = Double(point) * .pi / 5 + 0.3
      let r = point.isMultiple(of: 2) ? radius : inner
      let p = CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
      if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
  }

  /// Frame `frame`: the still stars crossing each edge, and a square moving so every frame
  /// is drawn again.
  static func list(_ frame: Int, width: Double = 150) -> DisplayList {
    let style = StrokeStyle(lineWidth: 17.8, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
    let purple = Color(red: 0.45, green: 0.16, blue: 0.51, alpha: 1)
    var items: [DisplayItem] = [
      .stroke(
        star(centre: CGPoint(x: 168, y: 61), radius: 44, inner: 18), paint: .color(purple),
        style: style),
      .stroke(
        star(centre: CGPoint(x: -7.3, y: 40.2), radius: 38, inner: 15), paint: .color(purple),
        style: style),
      .stroke(
        star(centre: CGPoint(x: 80.4, y: 128.7), radius: 30, inner: 12), paint: .color(purple),
        style: style),
    ]
    items.append(
      .fill(Path(rect: CGRect(x: 40 + Double(frame) * 3, y: 50, width: 10, height: 10)), .black))
    return DisplayList(size: CGSize(width: width, height: 113), items: items)
  }

  /// Draws `list(frame)` for each of `frames` at scale 1.3 on one canvas that keeps coverage
  /// (but no frames), expecting each to be a fresh drawing of it; returns what kept coverage
  /// did, so the caller can check it was drawn from.
  static func expectKeptFramesMatchFresh(
    _ frames: Range<Int>, policy: RenderPolicy, list: (Int) -> DisplayList
  ) throws -> KeptCoverageStatistics {
    let fresh = try KeptCoverage.disabled {
      try frames.map { try Canvas().render(list($0), scale: 1.3, policy: policy) }
    }
    let canvas = Canvas()
    canvas.retainsFrames = false
    let (_, statistics) = try KeptCoverage.observing {
      for (index, frame) in frames.enumerated() {
        let drawn = try canvas.render(list(frame), scale: 1.3, policy: policy)
        #expect(drawn == fresh[index], "frame \(frame) differs from a fresh drawing")
      }
    }
    return statistics
  }

  @Test(arguments: [RenderPolicy.browserLike, .exact])
  func keptOutlinesCrossingTheEdgeMatchFreshDrawing(policy: RenderPolicy) throws {
    let frames = 0..<6
    let statistics = try Self.expectKeptFramesMatchFresh(frames, policy: policy) {
      Self.list($0)
    }
    // The stars must have been drawn from kept coverage, or this checks nothing.
    #expect(statistics.hits >= 3 * (frames.count - 2))
  }

  /// Coverage cut at one frame's edge is not used in a wider frame, where the outline goes on.
  @Test func keptOutlinesAreNotReusedInALargerFrame() throws {
    let canvas = Canvas()
    canvas.retainsFrames = false
    for frame in 0..<3 {
      _ = try canvas.render(Self.list(frame, width: 150), scale: 1.3, policy: .browserLike)
    }
    let wider = Self.list(3, width: 200)
    let fresh = try KeptCoverage.disabled {
      try Canvas().render(wider, scale: 1.3, policy: .browserLike)
    }
    #expect(try canvas.render(wider, scale: 1.3, policy: .browserLike) == fresh)
  }
}
