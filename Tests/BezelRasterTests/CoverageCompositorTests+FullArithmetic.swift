import BezelTestSupport
import CCairo
import Testing

@testable import BezelRaster

/// ``CoverageCompositor/SolidSpans``'s pixels and runs give the full arithmetic (Cairo's
/// `lerp` for an opaque colour, pixman's `OVER` of the colour times the coverage for a
/// translucent one, written channel by channel) on every coverage, for colours of every
/// class, onto clear, translucent and opaque pixels: the reference any shortcut of theirs,
/// and the fresh strokes' own blend, are held to.
extension CoverageCompositorTests {
  /// pixman's `OVER` of `source` onto `d` written channel by channel, as its C code does.
  static func pixmanOver(_ source: UInt32, _ d: UInt32) -> UInt32 {
    let inverse = 255 - (source >> 24)
    var result: UInt32 = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      let t = ((d >> shift) & 0xFF) * inverse + 0x80
      let product = (t + (t >> 8)) >> 8
      result |= (((source >> shift) & 0xFF) + product) << shift
    }
    return result
  }

  /// pixman's `UN8x4_MUL_UN8` channel by channel.
  static func pixmanMultiply(_ x: UInt32, _ a: UInt8) -> UInt32 {
    var result: UInt32 = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      let t = ((x >> shift) & 0xFF) * UInt32(a) + 0x80
      result |= ((t + (t >> 8)) >> 8) << shift
    }
    return result
  }

  /// The full arithmetic's pixel for `pixel` through coverage `a` onto `d`.
  static func fullBlend(_ pixel: UInt32, _ a: UInt8, _ d: UInt32) -> UInt32 {
    if pixel >> 24 == 0xFF { return a == 0xFF ? pixel : cairoLerp(pixel, a, d) }
    return pixmanOver(a == 0xFF ? pixel : pixmanMultiply(pixel, a), d)
  }

  /// Colours of every class: clear, barely there, half, nearly opaque, opaque, random.
  static func colourClasses(_ rng: inout SeededGenerator) -> [UInt32] {
    var pixels: [UInt32] = [0, 0x0101_0101, 0x0100_0000, 0x8040_2010, 0xFEFE_FEFE, 0xFE00_0000]
    pixels += [0xFF00_0000, 0xFFFF_FFFF, 0xFF80_40C0]
    for _ in 0..<8 { pixels.append(premultiplied(&rng)) }
    for _ in 0..<4 { pixels.append(premultiplied(&rng) | 0xFF00_0000) }
    return pixels
  }

  /// A row of `count` destinations: clear, translucent and opaque pixels mixed, clear ones
  /// alone and in blocks.
  static func destinations(_ count: Int, _ rng: inout SeededGenerator) -> [UInt32] {
    let clearShare = Int.random(in: 0...4, using: &rng)
    return (0..<count).map { _ in
      switch Int.random(in: 0..<8, using: &rng) {
      case 0..<clearShare: 0
      case 7: premultiplied(&rng) | 0xFF00_0000
      default: premultiplied(&rng)
      }
    }
  }

  /// `body` with SolidSpans of `pixel` on a one-row surface holding `row`; the row after.
  static func throughSpans(
    _ pixel: UInt32, onto row: [UInt32],
    _ body: (inout CoverageCompositor.SolidSpans) -> Void
  ) -> [UInt32] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(row.count), 1)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
      .assumingMemoryBound(to: UInt32.self)
    data.update(from: row, count: row.count)
    cairo_surface_mark_dirty(surface)
    var spans = CoverageCompositor.SolidSpans(pixel: pixel, target: BlendTarget(cr)!)
    body(&spans)
    return Array(UnsafeBufferPointer(start: data, count: row.count))
  }

  @Test func solidSpansPixelsMatchTheFullArithmetic() {
    var rng = SeededGenerator(seed: 47)
    var mismatches = 0
    for pixel in Self.colourClasses(&rng) {
      // Every coverage onto a row of every kind of destination.
      let row = Self.destinations(255, &rng)
      let blended = Self.throughSpans(pixel, onto: row) { spans in
        for x in 0..<255 { spans.pixel(y: 0, x: x, alpha: UInt8(x + 1)) }
      }
      for x in 0..<255 where blended[x] != Self.fullBlend(pixel, UInt8(x + 1), row[x]) {
        mismatches += 1
      }
      // And every coverage onto a clear pixel and an opaque one.
      for d in [0, 0xFF10_2030, Self.premultiplied(&rng)] as [UInt32] {
        let one = Self.throughSpans(pixel, onto: Array(repeating: d, count: 255)) { spans in
          for x in 0..<255 { spans.pixel(y: 0, x: x, alpha: UInt8(x + 1)) }
        }
        for x in 0..<255 where one[x] != Self.fullBlend(pixel, UInt8(x + 1), d) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func solidSpansRunsMatchTheFullArithmetic() {
    var rng = SeededGenerator(seed: 53)
    var mismatches = 0
    for pixel in Self.colourClasses(&rng) {
      for a in 1...255 {
        let alpha = UInt8(a)
        // Runs of every length up to a few blocks of four, at every offset.
        let count = Int.random(in: 1...19, using: &rng)
        let start = Int.random(in: 0...5, using: &rng)
        let row = Self.destinations(start + count + 2, &rng)
        let blended = Self.throughSpans(pixel, onto: row) { spans in
          spans.span(y: 0, x: start, count: count, alpha: alpha)
        }
        for x in row.indices {
          let inside = x >= start && x < start + count
          let expected = inside ? Self.fullBlend(pixel, alpha, row[x]) : row[x]
          if blended[x] != expected { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
