import BezelDrawing
import BezelLayers
import Foundation

/// A compiled text layer: documents by time, drawn with embedded glyph outlines when the file
/// has them, else as laid-out text.
struct CompiledText: Sendable {
  struct Document: Sendable {
    var time: Double
    var text: String
    var fontFamily: String
    var fontStyle: String
    var size: Double
    var justification: Int
    var tracking: Double
    var lineHeight: Double
    var fill: Color?
    var stroke: Color?
    var strokeWidth: Double
    var boxSize: CGSize?
    var boxPosition: CGPoint?
    var baselineShift: Double
    /// The font's ascent in units of a 100-point font, when known.
    var ascent: Double?
  }

  struct Glyph: Sendable {
    var width: Double
    var shapes: [ShapeNode]
  }

  var documents: [Document]
  /// Glyph outlines by family, style and character.
  var glyphs: [String: Glyph]
  var animators: [CompiledTextAnimator] = []
  var path: CompiledTextPath?
  /// How characters group for animator transforms: 1 characters, 2 words, 3 lines, 4 all.
  var grouping = 1

  static func glyphKey(_ character: String, _ family: String, _ style: String) -> String {
    "\(family)\u{1}\(style)\u{1}\(character)"
  }

  func document(at frame: Double) -> Document? {
    documents.last { $0.time <= frame } ?? documents.first
  }

  /// The display items at `frame`; `masks` are the layer's, for text on a path.
  func items(at frame: Double, alpha: Double, masks: [CompiledMask] = []) -> [DisplayItem] {
    guard let doc = document(at: frame), alpha > 0 else { return [] }
    if !glyphs.isEmpty { return glyphItems(doc, frame: frame, alpha: alpha, masks: masks) }
    let lines = doc.text.split(omittingEmptySubsequences: false) {
      $0 == "\r" || $0 == "\n" || $0 == "\u{3}"
    }
    guard let fill = doc.fill ?? doc.stroke else { return [] }
    let alignment: TextAlignment =
      doc.justification == 1 ? .right : (doc.justification == 2 ? .center : .left)
    let font = Font(
      family: doc.fontFamily.isEmpty ? "sans-serif" : doc.fontFamily, size: doc.size,
      weight: doc.fontStyle.lowercased().contains("bold") ? .bold : .regular,
      italic: doc.fontStyle.lowercased().contains("italic"))
    let frameRect: CGRect
    if let box = doc.boxSize, let origin = doc.boxPosition {
      frameRect = CGRect(origin: origin, size: box)
    } else {
      // Point text: the baseline of the first line is at y = 0 and the anchor follows the
      // justification; a wide frame centred on the anchor keeps the alignment.
      let width = 10000.0
      let x: Double = alignment == .left ? 0 : (alignment == .right ? -width : -width / 2)
      frameRect = CGRect(
        x: x, y: -doc.size * 0.8, width: width,
        height: doc.lineHeight * Double(lines.count) + doc.size)
    }
    let item = TextItem(
      string: lines.joined(separator: "\n"), font: font, color: fill.withAlpha(fill.alpha * alpha),
      frame: frameRect, alignment: alignment, wraps: doc.boxSize != nil,
      tracking: doc.tracking * doc.size / 1000, lineHeight: doc.lineHeight,
      stroke: doc.stroke.map { (color: $0.withAlpha($0.alpha * alpha), width: doc.strokeWidth) })
    return [.text(item)]
  }

  /// One character of a laid-out document (a line break has no value).
  private struct Letter {
    var value: Character?
    var glyph: Glyph?
    var width: Double
    var line: Int
    /// The width of the letter's group and its offset in it (lottie-web's `an` and `add`).
    var groupWidth: Double
    var groupOffset: Double
  }

