/// A layer style's stroke: an outline around the outside of the content's shape.
enum OutlineFilter {
  /// Draws `color` (straight r, g, b, a) under the content wherever a pixel is within `width`
  /// pixels of the content (pixels at least half opaque), anti-aliased over the last pixel;
  /// `alone`: the outline replaces the content, where it is not covered by it.
  static func apply(_ pixels: ARGBPixels, color: SIMD4<Float>, width: Double, alone: Bool = false) {
    let w = pixels.width
    let h = pixels.height
    guard w > 0, h > 0, width.isFinite, width > 0, color.w > 0 else { return }
    let distances = squaredDistances(pixels)
    let reach = Float(min(width, Double(w + h)))
    for y in 0..<h {
      for x in 0..<w {
        let d = distances[y * w + x].squareRoot()
        // The edge lies half a pixel past the nearest inside pixel's centre.
        let coverage = min(max(reach + 1 - d, 0), 1)
        let content = pixels[x, y]
        let ca = Float(content >> 24)
        if alone {
          let a = color.w * coverage * (255 - ca)
          pixels[x, y] = ARGBPixels.word(
            premultiplied: SIMD4(color.x * a, color.y * a, color.z * a, a))
          continue
        }
        guard coverage > 0 else { continue }
        let a = color.w * coverage * 255
        let c = SIMD4(
          Float((content >> 16) & 0xFF), Float((content >> 8) & 0xFF), Float(content & 0xFF), ca)
        let s = SIMD4(color.x * a, color.y * a, color.z * a, a)
        pixels[x, y] = ARGBPixels.word(premultiplied: c + s * (1 - ca / 255))
      }
    }
  }

  /// The squared distance from each pixel to the nearest pixel at least half opaque, or
  /// `toOutside`, to the nearest one less than half opaque (Felzenszwalb and Huttenlocher's
  /// exact transform: one pass along columns, one along rows, each linear).
  ///
  /// A line whose values are all the same comes out unchanged (every parabola stands at the
  /// same height, and each step's own is the lowest), so it is skipped: most columns of a
  /// layer's surface are all outside or all inside. Only while every sum the transform forms
  /// is a whole number a float holds exactly, where the transform returns exactly that.
  ///
  /// With a `cap`, a squared distance at or above it may come out as `cap` instead: the rows'
  /// pass then looks only as far as the nearest value found so far can still improve, which
  /// for a small cap (a thin bevel) is a few pixels each side rather than the envelope.
  static func squaredDistances(
    _ pixels: ARGBPixels, toOutside: Bool = false, cap: Float? = nil
  ) -> [Float] {
    let w = pixels.width
    let h = pixels.height
    let far = Float(w * w + h * h + 1)
    let exact = 2 * (w * w + h * h) + 1 < 1 << 24
    var grid = [Float](repeating: far, count: w * h)
    let n = max(w, h)
    var f = [Float](repeating: 0, count: n)
    var out = [Float](repeating: 0, count: n)
    var v = [Int](repeating: 0, count: n)
    var z = [Float](repeating: 0, count: n + 1)
    grid.withUnsafeMutableBufferPointer { grid in
      f.withUnsafeMutableBufferPointer { f in
        out.withUnsafeMutableBufferPointer { out in
          v.withUnsafeMutableBufferPointer { v in
            z.withUnsafeMutableBufferPointer { z in
              // Unchecked pointers: these loops visit every pixel several times.
              guard let g = grid.baseAddress, let f = f.baseAddress, let out = out.baseAddress,
                let v = v.baseAddress, let z = z.baseAddress
              else { return }
              for y in 0..<h {
                let row = pixels.base + y * pixels.stride
                for x in 0..<w where (row[x] >> 24 >= 128) != toOutside { g[y * w + x] = 0 }
              }
              for x in 0..<w {
                var uniform = true
                for y in 0..<h {
                  f[y] = g[y * w + x]
                  if f[y] != f[0] { uniform = false }
                }
                if uniform && exact { continue }
                if exact {
                  seedDistances(f, count: h, into: out, scratch: v)
                } else {
                  transform(f, count: h, into: out, v: v, z: z)
                }
                for y in 0..<h { g[y * w + x] = out[y] }
              }
              for y in 0..<h {
                let row = g + y * w
                var uniform = true
                for x in 0..<w where row[x] != row[0] {
                  uniform = false
                  break
                }
                if uniform && exact { continue }
                f.update(from: row, count: w)
                if let cap, exact {
                  nearest(f, count: w, into: row, cap: cap)
                } else {
                  transform(f, count: w, into: row, v: v, z: z)
                }
              }
            }
          }
        }
      }
    }
    return grid
  }

  /// ``transform(_:count:into:v:z:)`` of a line of seeds (0) and `far`s holding at least one
  /// of each, as the first pass along the columns has: the squared distance to the nearest
  /// seed, found by one scan each way rather than the envelope's divisions.
  ///
  /// The same values while sums stay exact: a `far` parabola lies above every seed's over
  /// the whole line (`far` exceeds any squared distance in it), and two seeds' parabolas
  /// cross at a half-integer, which a float holds; so the envelope picks the nearest seed.
  @inline(__always)
  private static func seedDistances(
    _ f: UnsafePointer<Float>, count n: Int, into out: UnsafeMutablePointer<Float>,
    scratch before: UnsafeMutablePointer<Int>
  ) {
    // `n` stands for no seed on that side: farther than any seed in the line.
    var last = -n
    for q in 0..<n {
      if f[q] == 0 { last = q }
      before[q] = q - last
    }
    var next = 2 * n
    for q in stride(from: n - 1, through: 0, by: -1) {
      if f[q] == 0 { next = q }
      let d = min(before[q], next - q)
      out[q] = Float(d * d)
    }
  }

  /// ``transform(_:count:into:v:z:)`` capped: the lowest (q − p)² + f[p] for each q, or
  /// `cap` where that is no lower, trying steps p further from q only while their square is
  /// below the lowest found. The same values under the cap while sums stay exact (every sum
  /// is a whole number a float holds, and the lowest is the envelope's).
  @inline(__always)
  private static func nearest(
    _ f: UnsafePointer<Float>, count n: Int, into out: UnsafeMutablePointer<Float>, cap: Float
  ) {
    for q in 0..<n {
      var lowest = min(f[q], cap)
      var k = 1
      while Float(k * k) < lowest {
        let square = Float(k * k)
        if q >= k { lowest = min(lowest, square + f[q - k]) }
        if q + k < n { lowest = min(lowest, square + f[q + k]) }
        k += 1
      }
      out[q] = lowest
    }
  }

  /// The one-dimensional squared-distance transform of `f` (the lower envelope of parabolas).
  @inline(__always)
  private static func transform(
    _ f: UnsafePointer<Float>, count n: Int, into out: UnsafeMutablePointer<Float>,
    v: UnsafeMutablePointer<Int>, z: UnsafeMutablePointer<Float>
  ) {
    var k = 0
    v[0] = 0
    z[0] = -.infinity
    z[1] = .infinity
    if n > 1 {
      for q in 1..<n {
        var s: Float
        repeat {
          let p = v[k]
          s = ((f[q] + Float(q * q)) - (f[p] + Float(p * p))) / Float(2 * q - 2 * p)
          if s <= z[k] { k -= 1 } else { break }
        } while k >= 0
        k += 1
        v[k] = q
        z[k] = s
        z[k + 1] = .infinity
      }
    }
    k = 0
    for q in 0..<n {
      while z[k + 1] < Float(q) { k += 1 }
      let d = Float(q - v[k])
      out[q] = d * d + f[v[k]]
    }
  }
}
