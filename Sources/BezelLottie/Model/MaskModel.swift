/// A layer mask (`masksProperties`).
struct MaskModel: Sendable, Decodable {
  enum Mode: String, Sendable {
    case add = "a"
    case subtract = "s"
    case intersect = "i"
    case lighten = "l"
    case darken = "d"
    case difference = "f"
    case none = "n"
  }

  var mode: Mode
  var path: AnimatableModel<ShapeValue>
  var opacity: AnimatableModel<Double>
  var expansion: AnimatableModel<Double>
  var inverted: Bool

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let raw = try c.string(.mode) ?? "a"
    if let mode = Mode(rawValue: raw) {
      self.mode = mode
    } else {
      decoder.report("mask mode '\(raw)'", at: Keys.mode)
      mode = .add
    }
    path = try c.decode(AnimatableModel.self, forKey: .pt)
    // Files before 4.4.18 say whether the mask is closed on the mask (`cl`), as `closed` on
    // a path item.
    if c.has(.cl) { path.close(try c.flag(.cl)) }
    opacity = try c.decodeIfPresent(AnimatableModel.self, forKey: .o) ?? .init(100)
    expansion = try c.decodeIfPresent(AnimatableModel.self, forKey: .x) ?? .init(0)
    inverted = try c.flag(.inv)
    decoder.use("mask: \(mode.name)\(inverted ? ", inverted" : "")")
    if case .fixed(let x) = expansion.content, x == 0 {
    } else {
      decoder.use("mask: expansion")
    }
    if case .fixed(let o) = opacity.content, o >= 100 {
    } else {
      decoder.use("mask: opacity")
    }
  }
}

extension MaskModel.Mode {
  /// The mode's name in After Effects.
  var name: String {
    switch self {
    case .add: return "add"
    case .subtract: return "subtract"
    case .intersect: return "intersect"
    case .lighten: return "lighten"
    case .darken: return "darken"
    case .difference: return "difference"
    case .none: return "none"
    }
  }
}
