import BezelDrawing
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether strokes of circular arcs in a colour are drawn from the circle's exact
  /// coverage (``ArcStroke``) rather than by Cairo. Off by default: its edges differ from
  /// Cairo's flattened ones by up to 35 levels of 255, which costs the corpus guard a file
  /// (README, "Strokes of circular arcs from the circle's area"), though on the spinner
  /// (`project/loading`) it takes a fifth fewer instructions than Cairo's stroke.
  /// `BEZEL_ARC_STROKES=1` turns it on for a whole process, tests with `withValue`.
  @TaskLocal static var drawsArcStrokes =
    ProcessEnvironment.isOn("BEZEL_ARC_STROKES")

  /// Draws the stroke of `path` with `paint` and `style` when it is a circular arc in a
  /// colour, blending its exact coverage (``ArcStroke``) straight into the target as
  /// ``drawSolidFill(_:color:rule:)`` blends a fill's; `false` when the caller must draw it
  /// (not an arc, a gradient, a clip or operator the blend cannot follow).
  ///
  /// Cairo strokes an arc by flattening it into a few hundred lines and scan-converting
  /// the outline; here only the pixels a circle or an end crosses are measured. Nothing is
  /// kept between frames: a pixel's coverage is the same however the frame is cut, so a
  /// damage box redrawn gives the pixels of a whole redraw.
  func drawArcStroke(_ path: Path, paint: Paint, style: StrokeStyle) -> Bool {
    guard DisplayListPainter.drawsArcStrokes, rasterisesFills, case .color(let color) = paint
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard
      let arc = ArcStroke.recognise(path, style: style, transform: CairoConstants.transform(m))
    else { return false }
    // What Cairo draws for a transparent colour: nothing.
    guard color.alpha > 0 else { return true }
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let target = BlendTarget(cr) else {
      return false
    }
    let box = arc.box.intersection(target.deviceBox)
    guard box.minX < box.maxX, box.minY < box.maxY else { return true }
    guard let regions = clipRegions(in: box) else { return false }
    var spans = CoverageCompositor.SolidSpans(
      pixel: CoverageCompositor.premultipliedPixel(color), target: target)
    for region in regions {
      arc.render(clip: region, into: &spans)
    }
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    return true
  }
}
