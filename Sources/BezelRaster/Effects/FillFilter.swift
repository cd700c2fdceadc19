/// After Effects' Fill: every pixel takes one colour, keeping its coverage.
enum FillFilter {
  /// Sets every pixel to `color` (straight r, g, b, a), its alpha times the pixel's.
  static func apply(_ pixels: ARGBPixels, color: SIMD4<Float>) {
    pixels.mapColors { SIMD4(color.x, color.y, color.z, $0.w * color.w) }
  }
}
