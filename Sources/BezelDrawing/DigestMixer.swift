/// Folds numbers into one 64-bit word, for hashing many coordinates at the cost of a
/// multiply each; the word then goes to `Hasher` once (see `Path.hash(into:)`).
///
/// Not a cryptographic hash: equal inputs give equal words, and unequal ones differ in
/// practice, which is all a dictionary key needs (a collision costs an equality check).
package struct DigestMixer {
  package private(set) var digest: UInt64 = 0x243F_6A88_85A3_08D3

  package init() {}

  @inline(__always)
  package mutating func mix(_ value: UInt64) {
    digest = (digest ^ value) &* 0x9E37_79B9_7F4A_7C15
    digest ^= digest >> 29
  }

  /// Mixes a number by its bit pattern, zero's sign dropped since `-0.0 == 0.0`.
  @inline(__always)
  package mutating func mix(_ value: Double) {
    mix(value == 0 ? 0 : value.bitPattern)
  }
}
