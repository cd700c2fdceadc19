import Foundation

/// Smooth one-dimensional value noise in −1…1: random values at whole numbers, blended with a
/// smoothstep between them, the same for the same seed on every run and machine.
enum ValueNoise {
  /// The noise at `x` for `seed`; 0 where `x` is not finite.
  static func value(at x: Double, seed: UInt64) -> Double {
    guard x.isFinite else { return 0 }
    let i = floor(x)
    let f = x - i
    func lattice(_ n: Int64) -> Double {
      var h = UInt64(bitPattern: n) &* 0x9E37_79B9_7F4A_7C15 ^ seed
      h ^= h >> 31
      h = h &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 27
      return Double(h >> 11) / Double(1 << 53) * 2 - 1
    }
    let n = Int64(max(-1e15, min(1e15, i)))
    let u = f * f * (3 - 2 * f)
    let a = lattice(n)
    return a + (lattice(n + 1) - a) * u
  }
}
