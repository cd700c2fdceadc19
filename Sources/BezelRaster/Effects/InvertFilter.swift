import BezelLayers

/// After Effects' Invert: channels flipped (c → 1 − c).
enum InvertFilter {
  /// Flips `channels` of each pixel's straight colour (or its alpha), then mixes back `blend`
  /// (0…1) of the original.
  static func apply(_ pixels: ARGBPixels, channels: LayerEffect.Channels, blend: Float) {
    let keep = min(max(blend, 0), 1)
    guard keep < 1 else { return }
    let mask: SIMD4<Float> =
      switch channels {
      case .rgb: SIMD4(1, 1, 1, 0)
      case .red: SIMD4(1, 0, 0, 0)
      case .green: SIMD4(0, 1, 0, 0)
      case .blue: SIMD4(0, 0, 1, 0)
      case .alpha: SIMD4(0, 0, 0, 1)
      }
    // Inverting alpha makes transparent pixels opaque, so every pixel is visited.
    for y in 0..<pixels.height {
      let row = pixels.base + y * pixels.stride
      for x in 0..<pixels.width {
        var c = ARGBPixels.straight(row[x])
        let flipped = c + mask * (SIMD4(repeating: 1) - c * 2)
        c = c + (flipped - c) * (1 - keep)
        row[x] = ARGBPixels.word(straight: c)
      }
    }
  }
}
