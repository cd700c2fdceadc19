import BezelDrawing
import CCairo
import CPango
import Foundation

/// Glyph outlines and advances taken from an installed font, for text whose file has no
/// glyph data (`chars`).
///
/// Each character is measured on its own, as lottie-web measures characters for font text,
/// so the same layout and animator code draws both kinds of text. The outlines are in units
/// of a 100-point font with the baseline at y = 0, like the file's own glyphs.
///
/// A family that is not installed falls back through fontconfig to the generic family its
/// name suggests (serif, monospace, else sans-serif) in the requested weight and slant;
/// characters the font lacks (Hangul, CJK) come from any installed font that has them.
struct FontGlyphSource {
  /// The glyphs of one family and style.
  struct Face {
    var glyphs: [String: CompiledText.Glyph]
    /// The top of a capital "H" in units of a 100-point font, lottie-web's `ascent`.
    var ascent: Double
    /// The family fontconfig chose, when it is not the one asked for.
    var substitute: String?
  }

  /// The most characters one font is outlined for.
  static let maximumGlyphs = 4096

  /// Outlines of `characters` in the font `family` (with `style` such as "Bold Italic" and an
  /// optional CSS `weight` such as "700").
  static func face(family: String, style: String, weight: String?, characters: Set<String>)
    -> Face
  {
    guard let fontMap = pango_cairo_font_map_new() else {
      return Face(glyphs: [:], ascent: 72, substitute: nil)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
    guard let context = pango_font_map_create_context(fontMap) else {
      return Face(glyphs: [:], ascent: 72, substitute: nil)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    // Unhinted outlines at fractional positions: the glyphs are scaled and animated later.
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)

    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    let request = FontRequest(family: family, style: style, weight: weight)
    pango_font_description_set_family(description, request.families)
    pango_font_description_set_weight(description, PangoWeight(UInt32(request.weight)))
    pango_font_description_set_style(
      description, request.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, 100 * Double(PANGO_SCALE))
    let substitute = substitute(
      for: family, generic: FontRequest.generic(for: family), context: context,
      description: description)

    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }

    var glyphs: [String: CompiledText.Glyph] = [:]
    var ascent = 72.0
    for character in characters.union(["H"]) where !character.isEmpty {
      guard let layout = pango_layout_new(context) else { continue }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      pango_layout_set_font_description(layout, description)
      pango_layout_set_text(layout, character, -1)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
      cairo_new_path(cr)
      cairo_move_to(cr, 0, -baseline)
      pango_cairo_layout_path(cr, layout)
      let path = outline(cr)
      if character == "H", !path.isEmpty, path.bounds.minY < 0 { ascent = -path.bounds.minY }
      if characters.contains(character) {
        glyphs[character] = CompiledText.Glyph(
          width: Double(logical.width) / Double(PANGO_SCALE), path: path)
      }
    }
    cairo_new_path(cr)
    return Face(glyphs: glyphs, ascent: ascent, substitute: substitute)
  }

  /// The family fontconfig chose for `description`, or `nil` when it is `family` itself.
  ///
  /// Pango names a face by its English family, so a face found by another of its names
  /// ("나눔고딕" for NanumGothic) is told apart from a fallback by asking for the generic
  /// family alone: a fallback is the face the generic family gives too.
  private static func substitute(
    for family: String, generic: String, context: OpaquePointer, description: OpaquePointer?
  ) -> String? {
    func loadedFamily(_ description: OpaquePointer?) -> String? {
      guard let font = pango_context_load_font(context, description) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(font)) }
      let described = pango_font_describe(font)
      defer { pango_font_description_free(described) }
      return pango_font_description_get_family(described).map { String(cString: $0) }
    }
    guard let chosen = loadedFamily(description) else { return nil }
    if chosen.lowercased() == family.lowercased() { return nil }
    let plain = pango_font_description_copy(description)
    defer { pango_font_description_free(plain) }
    pango_font_description_set_family(plain, generic)
    return loadedFamily(plain) == chosen ? chosen : nil
  }

  /// The current path of `cr` as a Bezel path.
  private static func outline(_ cr: OpaquePointer?) -> Path {
    var path = Path()
    guard let copy = cairo_copy_path(cr) else { return path }
    defer { cairo_path_destroy(copy) }
    guard copy.pointee.status == CAIRO_STATUS_SUCCESS, let data = copy.pointee.data else {
      return path
    }
    var i = 0
    var drawn = false
    let count = Int(copy.pointee.num_data)
    func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
    while i < count {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
      case CAIRO_PATH_LINE_TO:
        path.addLine(to: point(1))
        drawn = true
      case CAIRO_PATH_CURVE_TO:
        path.addCurve(to: point(3), control1: point(1), control2: point(2))
        drawn = true
      case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
      default: break
      }
      i += max(1, Int(header.length))
    }
    // A space is only the pen's starting point: no outline at all.
    return drawn ? path : Path()
  }
}
