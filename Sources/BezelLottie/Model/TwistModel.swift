/// Twist (`tw`): turns the outlines above it about a centre, most at the centre.
struct TwistModel: Sendable, Decodable {
  /// Degrees at the centre; positive turns clockwise on screen.
  var angle: AnimatableModel<Double>
  var center: AnimatableModel<NumberList>

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    angle = try c.decodeIfPresent(AnimatableModel.self, forKey: .a) ?? .init(0)
    center = try c.decodeIfPresent(AnimatableModel.self, forKey: .c) ?? .init(.init([0, 0]))
  }
}
