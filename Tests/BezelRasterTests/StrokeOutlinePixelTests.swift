import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Strokes drawn like browsers are fills of their outline (``StrokeOutline``); their pixels
/// match Cairo's own stroke of the same path (the exact policy) up to anti-aliasing.
@Suite struct StrokeOutlinePixelTests {
  static let size = CGSize(width: 96, height: 96)

  /// Shapes with no horizontal straight edge: browsers move those to quarter rows, which a
  /// stroke and its outline do differently by design.
  static let shapes: [(String, Path, StrokeStyle)] = {
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: 10, y: 80))
    zigzag.addLine(to: CGPoint(x: 30, y: 15))
    zigzag.addLine(to: CGPoint(x: 50, y: 70))
    zigzag.addLine(to: CGPoint(x: 62, y: 20))
    zigzag.addLine(to: CGPoint(x: 85, y: 83))
    var wave = Path()
    wave.move(to: CGPoint(x: 8, y: 48))
    wave.addCurve(
      to: CGPoint(x: 88, y: 40), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 60, y: 120))
    let circle = Path(ellipseIn: CGRect(x: 18.3, y: 20.7, width: 60, height: 55))
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 48, y: 48), radius: 30, startAngle: -1.2, endAngle: 2.5, clockwise: true)
    var loop = Path()
    loop.move(to: CGPoint(x: 20, y: 70))
    loop.addCurve(
      to: CGPoint(x: 75, y: 72), control1: CGPoint(x: 110, y: 0), control2: CGPoint(x: -15, y: 5))
    return [
      ("zigzag-miter", zigzag, StrokeStyle(lineWidth: 7, lineJoin: .miter, miterLimit: 4)),
      ("zigzag-round", zigzag, StrokeStyle(lineWidth: 9, lineCap: .round, lineJoin: .round)),
      ("zigzag-bevel", zigzag, StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel)),
      ("wave", wave, StrokeStyle(lineWidth: 12, lineCap: .round)),
      ("circle", circle, StrokeStyle(lineWidth: 5)),
      ("arc", arc, StrokeStyle(lineWidth: 14, lineCap: .round)),
      ("loop", loop, StrokeStyle(lineWidth: 16, lineCap: .butt, lineJoin: .round)),
      ("dashed", circle, StrokeStyle(lineWidth: 4, lineCap: .round, dashPattern: [9, 6])),
    ]
  }()

  static func render(_ path: Path, _ style: StrokeStyle, policy: RenderPolicy, scale: Double)
    throws -> Bitmap
  {
    let list = DisplayList(
      size: CGSize(width: size.width * scale, height: size.height * scale),
      items: [
        .group(
          GroupItem(
            transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0),
            children: [.stroke(path, paint: .color(.black), style: style)]))
      ])
    // The outline is filled by Bezel's rasteriser, as strokes drawn like browsers are: where
    // its overlapping pieces share a pixel, the pixel takes their union.
    return try DisplayListPainter.$fillsStrokeOutlines.withValue(true) {
      try KeptCoverage.disabled { try Canvas().render(list, policy: policy) }
    }
  }

  @Test(arguments: [1.0, 2.5])
  func outlinesMatchCairosStroke(scale: Double) throws {
    for (name, path, style) in Self.shapes {
      let outline = try Self.render(path, style, policy: .browserLike, scale: scale)
      let stroke = try Self.render(path, style, policy: .exact, scale: scale)
      var worst = 0
      var off = 0
      var total = 0
      for y in 0..<outline.height {
        for x in 0..<outline.width {
          let d = abs(Int(outline.pixel(x: x, y: y).a) - Int(stroke.pixel(x: x, y: y).a))
          worst = max(worst, d)
          total += d
          if d > 32 { off += 1 }
        }
      }
      if let folder = ProcessInfo.processInfo.environment["BEZEL_STROKE_PNGS"] {
        for (kind, bitmap) in [("outline", outline), ("cairo", stroke)] {
          let png = try PNGEncoder.encode(bitmap)
          try Data(png).write(to: URL(fileURLWithPath: "\(folder)/\(name)-\(scale)-\(kind).png"))
        }
      }
      // Edge pixels differ by sampling (Cairo's 15 rows per pixel against exact areas), by
      // nothing more than a few off-by-far pixels where joins meet.
      #expect(off <= 4, "\(name) at \(scale)×: \(off) pixels off by more than 32 (worst \(worst))")
      #expect(Double(total) / Double(outline.width * outline.height) < 1.5, "\(name)")
    }
  }
}
