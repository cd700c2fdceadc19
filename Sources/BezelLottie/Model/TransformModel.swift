/// A layer's (`ks`) or a shape group's (`tr`) transform.
struct TransformModel: Sendable, Decodable {
  var anchor: AnimatableModel<NumberList>?
  var position: AnimatableModel<NumberList>?
  /// Position written as separate dimensions (`"p": {"s": true, "x": …, "y": …}`).
  var positionX: AnimatableModel<Double>?
  var positionY: AnimatableModel<Double>?
  /// A 3D layer's separate z position (`"p": {"s": true, …, "z": …}`).
  var positionZ: AnimatableModel<Double>?
  var scale: AnimatableModel<NumberList>?
  var rotation: AnimatableModel<Double>?
  var opacity: AnimatableModel<Double>?
  var skew: AnimatableModel<Double>?
  var skewAxis: AnimatableModel<Double>?
  /// A repeater's start and end opacity.
  var startOpacity: AnimatableModel<Double>?
  var endOpacity: AnimatableModel<Double>?
  /// 3D rotations about x and y and the orientation (only a 3D layer's are drawn).
  var rotationX: AnimatableModel<Double>?
  var rotationY: AnimatableModel<Double>?
  var orientation: AnimatableModel<NumberList>?
  var hasThreeD: Bool

  private typealias Keys = LottieCodingKey
  private typealias SplitKeys = LottieCodingKey

  init() {
    hasThreeD = false
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    anchor = try c.decodeIfPresent(AnimatableModel<NumberList>.self, forKey: .a)
    if let split = try c.nested(SplitKeys.self, .p) {
      if try split.flag(.s) {
        positionX = try split.decodeIfPresent(AnimatableModel<Double>.self, forKey: .x)
        positionY = try split.decodeIfPresent(AnimatableModel<Double>.self, forKey: .y)
        positionZ = try split.decodeIfPresent(AnimatableModel<Double>.self, forKey: .z)
      } else {
        position = try c.decode(AnimatableModel<NumberList>.self, forKey: .p)
      }
    }
    scale = try c.decodeIfPresent(AnimatableModel<NumberList>.self, forKey: .s)
    rotation =
      try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .r)
      ?? c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .rz)
    opacity = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .o)
    skew = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .sk)
    skewAxis = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .sa)
    startOpacity = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .so)
    endOpacity = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .eo)
    rotationX = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .rx)
    rotationY = try c.decodeIfPresent(AnimatableModel<Double>.self, forKey: .ry)
    orientation = try c.decodeIfPresent(AnimatableModel<NumberList>.self, forKey: .or)
    hasThreeD = rotationX != nil || rotationY != nil || orientation != nil
  }
}
