@_spi(Flattening) import BezelDrawing

extension CoverageRasterizer {
  /// Takes a flattened curve's points as lines from the last one's end
  /// (``CoverageRasterizer/lineTo(_:)``).
  ///
  /// The flattening is specialised for it, so each line is stored inside the halving loop:
  /// through a closure, every point paid a call, its thunk and the registers it saved.
  struct LineSink: FlatteningSink {
    /// The rasteriser flattening the curve, which outlives the sink (a local of
    /// ``CoverageRasterizer/addCurve(_:)``): unmanaged, since an `unowned(unsafe)` one was
    /// still retained and released around every line.
    let rasterizer: Unmanaged<CoverageRasterizer>

    @inline(__always)
    func lineTo(_ point: SIMD2<Double>) {
      rasterizer._withUnsafeGuaranteedRef { $0.lineTo(point) }
    }
  }
}
