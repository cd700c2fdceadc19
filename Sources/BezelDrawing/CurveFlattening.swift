/// Cairo's flattening of a Bézier curve into a polyline, as it flattens before it
/// scan-converts a fill (``PathSegment/flatten(tolerance:_:)``).
///
/// Public to the `Flattening` SPI and inlinable, so that the fill rasteriser gets it
/// specialised for its ``FlatteningSink`` (the Swift 6 compiler serialises no `package`
/// bodies for other modules: a generic `package` function is called unspecialised there).
@_spi(Flattening) public enum CurveFlattening {
  /// The deepest halving of one curve: 2¹⁶ lines, far beyond any tolerance on a real canvas,
  /// and a bound on the work a curve with huge coordinates can cause.
  public static var maximumDepth: Int { 16 }

  /// Hands `sink` the end point of each line of a polyline within `tolerance` of the curve
  /// `p0`…`p3`, in order (its start is not reported; its end is the last point): a cubic,
  /// or with `quadratic` the quadratic whose control point is `p1` (`p2` unused), raised to
  /// the cubic that traces it, as `cairo_curve_to` receives it.
  ///
  /// The curve is halved (de Casteljau) until both inner control points lie within
  /// `tolerance` of the chord between its ends, Cairo's own test, so a fill rasterised from
  /// these lines follows the polygon Cairo fills.
  @inlinable
  public static func flatten<Sink: FlatteningSink>(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    quadratic: Bool, tolerance: Double, into sink: inout Sink
  ) {
    if quadratic {
      let c1 = p0 + 2.0 / 3.0 * (p1 - p0)
      let c2 = p3 + 2.0 / 3.0 * (p1 - p3)
      cubic(p0, c1, c2, p3, tolerance * tolerance, depth: maximumDepth, into: &sink)
    } else {
      cubic(p0, p1, p2, p3, tolerance * tolerance, depth: maximumDepth, into: &sink)
    }
  }

  /// Halves the cubic `p0`…`p3` until each part is within tolerance, reporting the parts'
  /// ends in order: the head by recursion, the tail in the same call (a loop), on the four
  /// points alone, since fills flatten every curve on every frame. The arithmetic is
  /// ``PathSegment/split(at:)``'s at a half, so the points are the same.
  @inlinable
  static func cubic<Sink: FlatteningSink>(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    _ toleranceSquared: Double, depth: Int, into sink: inout Sink
  ) {
    var (p0, p1, p2, p3) = (p0, p1, p2, p3)
    var depth = depth
    while depth > 0, !isFlat(p0, p1, p2, p3, toleranceSquared) {
      let t = 0.5
      let a = p0 + t * (p1 - p0)
      let b = p1 + t * (p2 - p1)
      let c = p2 + t * (p3 - p2)
      let ab = a + t * (b - a)
      let bc = b + t * (c - b)
      let m = ab + t * (bc - ab)
      depth -= 1
      cubic(p0, a, ab, m, toleranceSquared, depth: depth, into: &sink)
      (p0, p1, p2) = (m, bc, c)
    }
    sink.lineTo(p3)
  }

  /// Whether both inner control points lie within the tolerance of the chord `p0`–`p3`
  /// (the segment, not its line): the larger squared distance is below `toleranceSquared`,
  /// Cairo's test, so that an error that is not a number halves the curve too, as deep as
  /// it goes.
  ///
  /// The second point's distance is only worked out when the first one's is within: past
  /// it the curve is halved whatever the second is. `max(d₁, d₂) < tolerance²` then holds
  /// exactly when `d₂` is not `≥ tolerance²` (a `d₂` that is not a number leaves `max` at
  /// `d₁`, as `Swift.max` takes the first unless the second is not smaller).
  @inlinable @inline(__always)
  static func isFlat(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    _ toleranceSquared: Double
  ) -> Bool {
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
    guard squaredDistance(p1) < toleranceSquared else { return false }
    return !(squaredDistance(p2) >= toleranceSquared)
  }
}
