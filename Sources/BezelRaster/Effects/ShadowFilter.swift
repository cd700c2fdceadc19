import BezelLayers

/// Shadows and glows, made as `feDropShadow` makes them: the content's alpha, blurred,
/// choked, offset and coloured, then composited with the content.
enum ShadowFilter {
  /// Applies `shadow`, its offset and sigma in pixels of `pixels`.
  ///
  /// An outer shadow goes under the content; an inner one is the shadow of the content's
  /// inverse (everything outside it, which is opaque to the edge of the world), kept only
  /// where the content is and drawn over it.
  static func apply(_ pixels: ARGBPixels, shadow: LayerEffect.Shadow) {
    let w = pixels.width
    let h = pixels.height
    guard w > 0, h > 0 else { return }
    let color = shadow.color
    let opacity = Float(min(max(color.alpha.isFinite ? color.alpha : 0, 0), 1))
    guard opacity > 0 || shadow.shadowOnly else { return }
    // Blurring the alpha and then inverting equals blurring the inverse with an opaque
    // outside, which is what an inner shadow needs at the edges of the pixels it has.
    let radii = BoxBlur.gaussianRadii(sigma: shadow.sigma)
    let alpha = blurredAlpha(pixels, radii: radii, padded: shadow.kind != .outer)
    let inverted = shadow.kind == .inner
    let choke = Float(min(max(shadow.choke.isFinite ? shadow.choke : 0, 0), 1))
    let gain: Float = shadow.sigma > 0 && choke > 0 ? min(1 / (1 - choke), 1e6) : 1
    let (dx, dy) = (pixelShift(shadow.offset.x, w), pixelShift(shadow.offset.y, h))
    let r = Float(CairoConstants.unit(color.red))
    let g = Float(CairoConstants.unit(color.green))
    let b = Float(CairoConstants.unit(color.blue))
    for y in 0..<h {
      for x in 0..<w {
        let sx = x - dx
        let sy = y - dy
        var a: Float = 0
        if sx >= 0, sx < w, sy >= 0, sy < h { a = alpha.values[sy * w + sx] }
        if inverted { a = 255 - a }
        a = min(a * gain, 255) * opacity
        let content = pixels[x, y]
        let ca = Float(content >> 24)
        if shadow.kind != .outer { a *= ca / 255 }
        var s = SIMD4(r * a, g * a, b * a, a)
        if !shadow.shadowOnly {
          let c = SIMD4(
            Float((content >> 16) & 0xFF), Float((content >> 8) & 0xFF), Float(content & 0xFF), ca)
          // Outer: content over shadow; inner: shadow over content.
          s = shadow.kind == .outer ? c + s * (1 - ca / 255) : s + c * (1 - a / 255)
        }
        pixels[x, y] = ARGBPixels.word(premultiplied: s)
      }
    }
  }

  /// The alpha of `pixels` blurred by box passes of `radii`, the size of `pixels`.
  ///
  /// Each pass spreads alpha past the image's edge, and the next pass would bring some of it
  /// back; an image cut at its edge loses that, and the edge's blurred alpha comes out too
  /// low (an inner glow's first pixel at σ = 3 got 0.50 instead of the kernel's 0.434). Outer
  /// shadows draw on a surface grown by the blur's reach, so theirs is whole; inner ones,
  /// `padded`, blur a copy grown by the passes' total reach (at most the image's size) in
  /// transparency.
  static func blurredAlpha(_ pixels: ARGBPixels, radii: [Int], padded: Bool) -> FloatImage {
    let w = pixels.width
    let h = pixels.height
    let pad = padded ? min(radii.reduce(0) { $0 + min($1, w + h) }, max(w, h)) : 0
    guard pad > 0 else {
      var alpha = FloatImage(alphaOf: pixels)
      BoxBlur.blur(&alpha, radii: radii)
      return alpha
    }
    let pw = w + 2 * pad
    var grown = FloatImage(width: pw, height: h + 2 * pad, channels: 1)
    for y in 0..<h {
      for x in 0..<w { grown.values[(y + pad) * pw + x + pad] = Float(pixels[x, y] >> 24) }
    }
    BoxBlur.blur(&grown, radii: radii)
    var alpha = FloatImage(width: w, height: h, channels: 1)
    for y in 0..<h {
      for x in 0..<w { alpha.values[y * w + x] = grown.values[(y + pad) * pw + x + pad] }
    }
    return alpha
  }

  /// A shift of `offset` pixels, rounded, limited to just past `size` (beyond it nothing of
  /// the image lands inside any more).
  static func pixelShift(_ offset: Double, _ size: Int) -> Int {
    guard offset.isFinite else { return size + 1 }
    return Int(min(max(offset.rounded(), -Double(size + 1)), Double(size + 1)))
  }
}
