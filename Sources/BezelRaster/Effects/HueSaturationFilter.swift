/// After Effects' Hue/Saturation, master channel.
enum HueSaturationFilter {
  /// Rotates each pixel's hue by `hue` degrees, scales its chroma about its mid-point
  /// (`saturation` −100…0 linearly to grey, 0…100 by 1 / (1 − s), never past a component's
  /// range) and moves it toward black or white (`lightness` −100…100), as After Effects does.
  static func apply(_ pixels: ARGBPixels, hue: Float, saturation: Float, lightness: Float) {
    let turn = hue.isFinite ? hue / 360 : 0
    let s = saturation.isFinite ? min(max(saturation / 100, -1), 1) : 0
    let scale = s < 0 ? s + 1 : min(1 / max(1 - s, 1e-6), 126)
    let l = lightness.isFinite ? min(max(lightness / 100, -1), 1) : 0
    let lightScale = 1 - abs(l)
    let lightOffset: Float = l < 0 ? 0 : 1 - lightScale
    pixels.mapColors { c in
      var rgb = SIMD3(c.x, c.y, c.z)
      if turn != 0 { rgb = rotateHue(rgb, by: turn) }
      if scale != 1 {
        let lo = rgb.min()
        let hi = rgb.max()
        let chroma = max(hi - lo, 0.0001)
        let mid = (lo + hi) / 2
        let limit = min(mid, 1 - mid) / chroma * 2
        rgb = mid + (rgb - mid) * min(scale, limit)
      }
      if l != 0 { rgb = rgb * lightScale + lightOffset }
      return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
    }
  }

  /// `rgb` with its HSL hue moved by `turn` (a fraction of the colour wheel).
  static func rotateHue(_ rgb: SIMD3<Float>, by turn: Float) -> SIMD3<Float> {
    let hi = rgb.max()
    let lo = rgb.min()
    let chroma = hi - lo
    guard chroma > 0 else { return rgb }
    let lightness = (hi + lo) / 2
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    var h: Float
    if hi == rgb.x {
      h = (rgb.y - rgb.z) / chroma
    } else if hi == rgb.y {
      h = (rgb.z - rgb.x) / chroma + 2
    } else {
      h = (rgb.x - rgb.y) / chroma + 4
    }
    h = h / 6 + turn
    h -= h.rounded(.down)
    return hsl(h, saturation, lightness)
  }

  private static func hsl(_ h: Float, _ s: Float, _ l: Float) -> SIMD3<Float> {
    let c = (1 - abs(2 * l - 1)) * s
    let sector = h * 6
    let x = c * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let m = l - c / 2
    let rgb: SIMD3<Float> =
      switch Int(sector) {
      case 0: SIMD3(c, x, 0)
      case 1: SIMD3(x, c, 0)
      case 2: SIMD3(0, c, x)
      case 3: SIMD3(0, x, c)
      case 4: SIMD3(x, 0, c)
      default: SIMD3(c, 0, x)
      }
    return rgb + m
  }
}
