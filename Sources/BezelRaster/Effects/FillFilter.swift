/// After Effects' Fill: every pixel takes one colour, keeping its coverage.
enum FillFilter {
  /// Sets every pixel to `color` (straight r, g, b, a), its alpha times the pixel's.
  static func apply(_ pixels: ARGBPixels, color: SIMD4<Float>) {
    pixels.mapColors { SIMD4(color.x, color.y, color.z, $0.w * color.w) }
  }

  /// The fill mixed into each pixel by `region`'s coverage there (0…255; `inverted`: by
  /// what the region leaves uncovered).
  static func apply(
    _ pixels: ARGBPixels, color: SIMD4<Float>, region: FloatImage, inverted: Bool
  ) {
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let w = pixels[x, y]
        guard w >> 24 != 0 else { continue }
        var k = min(max(region.values[y * pixels.width + x] / 255, 0), 1)
        if inverted { k = 1 - k }
        guard k > 0 else { continue }
        let c = ARGBPixels.premultiplied(w)
        let fa = c.w * color.w
        let fill = SIMD4(color.x * fa, color.y * fa, color.z * fa, fa)
        pixels[x, y] = ARGBPixels.word(premultiplied: c + (fill - c) * k)
      }
    }
  }
}
