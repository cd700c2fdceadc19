import BezelDrawing
import BezelLayers
import Foundation

extension CompiledEffect {
  /// A layer effect at `frame`, from its controls (indices as After Effects orders them).
  func effect(_ kind: EffectKind, at f: Double, masks: [CompiledMask]) -> LayerEffect? {
    let k: LayerEffect.Kind?
    switch kind {
    case .fill:
      // 2 colour, 6 opacity (0…1); the fill-mask and feather controls are not drawn.
      let c = color(2, .red, at: f)
      k = .fill(c.withAlpha(c.alpha * clamp(number(6, 1, at: f))))
    case .tint:
      k = .tint(
        black: color(0, .black, at: f), white: color(1, .white, at: f),
        amount: clamp(number(2, 100, at: f) / 100))
    case .tritone:
      k = .tritone(
        highlights: color(0, .white, at: f), midtones: color(1, Color(white: 0.5), at: f),
        shadows: color(2, .black, at: f), blend: clamp(number(3, 0, at: f) / 100))
    case .invert:
      let channels: [Int: LayerEffect.Channels] = [
        1: .rgb, 2: .red, 3: .green, 4: .blue, 16: .alpha,
      ]
      guard let which = channels[choice(0, 1, at: f)] else { return nil }
      k = .invert(which, blend: clamp(number(1, 0, at: f) / 100))
    case .hueSaturation:
      // Master channel only (1); colorize is not drawn.
      guard choice(0, 1, at: f) == 1 else { return nil }
      k = .hueSaturation(
        hue: number(2, 0, at: f), saturation: number(3, 0, at: f),
        lightness: number(4, 0, at: f))
    case .levels:
      let channels: [Int: LayerEffect.Channels] = [
        1: .rgb, 2: .red, 3: .green, 4: .blue, 5: .alpha,
      ]
      guard let which = channels[choice(0, 1, at: f)] else { return nil }
      k = .levels(
        LayerEffect.Levels(
          channels: which, inputBlack: number(2, 0, at: f), inputWhite: number(3, 1, at: f),
          gamma: number(4, 1, at: f), outputBlack: number(5, 0, at: f),
          outputWhite: number(6, 1, at: f)))
    case .gaussianBlur:
      let dimensions = choice(1, 1, at: f)
      k = .blur(
        LayerEffect.Blur(
          size: max(0, number(0, 0, at: f)) * CompiledEffect.blurToSigma,
          horizontal: dimensions != 3, vertical: dimensions != 2, repeatEdges: flag(2, at: f)))
    case .boxBlur:
      let dimensions = choice(2, 1, at: f)
      k = .blur(
        LayerEffect.Blur(
          size: max(0, number(0, 0, at: f)), boxPasses: choice(1, 1, at: f),
          horizontal: dimensions != 3, vertical: dimensions != 2, repeatEdges: flag(3, at: f)))
    case .dropShadow:
      let c = color(0, .black, at: f)
      let bearing = number(2, 135, at: f) * .pi / 180
      let distance = number(3, 5, at: f)
      k = .shadow(
        LayerEffect.Shadow(
          color: c.withAlpha(clamp(number(1, 127.5, at: f) / 255)),
          offset: CGPoint(x: distance * sin(bearing), y: -distance * cos(bearing)),
          sigma: max(0, number(4, 0, at: f)) * CompiledEffect.blurToSigma,
          shadowOnly: flag(5, at: f)))
    case .stroke:
      k = strokeEffect(at: f, masks: masks)
    case .linearWipe:
      k = .linearWipe(
        completion: clamp(number(0, 0, at: f) / 100), angle: number(1, 90, at: f),
        feather: max(0, number(2, 0, at: f)), box: box)
    case .radialWipe:
      let wipe = choice(3, 1, at: f)
      k = .radialWipe(
        completion: clamp(number(0, 0, at: f) / 100), startAngle: number(1, 0, at: f),
        center: point(2, CGPoint(x: box.midX, y: box.midY), at: f),
        direction: wipe == 2 ? -1 : wipe == 3 ? 0 : 1, feather: max(0, number(4, 0, at: f)))
    case .bevelAlpha:
      k = .bevelAlpha(
        thickness: max(0, number(0, 2, at: f)), angle: number(1, -60, at: f),
        color: color(2, .white, at: f), intensity: clamp(number(3, 0.4, at: f)))
    }
    return k.map { LayerEffect($0, space: .content) }
  }

  /// The Stroke effect: the chosen mask's outline (or every mask's), trimmed to start…end,
  /// on the content, alone, or revealing the content under it.
  private func strokeEffect(at f: Double, masks: [CompiledMask]) -> LayerEffect.Kind? {
    var path = Path()
    if flag(1, at: f) {
      for mask in masks { path.addPath(mask.outline(at: f)) }
    } else {
      let index = choice(0, 1, at: f) - 1
      guard masks.indices.contains(index) else { return nil }
      path = masks[index].outline(at: f)
    }
    let start = clamp(number(7, 0, at: f) / 100)
    let end = clamp(number(8, 100, at: f) / 100)
    if start > 0 || end < 1 { path = path.trimmed(from: min(start, end), to: max(start, end)) }
    let c = color(3, .white, at: f)
    let style = choice(10, 1, at: f)
    // Lottie's brush size is a radius (lottie-web strokes twice it).
    return .strokePath(
      path, color: c.withAlpha(clamp(number(6, 1, at: f))), width: max(0, number(4, 2, at: f)) * 2,
      overContent: style == 1, revealsContent: style == 3)
  }

  /// A layer style at `frame` (in the parent's coordinates).
  func style(_ kind: LayerStyleModel.Kind, at f: Double) -> LayerEffect? {
    let color = self.color(0, .black, at: f)
    let opacity = clamp(number(1, 100, at: f) / 100)
    let size = max(0, number(3, 0, at: f))
    let choke = clamp(number(5, 0, at: f) / 100)
    let shadowKind: LayerEffect.ShadowKind
    var offset = CGPoint.zero
    switch kind {
    case .stroke:
      return LayerEffect(.outline(color: color.withAlpha(opacity), width: size), space: .parent)
    case .dropShadow, .innerShadow:
      // The light's angle: 0° from the right, 90° from above; the shadow falls away from it.
      let a = number(2, 120, at: f) * .pi / 180
      let d = number(4, 0, at: f)
      offset = CGPoint(x: -d * cos(a), y: d * sin(a))
      shadowKind = kind == .dropShadow ? .outer : .inner
    case .outerGlow:
      shadowKind = .outer
    case .innerGlow:
      shadowKind = choice(6, 1, at: f) == 2 ? .innerCenter : .inner
    }
    return LayerEffect(
      .shadow(
        LayerEffect.Shadow(
          kind: shadowKind, color: color.withAlpha(opacity), offset: offset,
          sigma: size * CompiledEffect.blurToSigma, choke: choke)), space: .parent)
  }
}
