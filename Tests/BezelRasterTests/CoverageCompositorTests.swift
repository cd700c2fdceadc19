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

  /// Cairo's `lerp8x4` as its C code spells it, two channels to a 32-bit word.
  static func cairoLerp(_ src: UInt32, _ a: UInt8, _ dst: UInt32) -> UInt32 {
    func multiply(_ x: UInt32, _ a: UInt8) -> UInt32 {
      let t = (x & 0x00FF_00FF) &* UInt32(a) &+ 0x007F_007F
      return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }
    func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
      var t = a &+ b
      t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
      return t & 0x00FF_00FF
    }
    let low = add(multiply(src, a), multiply(dst, ~a))
    let high = add(multiply(src >> 8, a), multiply(dst >> 8, ~a))
    return low | high << 8
  }

  /// The four-lane `lerp` gives Cairo's two-lane bytes for every coverage, on pixels with
  /// channels at their ends (where sums saturate) and random ones, premultiplied or not.
  @Test func lerpMatchesCairosTwoChannelArithmetic() {
    var rng = SeededGenerator(seed: 31)
    var pixels: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x00FF_00FF, 0xFF00_FF00, 0x8080_8080]
    for _ in 0..<12 { pixels.append(Self.premultiplied(&rng)) }
    for _ in 0..<6 { pixels.append(UInt32.random(in: 0...UInt32.max, using: &rng)) }
    var mismatches = 0
    for src in pixels {
      for dst in pixels {
        for a in 0...255 {
          let alpha = UInt8(a)
          if CoverageCompositor.lerp(src, alpha, dst) != Self.cairoLerp(src, alpha, dst) {
            mismatches += 1
          }
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// The four-lane `lerp` gives Cairo's saturated bytes for every source byte, destination
  /// byte and coverage (each pixel's four channels take four neighbouring destination bytes),
  /// so leaving out the saturation of its sum changes none.
  @Test func lerpMatchesCairoOnEveryChannelAndCoverage() {
    var mismatches = 0
    for a in 0...255 {
      let alpha = UInt8(a)
      for s in 0...255 {
        let src = UInt32(s) &* 0x0101_0101
        let spread = CoverageCompositor.spread(src)
        for d in stride(from: 0, through: 252, by: 4) {
          let dst = UInt32(d) | UInt32(d + 1) << 8 | UInt32(d + 2) << 16 | UInt32(d + 3) << 24
          if CoverageCompositor.lerp(spread: spread, alpha, dst) != Self.cairoLerp(src, alpha, dst)
          {
            mismatches += 1
          }
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// The four-lane `multiplyRounded` gives pixman's two-lane `UN8x4_MUL_UN8` bytes for
  /// every factor.
  @Test func multiplyRoundedMatchesPixmansTwoChannelArithmetic() {
    func pixman(_ x: UInt32, _ a: UInt8) -> UInt32 {
      func two(_ v: UInt32) -> UInt32 {
        let t = (v & 0x00FF_00FF) &* UInt32(a) &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
      }
      return two(x) | two(x >> 8) << 8
    }
    var rng = SeededGenerator(seed: 37)
    var pixels: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x00FF_00FF, 0xFF00_FF00, 0x8080_8080]
    for _ in 0..<200 { pixels.append(UInt32.random(in: 0...UInt32.max, using: &rng)) }
    var mismatches = 0
    for x in pixels {
      for a in 0...255 where CoverageCompositor.multiplyRounded(x, UInt8(a)) != pixman(x, UInt8(a))
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  /// `OVER` with clear blocks of four stored as the source gives ``over``'s bytes on rows
  /// whose clear pixels come alone, in pairs and in blocks, at every offset.
  @Test func overOntoClearBlocksMatchesOver() {
    var rng = SeededGenerator(seed: 41)
    var sources: [UInt32] = [0, 0xFF00_0000, 0xFFFF_FFFF, 0x0101_0101, 0x8040_2010]
    for _ in 0..<200 { sources.append(Self.premultiplied(&rng)) }
    var mismatches = 0
    for source in sources {
      let count = Int.random(in: 1...29, using: &rng)
      let clearShare = Int.random(in: 0...4, using: &rng)
      let row = (0..<count).map { _ in
        Int.random(in: 0..<4, using: &rng) < clearShare ? 0 : Self.premultiplied(&rng)
      }
      var general = row
      var shortcut = row
      general.withUnsafeMutableBufferPointer {
        CoverageCompositor.over(source, into: $0.baseAddress!, count: count)
      }
      shortcut.withUnsafeMutableBufferPointer {
        CoverageCompositor.overClear(source, into: $0.baseAddress!, count: count)
      }
      if general != shortcut { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  /// An edge pixel blended onto a clear pixel, which takes the source's share alone, is the
  /// full blend's byte onto 0, for every coverage, opaque and translucent colours alike.
  @Test func edgeBlendOntoClearMatchesTheFullArithmetic() {
    var rng = SeededGenerator(seed: 43)
    var pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF80_40C0, 0x0101_0101, 0x8040_2010]
    for s in stride(from: 0, through: 255, by: 5) { pixels.append(UInt32(s) &* 0x0101_0101) }
    for _ in 0..<40 { pixels.append(Self.premultiplied(&rng)) }
    for _ in 0..<10 { pixels.append(Self.premultiplied(&rng) | 0xFF00_0000) }
    var mismatches = 0
    for pixel in pixels {
      let opaque = pixel >> 24 == 0xFF
      for a in 1...255 {
        let alpha = UInt8(a)
        let source = alpha == 0xFF ? pixel : CoverageCompositor.multiplyRounded(pixel, alpha)
        let inverse = ~UInt8(truncatingIfNeeded: source >> 24)
        let expected =
          opaque
          ? Self.cairoLerp(pixel, alpha, 0)
          : source &+ CoverageCompositor.multiplyRounded(0, inverse)
        if CoverageCompositor.blend(pixel, opaque: opaque, alpha, 0) != expected {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }
}
