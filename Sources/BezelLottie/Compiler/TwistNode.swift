/// A compiled twist modifier.
struct TwistNode: Sendable {
  var angle: Track<Double>
  var center: Track<Vec4>

  init(_ model: TwistModel) {
    angle = Track(model.angle, default: 0) { $0 }
    center = Track(model.center, default: Vec4()) { Vec4($0.values) }
  }
}
