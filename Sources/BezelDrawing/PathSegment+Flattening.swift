/// Flattening a segment into a polyline, the way Cairo does before it scan-converts a fill.
extension PathSegment {
  /// The deepest halving of one curve: 2¹⁶ lines, far beyond any tolerance on a real canvas,
  /// and a bound on the work a curve with huge coordinates can cause.
  package static let maximumFlatteningDepth = 16

  /// Calls `body` with the end point of each line of a polyline within `tolerance` of the
  /// segment, in order (the segment's start is not reported; its end is the last point).
  ///
  /// A curve is halved (de Casteljau) until both inner control points lie within
  /// `tolerance` of the chord between its ends, Cairo's own test, so a fill rasterised from
  /// these lines follows the polygon Cairo fills. A quadratic is raised to the cubic that
  /// traces it, as `cairo_curve_to` receives it.
  ///
  /// ```swift
  /// var points: [SIMD2<Double>] = []
  /// segment.flatten(tolerance: 0.1) { points.append($0) }
  /// ```
  package func flatten(tolerance: Double, _ body: (SIMD2<Double>) -> Void) {
    switch kind {
    case .line:
      body(p3)
    case .quad:
      let c1 = p0 + 2.0 / 3.0 * (p1 - p0)
      let c2 = p3 + 2.0 / 3.0 * (p1 - p3)
      PathSegment.cubic(p0, c1, c2, p3).flattenCubic(
        tolerance * tolerance, depth: PathSegment.maximumFlatteningDepth, body)
    case .cubic:
      flattenCubic(tolerance * tolerance, depth: PathSegment.maximumFlatteningDepth, body)
    }
  }

  private func flattenCubic(
    _ toleranceSquared: Double, depth: Int, _ body: (SIMD2<Double>) -> Void
  ) {
    if depth == 0 || chordErrorSquared < toleranceSquared {
      body(p3)
      return
    }
    let (head, tail) = split(at: 0.5)
    head.flattenCubic(toleranceSquared, depth: depth - 1, body)
    tail.flattenCubic(toleranceSquared, depth: depth - 1, body)
  }

  /// The larger squared distance of the two inner control points from the chord `p0`–`p3`
  /// (the segment, not its line): a bound on how far the curve strays from the chord.
  private var chordErrorSquared: Double {
    let chord = p3 - p0
    let length = (chord * chord).sum()
    func squaredDistance(_ p: SIMD2<Double>) -> Double {
      var v = p - p0
      if length > 0 {
        let u = (v * chord).sum()
        if u >= length {
          v -= chord
        } else if u > 0 {
          v -= u / length * chord
        }
      }
      return (v * v).sum()
    }
    return Swift.max(squaredDistance(p1), squaredDistance(p2))
  }
}
