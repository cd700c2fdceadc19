extension PathMeasure {
  /// How a ``PathMeasure`` measures the curves of its path.
  package enum CurveMeasurement: Hashable, Sendable {
    /// Along the curves themselves, with adaptive quadrature (see ``ArcLength``): exact to
    /// about 1e-11 of the length. Lines are always exact.
    case exact
    /// Each curve replaced by `count` straight chords between equal parameter steps, so
    /// positions lie on the chords and the direction at a point is its chord's. lottie-web
    /// measures spatial position keyframes this way with 150 chords, and an auto-oriented
    /// layer keeps the heading of the last chord after its final keyframe; matching it needs
    /// the same chords, not the exact curve.
    case chords(Int)
  }
}
