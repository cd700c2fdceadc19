import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// A band lists the lines of its shared rows only from its first shared row to its last
/// (``CoverageRasterizer/resolveSharedCells(rows:)``), and a curve's flattened lines go on
/// from the last line's rounded end (``CoverageRasterizer/lineTo(_:)``): on seeded fills
/// both give the bytes of the general case, a box rendered one row at a time (a band of
/// one row, its only row shared or not) and a rasteriser that filled nothing before.
@Suite struct CoverageRasterizerSharedRowsTests {
  /// A tall fill that shares no pixel between runs of lines (a slanted quadrilateral with a
  /// curved side, spanning the box's height) and a few small overlapping pairs of
  /// rectangles, diamonds or curved blobs (their pixels shared), in a few rows of one band.
  static func sparseOverlaps(_ random: inout SeededGenerator, width: Double, height: Double)
    -> Path
  {
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    var path = Path()
    path.move(to: CGPoint(x: unit() * width / 3, y: -1 + unit()))
    path.addLine(to: CGPoint(x: width / 2 + unit() * width / 3, y: unit() * 3))
    path.addQuadCurve(
      to: CGPoint(x: width / 2 + unit() * width / 2, y: height + 1 - unit()),
      control: CGPoint(x: width * (0.5 + unit()), y: height / 2))
    path.addLine(to: CGPoint(x: unit() * width / 4, y: height - unit() * 3))
    path.closeSubpath()
    for _ in 0..<(1 + Int(random.next() % 3)) {
      let (x, y) = (unit() * (width - 6), unit() * (height - 6))
      for copy in 0..<2 {
        let (dx, dy) = (Double(copy) * unit() * 1.5, Double(copy) * unit() * 1.5)
        let (w, h) = (0.5 + unit() * 4, 0.5 + unit() * 4)
        switch random.next() % 3 {
        case 0:
          path.addRect(CGRect(x: x + dx, y: y + dy, width: w, height: h))
        case 1:
          path.move(to: CGPoint(x: x + dx + w / 2, y: y + dy))
          path.addLine(to: CGPoint(x: x + dx + w, y: y + dy + h / 2))
          path.addLine(to: CGPoint(x: x + dx + w / 2, y: y + dy + h))
          path.addLine(to: CGPoint(x: x + dx, y: y + dy + h / 2))
          path.closeSubpath()
        default:
          path.move(to: CGPoint(x: x + dx, y: y + dy))
          path.addCurve(
            to: CGPoint(x: x + dx + w, y: y + dy + h),
            control1: CGPoint(x: x + dx + w * 2, y: y + dy),
            control2: CGPoint(x: x + dx, y: y + dy + h * 2))
          path.closeSubpath()
        }
      }
    }
    return path
  }

  /// The coverage of the prepared fill in `box`, whole (its bands as tall as the map
  /// allows) or one row at a time.
  static func rendered(
    _ rasterizer: CoverageRasterizer, box: FrameDamage.Box, rowByRow: Bool
  ) -> [UInt8] {
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    var out = [UInt8](repeating: 0, count: width * height)
    out.withUnsafeMutableBufferPointer { buffer in
      if rowByRow {
        for y in 0..<height {
          rasterizer.render(rows: y..<(y + 1), into: buffer.baseAddress! + y * width, stride: width)
        }
      } else {
        rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
      }
    }
    return out
  }

  /// Expects `count` seeded fills of `make` in a `width` × `height` box to give the same
  /// bytes whole as row by row, and returns how many cells the exact path worked out.
  static func compareBands(
    seed: UInt64, width: Int, height: Int, count: Int,
    make: (inout SeededGenerator) -> Path
  ) -> Int {
    var random = SeededGenerator(seed: seed)
    let rasterizer = CoverageRasterizer()
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    for index in 0..<count {
      let path = make(&random)
      let rule: FillRule = random.next() % 2 == 0 ? .evenOdd : .nonZero
      #expect(rasterizer.prepare(path, transform: .identity, rule: rule, box: box))
      let whole = rendered(rasterizer, box: box, rowByRow: false)
      let rows = rendered(rasterizer, box: box, rowByRow: true)
      // Not the arrays themselves in the expectation: a failure would print them whole.
      let same = whole == rows
      #expect(same, "seed \(seed), fill \(index)")
    }
    return rasterizer.resolvedCells
  }

  /// Overlaps in a few rows of a band of 200 rows (a box 40 pixels wide is one band).
  @Test func sparseSharedRowsMatchOneRowBands() {
    let resolved = Self.compareBands(seed: 31, width: 40, height: 200, count: 80) {
      Self.sparseOverlaps(&$0, width: 40, height: 200)
    }
    #expect(resolved > 0)
  }

  /// Self-crossing soups, whose shared rows spread over the band, in bands of many rows.
  @Test func soupsMatchOneRowBands() {
    let resolved = Self.compareBands(seed: 32, width: 48, height: 160, count: 80) {
      CoverageRasterizerDigestTests.soup(&$0, width: 48, height: 160)
    }
    #expect(resolved > 0)
  }

  /// Each seeded fill gives a fresh rasteriser's bytes from one that filled another path
  /// just before (whose last line may end where this fill's first curve starts, or not).
  @Test func fillsDoNotDependOnTheFillBefore() {
    var random = SeededGenerator(seed: 33)
    let reused = CoverageRasterizer()
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: 48, maxY: 48)
    var previous = Path()
    for index in 0..<200 {
      var path = Path()
      if random.next() % 2 == 0, let end = previous.currentPoint {
        // Starting where the last fill's last line ended.
        path.move(to: end)
        path.addCurve(
          to: CGPoint(x: Double(random.next() % 48), y: Double(random.next() % 48)),
          control1: CGPoint(x: Double(random.next() % 60) - 6, y: 3),
          control2: CGPoint(x: 40, y: Double(random.next() % 60) - 6))
      }
      path.addPath(CoverageRasterizerDigestTests.soup(&random, width: 48, height: 48))
      let rule: FillRule = random.next() % 2 == 0 ? .evenOdd : .nonZero
      let fresh = CoverageRasterizer()
      #expect(fresh.prepare(path, transform: .identity, rule: rule, box: box))
      #expect(reused.prepare(path, transform: .identity, rule: rule, box: box))
      let same =
        Self.rendered(reused, box: box, rowByRow: false)
        == Self.rendered(fresh, box: box, rowByRow: false)
      #expect(same, "fill \(index)")
      previous = path
    }
  }
}
