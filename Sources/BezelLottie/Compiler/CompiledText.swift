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
  }

  struct Glyph: Sendable {
    var width: Double
    var shapes: [ShapeNode]
  }

  var documents: [Document]
  /// Glyph outlines by family, style and character.
  var glyphs: [String: Glyph]

  static func glyphKey(_ character: String, _ family: String, _ style: String) -> String {
    "\(family)\u{1}\(style)\u{1}\(character)"
  }

  func document(at frame: Double) -> Document? {
    documents.last { $0.time <= frame } ?? documents.first
  }

  func items(at frame: Double, alpha: Double) -> [DisplayItem] {
    guard let doc = document(at: frame), alpha > 0 else { return [] }
    let lines = doc.text.split(omittingEmptySubsequences: false) {
      $0 == "\r" || $0 == "\n" || $0 == "\u{3}"
    }
    let scale = doc.size / 100
    let hasGlyphs = !glyphs.isEmpty
    var items: [DisplayItem] = []
    if hasGlyphs {
      var y = doc.boxPosition.map { $0.y + doc.size } ?? 0
      for line in lines {
        var advances: [(Glyph?, Double)] = []
        var width = 0.0
        for ch in line {
          let glyph = glyphs[CompiledText.glyphKey(String(ch), doc.fontFamily, doc.fontStyle)]
          let advance = (glyph?.width ?? 60) * scale + doc.tracking * doc.size / 1000
          advances.append((glyph, advance))
          width += advance
        }
        var x: Double
        let boxX = doc.boxPosition?.x ?? 0
        let boxW = doc.boxSize?.width ?? 0
        switch doc.justification {
        case 1: x = boxW > 0 ? boxX + boxW - width : -width
        case 2: x = boxW > 0 ? boxX + (boxW - width) / 2 : -width / 2
        default: x = boxX
        }
        for (glyph, advance) in advances {
          if let glyph {
            let t = Transform(scaleX: scale, y: scale).concatenating(
              Transform(translationX: x, y: y - doc.baselineShift))
            var children: [DisplayItem] = []
            if let fill = doc.fill {
              children += glyphItems(glyph, paint: fill.withAlpha(fill.alpha * alpha), stroke: nil)
            }
            if let stroke = doc.stroke, doc.strokeWidth > 0 {
              children += glyphItems(
                glyph, paint: stroke.withAlpha(stroke.alpha * alpha),
                stroke: StrokeStyle(lineWidth: doc.strokeWidth / scale, lineJoin: .round))
            }
            if !children.isEmpty {
              items.append(.group(GroupItem(transform: t, children: children)))
            }
          }
          x += advance
        }
        y += doc.lineHeight
      }
      return items
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
