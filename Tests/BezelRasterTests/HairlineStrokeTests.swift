import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// Strokes at most a pixel wide, drawn like browsers (``RenderPolicy/browserLike``), are
/// faded one-pixel hairlines: each column a flat-ish line crosses gets the width's worth of
/// coverage, not the exact outline's 1 / cos θ times that.
@Suite struct HairlineStrokeTests {
  /// The alpha, in pixels, the column `x` holds.
  static func column(_ bitmap: Bitmap, _ x: Int) -> Double {
    (0..<bitmap.height).reduce(0) { $0 + Double(bitmap.pixel(x: x, y: $1).a) } / 255
  }

  static func line(width: Double, policy: RenderPolicy) throws -> Bitmap {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 40, y: 30))
    let list = DisplayList(
      size: CGSize(width: 40, height: 40),
      items: [.stroke(path, paint: .color(.black), style: StrokeStyle(lineWidth: width))])
    return try Canvas().render(list, policy: policy)
  }

  @Test func aThinSlopedLineGetsItsWidthPerColumnLikeABrowser() throws {
    // Slope 1/2: the exact outline is √(1 + 1/4) ≈ 1.118 times the width tall.
    for width in [0.5, 1.0] {
      let browser = try Self.line(width: width, policy: .browserLike)
      let exact = try Self.line(width: width, policy: .exact)
      for x in [10, 20, 30] {
        #expect(abs(Self.column(browser, x) - width) < 0.02, "width \(width), column \(x)")
        #expect(abs(Self.column(exact, x) - width * 1.118) < 0.02, "width \(width), column \(x)")
      }
    }
  }

  @Test func aStrokeWiderThanAPixelIsTheExactOutline() throws {
    let browser = try Self.line(width: 2, policy: .browserLike)
    #expect(abs(Self.column(browser, 20) - 2 * 1.118) < 0.03)
  }
}
