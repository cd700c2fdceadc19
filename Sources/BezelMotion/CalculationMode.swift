/// How a keyframe animation moves between its values (`CAKeyframeAnimation.calculationMode`).
public enum CalculationMode: Hashable, Sendable {
  /// Straight blends between neighbouring values, each segment eased by its timing function.
  case linear
  /// Holds each value until the next key time; no blending.
  case discrete
  /// Linear, with key times chosen so the value moves at constant speed (key times and
  /// timing functions are ignored).
  case paced
  /// A smooth Catmull–Rom spline through the values, timed by the key times.
  case cubic
}
