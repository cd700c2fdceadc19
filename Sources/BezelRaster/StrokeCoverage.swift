import CCairo

/// The coverage of a stroke as ``DisplayListPainter/strokeCoverage(ofStroke:style:)``
/// hands it over: runs (kept, or being kept), or the A8 surface it was made on for one draw.
enum StrokeCoverage {
  /// Runs, as the ``CoverageCache`` keeps them (the cache may hold them).
  case kept(CoverageCache.Coverage)
  /// An A8 surface whose first byte is device pixel (`box.minX`, `box.minY`); the receiver
  /// destroys it once drawn.
  case made(OpaquePointer, FrameDamage.Box)

  /// The device pixels the coverage spans.
  var box: FrameDamage.Box {
    switch self {
    case .kept(let coverage): coverage.box
    case .made(_, let box): box
    }
  }
}
