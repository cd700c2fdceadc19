import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Merge paths, offset path, pucker & bloat, zig-zag and twist, against geometry worked out
/// by hand.
@Suite struct ShapeModifierTests {
  /// A 100 × 100 animation of one shape layer with `items`.
  static func animation(_ items: String) throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,
       "layers":[{"ty":4,"ks":{},"ip":0,"op":10,"shapes":[\(items)]}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  static func square(_ cx: Double, _ cy: Double, _ size: Double) -> String {
    #"{"ty":"rc","p":{"a":0,"k":[\#(cx),\#(cy)]},"s":{"a":0,"k":[\#(size),\#(size)]},"r":{"a":0,"k":0}}"#
  }

  static let blackFill = #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}"#

  /// Two 40-px squares: A spans 10…50, B spans 30…70 (both axes); they overlap in 30…50.
  static func merged(_ mode: Int, style: String = blackFill) throws -> LottieAnimation {
    try animation(
      "\(square(30, 30, 40)),\(square(50, 50, 40)),{\"ty\":\"mm\",\"mm\":\(mode)},\(style)")
  }

  static func render(_ animation: LottieAnimation) throws -> Bitmap {
    try Canvas().render(animation.displayList(atFrame: 0))
  }

  /// Coverage summed over the image, in pixels (alpha 255 = one pixel).
  static func area(_ bitmap: Bitmap) -> Double {
    var sum = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width { sum += Int(bitmap.pixel(x: x, y: y).a) }
    }
    return Double(sum) / 255
  }

  static func covered(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
    bitmap.pixel(x: x, y: y).a > 250
  }

  static func empty(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
    bitmap.pixel(x: x, y: y).a < 5
  }

  static func bounds(_ animation: LottieAnimation) throws -> CGRect {
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    let path = try #require(leaf.item.path)
    return path.bounds
  }

  // MARK: Merge paths

  @Test func intersectOfTwoSquaresIsExactlyTheirOverlap() throws {
    let animation = try Self.merged(4)
    #expect(try Self.bounds(animation) == CGRect(x: 30, y: 30, width: 20, height: 20))
    let bitmap = try Self.render(animation)
    #expect(abs(Self.area(bitmap) - 400) < 0.5)
    #expect(Self.covered(bitmap, 30, 30) && Self.covered(bitmap, 49, 49))
    #expect(Self.empty(bitmap, 29, 40) && Self.empty(bitmap, 50, 40))
  }

  @Test func addIsTheUnionAndExcludeLeavesOutTheOverlap() throws {
    // 2 × 1600 less the 400 they share; exclude also removes the shared 400 once more.
    #expect(abs(Self.area(try Self.render(try Self.merged(2))) - 2800) < 0.5)
    let exclude = try Self.render(try Self.merged(5))
    #expect(abs(Self.area(exclude) - 2400) < 0.5)
    #expect(Self.empty(exclude, 40, 40) && Self.covered(exclude, 20, 20))
  }

  @Test func subtractTakesTheLowerOutlinesFromTheTopOne() throws {
    // The topmost (first) outline is A; B is cut out of it: an L of 1600 − 400 (After
    // Effects: "only the areas defined by the topmost path").
    let bitmap = try Self.render(try Self.merged(3))
    #expect(abs(Self.area(bitmap) - 1200) < 0.5)
    #expect(Self.empty(bitmap, 40, 40) && Self.covered(bitmap, 20, 20))
    #expect(Self.empty(bitmap, 60, 60))
  }

  @Test func aDiscLessASmallerDiscListedBelowItIsARing() throws {
    // The usual way to draw a ring with merge paths; the reverse order would leave nothing.
    func disc(_ size: Int) -> String {
      #"{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[\#(size),\#(size)]}}"#
    }
    let bitmap = try Self.render(
      try Self.animation("\(disc(60)),\(disc(30)),{\"ty\":\"mm\",\"mm\":3},\(Self.blackFill)"))
    #expect(Self.empty(bitmap, 50, 50) && Self.covered(bitmap, 50, 27))
    // π (30² − 15²) ≈ 2121 pixels.
    #expect(abs(Self.area(bitmap) - 2121) < 15, "\(Self.area(bitmap))")
  }

