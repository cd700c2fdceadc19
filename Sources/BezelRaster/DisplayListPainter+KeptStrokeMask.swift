import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Draws `item`, an opaque stroke crossing `clip`'s edge whose coverage is kept, straight
  /// onto the target through that coverage and the clip's, giving the pixels
  /// ``drawMasked(_:by:in:)`` gives it in a group bounded by `box`; `false`, drawing
  /// nothing, when the group would not draw it from kept coverage (a hairline, the fill of
  /// its outline, coverage not kept yet, a clip that is not whole pixels).
  ///
  /// In the group the stroke is blended from its kept coverage `a` onto clear pixels, so
  /// each holds the colour lerped by `a` from nothing, and the group is painted through the
  /// clip's coverage with pixman's `OVER` (``CoverageCompositor/MaskedSpans`` does both). A
  /// large still stroke crossing a precomposition's soft edge was pushed, blended and
  /// composited whole through pixman's general path on every frame (half of
  /// `thorvg__foodrating`'s frame).
  func blendKeptStroke(_ item: DisplayItem, by clip: SoftClip, in box: FrameDamage.Box) -> Bool {
    guard case .stroke(let path, .color(let color), let style) = item,
      let pixel = CoverageCompositor.opaquePixel(color), style.lineWidth.isFinite,
      style.lineWidth > 0, frameBox != nil, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    // Drawn in the group as a Cairo stroke would be, from coverage kept under the group's
    // clip (`box`).
    guard hairlineCoverage(of: .color(color), style: style) == nil,
      policy != .browserLike || !DisplayListPainter.fillsStrokeOutlines
    else { return false }
    var inGroup = self
    inGroup.narrowContentClip(to: box)
    guard let target = BlendTarget(cr), let mask = cairo_image_surface_get_data(clip.surface),
      let coverage = inGroup.keptCoverage(ofStroke: path, style: style)
    else { return false }
    let reach = coverage.box.intersection(box).intersection(clip.box).intersection(
      target.deviceBox)
    guard reach.minX < reach.maxX, reach.minY < reach.maxY else { return true }
    guard let regions = clipRegions(in: reach) else { return false }
    cairo_surface_flush(clip.surface)
    var spans = CoverageCompositor.MaskedSpans(
      pixel: pixel, target: target, mask: UnsafePointer(mask),
      maskStride: Int(cairo_image_surface_get_stride(clip.surface)), maskBox: clip.box)
    let runs = coverage.runs
    runs.data.withUnsafeBufferPointer { data in
      for region in regions {
        for y in region.minY..<region.maxY {
          runs.forEachRun(inRow: y - runs.box.minY, in: data) { x, count, cover in
            let start = runs.box.minX + x
            let from = max(start, region.minX)
            let to = min(start + count, region.maxX)
            guard from < to else { return }
            guard let cover else {
              return spans.span(y: y, x: from, count: to - from, alpha: 0xFF)
            }
            for i in from..<to where cover[i - start] != 0 {
              spans.span(y: y, x: i, count: 1, alpha: cover[i - start])
            }
          }
        }
      }
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    images.coverage.countMaskedHit()
    return true
  }
}
