import BezelDrawing
import CCairo

extension DisplayListPainter {
  /// Fills `path` with a translucent colour through Bezel's own rasteriser
  /// (``CoverageRasterizer``), blending straight into the target; `false` when the caller
  /// must fill it with Cairo (rasteriser off, an opaque colour, another operator, a clip
  /// with soft edges, a target Bezel cannot write, a large box, or a path the rasteriser
  /// leaves to Cairo).
  ///
  /// Cairo's fixed cost per fill (path, polygon, scan converter and pixman set-up) is most
  /// of what a small shape costs; here a fill costs its lines and its pixels.
  func drawSolidFill(_ path: Path, color: Color, rule: FillRule) -> Bool {
    // Opaque fills stay with Cairo: their coverage is kept between frames
    // (``drawKeptCoverage``) as Cairo rasterises it, and a fill drawn afresh must give the
    // very pixels a kept one gives.
    guard CoverageRasterizer.isEnabled, color.alpha < 1 else { return false }
    // What Cairo draws for a transparent colour: nothing.
    guard color.alpha > 0 else { return true }
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let target = BlendTarget(cr) else {
      return false
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let (geometry, transform) = fillGeometry(path, matrix: m)
    guard let hull = CoverageRasterizer.deviceBox(of: geometry, transform: transform) else {
      return false
    }
    let surface = target.deviceBox
    var box = FrameDamage.Box(
      minX: max(hull.minX, surface.minX), minY: max(hull.minY, surface.minY),
      maxX: min(hull.maxX, surface.maxX), maxY: min(hull.maxY, surface.maxY))
    guard box.minX < box.maxX, box.minY < box.maxY else { return true }
    guard CoverageRasterizer.isCheaperThanCairo(box) else { return false }
    guard let regions = clipRegions(in: box) else { return false }
    guard var covered = regions.first else { return true }
    for region in regions.dropFirst() { covered = covered.union(region) }
    box = covered
    guard box.minX < box.maxX, box.minY < box.maxY else { return true }
    let rasterizer = images.rasterizer
    guard rasterizer.prepare(geometry, transform: transform, rule: rule, box: box) else {
      return false
    }
    let pixel = CoverageCompositor.premultipliedPixel(color)
    let width = box.maxX - box.minX
    let band = rasterizer.bandHeight
    var top = 0
    while top < box.maxY - box.minY {
      let rows = top..<min(box.maxY - box.minY, top + band)
      rasterizer.render(rows: rows, into: rasterizer.bandCoverage, stride: width)
      let bandBox = FrameDamage.Box(
        minX: box.minX, minY: box.minY + rows.lowerBound, maxX: box.maxX,
        maxY: box.minY + rows.upperBound)
      CoverageCompositor.blendTranslucent(
        pixel, mask: rasterizer.bandCoverage, maskStride: width, maskBox: bandBox,
        in: regions, into: target)
      top = rows.upperBound
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }

  /// The path a fill sets and the transform to device space it is set under: the path
  /// itself under `matrix`, or, drawing like browsers, its quarter-row snapped outline in
  /// device space (as ``setFillPath(_:)`` sets it).
  func fillGeometry(_ path: Path, matrix m: cairo_matrix_t) -> (Path, Transform) {
    let transform = CairoConstants.transform(m)
    if policy == .browserLike, let snapped = QuarterRowSnap.snapped(path, transform) {
      return (snapped, .identity)
    }
    return (path, transform)
  }
}
