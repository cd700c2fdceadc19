import BezelDrawing
import BezelLayers
import Foundation

extension CompiledEffect {
  /// A layer effect at `frame`, from its controls (indices as After Effects orders them).
  func effect(_ kind: EffectKind, at f: Double, masks: [CompiledMask]) -> LayerEffect? {
    let k: LayerEffect.Kind?
    switch kind {
    case .fill:
      // 0 fill mask (0 none, n the n-th mask), 1 all masks, 2 colour, 3 invert,
      // 4 / 5 horizontal / vertical feather, 6 opacity (0…1).
      let c = color(2, .red, at: f)
      let paint = c.withAlpha(c.alpha * clamp(number(6, 1, at: f)))
      let chosen = choice(0, 0, at: f) - 1
      let region: [CompiledMask] =
        flag(1, at: f) ? masks : masks.indices.contains(chosen) ? [masks[chosen]] : []
      if region.isEmpty {
        k = .fill(paint)
      } else {
        var path = Path()
        for mask in region { path.addPath(mask.outline(at: f)) }
        k = .fillRegion(
          paint, region: path, inverted: flag(3, at: f),
          feather: CGSize(
            width: max(0, number(4, 0, at: f)) * CompiledEffect.blurToSigma,
            height: max(0, number(5, 0, at: f)) * CompiledEffect.blurToSigma))
      }
    case .tint:
      k = .tint(
        black: color(0, .black, at: f), white: color(1, .white, at: f),
        amount: clamp(number(2, 100, at: f) / 100))
    case .tritone:
      k = .tritone(
        highlights: color(0, .white, at: f), midtones: color(1, Color(white: 0.5), at: f),
        shadows: color(2, .black, at: f), blend: clamp(number(3, 0, at: f) / 100))
    case .invert:
      // After Effects' menu, its separators counted: RGB, R, G, B, —, HLS, H, L, S, —,
      // YIQ, Y, I, Q, —, alpha.
      let channels: [Int: LayerEffect.Channels] = [
        1: .rgb, 2: .red, 3: .green, 4: .blue, 6: .hls, 7: .hue, 8: .lightness, 9: .saturation,
        11: .yiq, 12: .luminance, 13: .inPhaseChroma, 14: .quadratureChroma, 16: .alpha,
      ]
      guard let which = channels[choice(0, 1, at: f)] else { return nil }
      k = .invert(which, blend: clamp(number(1, 0, at: f) / 100))
    case .hueSaturation:
      // 0 channel control: 1 master, 2…7 reds, yellows, greens, cyans, blues, magentas (the
      // hue, saturation and lightness, 2…4, then act on that range); 5 colorize, with 6 hue,
      // 7 saturation, 8 lightness (the channel does not matter then).
      let channel = choice(0, 1, at: f)
      if flag(5, at: f) {
        k = .colorize(
          hue: number(6, 0, at: f), saturation: number(7, 25, at: f),
          lightness: number(8, 0, at: f))
        break
      }
      guard (1...7).contains(channel) else { return nil }
      k = .hueSaturation(
        hue: number(2, 0, at: f), saturation: number(3, 0, at: f),
        lightness: number(4, 0, at: f),
        range: LayerEffect.HueRange.Colour(rawValue: channel - 2).map {
          LayerEffect.HueRange.afterEffects($0)
        })
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
        direction: wipe == 2 ? -1 : wipe == 3 ? 0 : 1,
        feather: max(0, number(4, 0, at: f)) * CompiledEffect.blurToSigma)
    case .bevelAlpha:
      k = .bevelAlpha(
        thickness: max(0, number(0, 2, at: f)), angle: number(1, -60, at: f),
        color: color(2, .white, at: f), intensity: clamp(number(3, 0.4, at: f)))
    }
    return k.map { LayerEffect($0, space: .content) }
  }

  /// The Stroke effect: the chosen mask's outline (or every mask's), trimmed to start…end —
  /// each mask on its own, or all of them as one path when stroked sequentially — painted
  /// with a brush of the given size, hardness and spacing on the content, alone, or
  /// revealing the content under it.
  private func strokeEffect(at f: Double, masks: [CompiledMask]) -> LayerEffect.Kind? {
    let outlines: [Path]
    if flag(1, at: f) {
      outlines = masks.map { $0.outline(at: f) }
    } else {
      let index = choice(0, 1, at: f) - 1
      guard masks.indices.contains(index) else { return nil }
      outlines = [masks[index].outline(at: f)]
    }
    let start = clamp(number(7, 0, at: f) / 100)
    let end = clamp(number(8, 100, at: f) / 100)
    let trims = start > 0 || end < 1
    let (from, to) = (min(start, end), max(start, end))
    var path = Path()
    if flag(2, at: f) {
      for outline in outlines { path.addPath(outline) }
      if trims { path = path.trimmed(from: from, to: to) }
    } else {
      for outline in outlines {
        path.addPath(trims ? outline.trimmed(from: from, to: to) : outline)
      }
    }
    let c = color(3, .white, at: f)
    let style: LayerEffect.PaintStyle =
      switch choice(10, 1, at: f) {
      case 2: .onTransparent
      case 3: .revealOriginal
      default: .onOriginal
      }
    // Lottie's brush size is a radius (lottie-web strokes twice it); hardness and spacing
    // are percentages.
    return .strokePath(
      path,
      LayerEffect.Brush(
        color: c.withAlpha(clamp(number(6, 1, at: f))), radius: max(0, number(4, 2, at: f)),
        hardness: clamp(number(5, 100, at: f) / 100), spacing: max(0, number(9, 0, at: f) / 100),
        style: style))
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
