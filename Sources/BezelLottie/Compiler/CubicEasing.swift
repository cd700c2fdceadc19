/// A keyframe's timing curve: the cubic Bézier from (0,0) to (1,1) through two handles.
struct CubicEasing: Sendable, Hashable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  static let linear = CubicEasing(x1: 0, y1: 0, x2: 1, y2: 1)

  var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// The eased progress at `x` in 0…1.
  func value(at x: Double) -> Double {
    if isLinear || x <= 0 || x >= 1 { return x <= 0 ? 0 : (x >= 1 ? 1 : x) }
    // Solve x(t) = x with Newton's method, falling back to bisection.
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    var t = x
    for _ in 0..<8 {
      let err = ((ax * t + bx) * t + cx) * t - x
      if abs(err) < 1e-7 { return sampleY(t) }
      let d = (3 * ax * t + 2 * bx) * t + cx
      if abs(d) < 1e-6 { break }
      t -= err / d
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    for _ in 0..<40 {
      let v = ((ax * t + bx) * t + cx) * t
      if abs(v - x) < 1e-7 { break }
      if v < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return sampleY(t)
  }

  private func sampleY(_ t: Double) -> Double {
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    return ((ay * t + by) * t + cy) * t
  }
}
