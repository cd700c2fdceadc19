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
    withDeviceClipRectangles { rectangles in
      rectangles.allSatisfy { r in
        [r.x, r.y, r.width, r.height].allSatisfy { $0 == $0.rounded() }
      }
    } ?? false
  }

}
