import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Every mask mode, inversion, opacity and expansion, and the add blend mode, on a white
/// 100 × 100 solid, against coverage worked out by hand.
@Suite struct MaskModeTests {
  /// A closed square outline from (x0, y0) to (x1, y1).
  static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
    """
    {"a":0,"k":{"c":true,"v":[[\(x0),\(y0)],[\(x1),\(y0)],[\(x1),\(y1)],[\(x0),\(y1)]],
     "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}
    """
  }

  static func mask(
    _ mode: String, _ outline: String, opacity: Double = 100, inverted: Bool = false,
    expansion: Double = 0
  ) -> String {
    """
    {"mode":"\(mode)","pt":\(outline),"o":{"a":0,"k":\(opacity)},"inv":\(inverted),
     "x":{"a":0,"k":\(expansion)}}
    """
  }

  /// A = 10…50, B = 30…70 on both axes: they overlap in 30…50.
  static let a = square(10, 10, 50, 50)
  static let b = square(30, 30, 70, 70)

  static func render(_ masks: [String]) throws -> Bitmap {
    try Canvas().render(displayList(masks))
  }

  /// The display list of the white solid under `masks` at frame 0.
  static func displayList(_ masks: [String]) throws -> DisplayList {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,
       "layers":[{"ty":1,"sc":"#ffffff","sw":100,"sh":100,"ks":{},"ip":0,"op":10,
        "masksProperties":[\(masks.joined(separator: ","))]}]}
      """
    return try LottieAnimation(data: Data(json.utf8)).displayList(atFrame: 0)
  }

  /// The alpha at (x, y), 0…1.
  static func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Double {
    Double(bitmap.pixel(x: x, y: y).a) / 255
  }

  /// Alpha in A only, in both, in B only, and outside both.
  static func regions(_ bitmap: Bitmap) -> [Double] {
    [alpha(bitmap, 20, 20), alpha(bitmap, 40, 40), alpha(bitmap, 60, 60), alpha(bitmap, 90, 5)]
  }

  static func near(_ values: [Double], _ expected: [Double]) -> Bool {
    zip(values, expected).allSatisfy { abs($0 - $1) < 0.02 }
  }

  @Test func addSubtractAndIntersectCombineCoverage() throws {
    #expect(
      Self.near(
        Self.regions(try Self.render([Self.mask("a", Self.a), Self.mask("a", Self.b)])),
        [1, 1, 1, 0]))
    #expect(
      Self.near(
        Self.regions(try Self.render([Self.mask("a", Self.a), Self.mask("s", Self.b)])),
        [1, 0, 0, 0]))
    #expect(
      Self.near(
        Self.regions(try Self.render([Self.mask("a", Self.a), Self.mask("i", Self.b)])),
        [0, 1, 0, 0]))
  }

  @Test func differenceKeepsWhatOnlyOneMaskCovers() throws {
    let bitmap = try Self.render([Self.mask("a", Self.a), Self.mask("f", Self.b)])
    #expect(Self.near(Self.regions(bitmap), [1, 0, 1, 0]))
  }

  @Test func lightenAndDarkenTakeTheLargerAndSmallerCoverage() throws {
    // A at 40 %, then B at 80 %: lighten gives max, darken min (0 outside B).
    let lighten = try Self.render([
      Self.mask("a", Self.a, opacity: 40), Self.mask("l", Self.b, opacity: 80),
    ])
    #expect(Self.near(Self.regions(lighten), [0.4, 0.8, 0.8, 0]))
    let darken = try Self.render([
      Self.mask("a", Self.a, opacity: 40), Self.mask("d", Self.b, opacity: 80),
    ])
    #expect(Self.near(Self.regions(darken), [0, 0.4, 0, 0]))
  }

  @Test func invertedDifferenceAndOpacity() throws {
    // Inverted B covers everything but B. The difference with A: where A is alone both
    // cover (0), in the overlap only A (1), in B alone neither (0), outside both only B (1).
    let bitmap = try Self.render([Self.mask("a", Self.a), Self.mask("f", Self.b, inverted: true)])
    #expect(Self.near(Self.regions(bitmap), [0, 1, 0, 1]))
    let half = try Self.render([Self.mask("f", Self.a, opacity: 50)])
    #expect(Self.near(Self.regions(half), [0.5, 0.5, 0, 0]))
  }

  @Test func aFirstComparisonMaskIsDrawnWithoutBlendingAGroup() throws {
    // Lighten and difference start from no coverage, darken from full: as a layer's first
    // mask each gives its own coverage (A at 60 %), with no blended group as large as the
    // layer; a later difference still compares (both: |0.6 − 1|).
    for mode in ["l", "f", "d"] {
      let masks = [Self.mask(mode, Self.a, opacity: 60)]
      #expect(Self.near(Self.regions(try Self.render(masks)), [0.6, 0.6, 0, 0]), "\(mode)")
      let groups = try Self.displayList(masks).items.groups
      #expect(groups.allSatisfy { $0.blendMode == .normal }, "\(mode)")
      #expect(groups.allSatisfy { $0.mask?.mode != .luminance }, "\(mode)")
    }
    let pair = [Self.mask("f", Self.a, opacity: 60), Self.mask("f", Self.b)]
    #expect(Self.near(Self.regions(try Self.render(pair)), [0.6, 0.4, 1, 0]))
    let blended = try Self.displayList(pair).items.groups.flatMap { group in
      (group.mask?.items ?? []).groups.map(\.blendMode)
    }
    #expect(blended == [.difference])
  }

  @Test func expansionGrowsAndShrinksTheMask() throws {
    // A (10…50) grown by 5 reaches 5…55 (round corners); shrunk by 5, 15…45.
    let grown = try Self.render([Self.mask("a", Self.a, expansion: 5)])
    #expect(Self.alpha(grown, 6, 30) > 0.98 && Self.alpha(grown, 54, 30) > 0.98)
    #expect(Self.alpha(grown, 4, 30) < 0.02 && Self.alpha(grown, 5, 5) < 0.02)
    let shrunk = try Self.render([Self.mask("a", Self.a, expansion: -5)])
    #expect(Self.alpha(shrunk, 14, 30) < 0.02 && Self.alpha(shrunk, 16, 30) > 0.98)
  }

  @Test func blendModeAddSumsTheColours() throws {
    // A 50 % grey solid added onto a 25 % grey one: 75 % grey.
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[
       {"ty":1,"sc":"#808080","sw":10,"sh":10,"ks":{},"ip":0,"op":10,"bm":16},
       {"ty":1,"sc":"#404040","sw":10,"sh":10,"ks":{},"ip":0,"op":10}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let bitmap = try Canvas().render(animation.displayList(atFrame: 0))
    let p = bitmap.pixel(x: 5, y: 5)
    #expect(p.r == 0xC0 && p.g == 0xC0 && p.b == 0xC0 && p.a == 255)
  }
}
