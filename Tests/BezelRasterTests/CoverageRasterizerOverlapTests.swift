import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Pixels that edges of overlapping subpaths (or of a contour passing twice) share: their
/// coverage is the area inside under the fill rule, not the sum of what each edge adds.
///
/// Worked by hand: a pixel column split at x + ¼ and x + ¾ by two left edges of the same
/// direction has winding 0, 1, 2 across it, so non-zero covers ¾ (191 of 255) and even-odd
/// ½ (128); summing the edges' areas gave ¾ + ¼ = 1 (255) for both.
@Suite struct CoverageRasterizerOverlapTests {
  static let size = CoverageRasterizerTests.size

  /// A rectangle from `left` to x = 40, rows 8…24, wound clockwise on screen or not.
  static func band(left: Double, reversed: Bool = false) -> Path {
    let corners = [
      CGPoint(x: left, y: 8), CGPoint(x: 40, y: 8), CGPoint(x: 40, y: 24),
      CGPoint(x: left, y: 24),
    ]
    let ordered = reversed ? corners.reversed() : corners
    return Path { p in
      p.move(to: ordered[0])
      for q in ordered.dropFirst() { p.addLine(to: q) }
      p.closeSubpath()
    }
  }

  static func alpha(_ path: Path, _ rule: FillRule, x: Int, y: Int) -> UInt8 {
    CoverageRasterizerTests.rasterised(path, rule: rule, transform: .identity)[
      y * size + x]
  }

  @Test func overlappingSquaresShareAnEdgePixel() {
    var two = Self.band(left: 10.25)
    two.addPath(Self.band(left: 10.75))
    for y in [8, 15, 23] {
      #expect(Self.alpha(two, .nonZero, x: 10, y: y) == 191, "row \(y)")
      #expect(Self.alpha(two, .evenOdd, x: 10, y: y) == 128, "row \(y)")
      #expect(Self.alpha(two, .nonZero, x: 20, y: y) == 255)
      #expect(Self.alpha(two, .evenOdd, x: 20, y: y) == 0)
    }
    // Opposite directions cancel right of the second edge: only the strip between is in.
    var opposed = Self.band(left: 10.25)
    opposed.addPath(Self.band(left: 10.75, reversed: true))
    #expect(Self.alpha(opposed, .nonZero, x: 10, y: 12) == 128)
    #expect(Self.alpha(opposed, .nonZero, x: 20, y: 12) == 0)
    // Where they share an edge exactly, the union's half pixel.
    var same = Self.band(left: 10.5)
    same.addPath(Self.band(left: 10.5))
    #expect(Self.alpha(same, .nonZero, x: 10, y: 12) == 128)
    #expect(Self.alpha(same, .evenOdd, x: 10, y: 12) == 0)
  }

  /// One contour that goes round twice, the second time a quarter pixel further in, and
  /// across a corner pixel where the second loop's top and left edges meet the first's.
  @Test func aSelfOverlappingLoopCoversItsUnion() {
    let loop = Path { p in
      p.move(to: CGPoint(x: 40, y: 8))
      p.addLine(to: CGPoint(x: 10.25, y: 8))
      p.addLine(to: CGPoint(x: 10.25, y: 24))
      p.addLine(to: CGPoint(x: 40, y: 24))
      p.addLine(to: CGPoint(x: 40, y: 8.5))
      p.addLine(to: CGPoint(x: 10.75, y: 8.5))
      p.addLine(to: CGPoint(x: 10.75, y: 24))
      p.addLine(to: CGPoint(x: 40, y: 24))
      p.closeSubpath()
    }
    #expect(Self.alpha(loop, .nonZero, x: 10, y: 15) == 191)
    #expect(Self.alpha(loop, .evenOdd, x: 10, y: 15) == 128)
    // Row 8: only the first loop above y = 8.5 (winding 1 from 10.25), both below it
    // (1 from 10.25, 2 from 10.75). Non-zero: ¾ of pixel 10, all of pixel 20; even-odd:
    // pixel 20's upper half, and ½ × ¾ + ½ × ½ = ⅝ of pixel 10 (159).
    #expect(Self.alpha(loop, .nonZero, x: 10, y: 8) == 191)
    #expect(Self.alpha(loop, .nonZero, x: 20, y: 8) == 255)
    #expect(Self.alpha(loop, .evenOdd, x: 20, y: 8) == 128)
    #expect(Self.alpha(loop, .evenOdd, x: 10, y: 8) == 159)
  }

