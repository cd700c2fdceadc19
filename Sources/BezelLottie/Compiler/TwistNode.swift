/// A compiled twist modifier.
struct TwistNode: Sendable {
  var angle: Track<Double>
  var center: Track<SIMD4<Double>>

  init(_ model: TwistModel) {
    angle = Track(model.angle, default: 0) { $0 }
    center = Track(model.center, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
  }
}

extension TwistNode: StillWalkable {
  var walkedStillSpans: StillSpans { angle.stillSpans.intersection(center.stillSpans) }
}
