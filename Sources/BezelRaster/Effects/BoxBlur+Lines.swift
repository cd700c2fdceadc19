extension BoxBlur {
  /// One box pass along a line of `count` pixels of four channels, packed (a row of an
  /// image of colours), starting from the window sum `start` of step 0.
  ///
  /// The same operations in the same order as the general pass (store the mean, add the
  /// value entering, subtract the one leaving), so the pixels are the same; the sum is kept
  /// in registers, and the steps whose window lies inside the line skip the edge tests.
  @inline(__always)
  static func slideFour(
    _ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<Float>, count n: Int, radius r: Int,
    repeatEdges: Bool, sum start: SIMD4<Double>, scale: Double
  ) {
    let input = UnsafeRawPointer(src)
    let output = UnsafeMutableRawPointer(dst)
    let wide = SIMD4<Double>(repeating: scale)
    @inline(__always) func value(_ step: Int) -> SIMD4<Double> {
      SIMD4<Double>(input.loadUnaligned(fromByteOffset: 16 * step, as: SIMD4<Float>.self))
    }
    var sum = start
    // Steps lo..<hi have both the entering (i + 1 + r) and the leaving (i − r) step inside.
    let lo = min(r, n)
    let hi = max(lo, n - 1 - r)
    var i = 0
    while i < n {
      output.storeBytes(of: SIMD4<Float>(sum * wide), toByteOffset: 16 * i, as: SIMD4<Float>.self)
      if i >= lo && i < hi {
        sum += value(i + 1 + r)
        sum -= value(i - r)
      } else if i + 1 < n {
        let entering = i + 1 + r
        if entering < n {
          sum += value(entering)
        } else if repeatEdges {
          sum += value(n - 1)
        }
        let leaving = i - r
        if leaving >= 0 {
          sum -= value(leaving)
        } else if repeatEdges {
          sum -= value(0)
        }
      }
      i += 1
    }
  }

  /// ``slideFour(_:_:count:radius:repeatEdges:sum:scale:)`` for a line of single values (a
  /// row of an alpha image).
  @inline(__always)
  static func slideOne(
    _ src: UnsafePointer<Float>, _ dst: UnsafeMutablePointer<Float>, count n: Int, radius r: Int,
    repeatEdges: Bool, sum start: Double, scale: Double
  ) {
    var sum = start
    let lo = min(r, n)
    let hi = max(lo, n - 1 - r)
    var i = 0
    while i < n {
      dst[i] = Float(sum * scale)
      if i >= lo && i < hi {
        sum += Double(src[i + 1 + r])
        sum -= Double(src[i - r])
      } else if i + 1 < n {
        let entering = i + 1 + r
        if entering < n {
          sum += Double(src[entering])
        } else if repeatEdges {
          sum += Double(src[n - 1])
        }
        let leaving = i - r
        if leaving >= 0 {
          sum -= Double(src[leaving])
        } else if repeatEdges {
          sum -= Double(src[0])
        }
      }
      i += 1
    }
  }
}
