import BezelDrawing
import BezelTestSupport
import CCairo
import Testing

@testable import BezelRaster

/// A solid fill's runs blended through a copy of the sink kept in registers
/// (``CoverageSpanSink/copiesShareStorage``) give the bytes of the same runs blended through
/// the caller's sink, and both the bytes of the coverage bytes blended pixel by pixel; an
/// opaque run's overlapping stores write its pixels and no others.
@Suite struct CoverageSpanSinkCopyTests {
  /// ``CoverageCompositor/SolidSpans`` worked on in place: the sink the general path takes.
  struct InPlaceSolidSpans: CoverageSpanSink {
    var spans: CoverageCompositor.SolidSpans

    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      spans.span(y: y, x: x, count: count, alpha: alpha)
    }

    mutating func pixel(y: Int, x: Int, alpha: UInt8) {
      spans.pixel(y: y, x: x, alpha: alpha)
    }
  }

  /// How a fill reaches the pixels: through a copy of the sink, through the sink in place,
  /// or from A8 coverage one pixel at a time.
  enum Route: CaseIterable { case copy, inPlace, bytes }

  /// The bytes of a `width` × `height` ARGB32 surface painted with a seeded pattern, then
  /// `pixel` blended through the coverage of the prepared `rasterizer` inside `clip` by
  /// `route`.
  static func blended(
    _ rasterizer: CoverageRasterizer, clip: CoverageRasterizer.Clip, pixel: UInt32,
    width: Int, height: Int, seed: UInt64, route: Route
  ) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    var random = SeededGenerator(seed: seed)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = CoverageCompositorTests.premultiplied(&random) }
    }
    cairo_surface_mark_dirty(surface)
    let target = BlendTarget(cr)!
    switch route {
    case .copy:
      var spans = CoverageCompositor.SolidSpans(pixel: pixel, target: target)
      rasterizer.render(clip: clip, into: &spans)
    case .inPlace:
      var spans = InPlaceSolidSpans(
        spans: CoverageCompositor.SolidSpans(pixel: pixel, target: target))
      rasterizer.render(clip: clip, into: &spans)
    case .bytes:
      let pixels = clip.pixels
      let cover = CoverageRasterizerDigestTests.clipped(rasterizer, clip)
      let columns = pixels.maxX - pixels.minX
      let opaque = pixel >> 24 == 0xFF
      for y in pixels.minY..<pixels.maxY {
        let row = target.row(y)
        for x in pixels.minX..<pixels.maxX {
          let a = cover[(y - pixels.minY) * columns + (x - pixels.minX)]
          guard a != 0 else { continue }
          if opaque {
            row[x] = a == 0xFF ? pixel : CoverageCompositor.lerp(pixel, a, row[x])
          } else {
            let source = a == 0xFF ? pixel : CoverageCompositor.multiplyRounded(pixel, a)
            let inverse = ~UInt8(truncatingIfNeeded: source >> 24)
            row[x] = source &+ CoverageCompositor.multiplyRounded(row[x], inverse)
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return Array(UnsafeBufferPointer(start: data, count: stride * height))
  }

  @Test func copiedSinkMatchesTheSinkInPlaceAndThePixelByPixelBlend() {
    var random = SeededGenerator(seed: 0x5EED_C0B1)
    let rasterizer = CoverageRasterizer()
    let (width, height) = (90, 70)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    var compared = 0
    for index in 0..<160 {
      let path = CoverageRasterizerDigestTests.soup(
        &random, width: Double(width), height: Double(height))
      let rule: FillRule = random.next() % 2 == 0 ? .evenOdd : .nonZero
      let color = FastPathEquivalence.color(&random)
      let pixel = CoverageCompositor.premultipliedPixel(color)
      // Whole-pixel clips and clips whose edges cut pixels, some the whole box.
      var clip = CoverageRasterizer.Clip(box)
      if index % 3 != 0 {
        let left = Int(random.next() % UInt64(width * 128))
        let top = Int(random.next() % UInt64(height * 128))
        clip = CoverageRasterizer.Clip(
          left: left, top: top, right: left + 1 + Int(random.next() % UInt64(width * 128)),
          bottom: top + 1 + Int(random.next() % UInt64(height * 128)))
        if index % 3 == 1 { clip = CoverageRasterizer.Clip(clip.pixels) }
      }
      guard rasterizer.prepare(path, transform: .identity, rule: rule, box: box) else {
        continue
      }
      let seed = random.next()
      let results = Route.allCases.map {
        Self.blended(
          rasterizer, clip: clip, pixel: pixel, width: width, height: height, seed: seed,
          route: $0)
      }
      #expect(results[0] == results[1], "fill \(index): copy against in place")
      #expect(results[0] == results[2], "fill \(index): copy against pixel by pixel")
      compared += 1
    }
    #expect(compared > 100)
  }

  @Test func opaqueRunsStoreTheirPixelsAndNoOthers() {
    let sentinel: UInt32 = 0x1234_5678
    let pixel: UInt32 = 0xFF80_4020
    for offset in 0..<4 {
      for count in 0...41 {
        var row = [UInt32](repeating: sentinel, count: 56)
        row.withUnsafeMutableBufferPointer { buffer in
          CoverageCompositor.store(pixel, into: buffer.baseAddress! + offset, count: count)
        }
        let expected = (0..<56).map { offset <= $0 && $0 < offset + count ? pixel : sentinel }
        #expect(row == expected, "offset \(offset), \(count) pixels")
      }
    }
  }
}
