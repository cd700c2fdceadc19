import Foundation

/// One drawing segment of a path — a line, a quadratic or a cubic Bézier — with the
/// geometry the engine shares: evaluation, exact splitting, tight bounds, arc length and its
/// inverse. Paths, ``PathMeasure`` and the Lottie player's trims and outlines all use it.
///
/// Points are stored as `SIMD2<Double>` so the arithmetic stays short and vectorises.
/// Layout: `p0` is the start and `p3` the end for every kind. A quadratic keeps its control
/// point in `p1` (and a copy in `p2`); a line keeps copies of its ends in `p1` and `p2`, so the
/// four points always form the control hull.
package struct PathSegment: Hashable, Sendable {
  package enum Kind: UInt8, Hashable, Sendable {
    case line
    case quad
    case cubic
  }

  package var kind: Kind
  package var p0: SIMD2<Double>
  package var p1: SIMD2<Double>
  package var p2: SIMD2<Double>
  package var p3: SIMD2<Double>

  package static func line(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>) -> PathSegment {
    PathSegment(kind: .line, p0: p0, p1: p0, p2: p1, p3: p1)
  }

  package static func quad(_ p0: SIMD2<Double>, _ c: SIMD2<Double>, _ p1: SIMD2<Double>)
    -> PathSegment
  {
    PathSegment(kind: .quad, p0: p0, p1: c, p2: c, p3: p1)
  }

  package static func cubic(
    _ p0: SIMD2<Double>, _ c1: SIMD2<Double>, _ c2: SIMD2<Double>, _ p1: SIMD2<Double>
  ) -> PathSegment {
    PathSegment(kind: .cubic, p0: p0, p1: c1, p2: c2, p3: p1)
  }

  /// The element that draws this segment from its start point.
  package var element: PathElement {
    switch kind {
    case .line: return .line(to: CGPoint(p3))
    case .quad: return .quadCurve(to: CGPoint(p3), control: CGPoint(p1))
    case .cubic: return .curve(to: CGPoint(p3), control1: CGPoint(p1), control2: CGPoint(p2))
    }
  }

  /// The same curve traversed from end to start.
  package var reversed: PathSegment {
    switch kind {
    case .line: return .line(p3, p0)
    case .quad: return .quad(p3, p1, p0)
    case .cubic: return .cubic(p3, p2, p1, p0)
    }
  }

  /// True when all four hull points coincide: the segment is a single point.
  package var isPoint: Bool { p0 == p1 && p0 == p2 && p0 == p3 }

  // MARK: Evaluation

  package func point(at t: Double) -> SIMD2<Double> {
    let u = 1 - t
    switch kind {
    case .line:
      return u * p0 + t * p3
    case .quad:
      return (u * u) * p0 + (2 * u * t) * p1 + (t * t) * p3
    case .cubic:
      let uu = u * u
      let tt = t * t
      return (uu * u) * p0 + (3 * uu * t) * p1 + (3 * u * tt) * p2 + (tt * t) * p3
    }
  }

  /// The derivative dB/dt.
  package func derivative(at t: Double) -> SIMD2<Double> {
    let u = 1 - t
    switch kind {
    case .line:
      return p3 - p0
    case .quad:
      return (2 * u) * (p1 - p0) + (2 * t) * (p3 - p1)
    case .cubic:
      return (3 * u * u) * (p1 - p0) + (6 * u * t) * (p2 - p1) + (3 * t * t) * (p3 - p2)
    }
  }

  /// The speed |dB/dt|, the integrand of arc length.
  @inline(__always)
  package func speed(at t: Double) -> Double {
    let d = derivative(at: t)
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// A unit-free direction of travel at `t`, robust where the derivative vanishes (a control
  /// point on an end point, or a cusp); `.zero` only for a segment that is a single point.
  package func direction(at t: Double) -> SIMD2<Double> {
    let d = derivative(at: t)
    if d != .zero { return d }
    // Where B'(t) = 0 the curve still leaves along the next non-zero difference of the hull.
    if t <= 0 {
      for q in [p1, p2, p3] where q != p0 { return q - p0 }
    } else if t >= 1 {
      for q in [p2, p1, p0] where q != p3 { return p3 - q }
    } else {
      // An interior cusp: the direction just after it.
      let after = derivative(at: min(1, t + 1e-7))
      if after != .zero { return after }
      let before = derivative(at: max(0, t - 1e-7))
      if before != .zero { return before }
    }
    return p3 - p0
  }

  // MARK: Splitting (de Casteljau)

  /// The parts of the segment before and after `t`, exactly (de Casteljau).
  package func split(at t: Double) -> (PathSegment, PathSegment) {
    switch kind {
    case .line:
      let m = point(at: t)
      return (.line(p0, m), .line(m, p3))
    case .quad:
      let a = p0 + t * (p1 - p0)
      let b = p1 + t * (p3 - p1)
      let m = a + t * (b - a)
      return (.quad(p0, a, m), .quad(m, b, p3))
    case .cubic:
      let a = p0 + t * (p1 - p0)
      let b = p1 + t * (p2 - p1)
      let c = p2 + t * (p3 - p2)
      let ab = a + t * (b - a)
      let bc = b + t * (c - b)
      let m = ab + t * (bc - ab)
      return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p3))
    }
  }

  /// The part of the segment between parameters `t0 ≤ t1`; the original end points are kept
  /// bit-exact when `t0 == 0` or `t1 == 1`.
  package func subsegment(from t0: Double, to t1: Double) -> PathSegment {
    if kind == .line {
      // Directly, so a cut lands exactly where the parameter puts it.
      return .line(t0 <= 0 ? p0 : point(at: t0), t1 >= 1 ? p3 : point(at: t1))
    }
    if t0 <= 0 {
      return t1 >= 1 ? self : split(at: t1).0
    }
    if t1 >= 1 { return split(at: t0).1 }
    let head = split(at: t1).0
    return head.split(at: t0 / t1).1
  }

  // MARK: Bounds

  /// The tight bounds of the curve (extrema of the polynomial, not the control hull), as
  /// `(min, max)`.
  package func bounds() -> (min: SIMD2<Double>, max: SIMD2<Double>) {
    var lo = pointwiseMin(p0, p3)
    var hi = pointwiseMax(p0, p3)
    if kind == .line { return (lo, hi) }
    let inner = (pointwiseMin(p1, p2), pointwiseMax(p1, p2))
    // The curve stays in its hull: when the controls are inside the end points' box, so is it.
    if all(inner.0 .>= lo) && all(inner.1 .<= hi) { return (lo, hi) }
    for axis in 0..<2 {
      for t in extremaParameters(axis: axis) {
        let p = point(at: t)[axis]
        lo[axis] = Swift.min(lo[axis], p)
        hi[axis] = Swift.max(hi[axis], p)
      }
    }
    return (lo, hi)
  }

  /// Parameters in (0, 1) where the coordinate `axis` has a zero derivative (at most two).
  func extremaParameters(axis: Int) -> UnitRoots {
    let a0 = p0[axis]
    let a1 = p1[axis]
    let a2 = p2[axis]
    let a3 = p3[axis]
    var roots = UnitRoots()
    switch kind {
    case .line:
      break
    case .quad:
      // B'(t)/2 = (1−t)(c−p0) + t(p1−c) = 0.
      let denominator = a0 - 2 * a1 + a3
      if denominator != 0 { roots.insert((a0 - a1) / denominator) }
    case .cubic:
      // B'(t)/3 = a t² + b t + c with the coefficients below.
      PathSegment.solveQuadratic(
        -a0 + 3 * a1 - 3 * a2 + a3, 2 * (a0 - 2 * a1 + a2), a1 - a0, into: &roots)
    }
    return roots
  }

  /// Inserts the real roots of `a t² + b t + c = 0` that lie in (0, 1), using the
  /// cancellation-free form of the quadratic formula.
  static func solveQuadratic(_ a: Double, _ b: Double, _ c: Double, into roots: inout UnitRoots) {
    let scale = Swift.max(abs(a), abs(b), abs(c))
    guard scale > 0, scale.isFinite else { return }
    if abs(a) <= scale * 1e-12 {
      // Degenerates to linear: a cubic whose derivative is (nearly) linear.
      if b != 0 { roots.insert(-c / b) }
      return
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return }
    let root = discriminant.squareRoot()
    let q = -0.5 * (b + (b < 0 ? -root : root))
    roots.insert(q / a)
    if q != 0, discriminant > 0 { roots.insert(c / q) }
  }

  /// The parameter in `[t0, t1]` where the coordinate `axis` equals `value`, for a segment
  /// that is monotone in that axis there and crosses `value`; safeguarded Newton iteration.
  func parameter(whereAxis axis: Int, equals value: Double, in t0: Double, _ t1: Double)
    -> Double
  {
    var lo = t0
    var hi = t1
    let rising = point(at: t1)[axis] >= point(at: t0)[axis]
    var t = 0.5 * (lo + hi)
    for _ in 0..<100 {
      let f = point(at: t)[axis] - value
      if f == 0 { return t }
      if (f < 0) == rising { lo = t } else { hi = t }
      let slope = derivative(at: t)[axis]
      var next = t - f / slope
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - t) <= 1e-15 || hi - lo <= 1e-15 { return next }
      t = next
    }
    return t
  }

  // MARK: Arc length

  /// The length of the control hull: an upper bound of the arc length, used as a scale.
  package var hullLength: Double {
    switch kind {
    case .line: return distance(p0, p3)
    case .quad: return distance(p0, p1) + distance(p1, p3)
    case .cubic: return distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
    }
  }

  /// The arc length of the whole segment; see ``ArcLength`` for the method and its cost.
  package func length() -> Double {
    if kind == .line { return distance(p0, p3) }
    return ArcLength(self).length(from: 0, to: 1)
  }

  /// The arc length between parameters `t0` and `t1`.
  package func length(from t0: Double, to t1: Double) -> Double {
    if kind == .line { return t1 > t0 ? distance(p0, p3) * (t1 - t0) : 0 }
    return ArcLength(self).length(from: t0, to: t1)
  }

  /// The parameter at which the arc length from the start equals `target`, where
  /// `total == length()`: 0 at or before the start, 1 at or after the end.
  package func parameter(atLength target: Double, total: Double) -> Double {
    guard target > 0 else { return 0 }
    guard target < total, total > 0 else { return 1 }
    if kind == .line { return target / total }
    return ArcLength(self).parameter(atLength: target, total: total)
  }
}

extension CGPoint {
  package init(_ v: SIMD2<Double>) {
    self.init(x: v.x, y: v.y)
  }

  package var simd: SIMD2<Double> { SIMD2(Double(x), Double(y)) }
}

@inline(__always)
package func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
  let d = b - a
  return (d.x * d.x + d.y * d.y).squareRoot()
}
