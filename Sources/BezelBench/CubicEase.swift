/// A cubic Bézier easing curve from (0, 0) to (1, 1), solved for y at x by bisection (the
/// hand-written frames' own, independent of the engine's timing functions).
struct CubicEase: Sendable, Equatable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// y at `x` (clamped to 0…1), to about 1e-9.
  func value(_ x: Double) -> Double {
    let target = min(1, max(0, x))
    var low = 0.0
    var high = 1.0
    for _ in 0..<48 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < target { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
}
