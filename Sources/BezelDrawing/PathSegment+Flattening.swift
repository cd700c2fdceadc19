/// Flattening a segment into a polyline, the way Cairo does before it scan-converts a fill.
extension PathSegment {
  /// The deepest halving of one curve (``CurveFlattening/maximumDepth``).
  package static var maximumFlatteningDepth: Int { CurveFlattening.maximumDepth }

  /// Calls `body` with the end point of each line of a polyline within `tolerance` of the
  /// segment, in order (the segment's start is not reported; its end is the last point).
  ///
  /// A curve is halved (de Casteljau) until both inner control points lie within
  /// `tolerance` of the chord between its ends, Cairo's own test, so a fill rasterised from
  /// these lines follows the polygon Cairo fills (``CurveFlattening``). A quadratic is
  /// raised to the cubic that traces it, as `cairo_curve_to` receives it.
  ///
  /// ```swift
  /// var points: [SIMD2<Double>] = []
  /// segment.flatten(tolerance: 0.1) { points.append($0) }
  /// ```
  package func flatten(tolerance: Double, _ body: (SIMD2<Double>) -> Void) {
    guard kind != .line else { return body(p3) }
    withoutActuallyEscaping(body) { body in
      var sink = ClosureFlatteningSink(body: body)
      CurveFlattening.flatten(
        p0, p1, p2, p3, quadratic: kind == .quad, tolerance: tolerance, into: &sink)
    }
  }
}
