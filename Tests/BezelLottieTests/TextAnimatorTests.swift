import BezelDrawing
import BezelLayers
import BezelLottie
import Foundation
import Testing

/// Text animator properties and range selectors on embedded glyphs, with expected positions
/// and colours worked out by hand from lottie-web's rules.
@Suite struct TextAnimatorTests {
  /// One animator: a selector (`sel`, JSON members) and properties (`props`).
  private func animator(_ sel: String, _ props: String) -> String {
    #"{"s":{"t":0,"a":{"a":0,"k":100},\#(sel)},"a":{\#(props)}}"#
  }

  private func doc(_ text: String, _ more: String = "") -> String {
    #"{"t":"\#(text)","f":"F-R","s":100,"j":0,"lh":120,"fc":[1,0,0]\#(more)}"#
  }

  @Test func trackingMovesTheKthGlyphByKTimesTheTracking() throws {
    // Advance 50; tracking 20 on every character: glyph k starts at 200 + 50 k + 20 k
    // (lottie-web leaves the first glyph of a left-aligned line in place).
    let a = try TextFixture.animation(
      text: doc("AAAA"), animators: "[\(animator(#""b":1,"r":1"#, #""t":{"a":0,"k":20}"#))]")
    let xs = TextFixture.glyphOrigins(a).map(\.x)
    #expect(xs == [200, 270, 340, 410])
  }

