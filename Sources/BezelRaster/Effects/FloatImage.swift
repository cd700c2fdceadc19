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
    let (w, h) = (pixels.width, pixels.height)
    width = w
    height = h
    channels = 4
    // Every value is written below, so no zero fill first.
    values = [Float](unsafeUninitializedCapacity: w * h * 4) { buffer, initialized in
      // Unchecked pointers: a blur converts every pixel of its reach.
      if let out = buffer.baseAddress {
        for y in 0..<h {
          let row = pixels.base + y * pixels.stride
          let line = out + y * w * 4
          for x in 0..<w {
            let word = row[x]
            let i = x * 4
            line[i] = Float((word >> 16) & 0xFF)
            line[i + 1] = Float((word >> 8) & 0xFF)
            line[i + 2] = Float(word & 0xFF)
            line[i + 3] = Float(word >> 24)
          }
        }
      }
      initialized = w * h * 4
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
    let (w, h) = (width, height)
    values.withUnsafeBufferPointer { values in
      guard let source = values.baseAddress else { return }
      let input = UnsafeRawPointer(source)
      for y in 0..<h {
        let row = pixels.base + y * pixels.stride
        let line = y * w * 16
        for x in 0..<w {
          row[x] = ARGBPixels.word(
            premultiplied: input.loadUnaligned(fromByteOffset: line + x * 16, as: SIMD4<Float>.self)
          )
        }
      }
    }
  }
}
