/// A layer style (`sy[]`): After Effects' Photoshop-style effects, applied after the layer's
/// transform.
struct LayerStyleModel: Sendable, Decodable {
  /// The styles Bezel draws, by Lottie's style type.
  enum Kind: Int, Sendable {
    case stroke = 0
    case dropShadow = 1
    case innerShadow = 2
    case outerGlow = 3
    case innerGlow = 4

    var name: String {
      switch self {
      case .stroke: "stroke"
      case .dropShadow: "drop shadow"
      case .innerShadow: "inner shadow"
      case .outerGlow: "outer glow"
      case .innerGlow: "inner glow"
      }
    }
  }

  var type: Int
  var name: String?
  /// The style's kind; `nil` for one Bezel does not draw (bevel, satin, overlays).
  var kind: Kind?
  var color: AnimatableModel<NumberList>?
  /// 0…100.
  var opacity: AnimatableModel<Double>?
  /// Degrees: where the light comes from (0 = from the right, 90 = from above); the shadow
  /// falls the other way.
  var angle: AnimatableModel<Double>?
  /// The blur size, or the stroke's width.
  var size: AnimatableModel<Double>?
  var distance: AnimatableModel<Double>?
  /// Spread / choke, 0…100.
  var choke: AnimatableModel<Double>?
  /// Inner glow's source: 1 edge, 2 centre.
  var source: AnimatableModel<Double>?

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    type = try c.int(.ty) ?? -1
    name = try? c.string(.nm)
    kind = Kind(rawValue: type)
    color = try c.decodeIfPresent(AnimatableModel.self, forKey: .c)
    opacity = try c.decodeIfPresent(AnimatableModel.self, forKey: .o)
    angle = try c.decodeIfPresent(AnimatableModel.self, forKey: .a)
    size = try c.decodeIfPresent(AnimatableModel.self, forKey: .s)
    distance = try c.decodeIfPresent(AnimatableModel.self, forKey: .d)
    choke = try c.decodeIfPresent(AnimatableModel.self, forKey: .ch)
    source = try c.decodeIfPresent(AnimatableModel.self, forKey: .sr)
  }
}
