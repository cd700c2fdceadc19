import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// Text drawn with embedded glyphs: justification, box placement and range selectors.
@Suite struct TextLayoutTests {
  private func animation(
    text: String, animators: String = "[]", path: String = "{}", masks: String = "[]"
  ) throws -> LottieAnimation {
    try TextFixture.animation(text: text, animators: animators, path: path, masks: masks)
  }

  private func glyphOrigins(_ animation: LottieAnimation) -> [CGPoint] {
    TextFixture.glyphOrigins(animation)
  }

  private func glyphBounds(_ animation: LottieAnimation) -> [CGRect] {
    TextFixture.glyphBounds(animation)
  }

  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { TextFixture.close(a, b) }

  @Test func rightJustifiedLineEndsAtTheAnchorWithoutTrailingTracking() throws {
    // Size 200 doubles the glyph: advance 100; tracking 50 ‰ of 200 = 10 between glyphs.
    // Line width = 100 + 10 + 100 = 210, so the line starts 210 left of the anchor (200).
    let a = try animation(
      text: #"{"t":"AA","f":"F-R","s":200,"j":1,"tr":50,"lh":240,"fc":[0,0,0]}"#)
    let origins = glyphOrigins(a)
    try #require(origins.count == 2)
    #expect(close(origins[0], CGPoint(x: -10, y: 200)))
    #expect(close(origins[1], CGPoint(x: 100, y: 200)))
  }

  @Test func centredLinesCentreEachLineOnTheAnchor() throws {
    // Line 1 "AA" is 200 wide (no tracking), line 2 "A" 100; each is centred on x = 200,
    // and the second baseline is one line height (240) lower.
    let a = try animation(text: #"{"t":"AA\rA","f":"F-R","s":200,"j":2,"lh":240,"fc":[0,0,0]}"#)
    let origins = glyphOrigins(a)
    try #require(origins.count == 3, "\(origins)")
    #expect(close(origins[0], CGPoint(x: 100, y: 200)))
    #expect(close(origins[2], CGPoint(x: 150, y: 440)))
  }

  @Test func boxTextHangsTheFirstBaselineAnAscentBelowTheBoxTop() throws {
    // Box top-left at (-100, -50) from the anchor; ascent 70 of a 100-point font at size 100
    // puts the baseline 70 below the top: y = 200 - 50 + 70.
    let a = try animation(
      text:
        #"{"t":"A","f":"F-R","s":100,"j":0,"lh":120,"sz":[300,200],"ps":[-100,-50],"fc":[0,0,0]}"#)
    let origins = glyphOrigins(a)
    try #require(origins.count == 1)
    #expect(close(origins[0], CGPoint(x: 100, y: 220)))
  }

  @Test func opacitySelectorHidesTheSelectedPercentage() throws {
    // Four characters; the selector covers 50 %…100 % (characters 2 and 3) at opacity 0.
    let selector =
      #"{"s":{"t":0,"b":1,"r":1,"sh":1,"s":{"a":0,"k":50},"a":{"a":0,"k":100}},"#
      + #""a":{"o":{"a":0,"k":0}}}"#
    let a = try animation(
      text: #"{"t":"AAAA","f":"F-R","s":100,"j":0,"lh":120,"fc":[1,0,0]}"#,
      animators: "[\(selector)]")
    let origins = glyphOrigins(a)
    try #require(origins.count == 2)
    #expect(close(origins[0], CGPoint(x: 200, y: 200)))
    #expect(close(origins[1], CGPoint(x: 250, y: 200)))
  }

  @Test func halfSelectedCharacterGetsHalfTheOpacity() throws {
    // Index units: start 1.5 leaves character 1 half selected (weight 0.5), so its opacity
    // is 1 + (0 × 0.5 − 1) × 0.5 = 0.5; characters 2 and 3 are hidden.
    let selector =
      #"{"s":{"t":0,"b":1,"r":2,"s":{"a":0,"k":1.5},"e":{"a":0,"k":4}},"#
      + #""a":{"o":{"a":0,"k":0}}}"#
    let a = try animation(
      text: #"{"t":"AAAA","f":"F-R","s":100,"j":0,"lh":120,"fc":[0,0,1]}"#,
      animators: "[\(selector)]")
    let colors = a.displayList(atFrame: 0).items.leaves.compactMap(\.item.color)
    #expect(
      colors == [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1, alpha: 0.5)])
  }

  @Test func textOnAPathCentresEachGlyphOnItsDistanceAndTurnsWithThePath() throws {
    // The mask runs straight down from (0, -200) (layer coordinates; the layer sits at
    // (200, 200)). First margin 100: the glyph (advance 50) is centred 125 along it, at
    // (200, 125) in the composition, turned 90° clockwise. Its box (0…40 × −50…0, shifted
    // left by half the advance) turns into x = 0…50, y = −25…15 around that point.
    let masks = """
      [{"mode":"n","o":{"a":0,"k":100},"pt":{"a":0,"k":{"c":false,"v":[[0,-200],[0,800]],
        "i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}]
      """
    let path = #"{"m":0,"f":{"a":0,"k":100},"p":{"a":0,"k":1},"r":{"a":0,"k":0}}"#
    let a = try animation(
      text: #"{"t":"A","f":"F-R","s":100,"j":0,"lh":120,"fc":[0,0,0]}"#, path: path, masks: masks)
    let bounds = glyphBounds(a)
    try #require(bounds.count == 1)
    let b = bounds[0]
    #expect(abs(b.minX - 200) < 1e-9 && abs(b.maxX - 250) < 1e-9)
    #expect(abs(b.minY - 100) < 1e-9 && abs(b.maxY - 140) < 1e-9)
  }

  @Test func boxTextWrapsAtTheLastSpaceOrBeforeTheOverflowingCharacter() throws {
    // Box 120 wide, glyphs 50 wide (the space has no glyph, so no width): "AA AA" breaks at
    // the space and "AAA" before its third glyph. Baselines: 200 + 70 (ascent), then + 120.
    for text in ["AA AA", "AAA"] {
      let a = try animation(
        text:
          #"{"t":"\#(text)","f":"F-R","s":100,"j":0,"lh":120,"sz":[120,400],"ps":[0,0],"fc":[0,0,0]}"#
      )
      let origins = glyphOrigins(a)
      let expected = [
        CGPoint(x: 200, y: 270), CGPoint(x: 250, y: 270), CGPoint(x: 200, y: 390),
        CGPoint(x: 250, y: 390),
      ].prefix(text.filter { $0 == "A" }.count)
      try #require(origins.count == expected.count)
      for (o, e) in zip(origins, expected) { #expect(close(o, e), "\(text): \(o) != \(e)") }
    }
  }

  @Test func baselineShiftRaisesTheTextAndLineHeightSpacesItsLines() throws {
    // Baseline shift 15 moves every baseline up by 15; lines are 90 apart.
    let a = try animation(
      text: #"{"t":"A\rA","f":"F-R","s":100,"j":0,"lh":90,"ls":15,"fc":[0,0,0]}"#)
    #expect(glyphOrigins(a).map(\.y) == [185, 275])
    // Without `lh`, lines are 1.2 em apart (lottie-web's default).
    let b = try animation(text: #"{"t":"A\rA","f":"F-R","s":100,"j":0,"fc":[0,0,0]}"#)
    #expect(glyphOrigins(b).map(\.y) == [200, 320])
  }

  @Test func justifiedParagraphsWidenTheSpacesOfAllButTheirLastLine() throws {
    // Box 230 wide: "AA AA AA" wraps after "AA AA" (200 wide, its one inner space widened by
    // 30). The last line "AA" is aligned by the mode: 3 left, 4 right, 5 centred, 6 stretched
    // (it has no inner space, so it stays left). Baselines 200 + 70, then + 120.
    let firstLine: [CGFloat] = [200, 250, 330, 380]
    let lastLine: [Int: [CGFloat]] = [
      3: [200, 250], 4: [330, 380], 5: [265, 315], 6: [200, 250],
    ]
    for j in 3...6 {
      let a = try animation(
        text:
          #"{"t":"AA AA AA","f":"F-R","s":100,"j":\#(j),"lh":120,"sz":[230,400],"ps":[0,0],"fc":[0,0,0]}"#
      )
      let origins = glyphOrigins(a)
      try #require(origins.count == 6)
      #expect(origins.prefix(4).map(\.x) == firstLine, "j \(j)")
      #expect(origins.suffix(2).map(\.x) == lastLine[j], "j \(j)")
      #expect(origins.map(\.y) == [270, 270, 270, 270, 390, 390])
    }
  }

  @Test func textExpressionReadsDataFootageBesideTheFile() throws {
    // The data layer shows items.json; the expression picks the second item's label "AAA"
    // and appends "A", so four glyphs are drawn in place of the document's one.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bezel-footage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"items":[{"label":"A"},{"label":"AAA"}]}"#.utf8)
      .write(to: folder.appendingPathComponent("data/items.json"))
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":400,"h":400,
       "assets":[{"id":"footage_0","u":"data/","p":"items.json","e":0,"t":3}],
       "fonts":{"list":[{"fName":"F-R","fFamily":"F","fStyle":"R","ascent":70}]},
       "chars":[{"ch":"A","fFamily":"F","style":"R","size":100,"w":50,"data":{"shapes":[
         {"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[40,0],[40,-50],[0,-50]],
          "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}}],
       "layers":[
         {"ty":5,"nm":"label","ks":{},"ip":0,"op":10,
          "t":{"d":{"k":[{"t":0,"s":{"t":"A","f":"F-R","s":100,"j":0,"lh":120,"fc":[0,0,0]}}],
            "x":"var $bm_rt; $bm_rt = $bm_sum(thisComp.layer('data')('Data')('Outline')('items')('items 1')('label'), '\\\\x41');"},
           "a":[],"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}}}},
         {"ty":15,"nm":"data","refId":"footage_0","ks":{},"ip":0,"op":10}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8), baseURL: folder)
    let glyphs = animation.displayList(atFrame: 0).items.leaves.filter { $0.item.path != nil }
    #expect(glyphs.count == 4, "\(animation.unsupportedFeatures)")
    #expect(animation.unsupportedFeatures.isEmpty)
    // Without the footage the expression cannot run: the document's own text shows, and the
    // expression is reported.
    let alone = try LottieAnimation(data: Data(json.utf8))
    #expect(alone.displayList(atFrame: 0).items.leaves.count == 1)
    #expect(
      alone.unsupportedFeatures.contains {
        $0.feature == "expression" && $0.path == "$.layers[0].t.d"
      })
  }
}
