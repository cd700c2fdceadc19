/// Receives a fill's coverage from ``CoverageRasterizer`` as runs along rows: the pixels an
/// edge crosses one by one, and each stretch between two edges as one run.
///
/// ```swift
/// var rows = CoverageRasterizer.ByteRows(output: a8, stride: width, minX: 0, minY: 0)
/// rasterizer.render(into: &rows)
/// ```
protocol CoverageSpanSink {
  /// `count` pixels of device row `y` from device column `x` all take `alpha` (1…255 of
  /// 255); pixels not reported are not covered.
  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8)

  /// Device pixel (`x`, `y`) takes `alpha`, as a span of one pixel would: the edge pixels,
  /// one call each, so a sink may take them without a run's loop.
  mutating func pixel(y: Int, x: Int, alpha: UInt8)

  /// Whether a copy of the sink writes where the sink itself does (it holds pointers and
  /// values, no storage of its own that a copy would duplicate or that appending would
  /// copy on write), so the rasteriser may work on a copy in registers. `false` unless a
  /// sink says so.
  static var copiesShareStorage: Bool { get }
}

extension CoverageSpanSink {
  static var copiesShareStorage: Bool { false }

  @inline(__always)
  mutating func pixel(y: Int, x: Int, alpha: UInt8) {
    span(y: y, x: x, count: 1, alpha: alpha)
  }
}
