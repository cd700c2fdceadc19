import BezelTestSupport
import Testing

@testable import BezelRaster

/// ``ImageShader``'s bilinear sample against pixman's 64-bit `bilinear_interpolation` as
/// pixman writes it: the same pixel for every weight and a spread of pixels.
@Suite struct BilinearInterpolationTests {
  /// pixman's form: weights doubled to 1/256ths, alpha and blue weighed in one 64-bit
  /// multiply, red and green moved apart into another.
  static func pixman(
    _ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32, _ distx: Int, _ disty: Int
  ) -> UInt32 {
    let dx = UInt64(distx) << 1
    let dy = UInt64(disty) << 1
    let distxy = dx * dy
    let distxiy = dx * (256 - dy)
    let distixy = (256 - dx) * dy
    let distixiy = (256 - dx) * (256 - dy)
    // Alpha and blue where they lie.
    var r =
      ((UInt64(tl) & 0xFF00_00FF) * distixiy + (UInt64(tr) & 0xFF00_00FF) * distxiy
        + (UInt64(bl) & 0xFF00_00FF) * distixy + (UInt64(br) & 0xFF00_00FF) * distxy)
      & 0xFF_0000_FF_0000
    // Red moved up past green.
    func apart(_ p: UInt32) -> UInt64 {
      (UInt64(p) << 16) & 0x0000_00FF_0000_0000 | UInt64(p) & 0x0000_FF00
    }
    let f =
      apart(tl) * distixiy + apart(tr) * distxiy + apart(bl) * distixy + apart(br) * distxy
    r |= (f >> 16) & 0x0000_00FF_0000_0000 | f & 0xFF00_0000
    return UInt32(truncatingIfNeeded: r >> 16)
  }

  @Test func samplesArePixmans() {
    var generator = SeededGenerator(seed: 3)
    func word() -> UInt32 {
      let state = generator.next()
      let a = UInt32(state >> 56)
      // Premultiplied: each channel at most alpha; some opaque, some clear, some extreme.
      switch state >> 40 & 7 {
      case 0: return 0
      case 1: return 0xFFFF_FFFF
      default:
        let r = UInt32(state >> 24 & 0xFF) % (a + 1)
        let g = UInt32(state >> 16 & 0xFF) % (a + 1)
        let b = UInt32(state >> 8 & 0xFF) % (a + 1)
        return a << 24 | r << 16 | g << 8 | b
      }
    }
    var mismatches = 0
    for _ in 0..<200 {
      let (tl, tr, bl, br) = (word(), word(), word(), word())
      for distx in 0..<128 {
        for disty in stride(from: 0, to: 128, by: 3) {
          let ours = ImageShader.Sampler.interpolate(tl, tr, bl, br, distx, disty)
          if ours != Self.pixman(tl, tr, bl, br, distx, disty) { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// Any four words, premultiplied or not, under every pair of weights: the sums are taken
  /// per channel, so none may carry into another.
  @Test func everyWeightOfAnyWordsIsPixmans() {
    var generator = SeededGenerator(seed: 5)
    var mismatches = 0
    for round in 0..<24 {
      var words: [UInt32] = []
      for _ in 0..<4 {
        let random = UInt32.random(in: .min ... .max, using: &generator)
        words.append(round < 2 ? (round == 0 ? 0xFFFF_FFFF : 0xFF00_FF00) : random)
      }
      for distx in 0..<128 {
        for disty in 0..<128 {
          let ours = ImageShader.Sampler.interpolate(
            words[0], words[1], words[2], words[3], distx, disty)
          let theirs = Self.pixman(words[0], words[1], words[2], words[3], distx, disty)
          if ours != theirs { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
