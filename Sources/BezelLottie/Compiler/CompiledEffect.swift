import BezelDrawing
import BezelLayers
import Foundation

/// A layer effect or layer style, compiled: its controls as tracks, evaluated per frame into a
/// ``LayerEffect``.
///
/// Parameters follow After Effects' controls as Lottie exports them (and as lottie-web and
/// Skottie read them): a Gaussian Blur's Blurriness B is a Gaussian of σ = 0.3 B, a Drop
/// Shadow's opacity is 0…255 and its direction a bearing (0° = up, clockwise), a style's
/// angle is where the light comes from (0° = right, 90° = above). Effects are in the layer's
/// coordinates, styles in its parent composition's.
struct CompiledEffect: Sendable {
  enum Source: Sendable {
    case effect(EffectKind)
    case style(LayerStyleModel.Kind)
  }

  let source: Source
  /// The controls by index (effects), or color, opacity, angle, size, distance, choke and
  /// source (styles); `nil` where the file has none.
  let tracks: [Track<SIMD4<Double>>?]
  /// The layer's box: its size for solids, images and precompositions, else the
  /// composition's.
  let box: CGRect

  /// Blurriness or softness to a Gaussian's standard deviation (lottie-web's and Skottie's
  /// "close enough to After Effects").
  static let blurToSigma = 0.3

  /// The drawn effects and styles of `layer`, effects first (After Effects' order).
  static func compile(_ layer: LayerModel, box: CGRect) -> [CompiledEffect] {
    var compiled: [CompiledEffect] = []
    for effect in layer.effects where effect.enabled && !effect.isExpressionControl {
      guard let kind = EffectKind(effect) else { continue }
      compiled.append(
        CompiledEffect(
          source: .effect(kind), tracks: effect.values.map { $0.value.map(track) }, box: box))
    }
    for style in layer.styles {
      guard let kind = style.kind else { continue }
      let scalars = [style.opacity, style.angle, style.size, style.distance, style.choke]
      let tracks =
        [style.color.map(track)] + scalars.map { $0.map(scalarTrack) } + [
          style.source.map(scalarTrack)
        ]
      compiled.append(CompiledEffect(source: .style(kind), tracks: tracks, box: box))
    }
    return compiled
  }

  private static func track(_ model: AnimatableModel<NumberList>) -> Track<SIMD4<Double>> {
    Track(model, default: .zero) { list in
      SIMD4(list[0], list[1], list[2], list.values.count > 3 ? list[3] : 1)
    }
  }

  private static func scalarTrack(_ model: AnimatableModel<Double>) -> Track<SIMD4<Double>> {
    Track(model, default: .zero) { SIMD4($0, 0, 0, 0) }
  }

  /// The effect at layer frame `frame`; `nil` when it changes nothing then.
  func effect(at frame: Double, masks: [CompiledMask]) -> LayerEffect? {
    switch source {
    case .effect(let kind): return effect(kind, at: frame, masks: masks)
    case .style(let kind): return style(kind, at: frame)
    }
  }

  // MARK: Reading controls

  func number(_ i: Int, _ fallback: Double, at frame: Double) -> Double {
    guard i < tracks.count, let track = tracks[i] else { return fallback }
    let v = track.value(at: frame).x
    return v.isFinite ? v : fallback
  }

  func point(_ i: Int, _ fallback: CGPoint, at frame: Double) -> CGPoint {
    guard i < tracks.count, let track = tracks[i] else { return fallback }
    let v = track.value(at: frame)
    return v.x.isFinite && v.y.isFinite ? CGPoint(x: v.x, y: v.y) : fallback
  }

  func color(_ i: Int, _ fallback: Color, at frame: Double) -> Color {
    guard i < tracks.count, let track = tracks[i] else { return fallback }
    let v = track.value(at: frame)
    return Color(red: clamp(v.x), green: clamp(v.y), blue: clamp(v.z), alpha: clamp(v.w))
  }

  /// A dropdown, count or index control, rounded to a whole number.
  func choice(_ i: Int, _ fallback: Int, at frame: Double) -> Int {
    let v = number(i, Double(fallback), at: frame).rounded()
    return abs(v) < 1e9 ? Int(v) : fallback
  }

  func flag(_ i: Int, at frame: Double) -> Bool {
    number(i, 0, at: frame) != 0
  }
}
