import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelLottie

/// Text without glyph data: installed fonts, their fallback, and animators on them.
@Suite struct FontTextTests {
  private func animation(
    font: String, family: String, style: String = "Regular", text: String,
    animators: String = "[]", box: String = ""
  ) throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":400,"h":400,
       "fonts":{"list":[{"fName":"\(font)","fFamily":"\(family)","fStyle":"\(style)"}]},
       "layers":[{"ty":5,"ks":{"p":{"a":0,"k":[100,200]}},"ip":0,"op":10,
         "t":{"d":{"k":[{"t":0,"s":{"t":"\(text)","f":"\(font)","s":50,"j":0,"lh":60,
           "fc":[0,0,0]\(box)}}]},"a":\(animators),"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}}}}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  @Test func styleNamesGiveWeightAndSlant() {
    #expect(FontRequest(family: "Montserrat", style: "SemiBold Italic", weight: nil).weight == 600)
    #expect(FontRequest(family: "Montserrat", style: "SemiBold Italic", weight: nil).italic)
    #expect(FontRequest(family: "Gotham", style: "Ultra", weight: nil).weight == 900)
    #expect(FontRequest(family: "Gotham", style: "ExtraBold", weight: nil).weight == 800)
    #expect(FontRequest(family: "Roboto", style: "Light", weight: nil).weight == 300)
    #expect(FontRequest(family: "Roboto", style: "Bold", weight: "500").weight == 500)
    #expect(FontRequest(family: "Ubuntu", style: "Light Italic", weight: nil).italic)
  }

  @Test func missingFamiliesFallBackByKind() {
    #expect(FontRequest.generic(for: "Georgia") == "serif")
    #expect(FontRequest.generic(for: "Noto Serif KR") == "serif")
    #expect(FontRequest.generic(for: "나눔명조") == "serif")
    #expect(FontRequest.generic(for: "PT Sans") == "sans-serif")
    #expect(FontRequest.generic(for: "Source Sans Pro") == "sans-serif")
    #expect(FontRequest.generic(for: "Roboto Mono") == "monospace")
    #expect(FontRequest.generic(for: "맑은 고딕") == "sans-serif")
    #expect(
      FontRequest(family: "Montserrat", style: "Bold", weight: nil).families
        == "Montserrat,sans-serif")
  }

  @Test func glyphsComeFromTheInstalledFontMeasuredPerCharacter() throws {
    // DejaVu Sans: "W" is far wider than "i"; the outlines sit on the baseline (y = 200).
    let a = try animation(font: "DejaVuSans", family: "DejaVu Sans", text: "Wi")
    let bounds = TextFixture.glyphBounds(a)
    try #require(bounds.count == 2)
    #expect(bounds[0].width > 2 * bounds[1].width)
    #expect(abs(bounds[0].maxY - 200) < 1)
    #expect(a.featureUsage.contains { $0.feature == "text: installed font (no glyph data)" })
  }

  @Test func aMissingFontIsDrawnWithItsFallbackAndListed() throws {
    let a = try animation(font: "Nope", family: "NoSuchFamilyAnywhere", text: "Ab")
    #expect(TextFixture.glyphBounds(a).count == 2)
    #expect(
      a.featureUsage.contains {
        $0.feature.hasPrefix("text: font 'NoSuchFamilyAnywhere' not installed, drawn with")
      })
  }

  @Test func hangulRendersFromAFontThatHasIt() throws {
    // No Latin font has Hangul; fontconfig's coverage fallback finds an installed one.
    let a = try animation(font: "Malgun", family: "맑은 고딕", text: "한글")
    let bounds = TextFixture.glyphBounds(a)
    try #require(bounds.count == 2)
    // A real syllable is a wide, tall shape, not an empty box outline's thin frame.
    #expect(bounds.allSatisfy { $0.width > 25 && $0.height > 25 })
  }

