extension CoverageCompositor {
  /// Multiplies a colour through the runs ``CoverageRasterizer`` hands over into an ARGB32
  /// surface, giving the bytes of drawing the fill on a cleared group (as ``SolidSpans``
  /// draws it there) and painting that group with Cairo's `MULTIPLY` (pixman's
  /// `combine_multiply_u`), without the group: only the pixels the fill covers are read,
  /// since a transparent group pixel leaves the pixel under it as it was.
  struct MultiplySpans: CoverageSpanSink {
    let pixel: UInt32
    let target: BlendTarget
    private let opaque: Bool
    /// `pixel` in the lanes ``CoverageCompositor/lerp(spread:_:_:)`` takes.
    private let spreadPixel: UInt64

    init(pixel: UInt32, target: BlendTarget) {
      self.pixel = pixel
      self.target = target
      opaque = pixel >> 24 == 0xFF
      spreadPixel = CoverageCompositor.spread(pixel)
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      CoverageCompositor.multiply(groupPixel(alpha), into: target.row(y) + x, count: count)
    }

    /// The pixel ``SolidSpans`` leaves on a cleared surface where the coverage is `alpha`.
    @inline(__always)
    private func groupPixel(_ alpha: UInt8) -> UInt32 {
      if alpha == 0xFF { return pixel }
      return opaque
        ? CoverageCompositor.lerp(spread: spreadPixel, alpha, 0)
        : CoverageCompositor.multiplyRounded(pixel, alpha)
    }
  }

  /// ``multiplied(_:_:)`` of `source` onto `count` pixels at `row`, four at a time, two
  /// channels to a 32-bit lane as 16-bit halves (as ``over(_:into:count:)`` takes them): no
  /// product or sum leaves its 16 bits, so the bytes are the scalar ones.
  @inline(__always)
  static func multiply(_ source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
    var x = 0
    if count >= 4 {
      let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
      let half = SIMD8<UInt16>(repeating: 0x80)
      let one = SIMD8<UInt16>(repeating: 0x100)
      let byte = SIMD8<UInt16>(repeating: 0xFF)
      @inline(__always) func product(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = a &* b &+ half
        return (t &+ (t &>> 8)) &>> 8
      }
      // pixman's saturating add of two bytes (their sum below 512).
      @inline(__always) func saturated(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (t | (one &- (t &>> 8))) & byte
      }
      @inline(__always) func lanes(_ v: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(v, to: SIMD8<UInt16>.self)
      }
      let s = SIMD4<UInt32>(repeating: source)
      let sRB = lanes(s & mask)
      let sAG = lanes((s &>> 8) & mask)
      let sourceInverse = SIMD8<UInt16>(repeating: UInt16(255 - (source >> 24)))
      let raw = UnsafeMutableRawPointer(row)
      while x + 4 <= count {
        let d = raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt32>.self)
        let inverse32 = SIMD4<UInt32>(repeating: 255) &- (d &>> 24)
        let destinationInverse = lanes(inverse32 | inverse32 &<< 16)
        let dRB = lanes(d & mask)
        let dAG = lanes((d &>> 8) & mask)
        let rb = saturated(
          product(dRB, sRB)
            &+ saturated(product(sRB, destinationInverse) &+ product(dRB, sourceInverse)))
        let ag = saturated(
          product(dAG, sAG)
            &+ saturated(product(sAG, destinationInverse) &+ product(dAG, sourceInverse)))
        let blended =
          unsafeBitCast(rb, to: SIMD4<UInt32>.self) | unsafeBitCast(ag, to: SIMD4<UInt32>.self)
          &<< 8
        raw.storeBytes(of: blended, toByteOffset: 4 * x, as: SIMD4<UInt32>.self)
        x += 4
      }
    }
    while x < count {
      row[x] = multiplied(source, row[x])
      x += 1
    }
  }

  /// pixman's `MULTIPLY` of premultiplied `s` onto `d` (`combine_multiply_u`, no mask): in
  /// each channel `s × (255 − αd) + d × (255 − αs)`, saturated, plus `d × s`, saturated,
  /// every product rounded as pixman's `UN8_rb_MUL_UN8` rounds it.
  @inline(__always)
  static func multiplied(_ s: UInt32, _ d: UInt32) -> UInt32 {
    @inline(__always) func product(_ x: UInt32, _ a: UInt32) -> UInt32 {
      let t = x &* a &+ 0x80
      return (t &+ (t >> 8)) >> 8
    }
    let sourceInverse = 255 &- (s >> 24)
    let destinationInverse = 255 &- (d >> 24)
    var result: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let sc = (s >> shift) & 0xFF
      let dc = (d >> shift) & 0xFF
      let outside = min(255, product(sc, destinationInverse) &+ product(dc, sourceInverse))
      result |= min(255, product(dc, sc) &+ outside) << shift
      shift &+= 8
    }
    return result
  }
}