  /// Two bands whose top edges lie in one pixel row, a quarter and three quarters down it:
  /// under both, the row is covered from the first edge down (¾), not by their sum.
  @Test func horizontalEdgesInOneRowCoverTheirUnion() {
    var two = Path(rect: CGRect(x: 10, y: 8.25, width: 30, height: 16))
    two.addPath(Path(rect: CGRect(x: 20, y: 8.75, width: 30, height: 16)))
    #expect(Self.alpha(two, .nonZero, x: 15, y: 8) == 191)
    #expect(Self.alpha(two, .nonZero, x: 30, y: 8) == 191)
    #expect(Self.alpha(two, .evenOdd, x: 30, y: 8) == 128)
    #expect(Self.alpha(two, .nonZero, x: 45, y: 8) == 64)
    #expect(Self.alpha(two, .nonZero, x: 30, y: 12) == 255)
    #expect(Self.alpha(two, .evenOdd, x: 30, y: 12) == 0)
  }

  /// Edges of two subpaths crossing inside one pixel.
  @Test func edgesCrossingInsideAPixelAreCutThere() {
    // Two bands ending in the pixel (10, 10): one covers its left half, the other its
    // top half, both wound the same way; the union is three quarters of the pixel, the
    // parts covered once half of it.
    let leftHalf = Path(rect: CGRect(x: 2, y: 10, width: 8.5, height: 1))
    let topHalf = Path(rect: CGRect(x: 10, y: 2, width: 1, height: 8.5))
    var both = leftHalf
    both.addPath(topHalf)
    #expect(Self.alpha(both, .nonZero, x: 10, y: 10) == 191)
    #expect(Self.alpha(both, .evenOdd, x: 10, y: 10) == 128)
    var diagonal = Path()
    diagonal.move(to: CGPoint(x: 10, y: 10))
    diagonal.addLine(to: CGPoint(x: 11, y: 10))
    diagonal.addLine(to: CGPoint(x: 10, y: 11))
    diagonal.closeSubpath()
    var crossed = diagonal
    crossed.move(to: CGPoint(x: 10, y: 10))
    crossed.addLine(to: CGPoint(x: 11, y: 10))
    crossed.addLine(to: CGPoint(x: 11, y: 11))
    crossed.closeSubpath()
    // Upper-left and upper-right triangles of the pixel: their union is ¾ of it.
    #expect(Self.alpha(crossed, .nonZero, x: 10, y: 10) == 191)
    #expect(Self.alpha(crossed, .evenOdd, x: 10, y: 10) == 128)
  }

  /// Many overlapping discs and stroke outlines: the rasteriser now agrees with Cairo's
  /// sampled winding as closely where edges of overlapping pieces meet as elsewhere.
  @Test func overlappingPiecesMatchCairo() throws {
    var rng = SeededGenerator(seed: 31)
    var paths: [Path] = []
    for _ in 0..<12 {
      var discs = Path()
      for _ in 0..<Int.random(in: 2...30, using: &rng) {
        let c = CoverageRasterizerTests.point(&rng, 4...60)
        let r = Double.random(in: 0.4...12, using: &rng)
        discs.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
      }
      paths.append(discs)
    }
    for _ in 0..<12 {
      var loop = Path()
      loop.move(to: CoverageRasterizerTests.point(&rng, 8...56))
      loop.addCurve(
        to: CoverageRasterizerTests.point(&rng, 8...56),
        control1: CoverageRasterizerTests.point(&rng, -20...84),
        control2: CoverageRasterizerTests.point(&rng, -20...84))
      loop.addLine(to: CoverageRasterizerTests.point(&rng, 8...56))
      let style = StrokeStyle(
        lineWidth: Double.random(in: 1.5...14, using: &rng),
        lineCap: [.butt, .round, .square][Int.random(in: 0...2, using: &rng)],
        lineJoin: [.miter, .round, .bevel][Int.random(in: 0...2, using: &rng)])
      paths.append(StrokeOutline.outline(of: loop, style: style, tolerance: 0.1) ?? Path())
    }
    var worst = 0
    var means: [Double] = []
    for (i, path) in paths.enumerated() {
      for rule in [FillRule.nonZero, .evenOdd] {
        let d = try CoverageRasterizerTests.difference(path, rule: rule)
        worst = max(worst, d.max)
        means.append(d.mean)
        #expect(d.max <= CoverageRasterizerTests.simpleMax, "path \(i) \(rule): \(d)")
        #expect(d.far == 0, "path \(i) \(rule): \(d)")
      }
    }
    let mean = means.reduce(0, +) / Double(means.count)
    print("overlapping pieces: largest \(worst), mean \(mean)")
    #expect(mean < CoverageRasterizerTests.simpleMean)
  }
}

