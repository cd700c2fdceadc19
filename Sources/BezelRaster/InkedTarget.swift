import CCairo

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
///
/// A frame cleared whole and not yet drawn on is known clear (``cleared(_:)``): there the
/// proof fails at once, as a search of the box would, without reading it. Failing is always
/// safe (the stroke is left to Cairo, whose bytes it then is), so a draw not followed would
/// only cost a stroke blended by Bezel, never a pixel.
final class InkedTarget {
  /// Whether a surface cleared whole is known clear until drawn on (default `true`); tests
  /// turn it off to compare with the search for ink.
  @TaskLocal static var followsClears = true

  /// A device pixel found inked on the target checked last (any surface's pixel there proves
  /// its own surface inked, so a stale one only fails).
  private var hint: (x: Int, y: Int)?
  /// The pixels of the surface cleared whole last, while no item has been drawn since.
  private var clearPixels: UnsafeMutablePointer<UInt8>?

  /// Whether `target` certainly holds a pixel that is not zero: the hint's, else one inside
  /// `box` (device pixels, clamped to the surface), which becomes the hint. On a target
  /// known clear, `false` without a look.
  func holdsInk(_ target: BlendTarget, within box: FrameDamage.Box) -> Bool {
    if isKnownClear(target) { return false }
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

  /// Whether `target` is the surface cleared last with no item drawn since: then
  /// ``holdsInk(_:within:)`` fails whatever the box.
  func isKnownClear(_ target: BlendTarget) -> Bool {
    clearPixels != nil && clearPixels == target.data
  }

  /// The image surface `surface` was just cleared whole (to transparent black, with no clip):
  /// it holds no ink until ``drew()`` or ``forgetClear()``.
  func cleared(_ surface: OpaquePointer) {
    guard Self.followsClears else { return }
    clearPixels = cairo_image_surface_get_data(surface)
  }

  /// An item was drawn: the surface cleared last may hold ink now. Called after each item
  /// that is not a group, on whatever surface: a group's own drawing onto its parent comes
  /// after its items'.
  @inline(__always)
  func drew() {
    clearPixels = nil
  }

  /// The walk after the clear is over: what happens to the surface next is not followed.
  func forgetClear() {
    clearPixels = nil
  }
}
