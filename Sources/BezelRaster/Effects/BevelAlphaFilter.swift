import Foundation

/// After Effects' Bevel Alpha, approximated: the content's alpha, softened over the edge
/// thickness, is read as a height field and lit from one direction.
enum BevelAlphaFilter {
  /// Lightens edges facing `lightAngle` (degrees, 0 = light from above, clockwise) toward
  /// `color` and darkens those facing away, by up to `intensity` (0…1), over a band
  /// `thickness` pixels wide inside the content.
  static func apply(
    _ pixels: ARGBPixels, thickness: Double, lightAngle: Double, color: SIMD4<Float>,
    intensity: Float
  ) {
    let w = pixels.width
    let h = pixels.height
    guard w > 2, h > 2, thickness.isFinite, thickness >= 0.5, intensity > 0 else { return }
    var height = FloatImage(alphaOf: pixels)
    let radius = Int(min(thickness / 2, Double(w + h)).rounded())
    BoxBlur.blur(&height, radii: [radius, radius])
    let a = (lightAngle.isFinite ? lightAngle : 0) * Double.pi / 180
    // Toward the light, y down.
    let lx = Float(sin(a))
    let ly = Float(-cos(a))
    let gain = Float(min(thickness, 1e4)) / 255
    let strength = min(intensity, 1)
    for y in 1..<(h - 1) {
      for x in 1..<(w - 1) {
        let word = pixels[x, y]
        guard word >> 24 != 0 else { continue }
        let gx = (height.values[y * w + x + 1] - height.values[y * w + x - 1]) / 2
        let gy = (height.values[(y + 1) * w + x] - height.values[(y - 1) * w + x]) / 2
        // The surface rises inward, so an edge faces the light when its gradient points away.
        let shade = max(min(-(gx * lx + gy * ly) * gain, 1), -1) * strength
        guard shade != 0 else { continue }
        var c = ARGBPixels.straight(word)
        c = shade > 0 ? c.mixedColor(color, shade) : c.mixedColor(SIMD4(0, 0, 0, c.w), -shade)
        pixels[x, y] = ARGBPixels.word(straight: c)
      }
    }
  }
}
