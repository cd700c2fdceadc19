import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Fills `path` with a gradient `paint` through its coverage: kept from an earlier frame
  /// when the outline did not change, else made once in an alpha-only group bounded by the
  /// fill's box (see ``GradientShading``).
  func fillShaded(_ path: Path, paint: Paint, rule: FillRule) {
    if drawKeptCoverage(path, stroke: nil, rule: rule, paint: paint) { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // The coverage mask below is no larger than the fill's box.
    clipToContent([.fill(path, paint: paint, rule: rule)])
    guard setFillPath(path) else { return }
    guard let source = setSource(paint), let gradient = source.gradient else {
      cairo_new_path(cr)
      return
    }
    cairo_set_fill_rule(cr, CairoConstants.fillRule(rule))
    if clipIsWholePixels() {
      GradientShading.paint(cr, source: gradient, coverage: .fill)
    } else {
      cairo_fill(cr)
    }
    cairo_pattern_destroy(gradient)
  }

  /// Whether the current clip is made of whole device pixels: a clip that cuts through
  /// pixels would scale them twice through a mask (once where the coverage is filled, once
  /// where it is composited), where `cairo_fill` intersects it once.
  func clipIsWholePixels() -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_set_matrix(cr, &m)
    guard let list else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
    guard let rectangles = list.pointee.rectangles else { return true }
    for i in 0..<Int(list.pointee.num_rectangles) {
      let r = rectangles[i]
      for v in [r.x, r.y, r.width, r.height] where v != v.rounded() { return false }
    }
    return true
  }
}
