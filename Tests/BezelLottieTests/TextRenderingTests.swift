import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Text animators and installed-font text, rendered and compared with reviewed references.
@Suite struct TextRenderingTests {
  private func render(_ name: String) throws -> Bitmap {
    let animation = try LottieFixture.load("\(name).json")
    return try Canvas().render(
      animation.displayList(atFrame: 0), scale: 1, policy: animation.renderPolicy)
  }

  /// Tracking spreads the first row's bars 20 apart; the second row's L's lean right and
  /// their outlines turn from black to red along a ramp; in the third row bars 2–4 are gone
  /// and the rest have their hue turned by 120° (blue to crimson).
  @Test func animators() throws {
    let result = Snapshot.compare(
      try render("text-animators"), reference: RenderingTests.reference("text-animators"))
    #expect(result.passed, "\(result)")
  }

  /// Fonts that are not installed fall back by kind: Montserrat to a bold sans-serif,
  /// Georgia to an italic serif, and a Korean family to a face with Hangul in it.
  @Test func installedFontsAndFallback() throws {
    let result = Snapshot.compare(
      try render("text-fonts"), reference: RenderingTests.reference("text-fonts"))
    #expect(result.passed, "\(result)")
  }
}
