/// After Effects' Tint: luminance mapped onto a ramp between two colours.
enum TintFilter {
  /// Maps each pixel's Rec. 709 luma L to `black` + (`white` − `black`) · L, mixed with the
  /// original by `amount` (0…1); alpha is kept.
  static func apply(
    _ pixels: ARGBPixels, black: SIMD4<Float>, white: SIMD4<Float>, amount: Float
  ) {
    let t = min(max(amount, 0), 1)
    guard t > 0 else { return }
    pixels.mapColors { c in
      let l = c.luma
      let tinted = black + (white - black) * l
      return c.mixedColor(tinted, t)
    }
  }
}
