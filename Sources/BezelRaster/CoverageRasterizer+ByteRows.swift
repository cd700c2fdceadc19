extension CoverageRasterizer {
  /// Writes spans as A8 bytes: device pixel (x, y) at
  /// `output + (y − minY) × stride + x − minX`.
  struct ByteRows: CoverageSpanSink {
    let output: UnsafeMutablePointer<UInt8>
    let stride: Int
    let minX: Int
    let minY: Int

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      (output + (y - minY) * stride + (x - minX)).update(repeating: alpha, count: count)
    }
  }
}
