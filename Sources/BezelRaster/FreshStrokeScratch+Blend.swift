extension FreshStrokeScratch {
  /// Blends the translucent premultiplied `pixel` through the A8 coverage in ``bytes`` (rows
  /// `stride` apart, its first byte device pixel (`box.minX`, `box.minY`)) into `target`,
  /// which holds all of `box`, and sets every byte it reads back to zero. The bytes are
  /// those of ``CoverageCompositor/SolidSpans`` handed every covered pixel (pixman's `OVER`
  /// of the colour times the coverage); returns a device pixel just drawn, likely inked (the
  /// last of full coverage, else the last drawn), `nil` when none.
  ///
  /// The general blend (``DisplayListPainter/blend(_:stride:box:in:into:clearing:)``) hands
  /// each edge pixel to the sink as a span of one, about ninety instructions a pixel on
  /// `thorvg__down`, and walks the mixed eight bytes round each edge one byte at a time.
  /// Here the empty box round a thin stroke is passed 64 bytes at a time; a word of eight
  /// coverage bytes is cleared at once and its covered bytes are found by their bits; the
  /// colour times each coverage is looked up (``sources(for:)``); and an edge pixel on a
  /// clear pixel is that share alone (`OVER` onto 0 adds a product that rounds to 0).
  func blend(
    _ pixel: UInt32, stride: Int, box: FrameDamage.Box, into target: BlendTarget
  ) -> (x: Int, y: Int)? {
    guard let bytes else { return nil }
    let sources = sources(for: pixel)
    let width = box.maxX - box.minX
    guard width > 0 else { return nil }
    // Where a word of full coverage and an edge were last drawn (box columns), and their rows.
    var (fullX, fullY, edgeX, edgeY) = (-1, 0, -1, 0)
    // Wrapping below: offsets lie inside the box and the surface, far from overflowing.
    for y in box.minY..<box.maxY {
      let cover = bytes + (y &- box.minY) &* stride
      let row = target.row(y) + box.minX
      /// Blends the eight coverage bytes from `x` and clears them.
      @inline(__always)
      func word(at x: Int) {
        var word = cover.loadUnaligned(fromByteOffset: x, as: UInt64.self)
        if word == 0 { return }
        cover.storeBytes(of: 0, toByteOffset: x, as: UInt64.self)
        if word == ~0 {
          CoverageCompositor.overClear(pixel, into: row + x, count: 8)
          (fullX, fullY) = (x, y)
          return
        }
        // Little-endian: byte `i` of the word is pixel `x + i`.
        var i = x
        repeat {
          let shift = word.trailingZeroBitCount & ~7
          let a = Int(truncatingIfNeeded: word &>> UInt64(shift)) & 0xFF
          word &= ~(0xFF &<< UInt64(shift))
          i = x &+ shift &>> 3
          row[i] = Self.over(sources[a], row[i])
        } while word != 0
        (edgeX, edgeY) = (i, y)
      }
      var x = 0
      // Sixty-four bytes at once; a block with coverage is then read eight bytes at a time.
      while x &+ 64 <= width {
        let p = UnsafeRawPointer(cover + x)
        if p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 40, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 48, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 56, as: UInt64.self) != 0
        {
          var k = x
          while k < x &+ 64 {
            word(at: k)
            k &+= 8
          }
        }
        x &+= 64
      }
      while x &+ 8 <= width {
        word(at: x)
        x &+= 8
      }
      // The row's last bytes, under eight.
      while x < width {
        let a = Int(cover.load(fromByteOffset: x, as: UInt8.self))
        if a != 0 {
          cover.storeBytes(of: 0, toByteOffset: x, as: UInt8.self)
          row[x] = Self.over(sources[a], row[x])
          (edgeX, edgeY) = (x, y)
        }
        x &+= 1
      }
    }
    if fullX >= 0 { return (box.minX &+ fullX, fullY) }
    return edgeX >= 0 ? (box.minX &+ edgeX, edgeY) : nil
  }

  /// pixman's `OVER` of `source` onto `d`; onto a clear pixel the source itself, exactly.
  @inline(__always)
  private static func over(_ source: UInt32, _ d: UInt32) -> UInt32 {
    if d == 0 { return source }
    return source &+ CoverageCompositor.multiplyRounded(d, ~UInt8(truncatingIfNeeded: source >> 24))
  }
}