extension CoverageRasterizerOverlapTests {
  /// Shared pixels are worked out from the lines themselves, so a fill redrawn inside a
  /// damage box gives a whole redraw's bytes there too: overlapping rectangles on quarter
  /// pixels (horizontal edges inside rows) and the pieces of stroke outlines.
  @Test func sharedPixelsDoNotDependOnTheBox() {
    var rng = SeededGenerator(seed: 37)
    let size = Self.size
    func quarter(_ range: ClosedRange<Double>) -> Double {
      (Double.random(in: range, using: &rng) * 4).rounded() / 4
    }
    for i in 0..<40 {
      var path = Path()
      if i % 2 == 0 {
        for _ in 0..<Int.random(in: 2...6, using: &rng) {
          let (x, y) = (quarter(-8...56), quarter(-8...56))
          path.addPath(
            Path(rect: CGRect(x: x, y: y, width: quarter(0.25...30), height: quarter(0.25...30))))
        }
      } else {
        var loop = Path()
        loop.move(to: CoverageRasterizerTests.point(&rng, 4...60))
        loop.addQuadCurve(
          to: CoverageRasterizerTests.point(&rng, 4...60),
          control: CoverageRasterizerTests.point(&rng, -20...84))
        loop.addLine(to: CoverageRasterizerTests.point(&rng, 4...60))
        path =
          StrokeOutline.outline(
            of: loop, style: StrokeStyle(lineWidth: Double.random(in: 1...9, using: &rng)),
            tolerance: 0.1) ?? Path()
      }
      let rule: FillRule = i % 4 < 2 ? .nonZero : .evenOdd
      let full = CoverageRasterizerTests.rasterised(path, rule: rule, transform: .identity)
      for _ in 0..<6 {
        let x0 = Int.random(in: 0..<size - 1, using: &rng)
        let y0 = Int.random(in: 0..<size - 1, using: &rng)
        let box = FrameDamage.Box(
          minX: x0, minY: y0, maxX: Int.random(in: x0 + 1...size, using: &rng),
          maxY: Int.random(in: y0 + 1...size, using: &rng))
        let rasterizer = CoverageRasterizer()
        guard rasterizer.prepare(path, transform: .identity, rule: rule, box: box) else {
          Issue.record("path \(i) refused")
          continue
        }
        let width = box.maxX - box.minX
        var part = [UInt8](repeating: 0, count: width * (box.maxY - box.minY))
        part.withUnsafeMutableBufferPointer { buffer in
          rasterizer.render(
            rows: 0..<(box.maxY - box.minY), into: buffer.baseAddress!, stride: width)
        }
        var differing = 0
        for y in box.minY..<box.maxY {
          for x in box.minX..<box.maxX
          where part[(y - box.minY) * width + x - box.minX] != full[y * size + x] {
            differing += 1
          }
        }
        #expect(differing == 0, "path \(i) in \(box): \(differing) pixels differ")
      }
    }
  }

  /// Flat subpaths (a shape scaled to zero height) are only horizontal lines: where two of
  /// them cross the same pixels, those pixels are shared with no line that spans part of the
  /// row, and they cover nothing. This crashed in a file of the corpus (`events` empty).
  @Test func overlappingFlatSubpathsCoverNothing() {
    var flat = Path()
    for (from, to) in [(5.0, 30.0), (12.0, 40.0)] {
      flat.move(to: CGPoint(x: from, y: 30.5))
      flat.addLine(to: CGPoint(x: to, y: 30.5))
      flat.addLine(to: CGPoint(x: from, y: 30.5))
      flat.closeSubpath()
    }
    // Something with area, so that the path is rasterised at all.
    flat.addPath(Self.band(left: 20))
    for rule in [FillRule.nonZero, .evenOdd] {
      let alpha = CoverageRasterizerTests.rasterised(flat, rule: rule, transform: .identity)
      #expect(alpha[30 * Self.size..<31 * Self.size].allSatisfy { $0 == 0 }, "\(rule)")
      #expect(alpha[15 * Self.size + 30] == 255, "\(rule)")
    }
  }
}