  /// Lays out `doc` with the embedded glyphs, as lottie-web's canvas renderer does.
  private func glyphItems(_ doc: Document, frame: Double, alpha: Double, masks: [CompiledMask])
    -> [DisplayItem]
  {
    let scale = doc.size / 100
    let tracking = doc.tracking * doc.size / 1000
    var letters: [Letter] = []
    var line = 0
    var characters = Array(doc.text)
    if let box = doc.boxSize { characters = wrap(characters, width: box.width, doc: doc) }
    for ch in characters {
      if CompiledText.isLineBreak(ch) {
        letters.append(
          Letter(value: nil, glyph: nil, width: 0, line: line, groupWidth: 0, groupOffset: 0))
        line += 1
        continue
      }
      let glyph = glyphs[CompiledText.glyphKey(String(ch), doc.fontFamily, doc.fontStyle)]
      let width = (glyph?.width ?? 0) * scale
      letters.append(
        Letter(value: ch, glyph: glyph, width: width, line: line, groupWidth: width, groupOffset: 0)
      )
    }
    groupLetters(&letters)
    // A line's width leaves out trailing spaces and the tracking after its last character.
    var lineWidths = Array(repeating: -tracking, count: line + 1)
    var pendingSpaces = 0.0
    for letter in letters {
      guard let value = letter.value else {
        pendingSpaces = 0
        continue
      }
      if value == " " {
        pendingSpaces += letter.width + tracking
      } else {
        lineWidths[letter.line] += letter.width + tracking + pendingSpaces
        pendingSpaces = 0
      }
    }
    let boxWidth = doc.boxSize?.width ?? (lineWidths.max() ?? 0)
    let justifyOffset: Double =
      doc.boxSize != nil
      ? 0 : (doc.justification == 1 ? -boxWidth : (doc.justification == 2 ? -boxWidth / 2 : 0))
    var origin = CGPoint(x: 0, y: -doc.baselineShift)
    if let position = doc.boxPosition {
      origin.x += position.x
      origin.y += position.y + (doc.ascent.map { $0 * doc.size / 100 } ?? doc.size)
    }
    // Unit indices and ranges of every animator.
    var indices = Array(repeating: [Int](), count: animators.count)
    var ranges: [CompiledTextAnimator.Range] = []
    for (j, animator) in animators.enumerated() {
      var index = 0
      for (i, letter) in letters.enumerated() {
        indices[j].append(index)
        if animator.counts(letter.value, isLast: i == letters.count - 1) { index += 1 }
      }
      ranges.append(animator.range(at: frame, total: index))
    }
    let lineHeight = doc.lineHeight != 0 ? doc.lineHeight : doc.size * 1.2
    // Text on a path: distances along the mask outline replace the x positions.
    var outline: CompiledTextPath.Outline?
    var perpendicular = false
    let firstMargin = path?.firstMargin.value(at: frame) ?? 0
    if let path, path.mask >= 0, path.mask < masks.count {
      var shape = masks[path.mask].path.value(at: frame)
      if path.reversed.value(at: frame) != 0 { shape = shape.reversed() }
      outline = CompiledTextPath.Outline(shape)
      perpendicular = path.perpendicular.value(at: frame) != 0
    }
    var distance = firstMargin
    var distanceLine = -1
    var items: [DisplayItem] = []
    var x = 0.0
    for (i, letter) in letters.enumerated() {
      guard letter.value != nil else {
        x = 0
        distance = firstMargin
        continue
      }
      defer { x += letter.width + tracking }
      if let outline, distanceLine != letter.line {
        // Justification shifts each line along the outline.
        distanceLine = letter.line
        switch doc.justification {
        case 1: distance += outline.total - lineWidths[letter.line]
        case 2: distance += (outline.total - lineWidths[letter.line]) / 2
        default: break
        }
      }
      distance += letter.width / 2
      defer { distance += letter.width / 2 + tracking }
      guard let glyph = letter.glyph else { continue }
      let centre = letter.groupWidth / 2 - letter.groupOffset
      var t = Transform(scaleX: scale, y: scale).concatenating(
        Transform(translationX: -centre, y: 0))
      var opacity = 1.0
      var fill = doc.fill.map { SIMD4<Double>($0.red, $0.green, $0.blue, $0.alpha) }
      var shift = SIMD4<Double>()
      for (j, animator) in animators.enumerated() {
        let w = ranges[j].weight(indices[j][i])
        guard w != 0 else { continue }
        if let a = animator.anchor?.value(at: frame) {
          t = t.concatenating(Transform(translationX: -a.x * w, y: -a.y * w))
        }
        if let s = animator.scale?.value(at: frame) {
          t = t.concatenating(
            Transform(scaleX: 1 + (s.x / 100 - 1) * w, y: 1 + (s.y / 100 - 1) * w))
        }
        if let r = animator.rotation?.value(at: frame) {
          t = t.concatenating(Transform(rotationAngle: r * w * .pi / 180))
        }
        if let o = animator.opacity?.value(at: frame) {
          opacity += (o / 100 * w - opacity) * w
        }
        if let c = animator.fillColor?.value(at: frame), let f = fill {
          fill = SIMD4<Double>(
            f.x + (c.x - f.x) * w, f.y + (c.y - f.y) * w, f.z + (c.z - f.z) * w, f.w)
        }
        if let p = animator.position?.value(at: frame) {
          shift = SIMD4<Double>(shift.x + p.x * w, shift.y + p.y * w, 0, 0)
        }
      }
      if let outline {
        // Centred on the point `distance` along the outline, turned to follow it.
        guard let (point, angle) = outline.locate(distance + shift.x) else { continue }
        if letter.groupOffset != 0 || letter.groupWidth != letter.width {
          t = t.concatenating(Transform(translationX: centre - letter.width / 2, y: 0))
        }
        t = t.concatenating(
          Transform(
            translationX: 0,
            y: shift.y + Double(letter.line) * lineHeight - doc.baselineShift))
        if perpendicular {
          t = t.concatenating(Transform(rotationAngle: angle))
        }
        t = t.concatenating(Transform(translationX: point.x, y: point.y))
      } else {
        let lineWidth = lineWidths[letter.line]
        var lineX = 0.0
        switch doc.justification {
        case 1: lineX = justifyOffset + boxWidth - lineWidth
        case 2: lineX = justifyOffset + (boxWidth - lineWidth) / 2
        default: break
        }
        t = t.concatenating(
          Transform(
            translationX: shift.x + x + origin.x + lineX + centre,
            y: shift.y + Double(letter.line) * lineHeight + origin.y))
      }
      let letterAlpha = alpha * clamp(opacity)
      guard letterAlpha > 0 else { continue }
      var children: [DisplayItem] = []
      if let f = fill {
        let color = Color(red: clamp(f.x), green: clamp(f.y), blue: clamp(f.z), alpha: clamp(f.w))
        children += glyphItems(
          glyph, paint: color.withAlpha(color.alpha * letterAlpha), stroke: nil)
      }
      if let stroke = doc.stroke, doc.strokeWidth > 0 {
        children += glyphItems(
          glyph, paint: stroke.withAlpha(stroke.alpha * letterAlpha),
          stroke: StrokeStyle(lineWidth: doc.strokeWidth / scale, lineJoin: .round))
      }
      if !children.isEmpty {
        items.append(.group(GroupItem(transform: t, children: children)))
      }
    }
    return items
  }

