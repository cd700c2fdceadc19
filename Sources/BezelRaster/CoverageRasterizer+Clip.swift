extension CoverageRasterizer {
  /// A rectangle the rasteriser cuts a fill to, in 1/256 device pixels (a clip rectangle
  /// rounded to Cairo's fixed-point grid).
  struct Clip: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    init(left: Int, top: Int, right: Int, bottom: Int) {
      (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }

    /// The whole pixels of `box`.
    init(_ box: FrameDamage.Box) {
      self.init(
        left: box.minX << 8, top: box.minY << 8, right: box.maxX << 8, bottom: box.maxY << 8)
    }

    /// The pixels the clip touches.
    var pixels: FrameDamage.Box {
      FrameDamage.Box(
        minX: left >> 8, minY: top >> 8, maxX: (right + 255) >> 8, maxY: (bottom + 255) >> 8)
    }

    /// Whether its right edge cuts through pixels.
    var cutsRight: Bool { right & 255 != 0 }
  }

  /// Joins the clips of `clips` that continue one another downwards (the same left and
  /// right edges, one's bottom the next one's top) into one, in place, and returns how many
  /// clips are left at the front.
  ///
  /// Cairo lists a clip made of several boxes as bands of rows, so a fill inside one box is
  /// cut into a rectangle per band wherever another box starts or ends beside it; rendering
  /// each band walks the path's lines and makes its cells again (3.7 renders a fill on a
  /// frame of moving bars). The clips must share no pixel (the caller checks): a join is
  /// then on a whole row, where the rows above and below are made from the same pieces of
  /// the same lines whatever the clip, so the joined clip gives the same coverage.
  static func joinBands(_ clips: UnsafeMutableBufferPointer<Clip>) -> Int {
    var count = 0
    next: for c in clips {
      for k in 0..<count
      where clips[k].bottom == c.top && clips[k].left == c.left && clips[k].right == c.right {
        clips[k].bottom = c.bottom
        continue next
      }
      clips[count] = c
      count += 1
    }
    return count
  }
}
