import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Shrunk images are drawn from mipmap levels, as browsers draw them.
@Suite struct ImageMipmapTests {
  @Test func levelIsTheRoundedLogarithmBiasedByAHalf() {
    // log2(1/scale) − 0.5, rounded: 1/0.75 → −0.08 → 0; 1/0.5 → 0.5 → 1; 1/0.3 → 1.24 → 1;
    // 1/0.2 → 1.82 → 2; 1/0.1 → 2.82 → 3. Enlarging never uses a level.
    #expect(ImageMipmap.level(forScale: 0.75) == 0)
    #expect(ImageMipmap.level(forScale: 0.5) == 1)
    #expect(ImageMipmap.level(forScale: 0.3) == 1)
    #expect(ImageMipmap.level(forScale: 0.2) == 2)
    #expect(ImageMipmap.level(forScale: 0.1) == 3)
    #expect(ImageMipmap.level(forScale: 2) == 0)
    #expect(ImageMipmap.level(forScale: 0) == 0)
    #expect(ImageMipmap.level(forScale: .nan) == 0)
  }

  @Test func levelSizesHalveRoundingDownButNotBelowOne() {
    #expect(ImageMipmap.size(width: 101, height: 7, level: 1) == (50, 3))
    #expect(ImageMipmap.size(width: 101, height: 7, level: 3) == (12, 1))
    #expect(ImageMipmap.size(width: 101, height: 7, level: 0) == (101, 7))
  }

  @Test func evenSidesAverageTwoByTwoBlocks() {
    // Grey levels 0, 40, 80, 120 in the top-left block average to 60; the right block
    // (200, 200 / 100, 100) to 150.
    let grey: [UInt8] = [0, 40, 200, 200, 80, 120, 100, 100]
    let pixels = grey.flatMap { v -> [UInt8] in [v, v, v, 255] }
    let halved = ImageMipmap.halve(pixels, width: 4, height: 2)
    #expect(halved == [60, 60, 60, 255, 150, 150, 150, 255])
  }

  @Test func oddSidesUseAOneTwoOneFilterSoNoPixelIsDropped() {
    // One row of three: (0 + 2·100 + 200) / 4 = 100; the last column counts.
    let pixels: [UInt8] = [0, 0, 0, 255, 100, 100, 100, 255, 200, 200, 200, 255]
    #expect(ImageMipmap.halve(pixels, width: 3, height: 1) == [100, 100, 100, 255])
  }

  @Test func thinLinesSurviveAStrongShrink() throws {
    // A 1-pixel black line every 8 pixels of a white 256×256 image, drawn at 32×32: every
    // output pixel covers one line, so all are the same grey (7/8 white), where sampling
    // the full image bilinearly would miss most lines or hit them.
    var pixels = [UInt8]()
    for _ in 0..<256 {
      for x in 0..<256 { pixels += x % 8 == 3 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    let lines = try #require(Bitmap(width: 256, height: 256, premultipliedRGBA: pixels))
    let list = DisplayList(
      size: CGSize(width: 32, height: 32),
      items: [.image(lines, rect: CGRect(x: 0, y: 0, width: 32, height: 32))])
    let bitmap = try list.render()
    for x in [5, 12, 20, 27] {
      #expect(abs(Int(bitmap.pixel(x: x, y: 16).r) - 223) <= 3)
    }
  }
}
