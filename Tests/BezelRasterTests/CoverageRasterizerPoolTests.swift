import BezelDrawing
import Foundation
import Testing

@testable import BezelRaster

/// The rasteriser's cell pool starts small and grows to what its fills touch, and a fill
/// that grows it gives the same bytes as the same fill drawn with the grown pool.
@Suite struct CoverageRasterizerPoolTests {
  private static func coverage(
    _ rasterizer: CoverageRasterizer, _ path: Path, width: Int, height: Int
  ) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: width * height)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    if rasterizer.prepare(path, transform: .identity, rule: .evenOdd, box: box) {
      bytes.withUnsafeMutableBufferPointer { buffer in
        rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
      }
    }
    return bytes
  }

  /// Concentric circles: each row of the box crosses every ring twice.
  private static func rings(_ count: Int, side: Double) -> Path {
    var path = Path()
    for ring in 0..<count {
      let inset = Double(ring) * side / Double(2 * count) + 0.3
      path.addEllipse(
        in: CGRect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset))
    }
    return path
  }

  @Test func smallFillsKeepTheSmallPool() {
    let rasterizer = CoverageRasterizer()
    #expect(rasterizer.cellCapacity == CoverageRasterizer.initialCells)
    let bytes = Self.coverage(rasterizer, Self.rings(2, side: 60), width: 64, height: 64)
    #expect(bytes.contains(255))
    #expect(rasterizer.cellCapacity == CoverageRasterizer.initialCells)
    #expect(
      CoverageRasterizer.initialCells * MemoryLayout<CoverageRasterizer.Cell>.stride <= 32 << 10)
  }

  @Test func aFillThatGrowsThePoolGivesTheBytesOfTheGrownPool() {
    let rasterizer = CoverageRasterizer()
    // About 40 rings across 500 rows: some 40,000 touched cells, far past the first pool.
    let path = Self.rings(40, side: 500)
    let first = Self.coverage(rasterizer, path, width: 512, height: 512)
    let grown = rasterizer.cellCapacity
    #expect(grown > CoverageRasterizer.initialCells)
    #expect(grown >= CoverageRasterizer.bandCells)
    let again = Self.coverage(rasterizer, path, width: 512, height: 512)
    #expect(rasterizer.cellCapacity == grown)
    #expect(first == again)
    #expect(first.contains(255) && first.contains(0))
  }

  /// The per-row arrays follow the bands drawn: a wide box's bands of few rows keep them
  /// short, and a narrow box grown to longer bands afterwards gives the bytes of a fresh
  /// rasteriser (growing them keeps no state from the short bands).
  @Test func rowArraysFollowTheBands() {
    let rasterizer = CoverageRasterizer()
    #expect(rasterizer.rowCapacity == 0)
    let wide = Self.coverage(rasterizer, Self.rings(6, side: 500), width: 512, height: 512)
    #expect(wide.contains(255))
    #expect(rasterizer.rowCapacity == CoverageRasterizer.mapPixels / 512)
    // Bands of 40, 81 and 256 rows (a box 30 wide has the most a band takes).
    for (width, height) in [(40, 40), (100, 100), (30, 300)] {
      let path = Self.rings(5, side: Double(height) - 2)
      let grown = Self.coverage(rasterizer, path, width: width, height: height)
      let fresh = Self.coverage(CoverageRasterizer(), path, width: width, height: height)
      #expect(grown == fresh)
      #expect(grown.contains(255) && grown.contains(0))
    }
    #expect(rasterizer.rowCapacity == CoverageRasterizer.bandRows)
    let again = Self.coverage(rasterizer, Self.rings(6, side: 500), width: 512, height: 512)
    #expect(again == wide)
  }
}
