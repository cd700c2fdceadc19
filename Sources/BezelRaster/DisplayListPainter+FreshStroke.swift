import BezelDrawing
import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether a translucent stroke whose coverage is not kept is drawn once through coverage
  /// made for it (``blendFreshStroke(_:style:pixel:key:matrix:clip:)``, default `true`);
  /// tests turn it off to compare with Cairo's own stroke.
  @TaskLocal static var blendsFreshStrokes = true

  /// Draws Cairo's stroke of `path` with `style` in the translucent premultiplied `pixel`
  /// once, without keeping it: its coverage is made in the canvas's ``FreshStrokeScratch``
  /// as it would be kept (``coverageSurface(_:stroke:rule:box:matrix:in:)``) and blended with
  /// pixman's `OVER` (``FreshStrokeScratch/blend(_:stride:box:into:)``), the bytes of
  /// `cairo_stroke` on a surface Cairo does not think clear
  /// (``blendsAsCairoStroke(box:cut:)``); `false`,
  /// drawing nothing, where that is not shown (the caller strokes with Cairo).
  ///
  /// There Cairo composites each run of a row through pixman's general entry point, about
  /// a thousand instructions a run: strokes faded by an animated opacity and moving every
  /// frame (never kept) spent 45 % of `thorvg__down` there. The A8 surface costs Cairo the
  /// same scan conversion and a plain span fill.
  func blendFreshStroke(
    _ path: Path, style: StrokeStyle, pixel: UInt32, key: CoverageCache.Key,
    matrix m: cairo_matrix_t, clip memo: DeviceClipMemo?
  ) -> Bool {
    guard Self.blendsFreshStrokes, let target = BlendTarget(cr) else { return false }
    // On a target known clear the proof below fails whatever the box: Cairo's extents of
    // the stroke are not asked for.
    if images.inkedTarget.isKnownClear(target) {
      images.coverage.countStrokeOnClearTarget()
      return false
    }
    guard let whole = deviceBox(of: .stroke(path, paint: .color(.black), style: style)),
      let box = Self.keepablePart(
        of: inkBox(of: path, style: style).map { $0.intersection(whole) } ?? whole,
        inside: key.frame),
      blendsAsCairoStroke(box: box, cut: key.frame),
      let regions = clipRegions(in: box, clip: memo), Self.holdsWhole(box, regions)
    else { return false }
    // The bytes are held to the budget kept coverage is made under.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.maxX - box.minX)))
    let a8Bytes = stride * (box.maxY - box.minY)
    guard a8Bytes <= images.coverage.budget,
      let scratch = images.freshStrokes.take(a8Bytes)
    else { return false }
    guard
      let surface = coverageSurface(
        path, stroke: style, rule: .nonZero, box: box, matrix: m, in: scratch)
    else {
      // Cairo may have drawn some before it failed.
      memset(scratch, 0, a8Bytes)
      return false
    }
    cairo_surface_destroy(surface)
    // One region holds the whole box: the blend leaves every byte it drew in clear.
    let drawn = images.freshStrokes.blend(pixel, stride: stride, box: box, into: target)
    // Likely ink for the next stroke's proof, which a stroke beside this one would not find
    // inside its own box.
    if let drawn { images.inkedTarget.suggest(x: drawn.x, y: drawn.y) }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    images.coverage.countFreshStroke()
    return true
  }

  /// The device pixels Cairo's stroke of `path` with `style` can touch here, from Cairo's
  /// own extents of the stroke with a pixel round them (as every item's box); `nil` when
  /// Cairo gives none. Far tighter than ``deviceBox(of:)``, which allows a stroke a mitre at
  /// every corner (ten half widths round a Lottie path): the coverage surface is cleared
  /// and read over this box.
  private func inkBox(of path: Path, style: StrokeStyle) -> FrameDamage.Box? {
    guard setStrokePath(path, width: style.lineWidth) else {
      cairo_new_path(cr)
      return nil
    }
    cairo_save(cr)
    setStrokeStyle(style)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
    cairo_restore(cr)
    cairo_new_path(cr)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, x0 < x1, y0 < y1 else { return nil }
    return deviceBox(around: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
  }
}
