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
    let (alpha, pad) = blurredAlpha(pixels, radii: radii)
    let (aw, ah) = (alpha.width, alpha.height)
    let inverted = shadow.kind == .inner
    let choke = Float(min(max(shadow.choke.isFinite ? shadow.choke : 0, 0), 1))
    let gain: Float = shadow.sigma > 0 && choke > 0 ? min(1 / (1 - choke), 1e6) : 1
    let (dx, dy) = (pixelShift(shadow.offset.x, w), pixelShift(shadow.offset.y, h))
    let r = Float(CairoConstants.unit(color.red))
    let g = Float(CairoConstants.unit(color.green))
    let b = Float(CairoConstants.unit(color.blue))
    for y in 0..<h {
      for x in 0..<w {
        let sx = x - dx + pad
        let sy = y - dy + pad
        var a: Float = 0
        if sx >= 0, sx < aw, sy >= 0, sy < ah { a = alpha.values[sy * aw + sx] }
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

  /// The alpha of `pixels` blurred by box passes of `radii`, in an image grown by `pad`
  /// pixels on every side: the passes' total reach (at most the image's size).
  ///
  /// Each pass spreads alpha past the image's edge, and the next pass would bring some of it
  /// back; an image cut at its edge loses that, and the edge's blurred alpha comes out too
  /// low (an inner glow's first pixel at σ = 3 got 0.50 instead of the kernel's 0.434). The
  /// grown image keeps it, and also the blur's spill beyond the edge, which an offset
  /// shadow brings back inside: the pixels' surface is cut at the canvas's edge, and what
  /// the content there casts must not be cut with it.
  static func blurredAlpha(_ pixels: ARGBPixels, radii: [Int]) -> (FloatImage, pad: Int) {
    let w = pixels.width
    let h = pixels.height
    let pad = min(radii.reduce(0) { $0 + min(max($1, 0), w + h) }, max(w, h))
    guard pad > 0 else { return (FloatImage(alphaOf: pixels), 0) }
    let pw = w + 2 * pad
    var grown = FloatImage(width: pw, height: h + 2 * pad, channels: 1)
    for y in 0..<h {
      for x in 0..<w { grown.values[(y + pad) * pw + x + pad] = Float(pixels[x, y] >> 24) }
    }
    BoxBlur.blur(&grown, radii: radii)
    return (grown, pad)
  }

  /// A shift of `offset` pixels, rounded, limited to just past `size` (beyond it nothing of
  /// the image lands inside any more).
  static func pixelShift(_ offset: Double, _ size: Int) -> Int {
    guard offset.isFinite else { return size + 1 }
    return Int(min(max(offset.rounded(), -Double(size + 1)), Double(size + 1)))
  }
}
