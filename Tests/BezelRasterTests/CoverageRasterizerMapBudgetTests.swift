import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The rasteriser's cell map stays within its budget (``CoverageRasterizer/mapPixels``)
/// whatever the box, and bands cut to fit it give the bytes one band would.
@Suite struct CoverageRasterizerMapBudgetTests {
  /// A box's coverage, rendered whole, then again left and right of column `split` through
  /// whole-pixel clips (the sink's rows start at the clip's left pixel).
  static func wholeAndHalves(
    _ rasterizer: CoverageRasterizer, width: Int, height: Int, split: Int
  ) -> (whole: [UInt8], halves: [UInt8]) {
    var whole = [UInt8](repeating: 0, count: width * height)
    whole.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
    }
    var halves = [UInt8](repeating: 0, count: width * height)
    for (minX, maxX) in [(0, split), (split, width)] {
      let clip = CoverageRasterizer.Clip(
        FrameDamage.Box(minX: minX, minY: 0, maxX: maxX, maxY: height))
      halves.withUnsafeMutableBufferPointer { buffer in
        var sink = CoverageRasterizer.ByteRows(
          output: buffer.baseAddress! + minX, stride: width, minX: minX, minY: 0)
        rasterizer.render(clip: clip, into: &sink)
      }
    }
    return (whole, halves)
  }

  /// Boxes of every shape keep the map within its budget after a fill.
  @Test func mapStaysWithinItsBudget() {
    var random = SeededGenerator(seed: 7)
    let rasterizer = CoverageRasterizer()
    for (width, height) in [(512, 512), (2048, 40), (30, 2000), (4000, 4000)] {
      let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
      let path = CoverageRasterizerDigestTests.soup(
        &random, width: Double(width), height: Double(height))
      #expect(rasterizer.prepare(path, transform: .identity, rule: .nonZero, box: box))
      var bytes = [UInt8](repeating: 0, count: width * height)
      bytes.withUnsafeMutableBufferPointer { buffer in
        rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
      }
      #expect(bytes.contains { $0 != 0 })
      #expect(rasterizer.slotCapacity <= CoverageRasterizer.mapPixels)
      // A row's bits end on a whole word: at most one word more a row.
      #expect(
        rasterizer.touchedCapacity
          <= CoverageRasterizer.mapPixels / 64 + CoverageRasterizer.bandRows)
    }
  }

  /// A row wider than the budget is one band of its own, in a map let go after the fill,
  /// and a row wider than ``CoverageRasterizer/widestRow`` is drawn in strips of columns;
  /// the bytes are those of the two halves, each narrow enough for bands of many rows (or
  /// for one pass).
  @Test(arguments: [CoverageRasterizer.mapPixels + 808, CoverageRasterizer.widestRow + 300])
  func rowWiderThanTheBudget(width: Int) {
    var random = SeededGenerator(seed: UInt64(width))
    let rasterizer = CoverageRasterizer()
    let height = 12
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    var compared = 0
    for _ in 0..<6 {
      let path = CoverageRasterizerDigestTests.soup(
        &random, width: Double(width), height: Double(height))
      guard
        rasterizer.prepare(
          path, transform: .identity, rule: .evenOdd, box: box, keepingRight: true)
      else {
        continue
      }
      let (whole, halves) = Self.wholeAndHalves(
        rasterizer, width: width, height: height, split: width / 2 + 3)
      #expect(whole == halves)
      #expect(whole.contains { $0 != 0 })
      #expect(rasterizer.slotCapacity <= CoverageRasterizer.mapPixels)
      compared += 1
    }
    #expect(compared >= 4)
  }
}
