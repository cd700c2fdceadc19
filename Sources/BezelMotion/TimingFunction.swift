import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
///
/// The curve maps the fraction of time elapsed (x) to the fraction of change (y). The x
/// coordinates of the control points are clamped to 0…1 so that x(t) is monotonic and every
/// input has exactly one output; y coordinates may leave 0…1 to overshoot.
///
/// ```swift
/// TimingFunction.easeInEaseOut.value(at: 0.5)  // 0.5
/// TimingFunction(controlPoints: 0.34, 1.56, 0.64, 1).value(at: 0.5)  // overshoots 1
/// ```
public struct TimingFunction: Hashable, Sendable {
  public let c1x: Double
  public let c1y: Double
  public let c2x: Double
  public let c2y: Double

  /// A curve through (0,0), (c1x, c1y), (c2x, c2y), (1,1).
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = TimingFunction.clampUnit(c1x)
    self.c1y = c1y.isFinite ? c1y : 0
    self.c2x = TimingFunction.clampUnit(c2x)
    self.c2y = c2y.isFinite ? c2y : 1
  }

  private static func clampUnit(_ v: Double) -> Double {
    v.isFinite ? min(1, max(0, v)) : 0
  }

  /// Core Animation's `linear` (0, 0, 1, 1).
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
  /// Core Animation's `easeIn` (0.42, 0, 1, 1).
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
  /// Core Animation's `easeOut` (0, 0, 0.58, 1).
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
  /// Core Animation's `easeInEaseOut` (0.42, 0, 0.58, 1); `UIView.animate`'s curve.
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  /// Core Animation's `default` (0.25, 0.1, 0.25, 1).
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  public var isLinear: Bool { c1x == c1y && c2x == c2y }

  /// The output (y) for an input fraction `x`; inputs are clamped to 0…1 and the result is
  /// accurate to well under 1e-6.
  public func value(at x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? 1 : 0 }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if isLinear { return x }
    return bezierY(parameter(forX: x))
  }

  private func bezierX(_ t: Double) -> Double {
    // Horner form of 3(1−t)²t·c1x + 3(1−t)t²·c2x + t³.
    ((1 + 3 * c1x - 3 * c2x) * t + (3 * c2x - 6 * c1x)) * t * t + 3 * c1x * t
  }

  private func bezierY(_ t: Double) -> Double {
    ((1 + 3 * c1y - 3 * c2y) * t + (3 * c2y - 6 * c1y)) * t * t + 3 * c1y * t
  }

  private func bezierXDerivative(_ t: Double) -> Double {
    (3 * (1 + 3 * c1x - 3 * c2x) * t + 2 * (3 * c2x - 6 * c1x)) * t + 3 * c1x
  }

  /// Solves x(t) = x for t in 0…1: Newton's method from t = x while the curve is steep
  /// enough for its steps to be trusted, otherwise bisection down to an interval of 1e-14 —
  /// small enough that the y error stays far below 1e-6 even where x(t) is flat.
  func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let slope = bezierXDerivative(t)
      guard slope > 1e-6 else { break }
      let step = (bezierX(t) - x) / slope
      let next = t - step
      guard next >= 0, next <= 1 else { break }
      t = next
      if abs(step) < 1e-12 { return t }
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-14 {
      let mid = (low + high) / 2
      if bezierX(mid) < x { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}
