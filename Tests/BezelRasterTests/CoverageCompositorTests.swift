import BezelTestSupport
import Testing

@testable import BezelRaster

/// The compositor's four-pixel `OVER` gives the bytes of pixman's scalar one
/// (``CoverageCompositor/multiplyRounded(_:_:)`` plus the source) on every pixel, whatever
/// the row's length and wherever its four-pixel blocks end.
@Suite struct CoverageCompositorTests {
  /// A random premultiplied pixel: each colour channel at most its alpha.
  static func premultiplied(_ rng: inout SeededGenerator) -> UInt32 {
    let alpha = UInt32.random(in: 0...255, using: &rng)
    var pixel = alpha << 24
    for shift in [0, 8, 16] { pixel |= UInt32.random(in: 0...alpha, using: &rng) << shift }
    return pixel
  }

  @Test func overMatchesTheScalarBlendOnEveryPixel() {
    var rng = SeededGenerator(seed: 13)
    // Sources with the alphas at the ends and random ones; rows shorter and longer than
    // one block of four.
    var sources: [UInt32] = [0, 0xFF00_0000, 0xFFFF_FFFF, 0x0101_0101, 0x8040_2010]
    for _ in 0..<60 { sources.append(Self.premultiplied(&rng)) }
    for source in sources {
      let count = Int.random(in: 1...23, using: &rng)
      let row = (0..<count).map { _ in Self.premultiplied(&rng) }
      let inverse = ~UInt8(truncatingIfNeeded: source >> 24)
      let expected = row.map { source &+ CoverageCompositor.multiplyRounded($0, inverse) }
      var blended = row
      blended.withUnsafeMutableBufferPointer { buffer in
        CoverageCompositor.over(source, into: buffer.baseAddress!, count: count)
      }
      #expect(blended == expected, "source \(String(source, radix: 16)), \(count) pixels")
    }
  }
}
