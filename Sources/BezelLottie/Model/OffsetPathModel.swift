/// Offset path (`op`): grows (positive amount) or shrinks the outlines above it.
struct OffsetPathModel: Sendable, Decodable {
  var amount: AnimatableModel<Double>
  /// 1 miter, 2 round, 3 bevel (as a stroke's `lj`).
  var join: Int
  var miterLimit: AnimatableModel<Double>

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    amount = try c.decodeIfPresent(AnimatableModel.self, forKey: .a) ?? .init(0)
    join = try c.int(.lj) ?? 1
    miterLimit = try c.decodeIfPresent(AnimatableModel.self, forKey: .ml) ?? .init(4)
  }
}
