/// One layer of a composition.
struct LayerModel: Sendable, Decodable {
  enum Kind: Sendable, Equatable {
    case precomp(refID: String, width: Double, height: Double)
    case solid(color: String, width: Double, height: Double)
    case image(refID: String)
    case null
    case shape([ShapeItemModel])
    case text(TextModel)
    /// Audio, camera, data and unknown layers draw nothing.
    case other(Int)

    static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): return true
      case (.other(let a), .other(let b)): return a == b
      default: return false
      }
    }
  }

  var kind: Kind
  var name: String?
  var index: Int?
  var parent: Int?
  var inPoint: Double
  var outPoint: Double
  var startTime: Double
  var stretch: Double
  var transform: TransformModel
  var autoOrient: Bool
  var matteMode: Int
  var isMatteSource: Bool
  /// The `ind` of the layer used as this layer's matte (newer files); else the layer above.
  var matteParent: Int?
  var masks: [MaskModel]
  var blendMode: Int
  var timeRemap: AnimatableModel<Double>?
  var hidden: Bool
  var is3D: Bool
  var effects: [EffectModel]
  var styles: [LayerStyleModel]
  /// A camera layer's zoom (`pe`): its distance to the plane drawn at 100 %.
  var cameraZoom: AnimatableModel<Double>?

  /// Lets go of what the layer draws and animates (its shapes or text, transform, masks,
  /// effects, styles), keeping its index, parent, timing and flags: for a compiler done with
  /// the layer, so its model is freed while the next layers compile.
  mutating func releaseContent() {
    kind = .null
    transform = TransformModel()
    masks = []
    timeRemap = nil
    effects = []
    styles = []
    cameraZoom = nil
  }

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    // lottie-web makes a layer of a missing or unknown type a null layer: it draws nothing
    // but still parents others.
    let type = try c.int(.ty) ?? -1
    name = try? c.string(.nm)
    index = try c.int(.ind)
    parent = try c.int(.parent)
    inPoint = try c.number(.ip) ?? 0
    outPoint = try c.number(.op) ?? 0
    startTime = try c.number(.st) ?? 0
    stretch = try c.number(.sr) ?? 1
    if stretch == 0 || !stretch.isFinite { stretch = 1 }
    transform = try c.decodeIfPresent(TransformModel.self, forKey: .ks) ?? TransformModel()
    autoOrient = try c.flag(.ao)
    matteMode = try c.int(.tt) ?? 0
    isMatteSource = try c.flag(.td)
    matteParent = try c.int(.tp)
    masks = try c.decodeIfPresent([MaskModel].self, forKey: .masksProperties) ?? []
    blendMode = try c.int(.bm) ?? 0
    timeRemap = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .tm)
    hidden = try c.flag(.hd)
    is3D = try c.flag(.ddd)
    if is3D { decoder.use("3D layer") }
    if type == 13 {
      cameraZoom = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .pe)
    }
    // After Effects has no x / y rotation or orientation on a 2D layer (lottie-web, lottie-ios
    // and ThorVG draw such a layer flat): only 3D layers and cameras turn in space.
    if !is3D && type != 13 { transform.hasThreeD = false }
    effects = []
    if c.has(.ef), var list = try? c.nestedUnkeyedContainer(forKey: .ef) {
      while !list.isAtEnd {
        let effect = try list.decode(EffectModel.self)
        if effect.isExpressionControl {
          // Controls only feed expressions (already baked); there is nothing to draw.
          decoder.use("effect: expression control")
        } else if effect.enabled {
          if let kind = EffectKind(effect) {
            if let part = kind.leftOut(effect) {
              decoder.report("effect: \(kind.rawValue) (\(part))", at: Keys.ef)
            } else {
              decoder.use("effect: \(kind.rawValue)")
            }
          } else {
            decoder.report(
              "effect: \(effect.name ?? "unnamed") (type \(effect.type))", at: Keys.ef)
          }
        }
        effects.append(effect)
      }
    }
    styles = []
    if c.has(.sy), var list = try? c.nestedUnkeyedContainer(forKey: .sy) {
      while !list.isAtEnd {
        let style = try list.decode(LayerStyleModel.self)
        if let kind = style.kind {
          decoder.use("layer style: \(kind.name)")
        } else {
          decoder.report(
            "layer style: \(style.name ?? "unnamed") (type \(style.type))", at: Keys.sy)
        }
        styles.append(style)
      }
    }
    LayerModel.census(decoder, type: type, matte: matteMode, blend: blendMode, remap: timeRemap)
    if matteMode > 4 { decoder.report("matte mode \(matteMode)", at: Keys.tt) }
    if blendMode == 17 { decoder.report("blend mode hard mix", at: Keys.bm) }
    switch type {
    case 0:
      kind = .precomp(
        refID: try c.string(.refId) ?? "", width: try c.number(.w) ?? 0,
        height: try c.number(.h) ?? 0)
    case 1:
      // The canvas ignores a fill style it cannot read: a colour that is not a string is black.
      kind = .solid(
        color: (try? c.string(.sc)).flatMap { $0 } ?? "#000000", width: try c.number(.sw) ?? 0,
        height: try c.number(.sh) ?? 0)
    case 2: kind = .image(refID: try c.string(.refId) ?? "")
    case 3: kind = .null
    case 4: kind = .shape(try c.decodeIfPresent([ShapeItemModel].self, forKey: .shapes) ?? [])
    case 5 where c.has(.t): kind = .text(try c.decode(TextModel.self, forKey: .t))
    default:
      if let skipped = LayerModel.skipped(type) { decoder.report(skipped, at: Keys.ty) }
      kind = .other(type)
    }
    if !is3D, case .text(var text) = kind {
      // Characters turn about x and y only with per-character 3D, which makes the layer 3D
      // in After Effects: a 2D text layer's animators turn them about z alone.
      for n in text.animators.indices {
        text.animators[n].rotationX = nil
        text.animators[n].rotationY = nil
      }
      kind = .text(text)
    }
  }
}

