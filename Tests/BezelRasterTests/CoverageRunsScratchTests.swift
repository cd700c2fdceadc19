import BezelTestSupport
import Testing

@testable import BezelRaster

/// Runs collected in a scratch kept from one builder to the next (as a canvas's rasteriser
/// keeps it) are exactly the runs of a fresh builder, whatever the builders before it
/// collected, and never share their storage with the scratch.
@Suite struct CoverageRunsScratchTests {
  /// One mask's spans: its box and the spans in the order the rasteriser hands them over.
  private struct Mask {
    var box: FrameDamage.Box
    var spans: [(y: Int, x: Int, count: Int, alpha: UInt8)]
  }

  /// Seeded masks of every size, from a few pixels to one whose bytes outgrow
  /// ``CoverageRasterizer/runScratchLimit`` (so the scratch is let go and grown again).
  private func masks() -> [Mask] {
    var generator = SeededGenerator(seed: 0x5343_5241)
    var masks: [Mask] = []
    for side in [3, 17, 64, 200, 40, 5, 600, 1, 90] {
      let (x, y) = (
        Int.random(in: -20...20, using: &generator), Int.random(in: 0...9, using: &generator)
      )
      let box = FrameDamage.Box(minX: x, minY: y, maxX: x + side, maxY: y + side)
      var spans: [(y: Int, x: Int, count: Int, alpha: UInt8)] = []
      for row in box.minY..<box.maxY {
        var column = box.minX
        while column < box.maxX {
          column += Int.random(in: 0...max(1, side / 4), using: &generator)
          guard column < box.maxX else { break }
          let count = min(
            box.maxX - column, Int.random(in: 1...max(1, side / 3), using: &generator))
          let alpha: UInt8 =
            Bool.random(using: &generator) ? 0xFF : UInt8.random(in: 1...254, using: &generator)
          spans.append((row, column, count, alpha))
          column += count
        }
      }
      masks.append(Mask(box: box, spans: spans))
    }
    return masks
  }

  private func build(_ mask: Mask, scratch: [UInt8]?) -> (CoverageRuns, [UInt8]) {
    var builder = CoverageRuns.Builder(box: mask.box, scratch: scratch)
    for span in mask.spans {
      builder.span(y: span.y, x: span.x, count: span.count, alpha: span.alpha)
    }
    let runs = builder.finish()
    return (runs, builder.takeScratch())
  }

  @Test(arguments: ["forwards", "backwards", "random"])
  func scratchRunsMatchFreshRuns(order: String) {
    let all = masks()
    var sequence = Array(all.indices)
    if order == "backwards" { sequence.reverse() }
    if order == "random" {
      var generator = SeededGenerator(seed: 0x4F52_4445)
      sequence = (0..<3).flatMap { _ in all.indices.shuffled(using: &generator) }
    }
    let rasterizer = CoverageRasterizer()
    var outgrew = false
    for index in sequence {
      let fresh = build(all[index], scratch: nil).0
      let (runs, scratch) = build(all[index], scratch: rasterizer.takeRunScratch())
      outgrew = outgrew || scratch.capacity > CoverageRasterizer.runScratchLimit
      rasterizer.keepRunScratch(scratch)
      let same =
        runs.box == fresh.box && runs.rowStarts == fresh.rowStarts && runs.data == fresh.data
      #expect(same, "mask \(index), \(order): the runs differ from a fresh builder's")
      // The runs own their bytes: the next builder's writes into the scratch do not reach
      // them, and they hold no more than they need.
      #expect(runs.data.capacity < 2 * runs.data.count + 64)
      let kept = runs.data
      let next = build(all[(index + 1) % all.count], scratch: rasterizer.takeRunScratch())
      rasterizer.keepRunScratch(next.1)
      #expect(runs.data == kept)
    }
    #expect(outgrew, "a mask outgrows the kept scratch")
    #expect(rasterizer.runScratch.capacity <= CoverageRasterizer.runScratchLimit)
  }
}
