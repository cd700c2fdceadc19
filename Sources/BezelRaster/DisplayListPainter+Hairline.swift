import BezelDrawing
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether hairlines are filled through ``HairlineBands`` where that gives Cairo's bytes.
  ///
  /// Off by default: it still loses, though converting now costs less than `cairo_fill`.
  /// Over `thorvg__expressions.loopOut`'s timed frames under callgrind (the bench command,
  /// 512 px), the program took 46.49 G instructions with it against 45.62 G without, a
  /// hairline draw 59.2 K against 58.5 K. Of the 599 K draws offered to it, 245 K were
  /// converted, at 66 K each (58.8 K rendering, 6.8 K adding the edges) where `cairo_fill`
  /// cost 70.8 K on the same draws; building the polygon (8.1 K a converted draw) and
  /// collecting the bands (3.5 K on every draw offered, converted or not) eat that and more.
  /// The other 355 K stayed Cairo's (bands all on the axes, which Cairo fills as boxes;
  /// clips of several boxes, where Cairo cuts the polygon with
  /// `_cairo_polygon_intersect_with_boxes`; targets not shown inked). On once that overhead
  /// is gone (`BEZEL_CONVERTED_HAIRLINES=1` for a whole process); tests turn it on to compare
  /// with Cairo's fill of the bands.
  /// Read with `getenv`: `ProcessInfo.environment` copies the whole environment into a
  /// dictionary (14,000 allocations in the first frame that drew a hairline-sized stroke).
  @TaskLocal static var convertsHairlines =
    getenv("BEZEL_CONVERTED_HAIRLINES").map { String(cString: $0) == "1" } ?? false

  /// Draws the hairline of the current path of `cr` in `color` (its alpha already faded by
  /// the hairline's coverage, and set as the source): through ``HairlineBands`` where that
  /// gives `cairo_fill`'s bytes, else with Cairo's fill of the bands.
  func drawHairline(_ color: Color, mayMissClip: Bool, clip memo: DeviceClipMemo?) {
    guard Self.convertsHairlines, !HairlineStroke.closesBands, !clipCutsPixels else {
      HairlineStroke.draw(cr, mayMissClip: mayMissClip)
      return
    }
    HairlineStroke.draw(cr, mayMissClip: mayMissClip) { flat, m in
      fillBands(of: flat, matrix: m, color: color, mayMissClip: mayMissClip, clip: memo)
    }
  }

  /// Fills the bands of the flattened hairline `flat` (user space under `m`) as Cairo's
  /// image compositor fills them: the polygon `cairo_fill` builds, converted by Cairo's scan
  /// converter rebuilt (``SampledScanConverter``), each span blended as Cairo's in-place span
  /// renderer blends it (``CoverageCompositor/SolidSpans``: pixman's `OVER` on a surface
  /// Cairo does not think clear, its `lerp` for an opaque colour). `false`, with nothing
  /// drawn, where that is not shown to hold: another operator or antialiasing, a target
  /// Bezel cannot write, a clip that is not one whole-pixel rectangle over the bands, bands
  /// all on the axes (which Cairo fills as boxes), or a target not shown inked.
  private func fillBands(
    of flat: UnsafePointer<cairo_path_t>, matrix m: cairo_matrix_t, color: Color,
    mayMissClip: Bool, clip memo: DeviceClipMemo?
  ) -> Bool {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT, let target = BlendTarget(cr)
    else { return false }
    let bands = images.hairlineBands
    guard
      bands.collect(flat, matrix: m, offsetX: Double(target.dx), offsetY: Double(target.dy)),
      !bands.corners.isEmpty, !bands.rectilinear
    else { return false }
    // Cairo's operation extents: the path's extents rounded out, cut to the surface and
    // the clip, in the surface's pixels.
    var x0 = max(Int(bands.minX >> 8), 0)
    var y0 = max(Int(bands.minY >> 8), 0)
    var x1 = min(Int((bands.maxX &+ 255) >> 8), target.width)
    var y1 = min(Int((bands.maxY &+ 255) >> 8), target.height)
    guard x0 < x1, y0 < y1 else { return false }
    let device = FrameDamage.Box(
      minX: x0 - target.dx, minY: y0 - target.dy, maxX: x1 - target.dx, maxY: y1 - target.dy)
    if mayMissClip {
      guard let regions = clipRegions(in: device, clip: memo) else { return false }
      defer { images.spareRegions = regions.storage }
      guard let only = regions.only else { return false }
      x0 = only.minX + target.dx
      y0 = only.minY + target.dy
      x1 = only.maxX + target.dx
      y1 = only.maxY + target.dy
    }
    guard x0 < x1, y0 < y1, images.inkedTarget.holdsInk(target, within: device) else {
      return false
    }
    bands.buildPolygon(minX: Int32(x0), minY: Int32(y0), maxX: Int32(x1), maxY: Int32(y1))
    var spans = CoverageCompositor.SolidSpans(
      pixel: color.alpha > 0 ? CoverageCompositor.premultipliedPixel(color) : 0,
      target: target.inSurfaceSpace)
    bands.render(into: &spans)
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    images.coverage.countConvertedHairline()
    return true
  }
}
