import BezelDrawing
import CCairo

/// Shades a gradient through the coverage of the current path, made in one pass.
///
/// `cairo_fill` and `cairo_stroke` with a gradient source composite the gradient row by row
/// through each row's spans, and pixman sets up (and clears) its scanline buffers on every one
/// of those calls, which costs more than the shading itself (for a shape as wide as the frame,
/// clearing those buffers was 60 % of the frame). Filling or stroking with an opaque colour
/// into an alpha-only group gives the same coverage, and ``GradientShader`` (a turned image:
/// ``ImageShader``; where neither applies, one `cairo_mask`) then shades the gradient
/// through it in a single pass.
enum GradientShading {
  /// How the current path covers pixels.
  enum Coverage {
    /// Filled with the context's fill rule.
    case fill
    /// Stroked with the context's stroke settings.
    case stroke
  }

  /// Paints `source` where the current path of `cr` covers, then clears the path; the caller
  /// clips to the path's box first, which bounds the mask.
  static func paint(_ cr: OpaquePointer, source: OpaquePointer, coverage: Coverage) {
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    switch coverage {
    case .fill: cairo_fill(cr)
    case .stroke: cairo_stroke(cr)
    }
    guard let mask = cairo_pop_group(cr) else { return }
    cairo_set_source(cr, source)
    if !GradientShader.shade(cr, source: source, mask: mask),
      !ImageShader.shade(cr, source: source, mask: mask)
    {
      cairo_mask(cr, mask)
    }
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