  @Test func trackingOfARightAlignedLineKeepsItsEndAtTheAnchor() throws {
    // Right aligned, every glyph moves right by its tracking (20, 40, 60) and the line back
    // by the 60 it grew: the last glyph still ends 10 short of the anchor (advance 50, box 40).
    let a = try TextFixture.animation(
      text: doc("AAA", #","j":1"#),
      animators: "[\(animator(#""b":1,"r":1"#, #""t":{"a":0,"k":20}"#))]")
    let xs = TextFixture.glyphOrigins(a).map(\.x)
    let expected: [CGFloat] = [10, 80, 150]  // 50 + 20 − 60, 100 + 40 − 60, 150 + 60 − 60
    #expect(xs == expected)
  }

  @Test func opacityZeroOverCharactersTwoToFourLeavesThemUndrawn() throws {
    // Index units: start 1, end 4 selects characters 2, 3 and 4 of five.
    let a = try TextFixture.animation(
      text: doc("AAAAA"),
      animators:
        "[\(animator(#""b":1,"r":2,"s":{"a":0,"k":1},"e":{"a":0,"k":4}"#, #""o":{"a":0,"k":0}"#))]"
    )
    let xs = TextFixture.glyphOrigins(a).map(\.x)
    #expect(xs == [200, 400])
  }

  @Test func wordsSelectorInPercentHidesWholeWords() throws {
    // Four words; 0…50 % of the words is the first two (the space after a word belongs to it).
    let a = try TextFixture.animation(
      text: doc("AA AA AA AA"),
      animators: "[\(animator(#""b":3,"r":1,"e":{"a":0,"k":50}"#, #""o":{"a":0,"k":0}"#))]")
    // The space has no glyph and no width: words 3 and 4 start at 200 + 4 × 50.
    let xs = TextFixture.glyphOrigins(a).map(\.x)
    #expect(xs == [400, 450, 500, 550])
  }

  @Test func charactersExcludingSpacesCountOnlyVisibleCharacters() throws {
    // "A AAA": four units without the space; 25…50 % is the second unit, the glyph after it.
    let a = try TextFixture.animation(
      text: doc("A AAA"),
      animators:
        "[\(animator(#""b":2,"r":1,"s":{"a":0,"k":25},"e":{"a":0,"k":50}"#, #""o":{"a":0,"k":0}"#))]"
    )
    #expect(TextFixture.glyphOrigins(a).map(\.x) == [200, 300, 350])
  }

  @Test func rampUpShapeFadesAcrossTheRange() throws {
    // Ramp up over four characters: weight 0.5 / 4 + k / 4, sampled mid-character:
    // 0.125, 0.375, 0.625, 0.875; opacity 1 + (0 · w − 1) · w = 1 − w.
    let a = try TextFixture.animation(
      text: doc("AAAA"),
      animators: "[\(animator(#""b":1,"r":1,"sh":2"#, #""o":{"a":0,"k":0}"#))]")
    let alphas = a.displayList(atFrame: 0).items.leaves.compactMap(\.item.color?.alpha)
    let expected = [0.125, 0.375, 0.625, 0.875].map { 1 - $0 }
    #expect(alphas.count == 4)
    for (got, want) in zip(alphas, expected) { #expect(abs(got - want) < 1e-3, "\(alphas)") }
  }

  @Test func skewShearsTheGlyphTopToTheRight() throws {
    // Skew 45° about the vertical axis: the top edge (y = −50) moves 50 right, the baseline
    // stays, so the 40 × 50 box covers 90 across.
    let a = try TextFixture.animation(
      text: doc("A"),
      animators: "[\(animator(#""b":1"#, #""sk":{"a":0,"k":45},"sa":{"a":0,"k":0}"#))]")
    let b = try #require(TextFixture.glyphBounds(a).first)
    #expect(abs(b.width - 90) < 1e-9 && abs(b.height - 50) < 1e-9, "\(b)")
    let leaf = try #require(a.displayList(atFrame: 0).items.leaves.first)
    let top = leaf.transform.apply(to: CGPoint(x: 0, y: -50))
    let foot = leaf.transform.apply(to: CGPoint(x: 0, y: 0))
    #expect(abs(top.x - foot.x - 50) < 1e-9)
  }

  @Test func strokeColourAndWidthBlendByTheSelection() throws {
    // Amount 50 %: stroke colour halfway from black to red, width 2 + 4 × 0.5 = 4.
    let a = try TextFixture.animation(
      text: doc("A", #","sc":[0,0,0],"sw":2"#),
      animators:
        #"[{"s":{"t":0,"a":{"a":0,"k":50},"b":1},"a":{"sc":{"a":0,"k":[1,0,0,1]},"sw":{"a":0,"k":4}}}]"#
    )
    let strokes = a.displayList(atFrame: 0).items.leaves.compactMap { leaf -> (Color, Double)? in
      guard case .stroke(_, .color(let c), let style) = leaf.item else { return nil }
      return (c, style.lineWidth)
    }
    let stroke = try #require(strokes.first)
    #expect(stroke.0 == Color(red: 0.5, green: 0, blue: 0))
    #expect(stroke.1 == 4)
  }

  @Test func fillHueSaturationAndBrightnessShiftTheColour() throws {
    // Red turned by 120° is green; brightness −50 % halves it; saturation −100 % greys it.
    let cases: [(String, Color)] = [
      (#""fh":{"a":0,"k":120}"#, Color(red: 0, green: 1, blue: 0)),
      (#""fb":{"a":0,"k":-50}"#, Color(red: 0.5, green: 0, blue: 0)),
      (#""fs":{"a":0,"k":-100}"#, Color(red: 1, green: 1, blue: 1)),
    ]
    for (props, expected) in cases {
      let a = try TextFixture.animation(
        text: doc("A"), animators: "[\(animator(#""b":1"#, props))]")
      let color = try #require(
        a.displayList(atFrame: 0).items.leaves.compactMap(\.item.color).first)
      let error = max(
        abs(color.red - expected.red), abs(color.green - expected.green),
        abs(color.blue - expected.blue))
      #expect(error < 1e-9, "\(props): \(color)")
    }
  }

  @Test func randomisedSelectorHidesHalfInAFixedShuffledOrder() throws {
    // Eight characters, 0…50 % hidden in random order: four are hidden, the same four on
    // every load and frame, and (for this text and seed) not simply the first four.
    let sel = #""b":1,"r":1,"rn":1,"e":{"a":0,"k":50}"#
    func hidden() throws -> [Double] {
      let a = try TextFixture.animation(
        text: doc("AAAAAAAA"), animators: "[\(animator(sel, #""o":{"a":0,"k":0}"#))]")
      let drawn = Set(TextFixture.glyphOrigins(a).map { Double($0.x) })
      return (0..<8).map { 200 + Double($0) * 50 }.filter { !drawn.contains($0) }
    }
    let first = try hidden()
    #expect(first.count == 4)
    #expect(try hidden() == first)
    #expect(first != [200, 250, 300, 350])
  }

  @Test func aSecondAnimatorScalesAfterTheFirstMovesTheAnchor() throws {
    // lottie-web applies every animator's anchor point before any scale: anchor (20, 0) then
    // scale 200 % puts the glyph's left edge at (0 − 20) × 2 = −40 from its centre, not −20 × 1.
    let a = try TextFixture.animation(
      text: doc("A"),
      animators:
        "[\(animator(#""b":1"#, #""s":{"a":0,"k":[200,200,100]}"#)),\(animator(#""b":1"#, #""a":{"a":0,"k":[20,0]}"#))]"
    )
    let b = try #require(TextFixture.glyphBounds(a).first)
    // Centre of the 50-wide advance: x = 225. Left edge: 225 + (−25 − 20) × 2 = 135.
    #expect(abs(b.minX - 135) < 1e-9, "\(b)")
    #expect(abs(b.width - 80) < 1e-9)
  }

  @Test func anUnreadableAnimatorIsListedAndTheOthersStillApply() throws {
    let broken = #"{"s":{"t":0,"b":1},"a":{"o":{"a":0}}}"#
    let a = try TextFixture.animation(
      text: doc("AA"),
      animators:
        "[\(broken),\(animator(#""b":1,"r":2,"s":{"a":0,"k":1},"e":{"a":0,"k":2}"#, #""o":{"a":0,"k":0}"#))]"
    )
    #expect(TextFixture.glyphOrigins(a).map(\.x) == [200])
    #expect(a.unsupportedFeatures.contains { $0.feature == "unreadable text animator" })
  }

  @Test func smoothnessKeepsTheMiddleOfTheRamp() throws {
    // Ramp up weights 0.125, 0.375, 0.625, 0.875 with smoothness 50 %: below 0.25 is 0, the
    // rest is (w − 0.25) / 0.5 up to 1 → 0, 0.25, 0.75, 1; opacity 1 − w, the last not drawn.
    let a = try TextFixture.animation(
      text: doc("AAAA"),
      animators: "[\(animator(#""b":1,"r":1,"sh":2,"sm":{"a":0,"k":50}"#, #""o":{"a":0,"k":0}"#))]")
    let alphas = a.displayList(atFrame: 0).items.leaves.compactMap(\.item.color?.alpha)
    #expect(alphas.count == 3)
    for (got, want) in zip(alphas, [1, 0.75, 0.25]) { #expect(abs(got - want) < 1e-3, "\(alphas)") }
  }

  @Test func perCharacterXAndYRotationAreSeenStraightOn() throws {
    // On a 3D layer (per-character 3D), 60° about y halves the glyph's width (40 → 20); 60°
    // about x halves its height.
    let turnedY = try TextFixture.animation(
      text: doc("A"), animators: "[\(animator(#""b":1"#, #""ry":{"a":0,"k":60}"#))]", ddd: 1)
    let y = try #require(TextFixture.glyphBounds(turnedY).first)
    #expect(abs(y.width - 20) < 1e-9 && abs(y.height - 50) < 1e-9, "\(y)")
    let turnedX = try TextFixture.animation(
      text: doc("A"), animators: "[\(animator(#""b":1"#, #""rx":{"a":0,"k":60}"#))]", ddd: 1)
    let x = try #require(TextFixture.glyphBounds(turnedX).first)
    #expect(abs(x.width - 40) < 1e-9 && abs(x.height - 25) < 1e-9, "\(x)")
  }

  @Test func perCharacterXAndYRotationOnA2DLayerIsIgnored() throws {
    // Without per-character 3D (a 2D layer) After Effects turns characters about z only:
    // the glyph keeps its 40 × 50 box, turned 90° about z by the same animator.
    let a = try TextFixture.animation(
      text: doc("A"),
      animators:
        "[\(animator(#""b":1"#, #""rx":{"a":0,"k":60},"ry":{"a":0,"k":90},"r":{"a":0,"k":90}"#))]")
    let b = try #require(TextFixture.glyphBounds(a).first)
    #expect(abs(b.width - 50) < 1e-9 && abs(b.height - 40) < 1e-9, "\(b)")
  }
}
