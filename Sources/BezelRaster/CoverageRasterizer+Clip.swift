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
}
