import BezelLayers

/// After Effects' Hue/Saturation: the master channel, one colour range, and Colorize.
enum HueSaturationFilter {
  /// Colorize: each pixel takes `hue` (degrees) and `saturation` (0…100) in HLS, keeping its
  /// HLS lightness moved linearly toward black (`lightness` −100…0) or white (0…100).
  static func colorize(_ pixels: ARGBPixels, hue: Float, saturation: Float, lightness: Float) {
    var h = hue.isFinite ? hue / 360 : 0
    h -= h.rounded(.down)
    let s = saturation.isFinite ? min(max(saturation / 100, 0), 1) : 0
    let l = lightness.isFinite ? min(max(lightness / 100, -1), 1) : 0
    pixels.mapColors { c in
      let own = (max(c.x, c.y, c.z) + min(c.x, c.y, c.z)) / 2
      let moved = l < 0 ? own * (1 + l) : own + (1 - own) * l
      let rgb = rgb(hue: h, saturation: s, lightness: moved)
      return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
    }
  }

  /// Rotates each pixel's hue by `hue` degrees, scales its chroma about its mid-point
  /// (`saturation` −100…0 linearly to grey, 0…100 by 1 / (1 − s), never past a component's
  /// range) and moves it toward black or white (`lightness` −100…100), as After Effects does.
  ///
  /// With a colour `range`, each pixel is adjusted by the range's weight at its own hue: the
  /// three amounts are scaled by it (a pixel half-way down the falloff turns half as far),
  /// and greys, which have no hue, stay as they are.
  static func apply(
    _ pixels: ARGBPixels, hue: Float, saturation: Float, lightness: Float,
    range: LayerEffect.HueRange? = nil
  ) {
    let turn = hue.isFinite ? hue / 360 : 0
    let s = saturation.isFinite ? min(max(saturation / 100, -1), 1) : 0
    let l = lightness.isFinite ? min(max(lightness / 100, -1), 1) : 0
    pixels.mapColors { c in
      var rgb = SIMD3(c.x, c.y, c.z)
      var weight: Float = 1
      if let range {
        guard rgb.max() > rgb.min() else { return c }
        weight = Float(range.weight(atHue: Double(hsl(of: rgb).x) * 360))
        guard weight > 0 else { return c }
      }
      rgb = adjusted(rgb, turn: turn * weight, saturation: s * weight, lightness: l * weight)
      return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
    }
  }

  /// `rgb` turned by `turn` (a fraction of the wheel), its chroma scaled for `saturation`
  /// and moved toward black or white by `lightness` (both −1…1).
  private static func adjusted(
    _ rgb: SIMD3<Float>, turn: Float, saturation s: Float, lightness l: Float
  ) -> SIMD3<Float> {
    var rgb = rgb
    if turn != 0 { rgb = rotateHue(rgb, by: turn) }
    let scale = s < 0 ? s + 1 : min(1 / max(1 - s, 1e-6), 126)
    if scale != 1 {
      let lo = rgb.min()
      let hi = rgb.max()
      let chroma = max(hi - lo, 0.0001)
      let mid = (lo + hi) / 2
      let limit = min(mid, 1 - mid) / chroma * 2
      rgb = mid + (rgb - mid) * min(scale, limit)
    }
    if l != 0 {
      let lightScale = 1 - abs(l)
      rgb = rgb * lightScale + (l < 0 ? 0 : 1 - lightScale)
    }
    return rgb
  }

  /// `rgb` with its HSL hue moved by `turn` (a fraction of the colour wheel).
  static func rotateHue(_ rgb: SIMD3<Float>, by turn: Float) -> SIMD3<Float> {
    guard rgb.max() > rgb.min() else { return rgb }
    var hsl = hsl(of: rgb)
    hsl.x += turn
    hsl.x -= hsl.x.rounded(.down)
    return self.rgb(hue: hsl.x, saturation: hsl.y, lightness: hsl.z)
  }

  /// Hue (0…1, a fraction of the wheel from red), saturation and lightness of `rgb`.
  static func hsl(of rgb: SIMD3<Float>) -> SIMD3<Float> {
    let hi = rgb.max()
    let lo = rgb.min()
    let chroma = hi - lo
    let lightness = (hi + lo) / 2
    guard chroma > 0 else { return SIMD3(0, 0, lightness) }
    let saturation = chroma / max(1 - abs(2 * lightness - 1), 1e-6)
    var h: Float
    if hi == rgb.x {
      h = (rgb.y - rgb.z) / chroma
    } else if hi == rgb.y {
      h = (rgb.z - rgb.x) / chroma + 2
    } else {
      h = (rgb.x - rgb.y) / chroma + 4
    }
    h /= 6
    h -= h.rounded(.down)
    return SIMD3(h, min(saturation, 1), lightness)
  }

  /// The colour of hue `h` (0…1), saturation `s` and lightness `l`.
  static func rgb(hue h: Float, saturation s: Float, lightness l: Float) -> SIMD3<Float> {
    let c = (1 - abs(2 * l - 1)) * s
    let sector = min(max(h, 0), 0.999_999) * 6
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
