extension GradientSpans {
  /// Stores (`opaque`) or blends with `OVER` the `count` colours at `colours` onto `row`.
  @inline(__always)
  static func blend(
    _ colours: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>, count: Int,
    _ opaque: Bool
  ) {
    if opaque {
      row.update(from: colours, count: count)
      return
    }
    var i = 0
    let source = UnsafeRawPointer(colours)
    let target = UnsafeMutableRawPointer(row)
    while i + 4 <= count {
      let s = source.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      let d = target.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      target.storeBytes(of: over(s, d), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      i += 4
    }
    while i < count {
      row[i] = over(colours[i], row[i])
      i += 1
    }
  }

  /// Blends the `count` colours at `colours`, each scaled by `alpha` (``multiply(_:_:)``),
  /// with `OVER` onto `row`, four at a time.
  @inline(__always)
  static func blend(
    _ colours: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>, count: Int,
    alpha: UInt8
  ) {
    var i = 0
    let source = UnsafeRawPointer(colours)
    let target = UnsafeMutableRawPointer(row)
    let factor = SIMD8<UInt16>(repeating: UInt16(alpha))
    while i + 4 <= count {
      let s = source.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      let d = target.loadUnaligned(fromByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      target.storeBytes(
        of: over(multiply(s, factor), d), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
      i += 4
    }
    while i < count {
      row[i] = over(multiply(colours[i], UInt32(alpha)), row[i])
      i += 1
    }
  }

  /// pixman's `UN8x4_MUL_UN8` of four pixels `x` by `factor` (the coverage in every 16-bit
  /// lane), so the bytes of the scalar ``multiply(_:_:)``.
  @inline(__always)
  static func multiply(_ x: SIMD4<UInt32>, _ factor: SIMD8<UInt16>) -> SIMD4<UInt32> {
    scaled(x, factor)
  }

  /// pixman's `OVER` of four premultiplied pixels `s` onto `d`: each channel
  /// `s + d × (255 − alpha(s)) / 255` rounded as ``scaled(_:_:)`` rounds. No sum passes 255
  /// (a ramp's channel is at most its alpha), so the bytes are the scalar
  /// ``over(_:_:)-(UInt32,UInt32)``'s.
  @inline(__always)
  static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let inverse = SIMD4<UInt32>(repeating: 255) &- (s &>> 24)
    return s &+ scaled(d, unsafeBitCast(inverse | inverse &<< 16, to: SIMD8<UInt16>.self))
  }

  /// Each channel `c` of four pixels `x` times its pixel's `factor` (in both 16-bit lanes
  /// of the pixel's two), `t = c · f + 0x80`, then `(t + t >> 8) >> 8`: pixman's rounded
  /// division by 255, two channels to a 32-bit lane as 16-bit halves (no widening between
  /// byte and 16-bit vectors, which the compiler leaves to calls; no lane passes
  /// 255 · 255 + 0x80 + 254).
  @inline(__always)
  static func scaled(_ x: SIMD4<UInt32>, _ factor: SIMD8<UInt16>) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00ff_00ff)
    let half = SIMD8<UInt16>(repeating: 0x80)
    var rb = unsafeBitCast(x & mask, to: SIMD8<UInt16>.self) &* factor &+ half
    rb = (rb &+ (rb &>> 8)) &>> 8
    var ag = unsafeBitCast((x &>> 8) & mask, to: SIMD8<UInt16>.self) &* factor &+ half
    ag = (ag &+ (ag &>> 8)) &>> 8
    return unsafeBitCast(rb, to: SIMD4<UInt32>.self)
      | unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8
  }

  /// pixman's `UN8x4_MUL_UN8`: each channel of `x` times `a` (at most 255) / 255, rounded;
  /// ``CoverageCompositor/multiplyRounded(_:_:)`` for the shaders' 32-bit coverage.
  @inline(__always)
  static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
    CoverageCompositor.multiplyRounded(x, UInt8(truncatingIfNeeded: a))
  }

  /// pixman's `OVER` of premultiplied `s` onto `d` (`UN8x4_MUL_UN8_ADD_UN8x4`).
  @inline(__always)
  static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let alpha = s >> 24
    if alpha == 255 { return s }
    if s == 0 { return d }
    let inverse = 255 - alpha
    var rb = (d & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    rb = rb &+ (s & 0x00ff_00ff)
    rb |= 0x0100_0100 &- ((rb >> 8) & 0x0001_0001)
    rb &= 0x00ff_00ff
    var ag = ((d >> 8) & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    ag = ((ag &+ ((ag >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
    ag = ag &+ ((s >> 8) & 0x00ff_00ff)
    ag |= 0x0100_0100 &- ((ag >> 8) & 0x0001_0001)
    ag &= 0x00ff_00ff
    return rb | (ag << 8)
  }
}
