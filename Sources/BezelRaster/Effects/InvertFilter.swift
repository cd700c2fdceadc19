import BezelLayers

/// After Effects' Invert: channels flipped (c → 1 − c) in RGB, HLS or YIQ.
enum InvertFilter {
  /// Flips `channels` of each pixel's straight colour (or its alpha), then mixes back `blend`
  /// (0…1) of the original.
  static func apply(_ pixels: ARGBPixels, channels: LayerEffect.Channels, blend: Float) {
    let keep = min(max(blend, 0), 1)
    guard keep < 1 else { return }
    // Inverting alpha makes transparent pixels opaque, so every pixel is visited.
    for y in 0..<pixels.height {
      let row = pixels.base + y * pixels.stride
      for x in 0..<pixels.width where channels == .alpha || row[x] >> 24 != 0 {
        let c = ARGBPixels.straight(row[x])
        let flipped = invert(c, channels)
        row[x] = ARGBPixels.word(straight: c + (flipped - c) * (1 - keep))
      }
    }
  }

  /// `c` (straight) with `channels` flipped.
  static func invert(_ c: SIMD4<Float>, _ channels: LayerEffect.Channels) -> SIMD4<Float> {
    let rgb = SIMD3(c.x, c.y, c.z)
    let out: SIMD3<Float>
    switch channels {
    case .rgb, .yiq: out = 1 - rgb  // YIQ is linear in RGB and maps white to (1, 0, 0).
    case .red: out = SIMD3(1 - c.x, c.y, c.z)
    case .green: out = SIMD3(c.x, 1 - c.y, c.z)
    case .blue: out = SIMD3(c.x, c.y, 1 - c.z)
    case .alpha: return SIMD4(c.x, c.y, c.z, 1 - c.w)
    case .hls, .hue, .lightness, .saturation:
      var hsl = HueSaturationFilter.hsl(of: rgb)
      if channels == .hls || channels == .hue {
        hsl.x = 0.5 - hsl.x
        hsl.x -= hsl.x.rounded(.down)
      }
      if channels == .hls || channels == .lightness { hsl.z = 1 - hsl.z }
      if channels == .hls || channels == .saturation { hsl.y = 1 - hsl.y }
      out = HueSaturationFilter.rgb(hue: hsl.x, saturation: hsl.y, lightness: hsl.z)
    case .luminance:
      out = rgb + (1 - 2 * luminance(rgb))
    case .inPhaseChroma:
      // I' = −I: move by −2I along I's direction back in RGB.
      let i = (rgb * SIMD3(0.596, -0.274, -0.322)).sum()
      out = rgb - 2 * i * SIMD3(0.956, -0.272, -1.106)
    case .quadratureChroma:
      let q = (rgb * SIMD3(0.211, -0.523, 0.312)).sum()
      out = rgb - 2 * q * SIMD3(0.621, -0.647, 1.703)
    }
    return SIMD4(out.x, out.y, out.z, c.w)
  }

  /// NTSC's Y.
  private static func luminance(_ rgb: SIMD3<Float>) -> Float {
    (rgb * SIMD3(0.299, 0.587, 0.114)).sum()
  }
}
