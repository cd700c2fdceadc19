import CCairo
import Foundation

extension DisplayListPainter {
  /// Fills the current path — a rotated or skewed image's rectangle — with the image pattern
  /// `source` through its coverage made in one pass, as ``GradientShading`` shades a
  /// gradient, then clears the path.
  ///
  /// `cairo_fill` composites a transformed image row by row through each row's spans, and
  /// pixman sets up and clears its scanline buffers on every one of those calls (three
  /// quarters of the time of a frame with one turning picture). Under a clip that cuts
  /// through pixels, `cairo_fill` still draws it (a mask would scale those pixels twice).
  func shadeImage(_ source: OpaquePointer) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
    let (left, top) = (x0.rounded(.down), y0.rounded(.down))
    let (right, bottom) = (x1.rounded(.up), y1.rounded(.up))
    let limit = 1_000_000.0
    guard left < right, top < bottom, left > -limit, top > -limit, right < limit,
      bottom < limit, let path = cairo_copy_path(cr)
    else {
      cairo_set_matrix(cr, &m)
      return cairo_fill(cr)
    }
    // The coverage mask below is no larger than the image's box.
    cairo_new_path(cr)
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_clip(cr)
    cairo_append_path(cr, path)
    cairo_path_destroy(path)
    // Cairo places the source by the transform at the time of drawing (the path stays in
    // device space).
    cairo_set_matrix(cr, &m)
    if clipIsWholePixels() {
      GradientShading.paint(cr, source: source, coverage: .fill)
    } else {
      cairo_fill(cr)
    }
  }
}
