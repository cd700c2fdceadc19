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
    PathSegment.flattenCubic(p0, p1, p2, p3, toleranceSquared, depth: depth, body)
  }

  /// Halves the cubic `p0`…`p3` until each part is within tolerance, reporting the parts'
  /// ends in order: the head by recursion, the tail in the same call (a loop), on the four
  /// points alone rather than a segment and its kind, since fills flatten every curve on
  /// every frame. The arithmetic is ``split(at:)``'s at a half, so the points are the same.
  private static func flattenCubic(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    _ toleranceSquared: Double, depth: Int, _ body: (SIMD2<Double>) -> Void
  ) {
    var (p0, p1, p2, p3) = (p0, p1, p2, p3)
    var depth = depth
    // Not `>=`: an error that is not a number halves the curve too, as deep as it goes.
    while depth > 0, !(chordErrorSquared(p0, p1, p2, p3) < toleranceSquared) {
      let t = 0.5
      let a = p0 + t * (p1 - p0)
      let b = p1 + t * (p2 - p1)
      let c = p2 + t * (p3 - p2)
      let ab = a + t * (b - a)
      let bc = b + t * (c - b)
      let m = ab + t * (bc - ab)
      depth -= 1
      flattenCubic(p0, a, ab, m, toleranceSquared, depth: depth, body)
      (p0, p1, p2) = (m, bc, c)
    }
    body(p3)
  }

  /// The larger squared distance of the two inner control points from the chord `p0`–`p3`
  /// (the segment, not its line): a bound on how far the curve strays from the chord.
  @inline(__always)
  private static func chordErrorSquared(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>
  ) -> Double {
    let chord = p3 - p0
    let length = (chord * chord).sum()
    @inline(__always)
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
