import CCairo
import Foundation

/// Draws a stroke at most a pixel wide as browsers do: as a faded one-pixel hairline.
///
/// Skia (Chrome's canvas, and so lottie-web) draws a stroke whose width maps to a pixel or
/// less as a hairline — a band one pixel tall across a mostly horizontal segment (one pixel
/// wide along a steep one) — with its alpha scaled by the width. Every column a sloped line
/// crosses so gets the width's worth of coverage, where the exact outline covers 1 / cos θ
/// times that: up to 41 % more at 45°, a visible difference on thin line art. Only for
/// ``BezelLayers/RenderPolicy/browserLike``.
enum HairlineStroke {
  /// The alpha a stroke `width` wide takes as a hairline under the transform of `cr` (the
  /// mean of the width's lengths along both axes, as Skia measures it), or `nil` when it is
  /// wider than a pixel, or empty.
  static func coverage(width: Double, in cr: OpaquePointer) -> Double? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let across = hypot(m.xx * width, m.yx * width)
    let down = hypot(m.xy * width, m.yy * width)
    guard across <= 1, down <= 1, across + down > 0 else { return nil }
    return (across + down) / 2
  }

  /// Whether each band is closed explicitly, as it was before a fill's implicit close was
  /// relied on; on inside `HairlineStroke.$closesBands.withValue(true) { … }`, so tests can
  /// compare both.
  @TaskLocal static var closesBands = false

  /// Whether a hairline whose bands surely miss the clip is dropped before its path is
  /// flattened and banded (default `true`, ``missesClip(_:)``); off inside
  /// `HairlineStroke.$cullsOutsideClip.withValue(false) { … }`, so tests can compare.
  @TaskLocal static var cullsOutsideClip = true

  /// Fills the hairline of the current path of `cr` with its source and clears the path.
  ///
  /// The bands are Cairo's fill, not Bezel's rasteriser's: that measures exact areas where
  /// Cairo samples 15 rows per pixel, so filling the bands there moved 430 pixels of
  /// `thorvg__expressions.loopOut`'s first frame at 512 px by one level (and every frame),
  /// and cost more, not less: 118.4 G instructions against 47.8 G over the benchmark's
  /// frames, the bands' overlaps at every corner being pixels it measures exactly.
  /// Handing consecutive bands that share their offset to Cairo as one polygon (without
  /// the pair of cross edges they share) was tried too: for flat segments it moved pixels
  /// (the cross edges are vertical; without them Cairo's scan converter may compute a row
  /// as a whole instead of in 15 sub-rows), for steep ones (horizontal cross edges, which
  /// Cairo drops) it kept every byte but saved 0.3 % (45.75 G → 45.62 G instructions).
  /// `mayMissClip` tells whether a clip narrower than the surface may be in effect, so the
  /// hairline is worth testing against it first.
  ///
  /// `fills`, when given, is offered the flattened path (user space) and the transform first
  /// and fills the bands itself when it returns `true` (``HairlineBands``); Cairo's context
  /// is left as this fill leaves it either way (no path, the nonzero rule, the transform set
  /// again, which recomputes its inverse).
  static func draw(
    _ cr: OpaquePointer, mayMissClip: Bool = true,
    fills: ((UnsafePointer<cairo_path_t>, cairo_matrix_t) -> Bool)? = nil
  ) {
    if mayMissClip, cullsOutsideClip, missesClip(cr) {
      cairo_new_path(cr)
      return
    }
    guard let flat = cairo_copy_path_flat(cr) else { return }
    defer { cairo_path_destroy(flat) }
    cairo_new_path(cr)
    guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    defer { cairo_set_matrix(cr, &m) }
    if let fills, fills(flat, m) {
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      return
    }
    func device(_ x: Double, _ y: Double) -> (Double, Double) {
      (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
    }
    // Read once: a task-local lookup per band would cost what leaving the bands open saves.
    let closes = closesBands
    var start: (Double, Double)?
    var last: (Double, Double)?
    var i = 0
    let count = Int(flat.pointee.num_data)
    while i < count {
      let header = flat.pointee.data[i].header
      // A close is a header alone: its point would be read past the last element.
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        let point = flat.pointee.data[i + 1].point
        last = device(point.x, point.y)
        start = last
      case CAIRO_PATH_LINE_TO:
        let point = flat.pointee.data[i + 1].point
        let next = device(point.x, point.y)
        if let from = last { band(cr, from, next, closes: closes) }
        last = next
      case CAIRO_PATH_CLOSE_PATH:
        if let from = last, let to = start { band(cr, from, to, closes: closes) }
        last = start
      default:
        break
      }
      i += Int(header.length)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  /// Adds the one-pixel band of the segment `a`–`b`, in device space, always wound the same
  /// way so overlapping bands join instead of cancelling.
  private static func band(
    _ cr: OpaquePointer, _ a: (Double, Double), _ b: (Double, Double), closes: Bool
  ) {
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return }
    // Half a pixel across the minor axis: up and down for a flat segment, sideways for a
    // steep one.
    let (ox, oy) = abs(dx) >= abs(dy) ? (0.0, 0.5) : (0.5, 0.0)
    // The band's winding follows the sign of the cross product of the segment and the
    // offset; flip the offset so every band turns the same way.
    let flip = dx * oy - dy * ox < 0 ? -1.0 : 1.0
    cairo_move_to(cr, a.0 - ox * flip, a.1 - oy * flip)
    cairo_line_to(cr, b.0 - ox * flip, b.1 - oy * flip)
    cairo_line_to(cr, b.0 + ox * flip, b.1 + oy * flip)
    cairo_line_to(cr, a.0 + ox * flip, a.1 + oy * flip)
    // A fill closes every subpath itself (the next move, or the end of the path, adds the
    // closing edge and counts it in the path's rectilinear flags), so the band is left
    // open: `cairo_close_path` cost a `cairo_line_to` of its own, dropped again, per band
    // (3.4 % of `thorvg__expressions.loopOut`).
    if closes { cairo_close_path(cr) }
  }
}
