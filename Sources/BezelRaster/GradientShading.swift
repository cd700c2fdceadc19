import BezelDrawing
import CCairo

/// Strokes the current path with a gradient through a coverage mask made in one pass.
///
/// `cairo_stroke` with a gradient source composites the gradient row by row through each
/// row's spans, and pixman sets up (and clears) its scanline buffers on every one of those
/// calls, which costs more than the shading itself for a thin ring. Stroking with an opaque
/// colour into an alpha-only group gives the same coverage, and one `cairo_mask` then shades
/// the gradient through it in a single composite.
enum GradientStroke {
  /// Strokes and clears the current path of `cr` with `source`, with the context's stroke
  /// settings; the caller clips to the stroke's box first, which bounds the mask.
  static func stroke(_ cr: OpaquePointer, source: OpaquePointer) {
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_stroke(cr)
    guard let mask = cairo_pop_group(cr) else { return }
    cairo_set_source(cr, source)
    cairo_mask(cr, mask)
    cairo_pattern_destroy(mask)
  }
}

extension Paint {
  /// Whether the paint is a gradient rather than one colour.
  var isGradient: Bool {
    if case .color = self { return false }
    return true
  }
}
