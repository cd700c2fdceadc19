import Foundation

/// Arc length along one curve segment: the integral of its speed |B'(t)|, and its inverse.
///
/// The derivative of a quadratic or cubic Bézier is a polynomial `a·t² + b·t + c` (vectors);
/// its coefficients are computed once so each speed evaluation is two fused multiply–adds per
/// axis and a square root.
///
/// Integration is adaptive Gauss–Legendre: each interval is integrated with 8 nodes whole and
/// as two halves; when the two disagree by more than 1e-10 of the control hull's length both
/// halves are refined (depth ≤ 18), otherwise the halves' sum is kept. Because 8-node
/// quadrature is exact to degree 15, the kept sum is far more accurate than the disagreement:
/// smooth curves end up within ~1e-13 relative. A cusp (zero speed) only refines the intervals
/// around it. Cost: 24 speed evaluations for a typical curve (a quarter circle), 56–120 for
/// long flat ellipse quarters.
struct ArcLength {
  let a: SIMD2<Double>
  let b: SIMD2<Double>
  let c: SIMD2<Double>
  /// The control hull's length: an upper bound of the arc length, the scale of tolerances.
  let scale: Double

  init(_ segment: PathSegment) {
    let d0 = segment.p1 - segment.p0
    let d1 = segment.p2 - segment.p1
    let d2 = segment.p3 - segment.p2
    switch segment.kind {
    case .line:
      a = .zero
      b = .zero
      c = segment.p3 - segment.p0
    case .quad:
      // B'(t) = 2[(1 − t)(c − p0) + t(p1 − c)]; the control point is p1 (and p2).
      let e1 = segment.p3 - segment.p1
      a = .zero
      b = 2 * (e1 - d0)
      c = 2 * d0
    case .cubic:
      // B'(t) = 3[(1 − t)² d0 + 2(1 − t)t d1 + t² d2].
      a = 3 * (d0 - 2 * d1 + d2)
      b = 6 * (d1 - d0)
      c = 3 * d0
    }
    scale = segment.hullLength
  }

  @inline(__always)
  func speed(at t: Double) -> Double {
    let d = (a * t + b) * t + c
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// The arc length between parameters `t0` and `t1` (0 when `t1 ≤ t0`).
  func length(from t0: Double, to t1: Double) -> Double {
    guard t1 > t0 else { return 0 }
    guard scale > 0, scale.isFinite else { return scale.isFinite ? 0 : scale }
    let whole = gaussLegendre(t0, t1)
    return adaptive(t0, t1, whole: whole, tolerance: scale * 1e-10, depth: 18)
  }

  private func adaptive(
    _ lo: Double, _ hi: Double, whole: Double, tolerance: Double, depth: Int
  ) -> Double {
    let mid = 0.5 * (lo + hi)
    let left = gaussLegendre(lo, mid)
    let right = gaussLegendre(mid, hi)
    let sum = left + right
    // A NaN or infinite estimate cannot improve by refining; stop rather than recurse 2^depth.
    guard sum.isFinite else { return sum }
    if depth == 0 || abs(sum - whole) <= tolerance { return sum }
    // Halve the tolerance with the interval, but not below rounding noise.
    let half = Swift.max(tolerance * 0.5, scale * 1e-15)
    return adaptive(lo, mid, whole: left, tolerance: half, depth: depth - 1)
      + adaptive(mid, hi, whole: right, tolerance: half, depth: depth - 1)
  }

  /// 8-point Gauss–Legendre quadrature of the speed on `[lo, hi]`: nodes ±xᵢ (roots of the
  /// Legendre polynomial P₈) and weights wᵢ.
  @inline(__always)
  private func gaussLegendre(_ lo: Double, _ hi: Double) -> Double {
    let h = 0.5 * (hi - lo)
    let m = 0.5 * (lo + hi)
    var sum = 0.36268378337836166 * pair(m, 0.18343464249564978 * h)
    sum += 0.3137066458778869 * pair(m, 0.525532409916329 * h)
    sum += 0.22238103445337443 * pair(m, 0.7966664774136267 * h)
    sum += 0.10122853629037706 * pair(m, 0.9602898564975362 * h)
    return sum * h
  }

  @inline(__always)
  private func pair(_ m: Double, _ x: Double) -> Double {
    speed(at: m - x) + speed(at: m + x)
  }

  /// The parameter where the arc length from t = 0 reaches `target` (0 < target < total,
  /// `total` the whole length): Newton's method on s(t) − target, kept inside a shrinking
  /// bisection bracket, integrating only from the bracket's low end at each step. Usually
  /// 2–4 steps; at most 60.
  func parameter(atLength target: Double, total: Double) -> Double {
    var lo = 0.0
    var loLength = 0.0
    var hi = 1.0
    var t = target / total
    let tolerance = total * 1e-11
    for _ in 0..<60 {
      let s = loLength + length(from: lo, to: t)
      let f = s - target
      if abs(f) <= tolerance { return t }
      if f < 0 {
        lo = t
        loLength = s
      } else {
        hi = t
      }
      let v = speed(at: t)
      var next = v > 0 ? t - f / v : 0.5 * (lo + hi)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if hi - lo <= 1e-15 { return next }
      t = next
    }
    return t
  }
}
