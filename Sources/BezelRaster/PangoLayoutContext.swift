import CCairo
import CPango

/// The Pango context text is laid out in, shared by the canvas and the benchmark's
/// hand-written Cairo frames so both lay text out alike.
///
/// Outlines and metrics are not hinted, antialiasing is greyscale and glyph positions are not
/// rounded: a layout made once draws at any scale, and glyphs do not jump as text animates.
package enum PangoLayoutContext {
  /// A context of `fontMap` set up for resolution-independent layout, or `nil` when Pango
  /// cannot make one.
  ///
  /// ```swift
  /// let fontMap = pango_cairo_font_map_new()
  /// let context = fontMap.flatMap(PangoLayoutContext.make)
  /// ```
  package static func make(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer? {
    guard let context = pango_font_map_create_context(fontMap) else { return nil }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    return context
  }
}
