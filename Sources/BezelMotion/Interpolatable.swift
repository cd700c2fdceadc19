/// A value an animation can blend: interpolation (and extrapolation, for springs and cubic
/// keyframes, which overshoot) plus a distance for paced keyframes.
///
/// ```swift
/// extension Angle: Interpolatable {
///   func interpolated(to other: Angle, fraction: Double) -> Angle { … }
///   func distance(to other: Angle) -> Double { … }
/// }
/// ```
public protocol Interpolatable {
  /// `self` at fraction 0, `other` at 1; fractions outside 0…1 extrapolate where the type
  /// allows it.
  func interpolated(to other: Self, fraction: Double) -> Self
  /// A non-negative measure of how far apart two values are (used by paced keyframes).
  func distance(to other: Self) -> Double
  /// The value that stands in for "none" when animating between `nil` and `value` (a clear
  /// version of a colour); `nil` when the type has none and such animations switch instead.
  static func absentValue(matching value: Self) -> Self?
}

extension Interpolatable {
  public static func absentValue(matching value: Self) -> Self? { nil }
}

/// An interpolatable value with addition, which `by` values of animations need.
public protocol AdditiveInterpolatable: Interpolatable {
  func adding(_ other: Self) -> Self
  func subtracting(_ other: Self) -> Self
}
