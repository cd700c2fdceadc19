/// A view of premultiplied ARGB32 pixels as Cairo stores them: one native-endian word per
/// pixel, `0xAARRGGBB`, rows `stride` words apart.
///
/// The effects' pixel maths are pure functions on such views, so they are tested on plain
/// arrays as well as run on Cairo surfaces.
struct ARGBPixels {
  let base: UnsafeMutablePointer<UInt32>
  let width: Int
  let height: Int
  /// Words from one row to the next.
  let stride: Int

  subscript(x: Int, y: Int) -> UInt32 {
    get { base[y * stride + x] }
    nonmutating set { base[y * stride + x] = newValue }
  }

  /// The straight (not premultiplied) colour of a word as r, g, b, a in 0…1.
  @inline(__always)
  static func straight(_ word: UInt32) -> SIMD4<Float> {
    let a = Float(word >> 24)
    guard a > 0 else { return .zero }
    let r = Float((word >> 16) & 0xFF)
    let g = Float((word >> 8) & 0xFF)
    let b = Float(word & 0xFF)
    return SIMD4(r / a, g / a, b / a, a / 255)
  }

  /// The premultiplied components of a word, r, g, b, a in 0…255.
  @inline(__always)
  static func premultiplied(_ word: UInt32) -> SIMD4<Float> {
    SIMD4(
      Float((word >> 16) & 0xFF), Float((word >> 8) & 0xFF), Float(word & 0xFF),
      Float(word >> 24))
  }

  /// The word of a straight colour (components clamped to 0…1).
  @inline(__always)
  static func word(straight c: SIMD4<Float>) -> UInt32 {
    // `clamped`'s lanes (`Float.maximum`, then `Float.minimum`), written out: the generic
    // `pointwiseMax` and `pointwiseMin` it calls are not inlined, a call each a pixel.
    let c = SIMD4(
      Float.minimum(Float.maximum(c.x, 0), 1), Float.minimum(Float.maximum(c.y, 0), 1),
      Float.minimum(Float.maximum(c.z, 0), 1), Float.minimum(Float.maximum(c.w, 0), 1))
    let a = c.w * 255
    return word(premultiplied: SIMD4(c.x * a, c.y * a, c.z * a, a))
  }

  /// The word of premultiplied components in 0…255 (rounded; colour kept within alpha).
  @inline(__always)
  static func word(premultiplied c: SIMD4<Float>) -> UInt32 {
    let a = level(min(max(c.w, 0), 255))
    let top = Float(a)
    let r = level(min(max(c.x, 0), top))
    let g = level(min(max(c.y, 0), top))
    let b = level(min(max(c.z, 0), top))
    return a << 24 | r << 16 | g << 8 | b
  }

  /// `v` (0…255) rounded half away from zero, as `Float.rounded()` rounds it.
  ///
  /// Without SSE4.1 `rounded()` is a call to `roundf` for every channel of every pixel, and a
  /// checked conversion to an integer tests the range first. Adding 2²³ leaves the nearest
  /// integer (ties to even) in the low bits of the sum, exactly for values this small and not
  /// negative; the remainder, also exact, is ½ only at a tie that went down, which rounds up
  /// instead (the same as `rounded()` for every float in 0…255, checked one by one).
  @inline(__always)
  static func level(_ v: Float) -> UInt32 {
    let shifted = v + 8_388_608
    let nearest = shifted.bitPattern &- 0x4B00_0000
    return v - (shifted - 8_388_608) == 0.5 ? nearest &+ 1 : nearest
  }

  /// Replaces every pixel's straight colour with `transform` of it; transparent pixels stay.
  func mapColors(_ transform: (SIMD4<Float>) -> SIMD4<Float>) {
    for y in 0..<height {
      let row = base + y * stride
      for x in 0..<width where row[x] >> 24 != 0 {
        row[x] = ARGBPixels.word(straight: transform(ARGBPixels.straight(row[x])))
      }
    }
  }
}

extension SIMD4 where Scalar == Float {
  /// Rec. 709 luma of the colour lanes.
  var luma: Float { x * 0.2126 + y * 0.7152 + z * 0.0722 }

  /// The colour lanes mixed toward `other`'s by `t`, alpha kept.
  func mixedColor(_ other: SIMD4<Float>, _ t: Float) -> SIMD4<Float> {
    SIMD4(x + (other.x - x) * t, y + (other.y - y) * t, z + (other.z - z) * t, w)
  }
}
