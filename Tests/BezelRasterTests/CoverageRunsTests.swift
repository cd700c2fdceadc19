import BezelTestSupport
import Testing

@testable import BezelRaster

/// Kept coverage stored as runs gives back exactly the A8 bytes it was made from, and takes
/// far fewer bytes than the box for a large outline, never more for a small one.
@Suite struct CoverageRunsTests {
  /// Rows of every kind: empty, full, edges, isolated full pixels, long full stretches cut by
  /// partial ones, coverage touching both ends of the row, and a row wider than one run's
  /// count can say.
  /// Spans handed to the builder give back the bytes they describe, also where one run is
  /// longer than its count can say (40,000 pixels, full on one row and partial on the next).
  @Test func builtRunsGiveBackTheSpans() {
    let width = 60_000
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: 3)
    var builder = CoverageRuns.Builder(box: box)
    builder.span(y: 0, x: 0, count: 40_000, alpha: 0xFF)
    builder.span(y: 0, x: 40_000, count: 20_000, alpha: 0x80)
    builder.span(y: 1, x: 100, count: 40_000, alpha: 0x40)
    builder.span(y: 2, x: 5, count: 2, alpha: 0x10)
    builder.span(y: 2, x: 7, count: 6, alpha: 0xFF)
    let runs = builder.finish()
    var back = [UInt8](repeating: 0xAA, count: width * 3)
    back.withUnsafeMutableBufferPointer { runs.expand(into: $0.baseAddress!, stride: width) }
    var expected = [UInt8](repeating: 0, count: width * 3)
    for x in 0..<40_000 { expected[x] = 0xFF }
    for x in 40_000..<width { expected[x] = 0x80 }
    for x in 100..<40_100 { expected[width + x] = 0x40 }
    for x in 5..<7 { expected[2 * width + x] = 0x10 }
    for x in 7..<13 { expected[2 * width + x] = 0xFF }
    let wrong = back.indices.filter { back[$0] != expected[$0] }
    #expect(wrong.isEmpty, "\(wrong.count) bytes differ, first at \(wrong.first ?? 0)")
  }

  @Test func runsGiveBackTheBytes() {
    var generator = SeededGenerator(seed: 0x434F_5645)
    for width in [1, 3, 7, 8, 9, 31, 64, 200, 40_000] {
      let height = width > 1000 ? 2 : 23
      let stride = width + 5
      var bytes = [UInt8](repeating: 0, count: stride * height)
      for y in 0..<height {
        var x = 0
        while x < width {
          // Stretches of one kind, a few pixels to a whole row long.
          let length = min(width - x, Int.random(in: 1...max(1, width / 3), using: &generator))
          let kind = Int.random(in: 0..<4, using: &generator)
          for k in x..<(x + length) {
            switch kind {
            case 0: bytes[y * stride + k] = 0
            case 1: bytes[y * stride + k] = 0xFF
            case 2: bytes[y * stride + k] = UInt8.random(in: 1...254, using: &generator)
            default: bytes[y * stride + k] = UInt8.random(in: 0...255, using: &generator)
            }
          }
          x += length
        }
      }
      // One row entirely full and one entirely empty.
      for k in 0..<width { bytes[k] = 0xFF }
      let box = FrameDamage.Box(minX: -3, minY: 10, maxX: width - 3, maxY: 10 + height)
      let runs = bytes.withUnsafeBufferPointer {
        CoverageRuns(rows: $0.baseAddress!, stride: stride, box: box)
      }
      var back = [UInt8](repeating: 0xAA, count: stride * height)
      back.withUnsafeMutableBufferPointer { runs.expand(into: $0.baseAddress!, stride: stride) }
      for y in 0..<height {
        let row = y * stride
        #expect(back[row..<(row + width)] == bytes[row..<(row + width)], "width \(width) row \(y)")
      }
    }
  }

  /// A disc 200 pixels across is kept as runs, under a sixth of its A8 box; one 5 pixels
  /// across is mostly edge and keeps its A8 rows (no more bytes than the box). Both give back
  /// their bytes.
  @Test(arguments: [(200, false), (5, true)]) func discs(side: Int, plain: Bool) {
    var bytes = [UInt8](repeating: 0, count: side * side)
    let r = Double(side) / 2
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) + 0.5 - r
        let dy = Double(y) + 0.5 - r
        let d = (dx * dx + dy * dy).squareRoot()
        bytes[y * side + x] = UInt8(max(0, min(1, r - d)) * 255)
      }
    }
    let box = FrameDamage.Box(minX: 7, minY: -4, maxX: 7 + side, maxY: -4 + side)
    let runs = bytes.withUnsafeBufferPointer {
      CoverageRuns(rows: $0.baseAddress!, stride: side, box: box)
    }
    #expect(runs.isPlain == plain)
    #expect(runs.bytes <= (plain ? side * side : side * side / 6))
    var back = [UInt8](repeating: 0x55, count: side * side)
    back.withUnsafeMutableBufferPointer { runs.expand(into: $0.baseAddress!, stride: side) }
    #expect(back == bytes)
  }
}
