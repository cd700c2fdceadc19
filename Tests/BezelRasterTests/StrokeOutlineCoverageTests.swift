import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Strokes drawn as the fill of their outline keep their coverage under the stroke (path,
/// style and transform), so a stroke that holds still is composited from it on later frames
/// without being outlined again, and gives the pixels of a fresh draw.
@Suite struct StrokeOutlineCoverageTests {
  /// A still arc (opaque, then a gradient), and a stroke whose end moves every frame.
  static func frame(_ n: Int) -> DisplayList {
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 48, y: 48), radius: 30, startAngle: -1.2, endAngle: 2.5, clockwise: true)
    var loop = Path()
    loop.move(to: CGPoint(x: 20, y: 70))
    loop.addCurve(
      to: CGPoint(x: 75, y: 72 - Double(n)), control1: CGPoint(x: 110, y: 0),
      control2: CGPoint(x: -15, y: 5))
    let gradient = Gradient(stops: [
      .init(location: 0, color: .red), .init(location: 1, color: .blue),
    ])
    return DisplayList(
      size: CGSize(width: 96, height: 96),
      items: [
        .stroke(arc, paint: .color(.black), style: StrokeStyle(lineWidth: 9, lineCap: .round)),
        .stroke(
          arc,
          paint: .linearGradient(
            gradient, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 90, y: 90)),
          style: StrokeStyle(lineWidth: 3, lineJoin: .bevel)),
        .stroke(
          loop, paint: .color(.init(red: 0.2, green: 0.6, blue: 0.3)),
          style: StrokeStyle(lineWidth: 14, lineJoin: .round)),
      ])
  }

  @Test func aStillStrokeIsDrawnFromItsKeptCoverage() throws {
    try DisplayListPainter.$fillsStrokeOutlines.withValue(true) {
      let canvas = Canvas()
      canvas.retainsFrames = false
      var pixels: [UInt32] = []
      for n in 0..<8 {
        try canvas.render(Self.frame(n), policy: .browserLike, into: &pixels)
        var fresh: [UInt32] = []
        _ = try KeptCoverage.disabled {
          try Canvas().render(Self.frame(n), policy: .browserLike, into: &fresh)
        }
        #expect(pixels == fresh, "frame \(n)")
      }
      // Both still strokes from the third frame on (kept on their second sighting).
      #expect(canvas.keptCoverageStatistics.hits >= 2 * 6, "\(canvas.keptCoverageStatistics)")
    }
  }
}
