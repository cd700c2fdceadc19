import BezelDrawing
import CCairo

/// Blends a colour through kept coverage straight into a Cairo image surface, with the
/// arithmetic of a fresh draw, so the pixels are the ones `cairo_fill` / `cairo_stroke` or
/// Bezel's rasteriser would have written.
///
/// For an opaque colour Cairo fills each span itself: fully covered pixels take the colour,
/// the others `d = lerp(colour, coverage, d)` computed two channels at a time with its own
/// rounding (`+ 0x7f`, not pixman's `+ 0x80`), which a pixman composite does not reproduce.
/// A translucent colour is blended as the rasteriser's fresh fill blends it
/// (``SolidSpans``): the colour times the coverage, then pixman's `OVER`. Pixels with no
/// coverage are not touched, so only what the outline covers is shaded.
enum CoverageCompositor {
  /// Cairo's premultiplied ARGB32 pixel for `color` when it is opaque (each channel through
  /// Cairo's 16-bit colour, `c × 65535 + ½`, then its top byte); `nil` when translucent.
  static func opaquePixel(_ color: Color) -> UInt32? {
    color.alpha >= 1 ? premultipliedPixel(color) : nil
  }

  /// Blends `pixel` through `coverage`'s runs into the surface `cr` draws on, inside `regions`
  /// (device pixels, not overlapping): uncovered pixels cost nothing, fully covered runs are
  /// stored whole (an opaque colour) or blended four pixels at a time (a translucent one),
  /// and only edge pixels blend one by one; `false`, with nothing written, when that surface
  /// is not an ARGB32 image Bezel can write (the caller then draws the outline itself).
  static func blend(
    _ pixel: UInt32, through coverage: CoverageCache.Coverage, in regions: ClipRegions,
    onTargetOf cr: OpaquePointer
  ) -> Bool {
    guard let target = BlendTarget(cr) else { return false }
    let (pixels, width, height, stride) = (target.data, target.width, target.height, target.stride)
    let (dx, dy) = (target.dx, target.dy)
    let runs = coverage.runs
    let box = runs.box
    let opaque = pixel >> 24 == 0xFF
    runs.data.withUnsafeBufferPointer { data in
      for region in regions {
        // Device pixels to surface pixels, within the surface and the coverage's box.
        let x0 = max(max(region.minX, box.minX) + dx, 0)
        let x1 = min(min(region.maxX, box.maxX) + dx, width)
        let y0 = max(max(region.minY, box.minY) + dy, 0)
        let y1 = min(min(region.maxY, box.maxY) + dy, height)
        guard x0 < x1, y0 < y1 else { continue }
        // Surface x of the box's left edge, which runs count from.
        let left = box.minX + dx
        for y in y0..<y1 {
          let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(
            to: UInt32.self)
          runs.forEachRun(inRow: y - dy - box.minY, in: data) { x, count, cover in
            let start = left + x
            let from = max(start, x0)
            let to = min(start + count, x1)
            guard from < to else { return }
            if let cover {
              blendRow(
                pixel, opaque: opaque, cover: cover + (from - start), into: row + from,
                count: to - from)
            } else {
              covered(pixel, opaque: opaque, into: row + from, count: to - from)
            }
          }
        }
      }
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// Blends `pixel` (opaque when `opaque`) through `cover[x]` into `row[x]` for `x` in
  /// `0..<count`.
  ///
  /// Eight coverage bytes are read at once: eight with none are skipped and eight fully
  /// covered are covered whole (the A8 rows of a small outline have both); only the rest
  /// blends pixel by pixel.
  @inline(__always)
  private static func blendRow(
    _ pixel: UInt32, opaque: Bool, cover: UnsafePointer<UInt8>,
    into row: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var x = 0
    while x < count {
      if x + 8 <= count {
        let eight = UnsafeRawPointer(cover + x).loadUnaligned(as: UInt64.self)
        if eight == 0 {
          x += 8
          continue
        }
        if eight == UInt64.max {
          covered(pixel, opaque: opaque, into: row + x, count: 8)
          x += 8
          continue
        }
      }
      let a = cover[x]
      if a != 0 { row[x] = blend(pixel, opaque: opaque, a, row[x]) }
      x += 1
    }
  }

  /// `count` fully covered pixels at `row` under `pixel`: an opaque colour stored, a
  /// translucent one blended with pixman's `OVER`, as ``SolidSpans`` does.
  @inline(__always)
  private static func covered(
    _ pixel: UInt32, opaque: Bool, into row: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if opaque {
      row.update(repeating: pixel, count: count)
    } else {
      overClear(pixel, into: row, count: count)
    }
  }

  /// ``over(_:into:count:)``, with four clear pixels in a row stored as `source` itself.
  ///
  /// `OVER` onto 0 is the source exactly (`0 × (255 − α)` rounds to 0), and kept coverage is
  /// mostly blended onto clear pixels: damage is drawn on a cleared surface, and the shapes of
  /// small files seldom overlap.
  @inline(__always)
  static func overClear(
    _ source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let raw = UnsafeMutableRawPointer(row)
    var x = 0
    // Wrapping: `x` is within the run, far from overflowing.
    while x &+ 4 <= count {
      let d = raw.loadUnaligned(fromByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
      if d == .zero {
        raw.storeBytes(
          of: SIMD4<UInt32>(repeating: source), toByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
      } else {
        over(source, into: row + x, count: 4)
      }
      x &+= 4
    }
    if x < count { over(source, into: row + x, count: count &- x) }
  }

  /// `pixel` blended through coverage `a` (not 0) onto `d`: an opaque colour with Cairo's
  /// `lerp`, a translucent one scaled by `a` then with pixman's `OVER`, as ``SolidSpans``
  /// blends a span of that coverage. Onto a clear pixel only the source's share is left
  /// (the destination's product rounds to 0 in both), so it alone is computed.
  @inline(__always)
  static func blend(_ pixel: UInt32, opaque: Bool, _ a: UInt8, _ d: UInt32) -> UInt32 {
    if opaque {
      if a == 0xFF { return pixel }
      return d == 0 ? lerpOntoClear(spread(pixel), a) : lerp(pixel, a, d)
    }
    let source = a == 0xFF ? pixel : multiplyRounded(pixel, a)
    if d == 0 { return source }
    return source &+ multiplyRounded(d, ~UInt8(truncatingIfNeeded: source >> 24))
  }

  /// Cairo's `lerp8x4`: `src × a + dst × (255 − a)`, rounded and saturated as Cairo does
  /// two channels at a time, here all four at once in 16-bit lanes of one 64-bit word (no
  /// lane carries into the next: a product plus its rounding stays below 2¹⁶), so the bytes
  /// are Cairo's and an edge pixel costs two multiplications instead of four.
  @inline(__always)
  static func lerp(_ src: UInt32, _ a: UInt8, _ dst: UInt32) -> UInt32 {
    lerp(spread: spread(src), a, dst)
  }

  /// ``lerp(_:_:_:)`` of a source already in lanes (``spread(_:)``): a fill spreads its
  /// colour once, not once per edge pixel.
  @inline(__always)
  static func lerp(spread src: UInt64, _ a: UInt8, _ dst: UInt32) -> UInt32 {
    // Cairo saturates this sum (`add8x2_8x2`), but it never reaches 256: a channel's
    // product with `a` rounds to at most `a`, with `255 − a` to at most `255 − a` (checked
    // for every byte and coverage in the tests), so the plain sum is the saturated one and
    // an edge pixel is six instructions cheaper.
    let sum = multiply(src, a) &+ multiply(spread(dst), ~a)
    return UInt32(truncatingIfNeeded: sum) | UInt32(truncatingIfNeeded: sum >> 32) << 8
  }

  /// ``lerp(spread:_:_:)`` onto a clear pixel: `dst × (255 − a)` rounds to 0 in every lane,
  /// so the sum is the source's product alone.
  @inline(__always)
  static func lerpOntoClear(_ src: UInt64, _ a: UInt8) -> UInt32 {
    let product = multiply(src, a)
    return UInt32(truncatingIfNeeded: product) | UInt32(truncatingIfNeeded: product >> 32) << 8
  }

  /// The channels of `x` in 16-bit lanes: 0 and 2 in the low half, 1 and 3 in the high.
  @inline(__always)
  static func spread(_ x: UInt32) -> UInt64 {
    UInt64(x & 0x00FF_00FF) | UInt64((x >> 8) & 0x00FF_00FF) << 32
  }

  /// Cairo's `mul8x2_8` on every lane: each channel of `x` times `a` / 255, rounded its way.
  @inline(__always)
  private static func multiply(_ x: UInt64, _ a: UInt8) -> UInt64 {
    let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    let t = x &* UInt64(a) &+ 0x007F_007F_007F_007F
    return ((t &+ ((t >> 8) & mask)) >> 8) & mask
  }

  /// Cairo's premultiplied ARGB32 pixel for `color` (alpha above 0): each channel times
  /// alpha through Cairo's 16-bit colour, `c × 65535 + ½`, then its top byte.
  static func premultipliedPixel(_ color: Color) -> UInt32 {
    let alpha = CairoConstants.unit(color.alpha)
    func byte(_ value: Double) -> UInt32 {
      UInt32(UInt16(value * 65535 + 0.5) >> 8)
    }
    return byte(alpha) << 24 | byte(CairoConstants.unit(color.red) * alpha) << 16
      | byte(CairoConstants.unit(color.green) * alpha) << 8
      | byte(CairoConstants.unit(color.blue) * alpha)
  }

  /// pixman's `UN8x4_MUL_UN8`: each channel of `x` times `a` / 255, rounded; all four
  /// channels at once in 16-bit lanes, as ``lerp(_:_:_:)`` takes them (the same bytes as
  /// pixman's two channels at a time).
  @inline(__always)
  static func multiplyRounded(_ x: UInt32, _ a: UInt8) -> UInt32 {
    let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    let t = spread(x) &* UInt64(a) &+ 0x0080_0080_0080_0080
    let product = ((t &+ ((t >> 8) & mask)) >> 8) & mask
    return UInt32(truncatingIfNeeded: product) | UInt32(truncatingIfNeeded: product >> 32) << 8
  }
}
