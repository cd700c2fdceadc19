import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// A stroke's outline made as one contour per run (each corner's inner side through the
/// corner point, marked for exact resolution) covers what its separate pieces cover.
@Suite struct StrokeOutlineMergingTests {
  static let box = FrameDamage.Box(minX: 0, minY: 0, maxX: 64, maxY: 64)

  static func coverage(_ polygons: StrokeOutlinePolygons) -> [UInt8] {
    let rasterizer = CoverageRasterizer()
    var out = [UInt8](repeating: 0, count: 64 * 64)
    if rasterizer.prepare(polygons, rule: .nonZero, box: box) {
      out.withUnsafeMutableBufferPointer {
        rasterizer.render(rows: 0..<64, into: $0.baseAddress!, stride: 64)
      }
    }
    return out
  }

  @Test func mergedContoursCoverWhatThePiecesCover() throws {
    var rng = SeededGenerator(seed: 7)
    var worst = 0
    var merged = 0
    for _ in 0..<200 {
      // A curve (often tight, looping, or folding on itself) and a corner, open or closed,
      // solid or dashed.
      var loop = Path()
      loop.move(to: CoverageRasterizerTests.point(&rng, 8...56))
      loop.addCurve(
        to: CoverageRasterizerTests.point(&rng, 8...56),
        control1: CoverageRasterizerTests.point(&rng, -20...84),
        control2: CoverageRasterizerTests.point(&rng, -20...84))
      loop.addLine(to: CoverageRasterizerTests.point(&rng, 8...56))
      if Bool.random(using: &rng) { loop.closeSubpath() }
      let dashes =
        Bool.random(using: &rng)
        ? [] : [Double.random(in: 0...9, using: &rng), Double.random(in: 0...6, using: &rng)]
      let style = StrokeStyle(
        lineWidth: Double.random(in: 1.5...14, using: &rng),
        lineCap: [.butt, .round, .square][Int.random(in: 0...2, using: &rng)],
        lineJoin: [.miter, .round, .bevel][Int.random(in: 0...2, using: &rng)],
        dashPattern: dashes)
      let one = try #require(
        StrokeOutline.polygons(of: loop, style: style, tolerance: 0.1, merging: true))
      let pieces = try #require(
        StrokeOutline.polygons(of: loop, style: style, tolerance: 0.1, merging: false))
      if one.ends.count < pieces.ends.count { merged += 1 }
      for (a, b) in zip(Self.coverage(one), Self.coverage(pieces)) {
        worst = max(worst, abs(Int(a) - Int(b)))
      }
    }
    // Exact and summed areas round a level apart at most.
    #expect(worst <= 1)
    #expect(merged > 100, "\(merged) of 200 strokes made fewer contours")
  }

  @Test func anArcWithRoundCapsIsOneContour() throws {
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0.3, endAngle: 4, clockwise: true)
    let polygons = try #require(
      StrokeOutline.polygons(
        of: arc, style: StrokeStyle(lineWidth: 8, lineCap: .round), tolerance: 0.1))
    #expect(polygons.ends.count == 1)
    #expect(!polygons.breaks.contains(true))
  }
}
