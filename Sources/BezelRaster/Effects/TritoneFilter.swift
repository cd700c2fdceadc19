/// After Effects' Tritone: luminance mapped through shadows, midtones and highlights.
enum TritoneFilter {
  /// Maps Rec. 709 luma 0 → `shadows`, ½ → `midtones`, 1 → `highlights` (linearly between),
  /// then mixes back `blend` (0…1) of the original; alpha is kept.
  static func apply(
    _ pixels: ARGBPixels, highlights: SIMD4<Float>, midtones: SIMD4<Float>,
    shadows: SIMD4<Float>, blend: Float
  ) {
    let keep = min(max(blend, 0), 1)
    guard keep < 1 else { return }
    pixels.mapColors { c in
      let l = c.luma
      let mapped =
        l < 0.5
        ? shadows + (midtones - shadows) * (l * 2)
        : midtones + (highlights - midtones) * (l * 2 - 1)
      return c.mixedColor(mapped, 1 - keep)
    }
  }
}
