extension CoverageRasterizer {
  /// A part of a line inside one shared cell's row (``exactCoverage(cell:row:lines:)``), in
  /// 1/256 pixels: from `top` to `bottom`, at `xTop` and `xBottom`; `left` when it lies left
  /// of the cell, where only the winding it adds counts.
  struct Piece {
    var top: Double
    var bottom: Double
    var xTop: Double
    var xBottom: Double
    var direction: Int
    var left: Bool

    /// Twice the mean x of the piece between heights `a` and `b` (within its own).
    @inline(__always)
    func doubledMean(_ a: Double, _ b: Double) -> Double {
      let slope = (xBottom - xTop) / (bottom - top)
      return 2 * xTop + (a + b - 2 * top) * slope
    }
  }
}
