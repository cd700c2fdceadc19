/// How two RGBA pictures of the same size differ.
struct PixelDifference: Sendable, Equatable {
  /// The largest difference of any channel of any pixel (0…255).
  var maximum: Int
  /// The fraction of pixels with a channel differing by more than `threshold`.
  var fractionOver: Double
  var threshold: Int

  /// Compares `a` and `b` (same length, RGBA); `nil` when the sizes differ.
  init?(_ a: [UInt8], _ b: [UInt8], threshold: Int = 16) {
    guard a.count == b.count, a.count % 4 == 0 else { return nil }
    var maximum = 0
    var over = 0
    var index = 0
    while index < a.count {
      var pixelMax = 0
      for channel in 0..<4 {
        pixelMax = max(pixelMax, abs(Int(a[index + channel]) - Int(b[index + channel])))
      }
      maximum = max(maximum, pixelMax)
      if pixelMax > threshold { over += 1 }
      index += 4
    }
    self.maximum = maximum
    self.fractionOver = a.isEmpty ? 0 : Double(over) / Double(a.count / 4)
    self.threshold = threshold
  }
}
