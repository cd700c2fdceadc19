import BezelLayers
import Foundation

/// After Effects' Levels (the simple form, one set of controls for the chosen channels).
enum LevelsFilter {
  /// Maps the chosen straight channels: c' = outBlack + (outWhite − outBlack) ·
  /// ((c − inBlack) / (inWhite − inBlack))^(1 / gamma), clipped to the output range; the
  /// ranges are clamped to 0…1 and may be inverted.
  static func apply(_ pixels: ARGBPixels, levels: LayerEffect.Levels) {
    let table = lookupTable(levels)
    let alpha = levels.channels == .alpha
    // Raising alpha makes transparent pixels visible, so then every pixel is visited.
    for y in 0..<pixels.height {
      let row = pixels.base + y * pixels.stride
      for x in 0..<pixels.width where alpha || row[x] >> 24 != 0 {
        var c = ARGBPixels.straight(row[x])
        func map(_ v: Float) -> Float { table[Int((v * 255).rounded())] }
        switch levels.channels {
        case .rgb: c = SIMD4(map(c.x), map(c.y), map(c.z), c.w)
        case .red: c.x = map(c.x)
        case .green: c.y = map(c.y)
        case .blue: c.z = map(c.z)
        case .alpha: c.w = map(c.w)
        default: break  // Levels has no HLS or YIQ channels.
        }
        row[x] = ARGBPixels.word(straight: c)
      }
    }
  }

  /// The mapping of the 256 levels of a channel.
  static func lookupTable(_ levels: LayerEffect.Levels) -> [Float] {
    func unit(_ v: Double, _ fallback: Double) -> Double {
      v.isFinite ? min(max(v, 0), 1) : fallback
    }
    var in0 = unit(levels.inputBlack, 0)
    let in1 = unit(levels.inputWhite, 1)
    let out0 = unit(levels.outputBlack, 0)
    let out1 = unit(levels.outputWhite, 1)
    let g = levels.gamma.isFinite && levels.gamma > 0 ? 1 / levels.gamma : 1
    var span = in1 - in0
    if abs(span) < 1e-6 {
      // A collapsed input range is a hard step, nudged toward the middle as After Effects does.
      span += 2e-6 * (span < 0 ? -1 : 1)
      in0 += 2e-6 * (in0 < 0.5 ? 1 : -1)
    }
    let low = min(out0, out1)
    let high = max(out0, out1)
    return (0..<256).map { i in
      let t = max((Double(i) / 255 - in0) / span, 0)
      let v = out0 + (out1 - out0) * pow(t, g)
      return Float(min(max(v.isFinite ? v : low, low), high))
    }
  }
}
