import BezelDrawing
import BezelLayers
import CCairo
import CPango
import Foundation

/// Pango layouts for text items, reused across frames, plus the font map and context they
/// are made in. Not thread-safe: one per canvas.
///
/// Layouts are resolution-independent: the context has no transform and no hinting, so the
/// same layout draws at any scale and glyph positions do not jump as text animates.
final class TextLayoutCache {
  struct Layout {
    let layout: OpaquePointer
    /// The logical size of the laid-out block, in points.
    let width: Double
    let height: Double
    /// True when Pango places lines inside the frame's width itself (wrapping on).
    let alignsInsideWidth: Bool
  }

  private struct Key: Hashable {
    let string: String
    let font: Font
    let wrapWidth: Double
    let alignment: TextAlignment
    let tracking: Double
    let lineHeight: Double
  }

  /// Font sizes above this are clamped: glyphs that large cost memory and show nothing new.
  static let maximumFontSize = 4096.0
  private static let entriesPerGeneration = 256

  /// Made on the first text item: a Pango font map starts fontconfig (a thread that reads
  /// every font's configuration, megabytes of memory), which pictures without text never need.
  private var fontMap: UnsafeMutablePointer<PangoFontMap>?
  private var context: OpaquePointer?
  private var started = false
  private var current: [Key: Layout] = [:]
  private var previous: [Key: Layout] = [:]
  private var fonts: [Font: OpaquePointer] = [:]

  init() {}

  /// The Pango context layouts are made in, created on first use.
  private func layoutContext() -> OpaquePointer? {
    if started { return context }
    started = true
    fontMap = pango_cairo_font_map_new()
    context = fontMap.flatMap(PangoLayoutContext.make)
    return context
  }

  deinit {
    for entry in current.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    for entry in previous.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    for description in fonts.values { pango_font_description_free(description) }
    if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
  }

  var count: Int { current.count + previous.count }

  /// The layout for `item`, or `nil` when there is nothing to draw.
  func layout(for item: TextItem) -> Layout? {
    guard !item.string.isEmpty, item.font.size.isFinite, item.font.size > 0 else { return nil }
    let width = Double(item.frame.width)
    let wrapWidth = item.wraps && width.isFinite && width >= 0 ? width : -1
    let key = Key(
      string: item.string, font: item.font, wrapWidth: wrapWidth, alignment: item.alignment,
      tracking: item.tracking.isFinite ? item.tracking : 0,
      lineHeight: item.lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? -1)
    if let entry = current[key] { return entry }
    if let entry = previous.removeValue(forKey: key) {
      insert(entry, key: key)
      return entry
    }
    guard let entry = makeLayout(key) else { return nil }
    insert(entry, key: key)
    return entry
  }

  private func insert(_ entry: Layout, key: Key) {
    if current.count >= TextLayoutCache.entriesPerGeneration {
      for old in previous.values { g_object_unref(UnsafeMutableRawPointer(old.layout)) }
      previous = current
      current = [:]
    }
    current[key] = entry
  }

  private func makeLayout(_ key: Key) -> Layout? {
    guard let context = layoutContext(), let layout = pango_layout_new(context) else {
      return nil
    }
    pango_layout_set_text(layout, key.string, -1)
    pango_layout_set_font_description(layout, fontDescription(key.font))
    if key.wrapWidth >= 0 {
      pango_layout_set_width(layout, TextLayoutCache.pangoUnits(key.wrapWidth))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
    switch key.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    if key.tracking != 0 || key.lineHeight > 0 {
      let attributes = pango_attr_list_new()
      if key.tracking != 0 {
        pango_attr_list_insert(
          attributes, pango_attr_letter_spacing_new(TextLayoutCache.pangoUnits(key.tracking)))
      }
      if key.lineHeight > 0 {
        pango_attr_list_insert(
          attributes,
          pango_attr_line_height_new_absolute(TextLayoutCache.pangoUnits(key.lineHeight)))
      }
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return Layout(
      layout: layout, width: Double(logical.width) / scale,
      height: Double(logical.height) / scale, alignsInsideWidth: key.wrapWidth >= 0)
  }

  private func fontDescription(_ font: Font) -> OpaquePointer? {
    if let description = fonts[font] { return description }
    if fonts.count >= 64 {
      for description in fonts.values { pango_font_description_free(description) }
      fonts = [:]
    }
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.rawValue)))
    pango_font_description_set_style(
      description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    let size = min(font.size, TextLayoutCache.maximumFontSize)
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    fonts[font] = description
    return description
  }

  /// Points in Pango units, clamped to what an `Int32` holds.
  static func pangoUnits(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(-2e9, min(2e9, (value * Double(PANGO_SCALE)).rounded())))
  }
}
