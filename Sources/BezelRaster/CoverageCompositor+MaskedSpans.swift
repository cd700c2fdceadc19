extension CoverageCompositor {
  /// Blends an opaque colour through the runs ``CoverageRasterizer`` hands over and through
  /// a soft clip's coverage, straight into an ARGB32 surface, with the arithmetic of drawing
  /// the fill into a transparent group and painting the group through the clip: the group's
  /// pixel is Cairo's span filler's on a cleared surface (its `lerp` towards zero), then
  /// pixman's `OVER` with an A8 mask (`s = g × m`, `d = s + d × (255 − alpha(s))`, each
  /// product rounded by `+ 0x80`). So a shape crossing a soft clip's edge needs no group.
  ///
  /// The rasteriser keeps the runs inside the clip it is given, which the caller keeps
  /// inside the surface and the mask.
  struct MaskedSpans: CoverageSpanSink {
    /// The colour, premultiplied and opaque.
    let pixel: UInt32
    let target: BlendTarget
    /// The clip's coverage bytes, one per device pixel of `maskBox`.
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    let maskBox: FrameDamage.Box

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      let row = target.row(y)
      let coverage = mask + (y - maskBox.minY) * maskStride - maskBox.minX
      let group = alpha == 0xFF ? pixel : CoverageCompositor.lerp(pixel, alpha, 0)
      for i in x..<(x + count) {
        let m = coverage[i]
        if m == 0 { continue }
        let source = m == 0xFF ? group : CoverageCompositor.multiplyRounded(group, m)
        row[i] =
          source
          &+ CoverageCompositor.multiplyRounded(row[i], ~UInt8(truncatingIfNeeded: source >> 24))
      }
    }
  }
}
