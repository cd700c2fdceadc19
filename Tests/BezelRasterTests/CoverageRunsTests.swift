import Testing

@testable import BezelRaster

/// Kept coverage stored as runs gives back exactly the A8 bytes it was made from, and takes
/// far fewer bytes than the box for a large outline, never more for a small one.
@Suite struct CoverageRunsTests {
  /// Rows of every kind: empty, full, edges, isolated full pixels, long full stretches cut by
  /// partial ones, coverage touching both ends of the row, and a row wider than one run's
  /// count can say.
  @Test func runsGiveBackTheBytes() {
    var generator = SystemRandomNumberGenerator()
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
