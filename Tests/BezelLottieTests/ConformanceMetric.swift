/// The corpus' score of one frame, as `../shared/tools/lottie-compare` computes it (metric A):
/// both pictures composited over white and over black, the percentage of pixels whose largest
/// channel differs by more than 32/255, the worse of the two backgrounds.
enum ConformanceMetric {
  static let threshold: Float = 32

  /// The score of `candidate` against `reference`; 100 when their sizes differ.
  static func percentOff(_ candidate: StraightPNG, _ reference: StraightPNG) -> Double {
    guard candidate.width == reference.width, candidate.height == reference.height else {
      return 100
    }
    let count = reference.width * reference.height
    guard count > 0 else { return 0 }
    var worst = 0.0
    // Single-precision arithmetic in the script's order, so the same pixels cross the threshold.
    for background: Float in [255, 0] {
      var off = 0
      candidate.rgba.withUnsafeBufferPointer { c in
        reference.rgba.withUnsafeBufferPointer { r in
          for i in 0..<count {
            let ca = Float(c[i * 4 + 3]) / 255
            let ra = Float(r[i * 4 + 3]) / 255
            let cb = background * (1 - ca)
            let rb = background * (1 - ra)
            var largest: Float = 0
            for channel in 0..<3 {
              let cv = Float(c[i * 4 + channel]) * ca + cb
              let rv = Float(r[i * 4 + channel]) * ra + rb
              largest = max(largest, abs(cv - rv))
            }
            if largest > threshold { off += 1 }
          }
        }
      }
      worst = max(worst, 100 * Double(off) / Double(count))
    }
    return worst
  }
}
