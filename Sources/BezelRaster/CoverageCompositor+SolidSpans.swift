extension CoverageCompositor {
  /// Blends a colour through the runs ``CoverageRasterizer`` hands over, straight into an
  /// ARGB32 surface, with the arithmetic Cairo uses for that colour: an opaque one as
  /// Cairo's span filler does (full runs stored whole, edges through its `lerp`), a
  /// translucent one with pixman's `OVER` (full runs four pixels at a time). Where the
  /// coverage is whole, the pixels are Cairo's own. The rasteriser keeps the runs inside
  /// the clip and the surface.
  struct SolidSpans: CoverageSpanSink {
    let pixel: UInt32
    let target: BlendTarget
    private let opaque: Bool

    init(pixel: UInt32, target: BlendTarget) {
      self.pixel = pixel
      self.target = target
      opaque = pixel >> 24 == 0xFF
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      blend(target.row(y), x, x + count, alpha)
    }

    @inline(__always)
    private func blend(_ row: UnsafeMutablePointer<UInt32>, _ from: Int, _ to: Int, _ alpha: UInt8)
    {
      if opaque {
        if alpha == 0xFF {
          (row + from).update(repeating: pixel, count: to - from)
        } else {
          for x in from..<to { row[x] = CoverageCompositor.lerp(pixel, alpha, row[x]) }
        }
        return
      }
      let source = alpha == 0xFF ? pixel : CoverageCompositor.multiplyRounded(pixel, alpha)
      CoverageCompositor.over(source, into: row + from, count: to - from)
    }
  }

  /// pixman's `OVER` of the premultiplied `source` onto `count` pixels at `row`:
  /// `d = s + d × (255 − alpha(s))`, each product rounded by `+ 0x80`, four pixels at a
  /// time as sixteen 16-bit channels.
  ///
  /// No sum saturates: a premultiplied channel is at most its alpha, and `d × (255 − α)`
  /// rounds to at most `255 − α`.
  @inline(__always)
  static func over(_ source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverse = UInt16(~UInt8(truncatingIfNeeded: source >> 24))
    var x = 0
    if count >= 4 {
      let s = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD16<UInt8>.self)
      let ia = SIMD16<UInt16>(repeating: inverse)
      let half = SIMD16<UInt16>(repeating: 0x80)
      let raw = UnsafeMutableRawPointer(row)
      while x + 4 <= count {
        let d = raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self)
        var t = SIMD16<UInt16>(truncatingIfNeeded: d) &* ia &+ half
        t = (t &+ (t &>> 8)) &>> 8
        raw.storeBytes(
          of: s &+ SIMD16<UInt8>(truncatingIfNeeded: t), toByteOffset: 4 * x,
          as: SIMD16<UInt8>.self)
        x += 4
      }
    }
    while x < count {
      row[x] = source &+ multiplyRounded(row[x], UInt8(inverse))
      x += 1
    }
  }
}
