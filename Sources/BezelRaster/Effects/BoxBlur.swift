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

  /// The part of `pixels` a blur with transparent edges can change: the box of its
  /// non-transparent pixels grown by the radii's sum along each blurred axis, cut to the
  /// pixels; `nil` when every pixel is transparent (the blur leaves them so).
  ///
  /// Blurring only this part gives every pixel the whole blur gives it: outside it the
  /// passes spread nothing, and the pixels just beyond it are transparent at every pass, as
  /// the transparent edge is, so each running sum adds and subtracts the same values in the
  /// same order. A layer's blur runs on a surface as large as the frame, and the layer often
  /// covers a small part of it.
  static func reach(
    of pixels: ARGBPixels, radii: [Int], horizontal: Bool, vertical: Bool
  ) -> ARGBPixels? {
    var minX = pixels.width
    var minY = pixels.height
    var maxX = 0
    var maxY = 0
    for y in 0..<pixels.height {
      let row = pixels.base + y * pixels.stride
      var first = -1
      for x in 0..<pixels.width where row[x] != 0 {
        first = x
        break
      }
      guard first >= 0 else { continue }
      var last = pixels.width - 1
      while row[last] == 0 { last -= 1 }
      minX = min(minX, first)
      maxX = max(maxX, last + 1)
      if minY > y { minY = y }
      maxY = y + 1
    }
    guard minX < maxX, minY < maxY else { return nil }
    let spread = radii.reduce(0) { $0 + min(max($1, 0), 1 << 40) }
    if horizontal {
      minX = max(0, minX - spread)
      maxX = min(pixels.width, maxX + spread)
    }
    if vertical {
      minY = max(0, minY - spread)
      maxY = min(pixels.height, maxY + spread)
    }
    return ARGBPixels(
      base: pixels.base + minY * pixels.stride + minX, width: maxX - minX, height: maxY - minY,
      stride: pixels.stride)
  }

  /// Blurs `image` in place: one box pass of each radius along x (when `horizontal`) and
  /// along y (when `vertical`). Beyond the image is transparent, or its edge pixels repeated.
  ///
  /// Each pass keeps a running sum of its window (add the pixel entering, subtract the one
  /// leaving), in doubles so that long lines lose nothing; the vertical passes run along rows
  /// with one sum per column, so every pass reads memory in order.
  static func blur(
    _ image: inout FloatImage, radii: [Int], horizontal: Bool = true, vertical: Bool = true,
    repeatEdges: Bool = false
  ) {
    let radii = radii.filter { $0 > 0 }
    guard !radii.isEmpty, image.width > 0, image.height > 0 else { return }
    let w = image.width
    let h = image.height
    let k = image.channels
    // Each pass writes every value of its target before the next pass reads it, so the
    // spare image needs no zero fill.
    var spare = [Float](unsafeUninitializedCapacity: image.values.count) { _, initialized in
      initialized = image.values.count
    }
    var sums = [Double](repeating: 0, count: w * k)
    for pass in (horizontal ? radii : []).map({ (r: $0, along: true) })
      + (vertical ? radii : []).map({ (r: $0, along: false) })
    {
      image.values.withUnsafeBufferPointer { source in
        spare.withUnsafeMutableBufferPointer { target in
          sums.withUnsafeMutableBufferPointer { sums in
            // Unchecked pointers: these loops are the whole cost of a blur.
            let src = source.baseAddress!
            let dst = target.baseAddress!
            let acc = sums.baseAddress!
            if pass.along {
              for y in 0..<h {
                slide(
                  src + y * w * k, dst + y * w * k, count: w, lanes: k, stride: k, radius: pass.r,
                  repeatEdges: repeatEdges, sums: acc)
              }
            } else {
              slide(
                src, dst, count: h, lanes: w * k, stride: w * k, radius: pass.r,
                repeatEdges: repeatEdges, sums: acc)
            }
          }
        }
      }
      swap(&image.values, &spare)
    }
  }

  /// One box pass along a line of `count` steps `stride` floats apart, for `lanes` values
  /// side by side at each step (the channels of a pixel, or a whole row's): each output is
  /// the mean of the 2r + 1 inputs around it.
  ///
  /// Four lanes at a time in SIMD registers (a pixel's channels along a row, four columns'
  /// sums down the rows), each lane with the scalar's operations in the scalar's order, so
  /// the pixels are those of one lane at a time.
  @inline(__always)
  private static func slide(
    _ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<Float>, count n: Int, lanes: Int,
    stride: Int, radius r: Int, repeatEdges: Bool, sums: UnsafeMutablePointer<Double>
  ) {
    let last = (n - 1) * stride
    // The window around step 0 covers steps −r…r: those inside, and the edge value for each
    // outside when edges repeat.
    let inside = min(r, n - 1)
    let before = Double(r)
    let after = Double(max(0, r - (n - 1)))
    for j in 0..<lanes {
      var sum = 0.0
      for i in 0...inside { sum += Double(src[i * stride + j]) }
      if repeatEdges { sum += before * Double(src[j]) + after * Double(src[last + j]) }
      sums[j] = sum
    }
    let scale = 1 / (Double(r) * 2 + 1)
    // A row's horizontal pass has one pixel's channels a step (`lanes == stride`): its sum
    // stays in registers and the window's bounds are tested only near the ends.
    if lanes == 4 {
      return slideFour(
        src, dst, count: n, radius: r, repeatEdges: repeatEdges,
        sum: UnsafeRawPointer(sums).loadUnaligned(as: SIMD4<Double>.self), scale: scale)
    }
    if lanes == 1 {
      return slideOne(
        src, dst, count: n, radius: r, repeatEdges: repeatEdges, sum: sums[0], scale: scale)
    }
    let wide = SIMD4<Double>(repeating: scale)
    let vectors = lanes / 4 * 4
    let input = UnsafeRawPointer(src)
    let output = UnsafeMutableRawPointer(dst)
    let kept = UnsafeMutableRawPointer(sums)
    for i in 0..<n {
      let row = i * stride
      // Step i + 1's window gains step i + 1 + r and loses step i − r (none after the last).
      let entering = i + 1 + r
      let leaving = i - r
      let more = i + 1 < n
      let enters = more ? (entering < n ? entering * stride : (repeatEdges ? last : -1)) : -1
      let leaves = more ? (leaving >= 0 ? leaving * stride : (repeatEdges ? 0 : -1)) : -1
      var j = 0
      // Inside the line both steps exist: the same operations without the tests.
      if enters >= 0 && leaves >= 0 {
        while j < vectors {
          var sum = kept.loadUnaligned(fromByteOffset: 8 * j, as: SIMD4<Double>.self)
          output.storeBytes(
            of: SIMD4<Float>(sum * wide), toByteOffset: 4 * (row + j), as: SIMD4<Float>.self)
          sum += SIMD4<Double>(
            input.loadUnaligned(fromByteOffset: 4 * (enters + j), as: SIMD4<Float>.self))
          sum -= SIMD4<Double>(
            input.loadUnaligned(fromByteOffset: 4 * (leaves + j), as: SIMD4<Float>.self))
          kept.storeBytes(of: sum, toByteOffset: 8 * j, as: SIMD4<Double>.self)
          j += 4
        }
      }
      while j < vectors {
        var sum = kept.loadUnaligned(fromByteOffset: 8 * j, as: SIMD4<Double>.self)
        output.storeBytes(
          of: SIMD4<Float>(sum * wide), toByteOffset: 4 * (row + j), as: SIMD4<Float>.self)
        if enters >= 0 {
          sum += SIMD4<Double>(
            input.loadUnaligned(fromByteOffset: 4 * (enters + j), as: SIMD4<Float>.self))
        }
        if leaves >= 0 {
          sum -= SIMD4<Double>(
            input.loadUnaligned(fromByteOffset: 4 * (leaves + j), as: SIMD4<Float>.self))
        }
        kept.storeBytes(of: sum, toByteOffset: 8 * j, as: SIMD4<Double>.self)
        j += 4
      }
      while j < lanes {
        dst[row + j] = Float(sums[j] * scale)
        if enters >= 0 { sums[j] += Double(src[enters + j]) }
        if leaves >= 0 { sums[j] -= Double(src[leaves + j]) }
        j += 1
      }
    }
  }
}
