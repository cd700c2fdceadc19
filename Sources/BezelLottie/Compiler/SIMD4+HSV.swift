import Foundation

/// Hue, saturation and brightness shifts of an RGB colour (lanes x, y, z in 0…1), as the
/// text animator's fill hue / saturation / brightness properties apply them in lottie-web.
extension SIMD4 where Scalar == Double {
  /// The colour with its hue turned by `degrees` (wrapping around the colour wheel).
  func addingHue(_ degrees: Double) -> SIMD4<Double> {
    var hsv = hsv
    hsv.h += degrees / 360
    hsv.h -= hsv.h.rounded(.down)
    return SIMD4(hsv: hsv, alpha: w)
  }

  /// The colour with `amount` (−1…1) added to its saturation, kept in 0…1.
  func addingSaturation(_ amount: Double) -> SIMD4<Double> {
    var hsv = hsv
    hsv.s = Swift.min(1, Swift.max(0, hsv.s + amount))
    return SIMD4(hsv: hsv, alpha: w)
  }

  /// The colour with `amount` (−1…1) added to its brightness (HSV value), kept in 0…1.
  func addingBrightness(_ amount: Double) -> SIMD4<Double> {
    var hsv = hsv
    hsv.v = Swift.min(1, Swift.max(0, hsv.v + amount))
    return SIMD4(hsv: hsv, alpha: w)
  }

  private var hsv: (h: Double, s: Double, v: Double) {
    let r = Swift.min(1, Swift.max(0, x))
    let g = Swift.min(1, Swift.max(0, y))
    let b = Swift.min(1, Swift.max(0, z))
    let high = Swift.max(r, g, b)
    let low = Swift.min(r, g, b)
    let d = high - low
    var h = 0.0
    if d > 0 {
      switch high {
      case r: h = (g - b + d * (g < b ? 6 : 0)) / (6 * d)
      case g: h = (b - r + d * 2) / (6 * d)
      default: h = (r - g + d * 4) / (6 * d)
      }
    }
    return (h, high == 0 ? 0 : d / high, high)
  }

  private init(hsv: (h: Double, s: Double, v: Double), alpha: Double) {
    let i = (hsv.h * 6).rounded(.down)
    let f = hsv.h * 6 - i
    let p = hsv.v * (1 - hsv.s)
    let q = hsv.v * (1 - f * hsv.s)
    let t = hsv.v * (1 - (1 - f) * hsv.s)
    let v = hsv.v
    switch Int(i) % 6 {
    case 0: self.init(v, t, p, alpha)
    case 1: self.init(q, v, p, alpha)
    case 2: self.init(p, v, t, alpha)
    case 3: self.init(p, q, v, alpha)
    case 4: self.init(t, p, v, alpha)
    default: self.init(v, p, q, alpha)
    }
  }
}
