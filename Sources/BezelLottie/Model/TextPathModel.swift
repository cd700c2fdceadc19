/// Text on a path (`t.p`): the glyphs follow one of the layer's mask outlines.
struct TextPathModel: Sendable, Decodable {
  /// The index of the mask whose outline the text follows.
  var mask: Int
  var firstMargin: AnimatableModel<Double>
  var perpendicular: AnimatableModel<Double>
  var reversed: AnimatableModel<Double>

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    mask = try c.int(.m) ?? 0
    firstMargin = try c.decodeIfPresent(AnimatableModel.self, forKey: .f) ?? .init(0)
    perpendicular = try c.decodeIfPresent(AnimatableModel.self, forKey: .p) ?? .init(1)
    reversed = try c.decodeIfPresent(AnimatableModel.self, forKey: .r) ?? .init(0)
    switch try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .a)?.content {
    case .none, .fixed(0): break
    default: decoder.report("text path force alignment", at: Keys.a)
    }
  }
}