  @Test func aKoreanFamilyNameFindsTheInstalledFont() throws {
    // fontconfig knows Nanum Gothic by its Korean name too: no substitute is listed.
    let a = try animation(font: "Nanum", family: "나눔고딕", text: "한글 ok")
    #expect(TextFixture.glyphBounds(a).count == 4)
    #expect(a.featureUsage.contains { $0.feature == "text: installed font (no glyph data)" })
  }

  @Test func trackingAndOpacityApplyToFontText() throws {
    // Monospaced, so every advance is the same: tracking 10 moves glyph k by 10 k, and the
    // opacity selector over characters 2–3 (index units) leaves them undrawn.
    let tracked = try animation(
      font: "Mono", family: "DejaVu Sans Mono", text: "HHHH",
      animators: #"[{"s":{"t":0,"b":1,"a":{"a":0,"k":100}},"a":{"t":{"a":0,"k":10}}}]"#)
    let plain = try animation(font: "Mono", family: "DejaVu Sans Mono", text: "HHHH")
    let moved = zip(
      TextFixture.glyphOrigins(tracked).map(\.x), TextFixture.glyphOrigins(plain).map(\.x)
    ).map { $0 - $1 }
    #expect(moved.count == 4)
    for (k, d) in moved.enumerated() { #expect(abs(d - 10 * Double(k)) < 1e-9, "\(moved)") }
    let hidden = try animation(
      font: "Mono", family: "DejaVu Sans Mono", text: "HHHH",
      animators:
        #"[{"s":{"t":0,"b":1,"r":2,"s":{"a":0,"k":1},"e":{"a":0,"k":3},"a":{"a":0,"k":100}},"a":{"o":{"a":0,"k":0}}}]"#
    )
    #expect(TextFixture.glyphOrigins(hidden).count == 2)
  }

  /// A selector hiding units of "AB CD" / "EF GH" (opacity 0), by based-on (`b`), units
  /// (`r`: 1 percent, 2 index), start and end, and the glyphs left on each line.
  @Test(arguments: [
    (4, 1, 0.0, 50.0, [0, 4]),  // lines, first half: the first line
    (4, 2, 1, 2, [4, 0]),  // lines, index 1: the second line
    (3, 1, 25, 75, [2, 2]),  // four words (a line break ends one), the middle two: CD, EF
    (3, 2, 0, 1, [2, 4]),  // word 0: AB
    (2, 2, 2, 5, [2, 3]),  // characters without spaces 2…4: C, D, E
    (1, 1, 0, 100, [0, 0]),  // every character
  ])
  func opacitySelectorsHideFontTextByUnit(
    basedOn: Int, units: Int, start: Double, end: Double, shown: [Int]
  ) throws {
    let selector = """
      {"t":0,"b":\(basedOn),"r":\(units),"s":{"a":0,"k":\(start)},"e":{"a":0,"k":\(end)},
       "a":{"a":0,"k":100}}
      """
    let a = try animation(
      font: "DejaVuSans", family: "DejaVu Sans", text: "AB CD\\rEF GH",
      animators: #"[{"s":\#(selector),"a":{"o":{"a":0,"k":0}}}]"#)
    // Baselines at y = 200 and 260 (line height 60).
    let bottoms = TextFixture.glyphBounds(a).filter { $0.width > 0 }.map(\.maxY)
    let lines = [
      bottoms.filter { abs($0 - 200) < 5 }.count, bottoms.filter { abs($0 - 260) < 5 }.count,
    ]
    #expect(lines == shown, "\(bottoms)")
  }

  @Test func boxTextWithoutAscentHangsFromTheFontsCapitalHeight() throws {
    // No `ascent` in the file: the first baseline is the height of the font's "H" below the
    // box top (the layer's y, 200), so an "H" there touches the box top.
    let a = try animation(
      font: "Sans", family: "DejaVu Sans", text: "H", box: #","sz":[300,200],"ps":[0,0]"#)
    let b = try #require(TextFixture.glyphBounds(a).first)
    #expect(abs(b.minY - 200) < 1e-6, "\(b)")
  }
}
