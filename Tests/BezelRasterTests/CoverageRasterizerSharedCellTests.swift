import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Shared pixels are worked out from the lines grouped by the cells they reach into; the
/// bytes are those of walking every line of the row for each pixel (the plain way, kept
/// behind ``CoverageRasterizer/walksEveryLine``), on overlapping shapes of every kind, both
/// fill rules, in any box and under clips that cut pixels.
@Suite struct CoverageRasterizerSharedCellTests {
  static let size = CoverageRasterizerTests.size

  /// The bytes of `path` in `box` (under `clip` when given, in 1/256 pixels) and how many
  /// cells were worked out exactly, grouped or walking every line.
  static func render(
    _ path: Path, _ rule: FillRule, transform: Transform, box: FrameDamage.Box,
    clip: CoverageRasterizer.Clip?, walking: Bool
  ) -> ([UInt8], Int)? {
    let rasterizer = CoverageRasterizer()
    rasterizer.walksEveryLine = walking
    guard
      rasterizer.prepare(
        path, transform: transform, rule: rule, box: box, keepingRight: clip?.cutsRight ?? false)
    else { return nil }
    let width = box.maxX - box.minX
    var out = [UInt8](repeating: 0, count: width * (box.maxY - box.minY))
    out.withUnsafeMutableBufferPointer { buffer in
      if let clip {
        var sink = CoverageRasterizer.ByteRows(
          output: buffer.baseAddress!, stride: width, minX: box.minX, minY: box.minY)
        rasterizer.render(clip: clip, into: &sink)
      } else {
        rasterizer.render(
          rows: 0..<(box.maxY - box.minY), into: buffer.baseAddress!, stride: width)
      }
    }
    return (out, rasterizer.resolvedCells)
  }

  /// Overlapping shapes: random (often self-crossing) paths, several simple outlines on top
  /// of each other, rectangles on quarter pixels (edges shared exactly, horizontal edges
  /// inside rows) and stroke outlines.
  static func overlapping(_ rng: inout SeededGenerator, kind: Int) -> Path {
    var path = Path()
    switch kind {
    case 0:
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        path.addPath(CoverageRasterizerTests.randomPath(&rng))
      }
    case 1:
      for _ in 0..<Int.random(in: 2...7, using: &rng) {
        path.addPath(CoverageRasterizerTests.simplePath(&rng))
      }
    case 2:
      func quarter(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &rng) * 4).rounded() / 4
      }
      for _ in 0..<Int.random(in: 2...8, using: &rng) {
        let (x, y) = (quarter(-8...56), quarter(-8...56))
        path.addPath(
          Path(rect: CGRect(x: x, y: y, width: quarter(0.25...30), height: quarter(0.25...30))))
      }
    default:
      var loop = Path()
      loop.move(to: CoverageRasterizerTests.point(&rng, 4...60))
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        loop.addQuadCurve(
          to: CoverageRasterizerTests.point(&rng, 4...60),
          control: CoverageRasterizerTests.point(&rng, -20...84))
      }
      let style = StrokeStyle(
        lineWidth: Double.random(in: 0.5...9, using: &rng), lineCap: .round, lineJoin: .round)
      path = StrokeOutline.outline(of: loop, style: style, tolerance: 0.1) ?? Path()
    }
    return path
  }

  @Test func groupedLinesGiveTheBytesOfWalkingEveryLine() {
    var rng = SeededGenerator(seed: 61)
    let size = Self.size
    var resolved = 0
    var compared = 0
    for i in 0..<160 {
      let path = Self.overlapping(&rng, kind: i % 4)
      let rule: FillRule = i % 8 < 4 ? .nonZero : .evenOdd
      let transform =
        i % 3 == 0 ? CoverageRasterizerTests.transform(&rng) : Transform.identity
      // The whole canvas, a damage box, and a clip cutting pixels on every side.
      let x0 = Int.random(in: 0..<size - 1, using: &rng)
      let y0 = Int.random(in: 0..<size - 1, using: &rng)
      let part = FrameDamage.Box(
        minX: x0, minY: y0, maxX: Int.random(in: x0 + 1...size, using: &rng),
        maxY: Int.random(in: y0 + 1...size, using: &rng))
      let whole = FrameDamage.Box(minX: 0, minY: 0, maxX: size, maxY: size)
      let clip = CoverageRasterizer.Clip(
        left: Int.random(in: 0..<(size << 7), using: &rng),
        top: Int.random(in: 0..<(size << 7), using: &rng),
        right: Int.random(in: (size << 7)...(size << 8), using: &rng),
        bottom: Int.random(in: (size << 7)...(size << 8), using: &rng))
      for (box, cut) in [(whole, nil), (part, nil), (clip.pixels, Optional(clip))] {
        guard
          let grouped = Self.render(
            path, rule, transform: transform, box: box, clip: cut, walking: false),
          let walked = Self.render(
            path, rule, transform: transform, box: box, clip: cut, walking: true)
        else { continue }
        let differing = zip(grouped.0, walked.0).filter { $0 != $1 }.count
        #expect(differing == 0, "path \(i) in \(box), clip \(String(describing: cut))")
        #expect(grouped.1 == walked.1, "path \(i): cells resolved")
        resolved += grouped.1
        compared += 1
      }
    }
    // The comparison covers thousands of shared pixels, not only summed areas.
    #expect(compared > 400)
    #expect(resolved > 2000)
  }

  /// Two copies of a square share its edge pixels, which are worked out exactly; hundreds
  /// of copies stacked on one edge make those pixels cost more than the budget, and they
  /// keep their summed areas (a hostile repeater's frame stays bounded).
  @Test func stackedCopiesPastTheBudgetKeepSummedAreas() {
    func copies(_ count: Int) -> Path {
      var path = Path()
      for _ in 0..<count { path.addPath(Path(rect: CGRect(x: 10.5, y: 8, width: 30, height: 20))) }
      return path
    }
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: Self.size, maxY: Self.size)
    guard
      let two = Self.render(
        copies(2), .nonZero, transform: .identity, box: box, clip: nil, walking: false),
      let many = Self.render(
        copies(400), .nonZero, transform: .identity, box: box, clip: nil, walking: false)
    else {
      Issue.record("refused")
      return
    }
    // The left edge's pixels, half covered: exact with two copies.
    #expect(two.1 > 0)
    #expect(two.0[12 * Self.size + 10] == 128)
    #expect(many.1 == 0)
    #expect(many.0[12 * Self.size + 10] == 255)
  }
}
