/// Zig-zag (`zz`): ridges of a given size along every segment of the outlines above it.
struct ZigZagModel: Sendable, Decodable {
  /// The distance of each ridge point from the outline.
  var size: AnimatableModel<Double>
  /// Ridges per segment.
  var ridges: AnimatableModel<Double>
  /// 1 corner points, 2 smooth points.
  var pointType: AnimatableModel<Double>

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    size = try c.decodeIfPresent(AnimatableModel.self, forKey: .s) ?? .init(0)
    ridges = try c.decodeIfPresent(AnimatableModel.self, forKey: .r) ?? .init(0)
    pointType = try c.decodeIfPresent(AnimatableModel.self, forKey: .pt) ?? .init(1)
  }
}
