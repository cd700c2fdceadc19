import Foundation

extension Path {
  /// The total arc length of all subpaths, including the closing line of each closed subpath.
  ///
  /// Lines are exact; curves are integrated with adaptive Gauss–Legendre quadrature to a
  /// relative error far below 1e-9 (cusps included). Lone `move`s add nothing.
  ///
  /// Complexity: O(segments) with no allocation — about 24 speed evaluations per smooth
  /// curve. To trim or sample the same path repeatedly, build a ``PathMeasure`` once.
  public var length: Double {
    var total = 0.0
    forEachSegment { segment in
      if !segment.isPoint { total += segment.length() }
    }
    return total
  }

  /// The part of the path between two fractions of its total arc length: Core Animation's
  /// `strokeStart` / `strokeEnd`.
  ///
  /// - The fractions are of the length of all subpaths together, in order (closing lines
  ///   included), measured along the curves — as a Lottie trim path trims one shape's
  ///   outlines; its "individually" mode measures several shapes one after another like
  ///   this, its "simultaneously" mode applies the same fractions to each shape on its own.
  /// - Both are clamped to 0…1; `from ≥ to` (or NaN) gives an empty path, `from ≤ 0` and
  ///   `to ≥ 1` the path itself.
  /// - Subpaths entirely inside the range are kept as they are (closed ones stay closed).
  ///   A subpath the range cuts becomes an open subpath starting with a `move`; its curves are
  ///   split exactly (de Casteljau) at the parameter where the arc length reaches the cut, so
  ///   the piece lies on the original curve.
  /// - A subpath of zero length (a lone `move`) is kept only when it lies strictly inside the
  ///   range.
  ///
  /// ```swift
  /// circle.trimmed(from: 0, to: 0.25)  // the first quarter of the circle
  /// ```
  ///
  /// Complexity: measures the path (O(segments)) and then cuts it; use ``PathMeasure`` to
  /// trim the same path many times.
  public func trimmed(from start: Double, to end: Double) -> Path {
    guard !start.isNaN, !end.isNaN, max(0, start) < min(1, end) else { return Path() }
    if start <= 0 && end >= 1 { return self }
    return PathMeasure(self).trimmed(from: start, to: end)
  }
}
