import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// A fill rendered in many bands walks, in each band, only the lines of the groups that
/// reach it (``CoverageRasterizer/walkLines(rows:shortcuts:)``): the same lines, in the same
/// order, as walking every line of the fill in every band, which the general walk (without
/// the shortcuts, so without groups) does. Seeded fills of many small contours scattered
/// down a tall box, with a few tall edges and overlapping pieces crossing many bands, both
/// fill rules, whole and inside clips with fractional edges.
@Suite struct CoverageRasterizerBandWalkTests {
  /// Small contours (polygons, curves, slivers, some overlapping) scattered down a
  /// `width` × `height` box, and a tall contour or two spanning most of its rows.
  static func scattered(_ random: inout SeededGenerator, width: Double, height: Double) -> Path {
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    // Half the points on whole or half pixels, where edges meet cell boundaries.
    func snapped(_ v: Double) -> Double { random.next() % 2 == 0 ? (v * 2).rounded() / 2 : v }
    var path = Path()
    for _ in 0..<(20 + Int(random.next() % 40)) {
      let (cx, cy) = (unit() * width, unit() * height)
      let size = 0.3 + unit() * unit() * 24
      path.move(to: CGPoint(x: snapped(cx), y: snapped(cy)))
      for _ in 0..<(2 + Int(random.next() % 5)) {
        let next = CGPoint(
          x: snapped(cx + (unit() * 2 - 1) * size), y: snapped(cy + (unit() * 2 - 1) * size))
        if random.next() % 3 == 0 {
          path.addQuadCurve(
            to: next,
            control: CGPoint(x: cx + (unit() * 2 - 1) * size, y: cy + (unit() * 2 - 1) * size))
        } else {
          path.addLine(to: next)
        }
      }
      if random.next() % 5 != 0 { path.closeSubpath() }
    }
    for _ in 0..<(1 + Int(random.next() % 2)) {
      let x = unit() * width
      path.move(to: CGPoint(x: snapped(x), y: snapped(unit() * 8 - 4)))
      path.addLine(to: CGPoint(x: snapped(x + unit() * 30 - 15), y: snapped(height + 4)))
      path.addLine(to: CGPoint(x: snapped(x + unit() * 60 - 30), y: snapped(height * unit())))
      path.closeSubpath()
    }
    return path
  }

  @Test func scatteredContoursOverManyBandsMatchTheGeneralWalk() {
    // 300 pixels a row: bands of 27 rows, 23 of them down the box.
    let compared = CoverageRasterizerShortcutTests.compare(
      seed: 0xBA4D, width: 300, height: 600, count: 40
    ) { Self.scattered(&$0, width: 300, height: 600) }
    #expect(compared == 40)
  }

  @Test func aFillOfManyBandsIsWalkedByGroups() {
    // The comparison above means something only if such fills are grouped.
    var random = SeededGenerator(seed: 0xBA4E)
    let rasterizer = CoverageRasterizer()
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: 300, maxY: 600)
    let path = Self.scattered(&random, width: 300, height: 600)
    #expect(rasterizer.prepare(path, transform: .identity, rule: .nonZero, box: box))
    var bytes = [UInt8](repeating: 0, count: 300 * 600)
    bytes.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<600, into: buffer.baseAddress!, stride: 300)
    }
    #expect(rasterizer.groupCount > 1)
    #expect(bytes.contains { $0 != 0 })
  }
}
