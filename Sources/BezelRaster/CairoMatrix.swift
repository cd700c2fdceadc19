import CCairo

/// Changes of a Cairo context's transform that keep the inverse Cairo holds beside it a
/// function of the transform alone.
///
/// Cairo keeps the inverse of its transform and places gradients, images and strokes through
/// it. `cairo_transform`, `cairo_translate` and `cairo_scale` multiply the old inverse by the
/// step's inverse, while `cairo_set_matrix` inverts the whole new transform; the two round
/// differently in their last bits. So with steps, an item's pixels would depend on whether
/// something drawn earlier had set a matrix back (as drawing in device space does), and a
/// frame redrawn in part could differ from the same frame drawn whole. Setting every
/// transform whole makes the inverse the same wherever the transform is.
///
/// ```swift
/// CairoMatrix.concatenate(m, on: cr)  // instead of cairo_transform(cr, &m)
/// ```
enum CairoMatrix {
  /// Applies `m` before the current transform (as `cairo_transform` does: the new
  /// transform is `m` followed by the old one), setting the product whole.
  static func concatenate(_ m: cairo_matrix_t, on cr: OpaquePointer) {
    var step = m
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    var product = cairo_matrix_t()
    cairo_matrix_multiply(&product, &step, &current)
    cairo_set_matrix(cr, &product)
  }

  /// ``concatenate(_:on:)`` of a translation by (`x`, `y`) followed by a scale by
  /// (`sx`, `sy`), as `cairo_translate` then `cairo_scale`.
  static func translateAndScale(
    x: Double, y: Double, sx: Double, sy: Double, on cr: OpaquePointer
  ) {
    concatenate(cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: x, y0: y), on: cr)
  }
}
