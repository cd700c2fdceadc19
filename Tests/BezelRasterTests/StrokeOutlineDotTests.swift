import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Dashes of zero length are dots where the caps give them an area, as browsers draw them
/// (`cairo_stroke` draws nothing for them).
@Suite struct StrokeOutlineDotTests {
  static func render(cap: LineCap) throws -> Bitmap {
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 20.5))
    line.addLine(to: CGPoint(x: 90, y: 20.5))
    let list = DisplayList(
      size: CGSize(width: 100, height: 40),
      items: [
        .stroke(
          line, paint: .color(.black),
          style: StrokeStyle(lineWidth: 6, lineCap: cap, dashPattern: [0, 20]))
      ])
    return try DisplayListPainter.$fillsStrokeOutlines.withValue(true) {
      try Canvas().render(list, policy: .browserLike)
    }
  }

  @Test func zeroLengthDashesWithRoundCapsAreDiscs() throws {
    let bitmap = try Self.render(cap: .round)
    for x in [10, 30, 50, 70, 89] {
      // The centre covered, a radius of 3 across, nothing between the dots.
      #expect(bitmap.pixel(x: x, y: 20).a == 255, "dot at \(x)")
      #expect(bitmap.pixel(x: x, y: 19).a > 200, "dot at \(x)")
      #expect(bitmap.pixel(x: x, y: 24).a == 0, "dot at \(x)")
    }
    for x in [20, 40, 60, 80] { #expect(bitmap.pixel(x: x, y: 20).a == 0, "gap at \(x)") }
    // A disc of radius 3 holds about 28 pixels' worth of coverage, less what its chords cut
    // off within the 0.1-pixel tolerance (a pixel or so round the rim).
    var total = 0.0
    for y in 14..<27 {
      for x in 24..<37 { total += Double(bitmap.pixel(x: x, y: y).a) / 255 }
    }
    #expect(total > 9 * Double.pi - 1.5 && total < 9 * Double.pi + 0.2, "\(total)")
  }

  @Test func zeroLengthDashesWithSquareCapsAreSquaresAndWithButtCapsNothing() throws {
    let square = try Self.render(cap: .square)
    #expect(square.pixel(x: 30, y: 20).a == 255)
    #expect(square.pixel(x: 32, y: 22).a == 255)
    #expect(square.pixel(x: 34, y: 20).a == 0)
    let butt = try Self.render(cap: .butt)
    for y in 0..<40 {
      for x in 0..<100 { #expect(butt.pixel(x: x, y: y).a == 0) }
    }
  }
}
