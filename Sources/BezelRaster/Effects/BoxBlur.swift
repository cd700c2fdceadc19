/// Box blurs, and the Gaussian made of three of them (as browsers draw `feGaussianBlur`).
///
/// Each pass averages a window of 2r + 1 pixels with running sums, so its cost does not depend
/// on the radius: a radius of 10⁹ costs what a radius of 1 does (and leaves next to nothing).
enum BoxBlur {
  /// The three box radii whose passes give a Gaussian of standard deviation `sigma` (the
  /// widths' variances add up to σ²); none when the blur is under half a pixel.
  static func gaussianRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma >= 0.5 else { return [] }
    let s = min(sigma, 1e12)
    let passes = 3.0
    let ideal = (12 * s * s / passes + 1).squareRoot()
    var lower = ideal.rounded(.down)
    if lower.truncatingRemainder(dividingBy: 2) == 0 { lower -= 1 }
    let upper = lower + 2
    let lowerCount =
      ((12 * s * s - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4))
      .rounded()
    return (0..<3).map { i in
      let width = Double(i) < lowerCount ? lower : upper
      return Int(min(max((width - 1) / 2, 0), Double(1 << 40)))
    }
  }

  /// Blurs `image` in place: one box pass of each radius along x (when `horizontal`) and
  /// along y (when `vertical`). Beyond the image is transparent, or its edge pixels repeated.
  static func blur(
    _ image: inout FloatImage, radii: [Int], horizontal: Bool = true, vertical: Bool = true,
    repeatEdges: Bool = false
  ) {
    let radii = radii.filter { $0 > 0 }
    guard !radii.isEmpty, image.width > 0, image.height > 0 else { return }
    let k = image.channels
    var line = [Float](repeating: 0, count: max(image.width, image.height) * k)
    var sums = [Double](repeating: 0, count: (max(image.width, image.height) + 1) * k)
    image.values.withUnsafeMutableBufferPointer { values in
      if horizontal {
        for y in 0..<image.height {
          blurLine(
            values, start: y * image.width * k, step: k, count: image.width, channels: k,
            radii: radii, repeatEdges: repeatEdges, line: &line, sums: &sums)
        }
      }
      if vertical {
        for x in 0..<image.width {
          blurLine(
            values, start: x * k, step: image.width * k, count: image.height, channels: k,
            radii: radii, repeatEdges: repeatEdges, line: &line, sums: &sums)
        }
      }
    }
  }

  /// Runs every pass over one row or column: `count` pixels `step` floats apart.
  private static func blurLine(
    _ values: UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count n: Int,
    channels k: Int, radii: [Int], repeatEdges: Bool, line lineArray: inout [Float],
    sums sumsArray: inout [Double]
  ) {
    lineArray.withUnsafeMutableBufferPointer { lineBuffer in
      sumsArray.withUnsafeMutableBufferPointer { sumsBuffer in
        // Unchecked pointers: this loop is the whole cost of a blur.
        let line = lineBuffer.baseAddress!
        let sums = sumsBuffer.baseAddress!
        let base = values.baseAddress!
        for i in 0..<n {
          for c in 0..<k { line[i * k + c] = base[start + i * step + c] }
        }
        for r in radii {
          for c in 0..<k { sums[c] = 0 }
          for i in 0..<n {
            for c in 0..<k { sums[(i + 1) * k + c] = sums[i * k + c] + Double(line[i * k + c]) }
          }
          let scale = 1 / (Double(r) * 2 + 1)
          for i in 0..<n {
            let lo = i - r
            let hi = i + r
            let a = min(max(lo, 0), n) * k
            let b = min(max(hi + 1, 0), n) * k
            let left = repeatEdges ? Double(max(0, -lo)) : 0
            let right = repeatEdges ? Double(max(0, hi - (n - 1))) : 0
            for c in 0..<k {
              var sum = sums[b + c] - sums[a + c]
              if repeatEdges {
                // The edge values from the sums: `line` is overwritten as the pass goes.
                let first = sums[k + c] - sums[c]
                let last = sums[n * k + c] - sums[(n - 1) * k + c]
                sum += left * first + right * last
              }
              line[i * k + c] = Float(sum * scale)
            }
          }
        }
        for i in 0..<n {
          for c in 0..<k { base[start + i * step + c] = line[i * k + c] }
        }
      }
    }
  }
}