  @Test func aStrokeFollowsTheMergedOutline() throws {
    let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}"#
    let bitmap = try Self.render(try Self.merged(4, style: stroke))
    // The overlap's edges at x = 30 and x = 50 are stroked; A's left edge at x = 10 is not.
    #expect(Self.covered(bitmap, 30, 40) && Self.covered(bitmap, 49, 40))
    #expect(Self.empty(bitmap, 10, 20) && Self.empty(bitmap, 40, 40))
    // A 20-px square outline, 2 px wide: 4 × 20 × 2.
    #expect(abs(Self.area(bitmap) - 160) < 1)
  }

  @Test func stylesAboveAMergePaintNothingOfWhatItTakesIn() throws {
    // After Effects' manual: the paths a merge takes in "are essentially removed from the
    // rendering of the shape layer". A red fill in a group above the merge and a blue fill
    // beside it paint nothing; the green fill after it paints the union of A and B (2,800).
    func fill(_ rgb: String) -> String {
      #"{"ty":"fl","c":{"a":0,"k":[\#(rgb),1]},"o":{"a":0,"k":100}}"#
    }
    let group = "{\"ty\":\"gr\",\"it\":[\(Self.square(30, 30, 40)),\(fill("1,0,0"))]}"
    let animation = try Self.animation(
      "\(group),\(Self.square(50, 50, 40)),\(fill("0,0,1")),{\"ty\":\"mm\",\"mm\":2},\(fill("0,1,0"))"
    )
    let bitmap = try Self.render(animation)
    #expect(abs(Self.area(bitmap) - 2800) < 0.5)
    for (x, y) in [(20, 20), (40, 40), (60, 60)] {
      let p = bitmap.pixel(x: x, y: y)
      #expect(p.r == 0 && p.g == 255 && p.b == 0 && p.a == 255, "\(x), \(y): \(p)")
    }
    // Nothing drawn for the styles above: one leaf, the green union.
    #expect(animation.displayList(atFrame: 0).items.leaves.count == 1)
  }

  @Test func mergeWorksThroughGroupTransforms() throws {
    // B sits in a group moved by (20, 20): at 30…70 it overlaps A (10…50) in 30…50.
    let group = """
      {"ty":"gr","it":[\(Self.square(30, 30, 40)),
       {"ty":"tr","p":{"a":0,"k":[20,20]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
        "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
      """
    let animation = try Self.animation(
      "\(Self.square(30, 30, 40)),\(group),{\"ty\":\"mm\",\"mm\":4},\(Self.blackFill)")
    #expect(abs(Self.area(try Self.render(animation)) - 400) < 0.5)
  }

  @Test func aGroupIsOneOperandAndALoneOperandIsItself() throws {
    // The group holds A (10…50) and C (60…90): intersected with B (30…70) that is the overlap
    // square (400) and C's corner 60…70 (100); each outline as its own operand would leave
    // nothing.
    let group = "{\"ty\":\"gr\",\"it\":[\(Self.square(30, 30, 40)),\(Self.square(75, 75, 30))]}"
    let animation = try Self.animation(
      "\(group),\(Self.square(50, 50, 40)),{\"ty\":\"mm\",\"mm\":4},\(Self.blackFill)")
    #expect(abs(Self.area(try Self.render(animation)) - 500) < 0.5)
    // One outline intersected with nothing else stays as it is (curves included).
    let lone = try Self.animation(
      "{\"ty\":\"el\",\"p\":{\"a\":0,\"k\":[50,50]},\"s\":{\"a\":0,\"k\":[40,40]}},"
        + "{\"ty\":\"mm\",\"mm\":4},\(Self.blackFill)")
    let path = try #require(lone.displayList(atFrame: 0).items.leaves.first?.item.path)
    #expect(
      path.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 4)
  }

  @Test func anEmptyTopOperandStaysTheBase() throws {
    // B shrunk to nothing (as an animated outline does on its way in or out) is still the
    // topmost operand: nothing minus A, or intersected with A, is nothing; added to A, or
    // excluded with it, it leaves A.
    let areas = try [3, 4, 2, 5].map { mode in
      Self.area(
        try Self.render(
          try Self.animation(
            "\(Self.square(50, 50, 0)),\(Self.square(30, 30, 40)),"
              + "{\"ty\":\"mm\",\"mm\":\(mode)},\(Self.blackFill)")))
    }
    #expect(areas[0] < 0.5 && areas[1] < 0.5, "\(areas)")
    #expect(abs(areas[2] - 1600) < 0.5 && abs(areas[3] - 1600) < 0.5, "\(areas)")
  }

  @Test func anOperandWhoseOutlinesCancelOutIsTheirUnion() throws {
    // B (30…70) twice in one group, wound both ways as exported files hold it: under the
    // non-zero rule that is no area at all, yet it is meant as B; A ∩ B is the 400 overlap.
    func b(_ corners: String) -> String {
      #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":\#(corners),"#
        + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    }
    let group = """
      {"ty":"gr","it":[\(b("[[30,30],[70,30],[70,70],[30,70]]")),
        \(b("[[30,70],[70,70],[70,30],[30,30]]"))]}
      """
    let animation = try Self.animation(
      "\(Self.square(30, 30, 40)),\(group),{\"ty\":\"mm\",\"mm\":4},\(Self.blackFill)")
    #expect(abs(Self.area(try Self.render(animation)) - 400) < 0.5)
  }
  // MARK: Offset path

  static func offset(_ amount: Double, join: Int) throws -> LottieAnimation {
    try animation(
      "\(square(50, 50, 40)),{\"ty\":\"op\",\"a\":{\"a\":0,\"k\":\(amount)},\"lj\":\(join),"
        + "\"ml\":{\"a\":0,\"k\":4}},\(blackFill)")
  }

  @Test func offsetWithMiterJoinsGrowsASquareByTheAmountEachSide() throws {
    let animation = try Self.offset(10, join: 1)
    #expect(try Self.bounds(animation) == CGRect(x: 20, y: 20, width: 60, height: 60))
    let bitmap = try Self.render(animation)
    #expect(abs(Self.area(bitmap) - 3600) < 0.5)
    #expect(Self.covered(bitmap, 20, 20) && Self.covered(bitmap, 79, 79))
  }

  @Test func offsetWithRoundJoinsRoundsTheCornersWithTheAmount() throws {
    let animation = try Self.offset(10, join: 2)
    let b = try Self.bounds(animation)
    #expect(abs(b.minX - 20) < 1e-9 && abs(b.maxX - 80) < 1e-9)
    // 40² + 4 × 40 × 10 + π 10² (less about 2 px: each quarter circle is 8 chords that
    // stay within 0.05 px of it); the corner pixel is outside the quarter circle.
    let bitmap = try Self.render(animation)
    #expect(abs(Self.area(bitmap) - (3200 + Double.pi * 100)) < 3)
    #expect(Self.empty(bitmap, 20, 20) && Self.covered(bitmap, 50, 20))
  }

  @Test func negativeOffsetShrinksAndBevelCutsCorners() throws {
    #expect(
      try Self.bounds(try Self.offset(-10, join: 1)) == CGRect(x: 40, y: 40, width: 20, height: 20))
    // Bevel on a square: the corner triangles (legs 10) are cut: 3600 − 4 × 50.
    #expect(abs(Self.area(try Self.render(try Self.offset(10, join: 3))) - 3400) < 1)
  }

  // MARK: Pucker & bloat, zig-zag, twist

  @Test func puckerOfMinus100PushesVerticesOutAndPullsTangentsToTheCentre() throws {
    let animation = try Self.animation(
      "\(Self.square(50, 50, 40)),{\"ty\":\"pb\",\"a\":{\"a\":0,\"k\":-100}},\(Self.blackFill)")
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    let path = try #require(leaf.item.path)
    // The rectangle starts at its top right (70, 30) and runs to the top left (30, 30):
    // 2 v − c = (90, 10) and (10, 10); both control points between them sit at the centre.
    #expect(path.elements.first == .move(to: CGPoint(x: 90, y: 10)))
    #expect(
      path.elements[1]
        == .curve(
          to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 50, y: 50),
          control2: CGPoint(x: 50, y: 50)))
  }

  @Test func zigZagAddsRidgesPerSegmentAtTheGivenSize() throws {
    let animation = try Self.animation(
      "\(Self.square(50, 50, 40)),{\"ty\":\"zz\",\"s\":{\"a\":0,\"k\":5},\"r\":{\"a\":0,\"k\":3},"
        + "\"pt\":{\"a\":0,\"k\":1}},\(Self.blackFill)")
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    let path = try #require(leaf.item.path)
    // lottie-web: a corner, then per side 3 ridges and the next corner (the first again at
    // the end): 1 + 4 × 4 points, so a move and 17 segments (the last one back to the start).
    let drawn = path.elements.filter {
      if case .closeSubpath = $0 { return false }
      return true
    }
    #expect(drawn.count == 1 + 17)
    // The top side runs from (70, 30) to (30, 30): ridges at x = 60, 50, 40, alternately 5 px
    // below and above it.
    #expect(path.elements[1] == .line(to: CGPoint(x: 60, y: 35)))
    #expect(path.elements[2] == .line(to: CGPoint(x: 50, y: 25)))
    #expect(path.elements[3] == .line(to: CGPoint(x: 40, y: 35)))
  }

  @Test func twistTurnsPointsByTheAngleScaledByTheirDistance() throws {
    // A path through (90, 50), (70, 50) and (50, 90) about (50, 50): the farthest points
    // (40 away) stay, (70, 50) at half the reach turns by half of 90°.
    let path = """
      {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[90,50],[70,50],[50,90]],
       "i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},
      {"ty":"tw","a":{"a":0,"k":90},"c":{"a":0,"k":[50,50]}},
      {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}
      """
    let animation = try Self.animation(path)
    let leaf = try #require(animation.displayList(atFrame: 0).items.leaves.first)
    let elements = try #require(leaf.item.path).elements
    #expect(elements.first == .move(to: CGPoint(x: 90, y: 50)))
    guard case .line(let p) = elements[1] else {
      Issue.record("expected a line, got \(elements[1])")
      return
    }
    let r = 20 / 2.0.squareRoot()
    #expect(abs(p.x - (50 + r)) < 1e-9 && abs(p.y - (50 + r)) < 1e-9)
  }

  @Test func infoListsTheModifiersAsDrawn() throws {
    let animation = try Self.merged(4)
    let merge = animation.featureUsage.first { $0.feature == "shape: merge paths (intersect)" }
    #expect(merge?.count == 1 && merge?.drawn == true)
    #expect(animation.featureUsage.first { $0.feature == "shape: rectangle" }?.count == 2)
    #expect(!animation.unsupportedFeatures.contains { $0.feature.contains("merge") })
  }
}
