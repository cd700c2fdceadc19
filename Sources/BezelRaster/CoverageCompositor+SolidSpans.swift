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
    /// `pixel` in the lanes ``CoverageCompositor/lerp(spread:_:_:)`` takes.
    private let spreadPixel: UInt64

    init(pixel: UInt32, target: BlendTarget) {
      self.pixel = pixel
      self.target = target
      opaque = pixel >> 24 == 0xFF
      spreadPixel = CoverageCompositor.spread(pixel)
    }

    /// A target's pointer and geometry, and the colour: a copy writes the same pixels.
    static var copiesShareStorage: Bool { true }

    /// A run's pixels, its address in wrapping arithmetic as ``pixel(y:x:alpha:)``'s: the
    /// checked row address cost each row of small shapes two overflow flags kept and tested.
    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      blend(address(y: y, x: x), count, alpha)
    }

    /// Surface pixel of device pixel (`x`, `y`), in wrapping arithmetic: a device pixel the
    /// rasteriser hands over lies on the surface.
    @inline(__always)
    private func address(y: Int, x: Int) -> UnsafeMutablePointer<UInt32> {
      let row = UnsafeMutableRawPointer(target.data + (y &+ target.dy) &* target.stride)
      return row.assumingMemoryBound(to: UInt32.self) + (x &+ target.dx)
    }

    /// One pixel with the arithmetic of a run of one (``blend(_:_:_:)``).
    @inline(__always)
    mutating func pixel(y: Int, x: Int, alpha: UInt8) {
      let p = address(y: y, x: x)
      if opaque {
        p.pointee =
          alpha == 0xFF ? pixel : CoverageCompositor.lerp(spread: spreadPixel, alpha, p.pointee)
        return
      }
      let source = alpha == 0xFF ? pixel : CoverageCompositor.multiplyRounded(pixel, alpha)
      let inverse = ~UInt8(truncatingIfNeeded: source >> 24)
      p.pointee = source &+ CoverageCompositor.multiplyRounded(p.pointee, inverse)
    }

    /// `count` pixels from `run` (at least one) blended through `alpha`.
    @inline(__always)
    private func blend(_ run: UnsafeMutablePointer<UInt32>, _ count: Int, _ alpha: UInt8) {
      if opaque {
        if alpha == 0xFF {
          CoverageCompositor.store(pixel, into: run, count: count)
        } else {
          var x = 0
          while x < count {
            run[x] = CoverageCompositor.lerp(spread: spreadPixel, alpha, run[x])
            x &+= 1
          }
        }
        return
      }
      let source = alpha == 0xFF ? pixel : CoverageCompositor.multiplyRounded(pixel, alpha)
      CoverageCompositor.over(source, into: run, count: count)
    }
  }

  /// `count` copies of `pixel` stored at `row`, sixteen then eight at a time
  /// (`update(repeating:)` stores one at a time here): the whole runs of an opaque colour.
  ///
  /// What is left under eight, and runs shorter than that, take stores of eight, four or
  /// two pixels that overlap the ones before (every pixel is the same value): the last
  /// pixels of a run were a fifth of an opaque fill's spans, stored one at a time.
  @inline(__always)
  static func store(_ pixel: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
    let raw = UnsafeMutableRawPointer(row)
    // Wrapping: `x` and `count` are within the run, far from overflowing.
    if count >= 8 {
      let eight = SIMD8<UInt32>(repeating: pixel)
      var x = 0
      // Sixteen pixels a turn halve the loop's counting on the wide runs of large fills.
      while x &+ 16 <= count {
        raw.storeBytes(of: eight, toByteOffset: 4 &* x, as: SIMD8<UInt32>.self)
        raw.storeBytes(of: eight, toByteOffset: 4 &* x &+ 32, as: SIMD8<UInt32>.self)
        x &+= 16
      }
      if x &+ 8 <= count {
        raw.storeBytes(of: eight, toByteOffset: 4 &* x, as: SIMD8<UInt32>.self)
        x &+= 8
      }
      if x < count {
        raw.storeBytes(of: eight, toByteOffset: 4 &* (count &- 8), as: SIMD8<UInt32>.self)
      }
    } else if count >= 4 {
      let four = SIMD4<UInt32>(repeating: pixel)
      raw.storeBytes(of: four, as: SIMD4<UInt32>.self)
      raw.storeBytes(of: four, toByteOffset: 4 &* (count &- 4), as: SIMD4<UInt32>.self)
    } else if count >= 2 {
      let two = UInt64(pixel) | UInt64(pixel) << 32
      raw.storeBytes(of: two, as: UInt64.self)
      raw.storeBytes(of: two, toByteOffset: 4 &* (count &- 2), as: UInt64.self)
    } else if count == 1 {
      row.pointee = pixel
    }
  }

  /// pixman's `OVER` of the premultiplied `source` onto `count` pixels at `row`:
  /// `d = s + d × (255 − alpha(s))`, each product rounded by `+ 0x80`, four pixels at a
  /// time, two channels to a 32-bit lane as 16-bit halves (widening bytes to a 16-bit
  /// vector compiles to out-of-line generic calls).
  ///
  /// No sum saturates: a premultiplied channel is at most its alpha, and `d × (255 − α)`
  /// rounds to at most `255 − α`; so no lane carries into the next and the bytes are the
  /// scalar ``multiplyRounded(_:_:)``'s.
  @inline(__always)
  static func over(_ source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverse = UInt32(~UInt8(truncatingIfNeeded: source >> 24))
    var x = 0
    if count >= 4 {
      let s = SIMD4<UInt32>(repeating: source)
      let ia = SIMD8<UInt16>(repeating: UInt16(inverse))
      let half = SIMD8<UInt16>(repeating: 0x80)
      let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
      let raw = UnsafeMutableRawPointer(row)
      // Wrapping: `x` is within the run, far from overflowing.
      while x &+ 4 <= count {
        let d = raw.loadUnaligned(fromByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
        var rb = unsafeBitCast(d & mask, to: SIMD8<UInt16>.self) &* ia &+ half
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((d &>> 8) & mask, to: SIMD8<UInt16>.self) &* ia &+ half
        ag = (ag &+ (ag &>> 8)) &>> 8
        let blended =
          s
          &+ (unsafeBitCast(rb, to: SIMD4<UInt32>.self)
            | unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
        raw.storeBytes(of: blended, toByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
        x &+= 4
      }
    }
    while x < count {
      row[x] = source &+ multiplyRounded(row[x], UInt8(truncatingIfNeeded: inverse))
      x &+= 1
    }
  }
}
