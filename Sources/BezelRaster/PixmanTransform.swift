import CCairo
import Foundation

/// The transform Cairo hands pixman for a transformed image pattern, worked out as Cairo
/// 1.16 does (`_cairo_matrix_to_pixman_matrix_offset`), so Bezel can sample the image at
/// pixman's points.
///
/// Cairo moves most of the translation into whole-pixel source offsets, converts the matrix
/// to 16.16 fixed point, then corrects the translation until the fixed-point transform maps
/// the centre of the composite where the floating-point one does. With the matrix on
/// pixman's 1/65536 steps the conversion is exact, but the centre (a half pixel when the
/// composite's box is an odd number of pixels) can land on half a step, which pixman
/// rounds up and Cairo's correction may take back: the translation then moves by a step,
/// and a few pixels' bilinear weights with it.
enum PixmanTransform {
  /// The translation, in 16.16 fixed point, such that target pixel (x, y) samples the image
  /// at `xx · x + xy · y + x0` (and likewise for y) before pixman's rounding of the pixel
  /// centre, for `m` (target pixels to image pixels, every entry on pixman's steps)
  /// composited over a box centred on `centre`; `nil` when pixman could not take it.
  static func translation(of m: cairo_matrix_t, centre: (x: Double, y: Double)) -> (
    x0: Int, y0: Int
  )? {
    // Cairo's whole-pixel offset: the translation nearest the origin reachable by moving
    // the source by whole pixels.
    var moved = m
    var (tx, ty) = (0.0, 0.0)
    if m.x0 != 0 || m.y0 != 0 {
      (tx, ty) = (m.x0, m.y0)
      var norm = max(abs(tx), abs(ty))
      for i in [-1.0, 1.0] {
        for j in [-1.0, 1.0] {
          var den = (m.xx + i) * (m.yy + j) - m.xy * m.yx
          if abs(den) < Double.ulpOfOne { continue }
          var x = m.xy * m.y0 - (m.yy + j) * m.x0
          var y = m.yx * m.x0 - (m.xx + i) * m.y0
          den = 1 / den
          x *= den
          y *= den
          let newNorm = max(abs(x), abs(y))
          if norm > newNorm {
            norm = newNorm
            (tx, ty) = (x, y)
          }
        }
      }
      (tx, ty) = (tx.rounded(.down), ty.rounded(.down))
      guard abs(tx) < 0x4000_0000, abs(ty) < 0x4000_0000 else { return nil }
      cairo_matrix_translate(&moved, tx, ty)
    }
    guard let xx = fixed(moved.xx), let xy = fixed(moved.xy), let yx = fixed(moved.yx),
      let yy = fixed(moved.yy), var x0 = fixed(moved.x0), var y0 = fixed(moved.y0)
    else { return nil }
    var inverse = moved
    if !hasUnityScale(moved), cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS {
      for _ in 0..<5 {
        guard let cx = fixed(centre.x), let cy = fixed(centre.y),
          let px = point(xx, xy, x0, cx, cy), let py = point(yx, yy, y0, cx, cy)
        else { break }
        var x = Double(px) / 65536
        var y = Double(py) / 65536
        cairo_matrix_transform_point(&inverse, &x, &y)
        x -= centre.x
        y -= centre.y
        cairo_matrix_transform_distance(&moved, &x, &y)
        guard let dx = fixed(x), let dy = fixed(y) else { break }
        x0 -= dx
        y0 -= dy
        if dx == 0 && dy == 0 { break }
      }
    }
    // pixman reads target pixel x as source pixel x − tx.
    let (sx, sy) = (Int(tx), Int(ty))
    return (x0 &- xx &* sx &- xy &* sy, y0 &- yx &* sx &- yy &* sy)
  }

  /// `_cairo_fixed_16_16_from_double`: to the nearest 1/65536, ties to even; `nil` beyond
  /// pixman's 32 bits.
  static func fixed(_ v: Double) -> Int? {
    let s = (v * 65536).rounded(.toNearestOrEven)
    guard s.isFinite, abs(s) < 0x7FFF_FFFF else { return nil }
    return Int(s)
  }

  /// One row of `pixman_transform_point_3d` for (`x`, `y`, 1) in 16.16: whole parts
  /// multiplied exactly, the fractional parts' products rounded half up; `nil` when the
  /// result leaves 32 bits (pixman then declines the point).
  static func point(_ a: Int, _ b: Int, _ c: Int, _ x: Int, _ y: Int) -> Int? {
    let whole = a &* (x >> 16) &+ b &* (y >> 16) &+ c
    let part = a &* (x & 0xFFFF) &+ b &* (y & 0xFFFF)
    let r = whole &+ (part &+ 0x8000) >> 16
    return r >= Int(Int32.min) && r <= Int(Int32.max) ? r : nil
  }

  /// `_cairo_matrix_has_unity_scale`: a determinant of ±1 and one axis pair near zero,
  /// within 1/256.
  static func hasUnityScale(_ m: cairo_matrix_t) -> Bool {
    let epsilon = 1.0 / 256
    let det = m.xx * m.yy - m.yx * m.xy
    guard abs(det * det - 1) < epsilon else { return false }
    return (abs(m.xy) < epsilon && abs(m.yx) < epsilon)
      || (abs(m.xx) < epsilon && abs(m.yy) < epsilon)
  }
}
