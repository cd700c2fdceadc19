import BezelDrawing
import Foundation

extension AnimationCompiler {
  /// Compiles a text layer's documents and animators. A font the file has no glyphs for is
  /// drawn from the installed font of that name (or its fallback), outlined the same way.
  mutating func compileText(_ text: TextModel) -> CompiledText {
    let fonts = Dictionary(model.fonts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var layerGlyphs = glyphs
    let documents = text.documents.map { entry -> CompiledText.Document in
      let d = entry.document
      // lottie-web draws a document whose font is not in the list with the first font.
      let font = fonts[d.fontName] ?? model.fonts.first
      let family = font?.family ?? d.fontName
      let style = font?.style ?? ""
      var ascent = font?.ascent
      if !hasGlyphs(family: family, style: style) {
        let face = fontFace(family: family, style: style, weight: font?.weight, text: d.text)
        for (character, glyph) in face.glyphs {
          layerGlyphs[CompiledText.glyphKey(character, family, style)] = glyph
        }
        ascent = ascent ?? face.ascent
        log.use(
          face.substitute.map { "text: font '\(family)' not installed, drawn with '\($0)'" }
            ?? "text: installed font (no glyph data)", drawn: true)
      } else {
        log.use("text: glyph data", drawn: true)
        if ascent == nil, let h = glyphs[CompiledText.glyphKey("H", family, style)],
          !h.path.isEmpty
        {
          ascent = -h.path.bounds.minY
        }
      }
      func color(_ list: [Double]?) -> Color? {
        guard let list, list.count >= 3 else { return nil }
        var v = SIMD4<Double>(lottie: list, fill: 1)
        if v.x > 1 || v.y > 1 || v.z > 1 { v = SIMD4<Double>(v.x / 255, v.y / 255, v.z / 255, 1) }
        return Color(red: clamp(v.x), green: clamp(v.y), blue: clamp(v.z), alpha: clamp(v.w))
      }
      return CompiledText.Document(
        time: entry.time, text: d.text, fontFamily: family, fontStyle: style, size: d.size,
        justification: d.justification, tracking: d.tracking, lineHeight: d.lineHeight,
        fill: color(d.fillColor), stroke: color(d.strokeColor), strokeWidth: d.strokeWidth,
        boxSize: d.boxSize.flatMap { $0.count >= 2 ? CGSize(width: $0[0], height: $0[1]) : nil },
        boxPosition: d.boxPosition.flatMap { $0.count >= 2 ? CGPoint(x: $0[0], y: $0[1]) : nil },
        baselineShift: d.baselineShift, ascent: ascent)
    }
    return CompiledText(
      documents: documents, glyphs: layerGlyphs,
      animators: text.animators.map(CompiledTextAnimator.init),
      path: text.path.map(CompiledTextPath.init), grouping: text.grouping,
      alignment: text.alignment.map {
        Track($0, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
      }, seed: CompiledText.seed(text.documents.first?.document.text ?? ""))
  }

  /// Whether the file has glyph outlines for the font `family` / `style`.
  private func hasGlyphs(family: String, style: String) -> Bool {
    model.glyphs.contains { $0.family == family && $0.style == style }
  }

  /// The installed font's outlines of every character of `text`, added to what earlier text
  /// layers already asked for.
  private mutating func fontFace(family: String, style: String, weight: String?, text: String)
    -> FontGlyphSource.Face
  {
    let key = family + "\u{1}" + style
    var face = fontFaces[key] ?? FontGlyphSource.Face(glyphs: [:], ascent: 72, substitute: nil)
    // A bound on outlines per font, so a hostile text of a million distinct characters
    // cannot make a million layouts; characters beyond it are left out.
    let room = max(0, FontGlyphSource.maximumGlyphs - face.glyphs.count)
    let needed = Set(
      Set(text.map(String.init)).filter {
        face.glyphs[$0] == nil && !CompiledText.isLineBreak(Character($0))
      }.prefix(room))
    if !needed.isEmpty || fontFaces[key] == nil {
      let more = FontGlyphSource.face(
        family: family, style: style, weight: weight, characters: needed)
      face.glyphs.merge(more.glyphs) { a, _ in a }
      face.ascent = more.ascent
      face.substitute = more.substitute
      fontFaces[key] = face
    }
    return face
  }
}
