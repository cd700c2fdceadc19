import BezelLayers
import CCairo

/// Layer styles composited as After Effects (and Photoshop) stack them: each is made from
/// the layer's own pixels, not from the styles before it; drop shadows lie at the bottom,
/// then outer glows, then the stroke, then the layer, with inner shadows and inner glows on
/// top of it.
enum LayerStyleStack {
  static func apply(_ styles: [LayerEffect], to pixels: ARGBPixels, matrix m: cairo_matrix_t) {
    let count = pixels.height * pixels.stride
    let source = [UInt32](UnsafeBufferPointer(start: pixels.base, count: count))
    // Inner styles keep the layer's alpha, so they can run one after another in place.
    for style in styles {
      guard case .shadow(let shadow) = style.kind, shadow.kind != .outer else { continue }
      ShadowFilter.apply(pixels, shadow: EffectStack.device(shadow, m))
    }
    // Outer styles go under what is there, the top-most first.
    let under =
      styles.filter { if case .outline = $0.kind { true } else { false } }
      + styles.filter { isOuter($0) && !isDropShadow($0) } + styles.filter(isDropShadow)
    guard !under.isEmpty else { return }
    var layer = source
    for style in under {
      layer.withUnsafeMutableBufferPointer { buffer in
        _ = buffer.update(from: source)
        let view = ARGBPixels(
          base: buffer.baseAddress!, width: pixels.width, height: pixels.height,
          stride: pixels.stride)
        switch style.kind {
        case .outline(let color, let width):
          OutlineFilter.apply(
            view, color: EffectStack.vector(color), width: width * EffectStack.meanScale(m),
            alone: true)
        case .shadow(var shadow):
          shadow.shadowOnly = true
          ShadowFilter.apply(view, shadow: EffectStack.device(shadow, m))
        default:
          break
        }
        underlay(view, beneath: pixels)
      }
    }
  }

  private static func isOuter(_ style: LayerEffect) -> Bool {
    if case .shadow(let shadow) = style.kind { return shadow.kind == .outer }
    return false
  }

  /// Drop shadows are the outer shadows with an offset (outer glows have none).
  private static func isDropShadow(_ style: LayerEffect) -> Bool {
    if case .shadow(let shadow) = style.kind {
      return shadow.kind == .outer && (shadow.offset != .zero)
    }
    return false
  }

  /// `top` = `top` over `layer`.
  private static func underlay(_ layer: ARGBPixels, beneath top: ARGBPixels) {
    for y in 0..<top.height {
      for x in 0..<top.width {
        let t = top[x, y]
        let ta = Float(t >> 24)
        guard ta < 255 else { continue }
        let l = layer[x, y]
        let k = 1 - ta / 255
        top[x, y] = ARGBPixels.word(
          premultiplied: SIMD4(
            Float((t >> 16) & 0xFF) + Float((l >> 16) & 0xFF) * k,
            Float((t >> 8) & 0xFF) + Float((l >> 8) & 0xFF) * k,
            Float(t & 0xFF) + Float(l & 0xFF) * k, ta + Float(l >> 24) * k))
      }
    }
  }
}