extension LayerModel {
  /// How a layer type that would draw something but is drawn as a null layer is listed among
  /// the unsupported features; `nil` for audio, guide, adjustment, camera and data layers,
  /// which draw nothing themselves.
  static func skipped(_ type: Int) -> String? {
    guard ![6, 11, 12, 13, 15].contains(type) else { return nil }
    let names = [
      5: "text layer without text data", 7: "video placeholder layer", 8: "image sequence layer",
      9: "video layer", 10: "image placeholder layer",
    ]
    // Lights only shade 3D layers' materials, which no Lottie player draws: say so plainly.
    if type == 14 { return "light layer (not drawn: 3D layers are drawn unlit)" }
    let what = type < 0 ? "layer without a type 'ty'" : names[type] ?? "layer type \(type)"
    return "\(what) (drawn as a null layer)"
  }
}

/// A layer effect (`ef[]`): its identity and, unless it is an expression control, its
/// controls' values (`ef[].ef[]`).
struct EffectModel: Sendable, Decodable {
  var type: Int
  var name: String?
  /// After Effects' match name (`mn`): `ADBE Slider Control`, `ADBE Box Blur2`, `Pseudo/…`.
  var matchName: String?
  var enabled: Bool
  /// The controls in order; empty for expression controls, whose values only feed
  /// expressions (baked from the document before it is read).
  var values: [EffectValueModel]

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    type = try c.int(.ty) ?? -1
    name = try? c.string(.nm)
    matchName = try? c.string(.mn)
    enabled = (try? c.number(.en)).flatMap { $0 } != 0
    values = []
    if !isExpressionControl, c.has(.ef) {
      values = try c.list(EffectValueModel.self, .ef)
    }
  }

  /// Whether this is an expression control — After Effects' slider, angle, point, 3D point,
  /// checkbox, colour, layer and menu controls (`ADBE … Control`) or a rig's pseudo effect
  /// (`Pseudo/…`, a group of such controls) — which holds values for expressions and draws
  /// nothing. Other effects of the custom type 5 (`ADBE Box Blur2`, `ADBE Bevel Alpha`, …) draw.
  var isExpressionControl: Bool {
    guard type == 5, let matchName else { return false }
    return matchName.hasPrefix("Pseudo/")
      || (matchName.hasPrefix("ADBE ") && matchName.hasSuffix(" Control"))
  }
}

extension LayerModel {
  /// Counts the layer's type, matte, blend mode and time remapping for `bezel info`.
  static func census(
    _ decoder: any Decoder, type: Int, matte: Int, blend: Int, remap: AnimatableModel<Double>?
  ) {
    let types = [
      0: "precomposition", 1: "solid", 2: "image", 3: "null", 4: "shape", 5: "text",
      6: "audio", 12: "adjustment", 13: "camera", 14: "light",
    ]
    let drawn = type <= 6 || type == 12 || type == 13
    decoder.use("layer: \(types[type] ?? "type \(type)")", drawn: drawn)
    let mattes = [1: "alpha", 2: "alpha inverted", 3: "luma", 4: "luma inverted"]
    if let m = mattes[matte] { decoder.use("matte: \(m)") }
    let blends = [
      1: "multiply", 2: "screen", 3: "overlay", 4: "darken", 5: "lighten", 6: "color dodge",
      7: "color burn", 8: "hard light", 9: "soft light", 10: "difference", 11: "exclusion",
      12: "hue", 13: "saturation", 14: "color", 15: "luminosity", 16: "add",
    ]
    if let b = blends[blend] { decoder.use("blend mode: \(b)") }
    if remap != nil { decoder.use("time remapping") }
  }
}
