import BezelDrawing
import BezelTestSupport
import CCairo
import Testing

@testable import BezelRaster

/// A fresh stroke's own blend (``FreshStrokeScratch/blend(_:stride:box:into:)``)
/// gives the bytes of the general blend through ``CoverageCompositor/SolidSpans`` and of the
/// full arithmetic (pixman's `OVER` of the colour times the coverage), and leaves its
/// coverage bytes clear.
extension FreshTranslucentStrokeTests {
  /// Seeded A8 coverage of `width` × `height` in rows `stride` apart: long empty stretches,
  /// runs of full coverage crossing words, lone edges and every coverage level.
  static func coverage(
    width: Int, height: Int, stride: Int, _ rng: inout SeededGenerator
  ) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
      var x = Int.random(in: 0...min(width, 90), using: &rng)
      while x < width {
        let count = min(width - x, Int.random(in: 1...24, using: &rng))
        let full = Bool.random(using: &rng)
        for i in x..<(x + count) {
          bytes[y * stride + i] =
            full ? 0xFF : Bool.random(using: &rng) ? 0 : UInt8.random(in: 1...255, using: &rng)
        }
        x += count + Int.random(in: 0...80, using: &rng)
      }
    }
    return bytes
  }

  /// The surface's pixels after `pixel` is blended through `bytes` over `box` onto a
  /// seeded backdrop, by the fresh blend or the general one, and the coverage bytes after.
  static func blended(
    _ pixel: UInt32, through bytes: [UInt8], stride: Int, box: FrameDamage.Box,
    offset: (x: Int, y: Int), seed: UInt64, fresh: Bool
  ) -> (pixels: [UInt32], bytes: [UInt8], backdrop: [UInt32]) {
    let (width, height) = (box.maxX + offset.x + 3, box.maxY + offset.y + 2)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, Double(offset.x), Double(offset.y))
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    let surfaceStride = Int(cairo_image_surface_get_stride(surface))
    var rng = SeededGenerator(seed: seed)
    var backdrop: [UInt32] = []
    for y in 0..<height {
      let row = (data + y * surfaceStride).assumingMemoryBound(to: UInt32.self)
      let values = CoverageCompositorTests.destinations(width, &rng)
      row.update(from: values, count: width)
      backdrop += values
    }
    cairo_surface_mark_dirty(surface)
    let target = BlendTarget(cr)!
    var coverage = bytes
    if fresh {
      // The scratch's bytes, left clear by the blend (checked by the caller).
      let scratch = FreshStrokeScratch()
      let taken = scratch.take(bytes.count)!
      taken.copyMemory(from: bytes, byteCount: bytes.count)
      _ = scratch.blend(pixel, stride: stride, box: box, into: target)
      coverage = scratch.isClear ? [UInt8](repeating: 0, count: bytes.count) : [1]
    } else {
      coverage.withUnsafeMutableBufferPointer { buffer in
        var spans = CoverageCompositor.SolidSpans(pixel: pixel, target: target)
        DisplayListPainter.blend(
          buffer.baseAddress!, stride: stride, box: box, in: ClipRegions(box), into: &spans,
          clearing: true)
      }
    }
    var pixels: [UInt32] = []
    for y in 0..<height {
      let row = (data + y * surfaceStride).assumingMemoryBound(to: UInt32.self)
      pixels += UnsafeBufferPointer(start: row, count: width)
    }
    return (pixels, coverage, backdrop)
  }

  @Test(arguments: UInt64(0)..<4)
  func freshBlendMatchesTheGeneralBlendAndTheFullArithmetic(seed: UInt64) {
    var rng = SeededGenerator(seed: 100 + seed)
    var mismatches = 0
    var uncleared = 0
    var levels = Set<UInt8>()
    // Translucent colours of every class (a fresh stroke's colour is never opaque).
    let colours = CoverageCompositorTests.colourClasses(&rng).filter { $0 >> 24 != 0xFF }
    for (index, pixel) in colours.enumerated() {
      for shape in 0..<6 {
        // The first shape of each colour holds every coverage level once, in its first row.
        let width = shape == 0 ? 260 : Int.random(in: 1...210, using: &rng)
        let height = Int.random(in: 1...6, using: &rng)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var bytes = Self.coverage(width: width, height: height, stride: stride, &rng)
        if shape == 0 { bytes.replaceSubrange(2..<257, with: 1...255) }
        levels.formUnion(bytes)
        let minX = Int.random(in: -5...9, using: &rng)
        let minY = Int.random(in: -3...4, using: &rng)
        let box = FrameDamage.Box(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height)
        let offset = (x: 6 + Int.random(in: 0...3, using: &rng), y: 4)
        let backdropSeed = seed &* 1000 &+ UInt64(index)
        let fresh = Self.blended(
          pixel, through: bytes, stride: stride, box: box, offset: offset, seed: backdropSeed,
          fresh: true)
        let general = Self.blended(
          pixel, through: bytes, stride: stride, box: box, offset: offset, seed: backdropSeed,
          fresh: false)
        if fresh.pixels != general.pixels { mismatches += 1 }
        if fresh.bytes.contains(where: { $0 != 0 }) { uncleared += 1 }
        // The full arithmetic, pixel by pixel.
        let surfaceWidth = box.maxX + offset.x + 3
        for y in 0..<height {
          for x in 0..<width {
            let a = bytes[y * stride + x]
            let at = (minY + y + offset.y) * surfaceWidth + minX + x + offset.x
            let d = fresh.backdrop[at]
            let expected = a == 0 ? d : CoverageCompositorTests.fullBlend(pixel, a, d)
            if fresh.pixels[at] != expected { mismatches += 1 }
          }
        }
      }
    }
    #expect(mismatches == 0)
    #expect(uncleared == 0)
    #expect(levels.count == 256, "\(levels.count) coverage levels met")
  }
}
