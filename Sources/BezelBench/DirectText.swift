import BezelRaster
import CCairo
import CPango
import Foundation

/// Text for the hand-written Cairo frames: one Pango context (no hinting, unrounded glyph
/// positions, like any resolution-independent renderer) and one layout per label, whose text
/// is replaced only when it changes — what a careful program using Pango directly does.
final class DirectText {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>?
  private let context: OpaquePointer?
  private var layouts: [Int: (layout: OpaquePointer, text: String)] = [:]
  private var fonts: [String: OpaquePointer] = [:]

  init() {
    fontMap = pango_cairo_font_map_new()
    context = fontMap.flatMap(PangoLayoutContext.make)
  }

  deinit {
    for entry in layouts.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    for font in fonts.values { pango_font_description_free(font) }
    if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
  }

  enum Align {
    case left
    case center
    case right
  }

  /// Draws `text` (one line) in sans-serif `size` / `weight`, placed in the frame (x, y, w, h)
  /// horizontally by `align` and centred vertically, with the current source colour.
  /// `slot` names the label so its layout is kept between frames.
  func draw(
    _ cr: OpaquePointer, slot: Int, _ text: String, size: Double, weight: Int = 400,
    frame: (x: Double, y: Double, w: Double, h: Double), align: Align
  ) {
    guard let layout = layout(slot: slot, text: text, size: size, weight: weight) else { return }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let width = Double(logical.width) / Double(PANGO_SCALE)
    let height = Double(logical.height) / Double(PANGO_SCALE)
    var x = frame.x
    switch align {
    case .left: break
    case .center: x += (frame.w - width) / 2
    case .right: x += frame.w - width
    }
    cairo_move_to(cr, x, frame.y + (frame.h - height) / 2)
    pango_cairo_show_layout(cr, layout)
    cairo_new_path(cr)
  }

  private func layout(slot: Int, text: String, size: Double, weight: Int) -> OpaquePointer? {
    if let entry = layouts[slot] {
      if entry.text != text {
        pango_layout_set_text(entry.layout, text, -1)
        layouts[slot] = (entry.layout, text)
      }
      return entry.layout
    }
    guard let context, let layout = pango_layout_new(context) else { return nil }
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_font_description(layout, font(size: size, weight: weight))
    pango_layout_set_width(layout, -1)
    layouts[slot] = (layout, text)
    return layout
  }

  private func font(size: Double, weight: Int) -> OpaquePointer? {
    let key = "\(size)/\(weight)"
    if let font = fonts[key] { return font }
    guard let font = pango_font_description_new() else { return nil }
    pango_font_description_set_family(font, "sans-serif")
    pango_font_description_set_weight(font, PangoWeight(UInt32(weight)))
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    fonts[key] = font
    return font
  }
}
