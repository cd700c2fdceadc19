import CCairo
import Foundation

extension HairlineStroke {
  /// Whether the bands of the current path of `cr` surely lie outside its clip, so filling
  /// them would change no pixel.
  ///
  /// Both boxes are Cairo's in user space, each the bounding box of its device box, taken
  /// back to device space by their corners: each only grows on the way, and the path's box
  /// (its control points, which hold every flattened point) grows by more than the half
  /// pixel a band reaches past its segment. Only under `OVER`, which changes nothing
  /// outside the shape; other operators (`SOURCE`, `IN`, …) reach the whole clip.
  static func missesClip(_ cr: OpaquePointer) -> Bool {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var path = (0.0, 0.0, 0.0, 0.0)
    cairo_path_extents(cr, &path.0, &path.1, &path.2, &path.3)
    var clip = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
    // An empty clip reads as an empty box at the origin: nothing is drawn there either, but
    // the fill is Cairo's to skip.
    guard clip.0 < clip.2, clip.1 < clip.3 else { return false }
    let a = deviceBox(path, m)
    let b = deviceBox(clip, m)
    // Two pixels: the half pixel of the bands, the rest for the rounding of both boxes.
    let margin = 2.0
    let misses =
      a.maxX + margin <= b.minX || b.maxX + margin <= a.minX
      || a.maxY + margin <= b.minY || b.maxY + margin <= a.minY
    return misses && a.minX.isFinite && a.maxX.isFinite && a.minY.isFinite && a.maxY.isFinite
  }

  /// The device box holding the user box `box` (x1, y1, x2, y2) under `m`: its corners'.
  private static func deviceBox(
    _ box: (Double, Double, Double, Double), _ m: cairo_matrix_t
  ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    // Corners in turn rather than from an array, which could cost an allocation per draw.
    func x(_ u: Double, _ v: Double) -> Double { m.xx * u + m.xy * v + m.x0 }
    func y(_ u: Double, _ v: Double) -> Double { m.yx * u + m.yy * v + m.y0 }
    let xs = (x(box.0, box.1), x(box.2, box.1), x(box.0, box.3), x(box.2, box.3))
    let ys = (y(box.0, box.1), y(box.2, box.1), y(box.0, box.3), y(box.2, box.3))
    return (
      min(min(xs.0, xs.1), min(xs.2, xs.3)), min(min(ys.0, ys.1), min(ys.2, ys.3)),
      max(max(xs.0, xs.1), max(xs.2, xs.3)), max(max(ys.0, ys.1), max(ys.2, ys.3))
    )
  }
}