  static func isLineBreak(_ ch: Character) -> Bool {
    ch.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
  }

  /// Breaks box text into lines no wider than `width`, as lottie-web does: at the last space
  /// of a line that overflows, or before the overflowing character when the line has none.
  private func wrap(_ characters: [Character], width: Double, doc: Document) -> [Character] {
    let scale = doc.size / 100
    let tracking = doc.tracking * doc.size / 1000
    var out = characters
    var lineWidth = 0.0
    var lastSpace: Int?
    var i = 0
    while i < out.count {
      let ch = out[i]
      let isBreak = CompiledText.isLineBreak(ch)
      if ch == " " {
        lastSpace = i
      } else if isBreak {
        lineWidth = 0
        lastSpace = nil
      }
      let glyph = glyphs[CompiledText.glyphKey(String(ch), doc.fontFamily, doc.fontStyle)]
      let advance = isBreak ? 0 : (glyph?.width ?? 0) * scale
      // A line keeps at least one character, so the loop always moves on.
      if lineWidth + advance > width && ch != " " && lineWidth > 0 {
        if let space = lastSpace {
          out[space] = "\r"
          i = space
        } else {
          out.insert("\r", at: i)
        }
        lastSpace = nil
        lineWidth = 0
      } else {
        lineWidth += advance + tracking
      }
      i += 1
    }
    return out
  }

  /// Sets each letter's group width and offset for word (2) or line (3) grouping.
  private func groupLetters(_ letters: inout [Letter]) {
    guard grouping == 2 || grouping == 3 else { return }
    var first = 0
    var size = 0.0
    for i in letters.indices {
      letters[i].groupOffset = size
      size += letters[i].width
      let value = letters[i].value
      let closes = value == nil || (grouping == 2 && value == " ")
      if closes || i == letters.count - 1 {
        if closes { size -= letters[i].width }
        for k in first...i { letters[k].groupWidth = size }
        first = i + 1
        size = 0
      }
    }
  }

  private func glyphItems(_ glyph: Glyph, paint: Color, stroke: StrokeStyle?) -> [DisplayItem] {
    // Glyph shapes are plain outlines; paint them with the document's colour.
    var path = Path()
    collect(glyph.shapes, transform: .identity, into: &path)
    guard !path.isEmpty else { return [] }
    if let stroke { return [.stroke(path, paint: .color(paint), style: stroke)] }
    return [.fill(path, paint: .color(paint), rule: .nonZero)]
  }

  private func collect(_ nodes: [ShapeNode], transform: Transform, into path: inout Path) {
    for node in nodes {
      switch node {
      case .group(let items, let t):
        collect(
          items, transform: (t?.matrix(at: 0) ?? .identity).concatenating(transform), into: &path)
      case .geometry(let g):
        g.shape(at: 0).append(to: &path, transform: transform)
      default: continue
      }
    }
  }
}
