/// Takes the points of a flattened curve in order (``CurveFlattening``).
///
/// A generic sink rather than a closure: the flattening is inlined into the caller's module
/// and specialised for its sink, so a rasteriser's per-line work runs inside the halving
/// loop instead of behind a closure call per point. Public only to the modules that import
/// the `Flattening` SPI: `@inlinable` code is specialised across modules only when public.
@_spi(Flattening) public protocol FlatteningSink {
  /// The end of the next line of the polyline (the curve's start is not reported).
  mutating func lineTo(_ point: SIMD2<Double>)
}
