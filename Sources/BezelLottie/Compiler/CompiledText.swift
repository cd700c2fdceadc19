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
    /// The outline in units of a 100-point font, baseline at y = 0.
    var path: Path
  }

  var documents: [Document]
  /// Glyph outlines by family, style and character.
  var glyphs: [String: Glyph]
  var animators: [CompiledTextAnimator] = []
  var path: CompiledTextPath?
  /// How characters group for animator transforms: 1 characters, 2 words, 3 lines, 4 all.
  var grouping = 1
  /// The pivot of each group's transforms, in percent of its width and 0.857 em (`m.a`).
  var alignment: Track<SIMD4<Double>>?
  /// Seeds the shuffles of randomised selectors: the same file always draws the same way.
  var seed: UInt64 = 0

  static func glyphKey(_ character: String, _ family: String, _ style: String) -> String {
    "\(family)\u{1}\(style)\u{1}\(character)"
  }

  /// A seed for randomised selectors taken from the layer's text (FNV-1a), so it depends on
  /// the file alone.
  static func seed(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
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

  /// What the animators make of one letter.
  private struct LetterStyle {
    /// Applied after the letter is centred on its group, before it is placed on its line.
    var transform = Transform.identity
    /// Animator positions: x moves along the line, y across it.
    var shift = CGPoint.zero
    /// How far animator positions and anchor points move the letter along a path.
    var alongPath = 0.0
    var opacity = 1.0
    var fill: SIMD4<Double>?
    var stroke: SIMD4<Double>?
    var strokeWidth = 0.0
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

  /// Lays out `doc` with the embedded glyphs, as lottie-web's canvas renderer does
  /// (`TextProperty.completeTextData` and `TextAnimatorProperty.getMeasures`).
  private func glyphItems(_ doc: Document, frame: Double, alpha: Double, masks: [CompiledMask])
    -> [DisplayItem]
  {
    let scale = doc.size / 100
    let tracking = doc.tracking * doc.size / 1000
    var letters: [Letter] = []
    var line = 0
    var characters = Array(doc.text)
    if let box = doc.boxSize { characters = wrap(characters, width: box.width, doc: doc) }
    // Lines that end a paragraph: the text's own breaks and its end, not wrapping.
    var paragraphEnds: [Bool] = []
    for ch in characters {
      if CompiledText.isLineBreak(ch) {
        letters.append(
          Letter(value: nil, glyph: nil, width: 0, line: line, groupWidth: 0, groupOffset: 0))
        paragraphEnds.append(ch != CompiledText.wrapBreak)
        line += 1
        continue
      }
      let glyph = glyphs[CompiledText.glyphKey(String(ch), doc.fontFamily, doc.fontStyle)]
      let width = (glyph?.width ?? 0) * scale
      letters.append(
        Letter(value: ch, glyph: glyph, width: width, line: line, groupWidth: width, groupOffset: 0)
      )
    }
    paragraphEnds.append(true)
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
    let (lineAlignments, spaceStretch) = justify(
      letters, lineWidths: lineWidths, paragraphEnds: paragraphEnds, boxWidth: boxWidth,
      justification: doc.boxSize != nil || doc.justification <= 2 ? doc.justification : 0)
    var origin = CGPoint(x: 0, y: -doc.baselineShift)
    if let position = doc.boxPosition {
      origin.x += position.x
      origin.y += position.y + ascent(of: doc) * doc.size / 100
    }
    let weights = selectorWeights(letters, frame: frame)
    let values = animators.map { $0.values(at: frame) }
    let lineHeight = doc.lineHeight != 0 ? doc.lineHeight : doc.size * 1.2
    // The pivot of each group's transforms (`m.a`): a share of its width and of 0.857 em.
    let pivot = alignment?.value(at: frame) ?? SIMD4<Double>()
    let pivotY = -pivot.y * doc.size * 1.2 * 0.714 * 0.01
    // Animated tracking widens a right or centre aligned line, so lottie-web moves it back.
    var trackingOffsets = Array(repeating: 0.0, count: line + 1)
    do {
      var lineStart = true
      for (i, letter) in letters.enumerated() {
        guard letter.value != nil else {
          lineStart = true
          continue
        }
        let alignment = lineAlignments[letter.line]
        guard alignment == 1 || alignment == 2 else { continue }
        let share = alignment == 2 ? -0.5 : -1
        for j in values.indices {
          guard let t = values[j].tracking else { continue }
          if lineStart && alignment == 2 { trackingOffsets[letter.line] += t * share }
          trackingOffsets[letter.line] += t * weights[j][i] * share
        }
        lineStart = false
      }
    }
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
      // Animated tracking moves this letter and every later one on its line; lottie-web
      // leaves the first letter of a left-aligned line where it is.
      for j in values.indices {
        guard let t = values[j].tracking, x != 0 || doc.justification != 0 else { continue }
        if outline != nil { distance += t * weights[j][i] } else { x += t * weights[j][i] }
      }
      defer {
        x += letter.width + tracking + spaceStretch[i]
        distance += letter.width / 2 + tracking
      }
      guard let glyph = letter.glyph else { continue }
      let centre = letter.groupWidth / 2 - letter.groupOffset
      let pivotX = -pivot.x * letter.groupWidth * 0.005
      let style = letterStyle(doc, values: values, weights: weights.map { $0[i] })
      var t = Transform(scaleX: scale, y: scale).concatenating(
        Transform(translationX: -centre + pivotX, y: pivotY)
      ).concatenating(style.transform)
      if let outline {
        // Centred on the point `distance` along the outline, turned to follow it.
        guard let (point, angle) = outline.locate(distance + style.alongPath - pivotX) else {
          continue
        }
        if letter.groupOffset != 0 || letter.groupWidth != letter.width {
          t = t.concatenating(Transform(translationX: centre - letter.width / 2, y: 0))
        }
        t = t.concatenating(
          Transform(
            translationX: 0,
            y: style.shift.y + Double(letter.line) * lineHeight - doc.baselineShift - pivotY))
        if perpendicular {
          t = t.concatenating(Transform(rotationAngle: angle))
        }
        t = t.concatenating(Transform(translationX: point.x, y: point.y))
      } else {
        let lineWidth = lineWidths[letter.line]
        var lineX = 0.0
        switch lineAlignments[letter.line] {
        case 1: lineX = trackingOffsets[letter.line] + justifyOffset + boxWidth - lineWidth
        case 2: lineX = trackingOffsets[letter.line] + justifyOffset + (boxWidth - lineWidth) / 2
        default: break
        }
        t = t.concatenating(
          Transform(
            translationX: style.shift.x + x + origin.x + lineX + centre - pivotX,
            y: style.shift.y + Double(letter.line) * lineHeight + origin.y - pivotY))
      }
      let letterAlpha = alpha * clamp(style.opacity)
      guard letterAlpha > 0 else { continue }
      var children: [DisplayItem] = []
      if let f = style.fill {
        let color = Color(red: clamp(f.x), green: clamp(f.y), blue: clamp(f.z), alpha: clamp(f.w))
        children += glyphItems(
          glyph, paint: color.withAlpha(color.alpha * letterAlpha), stroke: nil)
      }
      if let s = style.stroke, style.strokeWidth > 0 {
        let color = Color(red: clamp(s.x), green: clamp(s.y), blue: clamp(s.z), alpha: clamp(s.w))
        children += glyphItems(
          glyph, paint: color.withAlpha(color.alpha * letterAlpha),
          stroke: StrokeStyle(lineWidth: style.strokeWidth / scale, lineJoin: .round))
      }
      if !children.isEmpty {
        items.append(.group(GroupItem(transform: t, children: children)))
      }
    }
    return items
  }

  /// Each line's alignment (0 left, 1 right, 2 centre) and the extra advance of each letter,
  /// for After Effects' paragraph justification (3–6: every line of a paragraph but the last
  /// is stretched to the box by widening its spaces; the last is aligned left, right,
  /// centred, or, for 6, stretched too). lottie-web draws 3–6 as left-aligned.
  private func justify(
    _ letters: [Letter], lineWidths: [Double], paragraphEnds: [Bool], boxWidth: Double,
    justification: Int
  ) -> (alignments: [Int], stretch: [Double]) {
    var alignments = Array(
      repeating: (0...2).contains(justification) ? justification : 0,
      count: lineWidths.count)
    var stretch = Array(repeating: 0.0, count: letters.count)
    guard (3...6).contains(justification) else { return (alignments, stretch) }
    // The spaces between a line's first and last visible characters, by line.
    var inner = Array(repeating: [Int](), count: lineWidths.count)
    var pending: [Int] = []
    var seenVisible = false
    for (i, letter) in letters.enumerated() {
      guard let value = letter.value else {
        pending = []
        seenVisible = false
        continue
      }
      if value == " " {
        if seenVisible { pending.append(i) }
      } else {
        inner[letter.line] += pending
        pending = []
        seenVisible = true
      }
    }
    for line in lineWidths.indices {
      let last = paragraphEnds[line]
      if last && justification != 6 {
        alignments[line] = [3: 0, 4: 1, 5: 2][justification] ?? 0
        continue
      }
      let extra = boxWidth - lineWidths[line]
      guard extra > 0, !inner[line].isEmpty else { continue }
      for i in inner[line] { stretch[i] = extra / Double(inner[line].count) }
    }
    return (alignments, stretch)
  }

  /// How strongly each animator selects each letter: `weights[animator][letter]`.
  private func selectorWeights(_ letters: [Letter], frame: Double) -> [[Double]] {
    animators.enumerated().map { j, animator in
      // Unit indices as lottie-web counts them: a unit's letters share its index.
      var indices: [Int] = []
      var index = 0
      for (i, letter) in letters.enumerated() {
        indices.append(index)
        if animator.counts(letter.value, isLast: i == letters.count - 1) { index += 1 }
      }
      let range = animator.range(at: frame, total: index)
      let order = animator.unitOrder(total: index, seed: seed &+ UInt64(j))
      return indices.map { range.weight($0 < order.count ? order[$0] : $0) }
    }
  }

  /// One letter's transform, opacity and paints after every animator, in lottie-web's order:
  /// anchor points, then scales, then each animator's skew, rotation, opacity and colours,
  /// then positions.
  private func letterStyle(
    _ doc: Document, values: [CompiledTextAnimator.Values], weights: [Double]
  )
    -> LetterStyle
  {
    var style = LetterStyle()
    style.fill = doc.fill.map { SIMD4<Double>($0.red, $0.green, $0.blue, $0.alpha) }
    style.stroke = doc.stroke.map { SIMD4<Double>($0.red, $0.green, $0.blue, $0.alpha) }
    style.strokeWidth = doc.strokeWidth
    var t = Transform.identity
    for (v, w) in zip(values, weights) where w != 0 {
      if let a = v.anchor {
        t = t.concatenating(Transform(translationX: -a.x * w, y: -a.y * w))
        style.alongPath += a.x * w
      }
    }
    for (v, w) in zip(values, weights) where w != 0 {
      if let s = v.scale {
        t = t.concatenating(Transform(scaleX: 1 + (s.x / 100 - 1) * w, y: 1 + (s.y / 100 - 1) * w))
      }
    }
    for (v, w) in zip(values, weights) where w != 0 {
      if let sk = v.skew, sk != 0 {
        t = t.concatenating(
          CompiledText.skew(sk * w * .pi / 180, axis: (v.skewAxis ?? 0) * w * .pi / 180))
      }
      if let r = v.rotation { t = t.concatenating(Transform(rotationAngle: r * w * .pi / 180)) }
      if v.rotationX != nil || v.rotationY != nil {
        // Turned about y, then x, and seen straight on, as lottie-web's canvas draws it.
        let y = (v.rotationY ?? 0) * w * .pi / 180
        let x = (v.rotationX ?? 0) * w * .pi / 180
        t = t.concatenating(
          Transform(a: cos(y), b: sin(y) * sin(x), c: 0, d: cos(x), tx: 0, ty: 0))
      }
      if let o = v.opacity { style.opacity += (o / 100 * w - style.opacity) * w }
      if let sw = v.strokeWidth { style.strokeWidth += sw * w }
      if let c = v.strokeColor, let s = style.stroke {
        style.stroke = SIMD4<Double>(
          s.x + (c.x - s.x) * w, s.y + (c.y - s.y) * w, s.z + (c.z - s.z) * w, s.w)
      }
      if let f = style.fill {
        var fill = f
        if let c = v.fillColor {
          fill = SIMD4<Double>(
            f.x + (c.x - f.x) * w, f.y + (c.y - f.y) * w, f.z + (c.z - f.z) * w, f.w)
        }
        if let h = v.fillHue { fill = fill.addingHue(h * w) }
        if let s = v.fillSaturation { fill = fill.addingSaturation(s / 100 * w) }
        if let b = v.fillBrightness { fill = fill.addingBrightness(b / 100 * w) }
        // Fill and stroke opacity are After Effects' own (lottie-web leaves them out).
        if let o = v.fillOpacity { fill.w *= 1 + (o / 100 - 1) * min(max(w, 0), 1) }
        style.fill = fill
      }
      if let o = v.strokeOpacity, var s = style.stroke {
        s.w *= 1 + (o / 100 - 1) * min(max(w, 0), 1)
        style.stroke = s
      }
    }
    for (v, w) in zip(values, weights) where w != 0 {
      if let p = v.position {
        style.shift.x += p.x * w
        style.shift.y += p.y * w
        style.alongPath += p.x * w
      }
    }
    style.transform = t
    style.strokeWidth = max(0, style.strokeWidth)
    return style
  }

  /// A shear by `angle` along the direction `axis` (radians), as After Effects skews.
  static func skew(_ angle: Double, axis: Double) -> Transform {
    Transform(rotationAngle: axis)
      .concatenating(Transform(a: 1, b: 0, c: tan(-angle), d: 1, tx: 0, ty: 0))
      .concatenating(Transform(rotationAngle: -axis))
  }

  /// The font's ascent in units of a 100-point font; a typical 72 when neither the file nor
  /// the font says (lottie-web's box text then has no position at all).
  private func ascent(of doc: Document) -> Double {
    if let ascent = doc.ascent, ascent.isFinite { return ascent }
    return 72
  }

  static func isLineBreak(_ ch: Character) -> Bool {
    ch == wrapBreak || ch.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
  }

  /// The break box text wraps at (a line separator), told apart from the text's own breaks
  /// because justified paragraphs stretch every line but their last.
  static let wrapBreak: Character = "\u{2028}"

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
          out[space] = CompiledText.wrapBreak
          i = space
        } else {
          out.insert(CompiledText.wrapBreak, at: i)
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
    guard !glyph.path.isEmpty else { return [] }
    if let stroke { return [.stroke(glyph.path, paint: .color(paint), style: stroke)] }
    return [.fill(glyph.path, paint: .color(paint), rule: .nonZero)]
  }

  /// The outline of a file's glyph: its shapes are plain outlines, painted with the
  /// document's colours.
  static func outline(_ nodes: [ShapeNode], transform: Transform = .identity) -> Path {
    var path = Path()
    for node in nodes {
      switch node {
      case .group(let items, let t):
        path.addPath(
          outline(items, transform: (t?.matrix(at: 0) ?? .identity).concatenating(transform)))
      case .geometry(let g):
        g.shape(at: 0).append(to: &path, transform: transform)
      default: continue
      }
    }
    return path
  }
}
