/// The layer effects Bezel draws, identified as Skottie does: by After Effects' match name
/// (`mn`), else by the Lottie effect type (`ty`) for files without match names.
enum EffectKind: String, Sendable, CaseIterable {
  case fill = "fill"
  case tint = "tint"
  case tritone = "tritone"
  case stroke = "stroke"
  case dropShadow = "drop shadow"
  case gaussianBlur = "gaussian blur"
  case boxBlur = "fast box blur"
  case invert = "invert"
  case hueSaturation = "hue/saturation"
  case levels = "levels"
  case linearWipe = "linear wipe"
  case radialWipe = "radial wipe"
  case bevelAlpha = "bevel alpha"

  /// The kind of `effect`, or `nil` when Bezel does not draw it.
  init?(_ effect: EffectModel) {
    let byName: [String: EffectKind] = [
      "ADBE Fill": .fill, "ADBE Tint": .tint, "ADBE Tritone": .tritone, "ADBE Stroke": .stroke,
      "ADBE Drop Shadow": .dropShadow, "ADBE Gaussian Blur 2": .gaussianBlur,
      "ADBE Box Blur2": .boxBlur, "ADBE Invert": .invert, "ADBE HUE SATURATION": .hueSaturation,
      "ADBE Easy Levels2": .levels, "ADBE Linear Wipe": .linearWipe,
      "ADBE Radial Wipe": .radialWipe, "ADBE Bevel Alpha": .bevelAlpha,
    ]
    if let name = effect.matchName {
      guard let kind = byName[name] else { return nil }
      self = kind
      return
    }
    let byType: [Int: EffectKind] = [
      20: .tint, 21: .fill, 22: .stroke, 23: .tritone, 25: .dropShadow, 26: .radialWipe,
      29: .gaussianBlur,
    ]
    guard let kind = byType[effect.type] else { return nil }
    self = kind
  }

  /// What of `effect` Bezel leaves out, for `bezel info`; `nil` when it draws all of it.
  /// Only constant controls are checked.
  func leftOut(_ effect: EffectModel) -> String? {
    func constant(_ i: Int) -> Double? {
      guard i < effect.values.count, case .fixed(let list)? = effect.values[i].value?.content
      else { return nil }
      return list.values.first
    }
    switch self {
    case .hueSaturation:
      if let channel = constant(0), !(1...7).contains(channel) { return "channel" }
    case .invert:
      if let channel = constant(0), ![1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 16].contains(channel)
      {
        return "channel"
      }
    case .levels:
      if let channel = constant(0), !(1...5).contains(channel) { return "channel" }
    default: break
    }
    return nil
  }
}
