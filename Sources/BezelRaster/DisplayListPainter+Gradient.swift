import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Fills `path` with a gradient `paint` through its coverage: kept from an earlier frame
  /// when the outline did not change, else made once in an alpha-only group bounded by the
  /// fill's box (see ``GradientShading``). `clip`, when given, holds the clip in effect now
  /// (``DeviceClipMemo``): up to the fill's own clip below, Cairo is not asked again.
  func fillShaded(_ path: Path, paint: Paint, rule: FillRule, clip memo: DeviceClipMemo? = nil) {
    if drawKeptCoverage(path, stroke: nil, rule: rule, paint: paint, clip: memo) { return }
    if rasterisesFills, clipIsWholePixels(memo),
      shadeRasterised(path, paint: paint, rule: rule, clip: memo)
    {
      return
    }
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

  /// Shades `paint` through the coverage Bezel's rasteriser gives the fill of `path` over
  /// the fill's box (cut to the clip's extents): straight from its spans through
  /// ``GradientShader``, as kept coverage is shaded from its runs, or else made as an A8
  /// mask and masked as kept coverage masks (``drawKeptCoverage(_:stroke:rule:paint:)``),
  /// so a fresh and a kept gradient fill give the same pixels; `false` when the rasteriser
  /// leaves the path to Cairo.
  private func shadeRasterised(
    _ path: Path, paint: Paint, rule: FillRule, clip memo: DeviceClipMemo?
  ) -> Bool {
    guard let whole = deviceBox(of: .fill(path, paint: paint, rule: rule)) else { return false }
    // An empty clip draws nothing (one beyond Cairo's range cannot be on an image surface).
    guard let clip = deviceClipBox() else { return true }
    let box = whole.intersection(clip)
    guard box.minX < box.maxX, box.minY < box.maxY else { return true }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let (geometry, transform) = fillGeometry(path, matrix: m)
    let rasterizer = images.rasterizer
    guard rasterizer.prepare(geometry, transform: transform, rule: rule, box: box) else {
      return false
    }
    // Shaded straight from the rasteriser's spans where the shader takes the gradient,
    // else through them written as a mask.
    if let source = setSource(paint), let gradient = source.gradient {
      defer { cairo_pattern_destroy(gradient) }
      if GradientShader.shade(
        cr, source: gradient, set: m, rasterizer: rasterizer, box: box, clip: memo,
        rows: images.gradientRows)
      {
        return true
      }
    }
    return shade(paint, at: box, matrix: m) { rows, stride in
      rasterizer.render(rows: 0..<(box.maxY - box.minY), into: rows, stride: stride)
    }
  }

  /// Whether the current clip is made of whole device pixels: a clip that cuts through
  /// pixels would scale them twice through a mask (once where the coverage is filled, once
  /// where it is composited), where `cairo_fill` intersects it once. `clip`, when given,
  /// holds the clip in effect now (``DeviceClipMemo``).
  func clipIsWholePixels(_ memo: DeviceClipMemo? = nil) -> Bool {
    withDeviceClipRectangles(memo) { rectangles in
      // Each value tested on its own: an array literal of the four was a heap array per
      // rectangle.
      rectangles.allSatisfy { r in
        r.x == r.x.rounded() && r.y == r.y.rounded() && r.width == r.width.rounded()
          && r.height == r.height.rounded()
      }
    } ?? false
  }

}
