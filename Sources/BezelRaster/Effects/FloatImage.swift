/// Pixels as floats for the filters that spread them (blurs, shadows): `channels` values per
/// pixel, premultiplied, in 0…255, rows packed.
struct FloatImage {
  let width: Int
  let height: Int
  let channels: Int
  var values: [Float]

  init(width: Int, height: Int, channels: Int, repeating value: Float = 0) {
    self.width = width
    self.height = height
    self.channels = channels
    values = [Float](repeating: value, count: width * height * channels)
  }

  /// The four premultiplied channels (r, g, b, a) of `pixels`.
  init(colorsOf pixels: ARGBPixels) {
    self.init(width: pixels.width, height: pixels.height, channels: 4)
    for y in 0..<height {
      for x in 0..<width {
        let w = pixels[x, y]
        let i = (y * width + x) * 4
        values[i] = Float((w >> 16) & 0xFF)
        values[i + 1] = Float((w >> 8) & 0xFF)
        values[i + 2] = Float(w & 0xFF)
        values[i + 3] = Float(w >> 24)
      }
    }
  }

  /// The alpha of `pixels` (inverted: 255 − alpha).
  init(alphaOf pixels: ARGBPixels, inverted: Bool = false) {
    self.init(width: pixels.width, height: pixels.height, channels: 1)
    for y in 0..<height {
      for x in 0..<width {
        let a = Float(pixels[x, y] >> 24)
        values[y * width + x] = inverted ? 255 - a : a
      }
    }
  }

  /// Writes four premultiplied channels back into `pixels` (same size).
  func storeColors(into pixels: ARGBPixels) {
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        pixels[x, y] = ARGBPixels.word(
          premultiplied: SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3]))
      }
    }
  }
}
