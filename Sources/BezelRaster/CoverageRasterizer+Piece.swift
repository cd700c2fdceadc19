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
    /// Its x per unit of height (none for a part left of the cell, whose x is not used),
    /// worked out once: a part's mean is taken in every strip it spans and at every
    /// crossing it is tested for.
    var slope: Double

    @inline(__always)
    init(
      top: Double, bottom: Double, xTop: Double, xBottom: Double, direction: Int, left: Bool
    ) {
      (self.top, self.bottom, self.xTop, self.xBottom) = (top, bottom, xTop, xBottom)
      (self.direction, self.left) = (direction, left)
      slope = left ? 0 : (xBottom - xTop) / (bottom - top)
    }

    /// Twice the mean x of the piece between heights `a` and `b` (within its own).
    @inline(__always)
    func doubledMean(_ a: Double, _ b: Double) -> Double {
      2 * xTop + (a + b - 2 * top) * slope
    }
  }
}
