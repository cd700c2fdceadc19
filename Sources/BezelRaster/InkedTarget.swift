/// Proves that Cairo does not think a target surface clear, by finding a pixel on it that is
/// not transparent black.
///
/// Cairo 1.16 blends a translucent colour's spans with its own `lerp` (rounding `+ 0x7f`) on
/// a surface it knows is clear (new, or cleared whole, with nothing drawn since) and with
/// pixman's `OVER` (rounding `+ 0x80`) on any other, and that knowledge cannot be asked. But a
/// surface Cairo thinks clear holds only zeros: every Cairo draw that reaches it forgets the
/// clearness, and so does `cairo_surface_mark_dirty`, which Bezel calls after each write of its
/// own. So one pixel that is not zero proves `OVER`. Which pixel does not matter for the proof,
/// only for how often it succeeds: the one found last (``hint``), else the first inside the
/// box about to be drawn.
final class InkedTarget {
  /// A device pixel found inked on the target checked last (any surface's pixel there proves
  /// its own surface inked, so a stale one only fails).
  private var hint: (x: Int, y: Int)?

  /// Whether `target` certainly holds a pixel that is not zero: the hint's, else one inside
  /// `box` (device pixels, clamped to the surface), which becomes the hint.
  func holdsInk(_ target: BlendTarget, within box: FrameDamage.Box) -> Bool {
    let surface = target.deviceBox
    if let (x, y) = hint, x >= surface.minX, x < surface.maxX, y >= surface.minY,
      y < surface.maxY, target.row(y)[x] != 0
    {
      return true
    }
    let (x0, x1) = (max(box.minX, surface.minX), min(box.maxX, surface.maxX))
    let (y0, y1) = (max(box.minY, surface.minY), min(box.maxY, surface.maxY))
    guard x0 < x1, y0 < y1 else { return false }
    for y in y0..<y1 {
      let row = target.row(y)
      var x = x0
      // Mostly clear rows are passed eight pixels at a time.
      while x + 8 <= x1 {
        let p = UnsafeRawPointer(row + x)
        if p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
          | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) != 0
        {
          break
        }
        x += 8
      }
      while x < x1 {
        if row[x] != 0 {
          hint = (x, y)
          return true
        }
        x += 1
      }
    }
    return false
  }

  /// Offers device pixel (`x`, `y`) as the hint: just drawn on, likely inked. Only a hint:
  /// ``holdsInk(_:within:)`` reads the pixel before it trusts it.
  func suggest(x: Int, y: Int) {
    hint = (x, y)
  }
}
