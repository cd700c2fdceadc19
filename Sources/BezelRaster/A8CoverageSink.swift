/// Writes coverage into an A8 buffer, as a compositor's span renderer would: each span's
/// alpha stored as the byte, nothing blended.
///
/// Used where the bytes Cairo would leave on a clear A8 surface are wanted
/// (``DisplayListPainter/writeConvertedStroke(_:style:box:matrix:on:)``) and by the
/// rasterisation benchmarks.
struct A8CoverageSink: CoverageSpanSink {
  let bytes: UnsafeMutablePointer<UInt8>
  let stride: Int
  static var copiesShareStorage: Bool { true }
  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
    (bytes + y * stride + x).update(repeating: alpha, count: count)
  }
  mutating func pixel(y: Int, x: Int, alpha: UInt8) {
    bytes[y * stride + x] = alpha
  }
}
