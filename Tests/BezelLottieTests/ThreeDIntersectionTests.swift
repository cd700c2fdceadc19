import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

@testable import BezelLottie

/// 3D layers cut where they cross, against geometry worked out by hand. The comp is 200 × 200;
/// the camera sits at (250, 100, −250) looking at (100, 100, 0) with zoom 277.78, so its view
/// direction is f = (−0.5145, 0, 0.8575) and its screen x axis r = (0.8575, 0, 0.5145): a
/// point P is drawn at x = 100 + 277.78 · r·(P − C) / f·(P − C).
@Suite struct ThreeDIntersectionTests {
  static let camera = ThreeDTests.camera(
    #""p":{"a":0,"k":[250,100,-250]},"a":{"a":0,"k":[100,100,0]}"#)

  /// A solid of `size` × `size` anchored at its centre, at `position`, turned `ry` about y.
  static func solid(
    _ colour: String, ind: Int, position: String = "[100,100,0]", ry: Double = 0,
    size: Int = 100
  ) -> String {
    """
    {"ddd":1,"ty":1,"ind":\(ind),"sc":"\(colour)","sw":\(size),"sh":\(size),"ip":0,"op":20,
     "ks":{"a":{"a":0,"k":[\(size / 2),\(size / 2),0]},"p":{"a":0,"k":\(position)},
           "ry":{"a":0,"k":\(ry)}}}
    """
  }

  /// Red in the plane z = 0 (x 50…150) and blue turned 90° about y into the plane x = 100
  /// (z −50…50); they cross along x = 100, z = 0, which the camera sees at the centre column.
  static let red = solid("#ff0000", ind: 1)
  static let blue = solid("#0000ff", ind: 2, ry: 90)

  static func render(_ layers: [String], camera: String = camera) throws -> Bitmap {
    try ThreeDTests.render([camera] + layers)
  }

  static func colour(_ b: Bitmap, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
    ThreeDOrderTests.colour(b, x, y)
  }

  @Test func perpendicularPlanesCrossingAtTheCentreEachShowInFrontOnTheirSide() throws {
    // Row 100, by the formula above: red's left edge (50, 100, 0) at x = 62.4, its right edge
    // (150, 100, 0) at 144.8; blue's near edge (100, 100, −50) at 71.3, its far edge
    // (100, 100, 50) at 121.4. Left of the centre, blue's near half (z < 0) lies between the
    // camera and red's left half: blue from 71 to 100, red alone from 62 to 71. Right of it,
    // red's right half lies between the camera and blue's far half: all red to 145. Both
    // anchors are at (100, 100, 0), the same depth, so whole layers would put the one higher
    // in the timeline over the other on both sides.
    for layers in [[Self.red, Self.blue], [Self.blue, Self.red]] {
      let b = try Self.render(layers)
      for x in [74, 85, 97] { #expect(Self.colour(b, x, 100) == (0, 0, 255), "x \(x)") }
      for x in [65, 69, 103, 110, 120, 130, 142] {
        #expect(Self.colour(b, x, 100) == (255, 0, 0), "x \(x)")
      }
      #expect(ThreeDTests.alpha(b, 60, 100) < 0.01 && ThreeDTests.alpha(b, 147, 100) < 0.01)
    }
    let b = try Self.render([Self.red, Self.blue])
    let result = Snapshot.compare(b, reference: RenderingTests.reference("three-d-crossing"))
    #expect(result.passed, "\(result)")
  }

  @Test func aPairThatDoesNotCrossDrawsExactlyAsBefore() throws {
    // Blue in the plane x = 100 but at z 60…160 never reaches red's plane: each is drawn
    // whole, farthest (blue, anchor at z = 110) first, the same items as each alone.
    let far = Self.solid("#0000ff", ind: 2, position: "[100,100,110]", ry: 90)
    let pair = try ThreeDTests.animation([Self.camera, Self.red, far]).displayList(atFrame: 0)
    let red = try ThreeDTests.animation([Self.camera, Self.red]).displayList(atFrame: 0)
    let blue = try ThreeDTests.animation([Self.camera, far]).displayList(atFrame: 0)
    #expect(pair.items == blue.items + red.items)
  }

  /// A green 300 × 300 wall at z = 150, top of the timeline, behind the crossing pair.
  static let wall = solid("#00ff00", ind: 3, position: "[100,100,150]", size: 300)

  @Test func aCutThatNothingCrossesLeavesNoSeam() throws {
    // Blue's plane x = 100 cuts the wall, seen at x = 100 + 277.78 · 77.2 / 420.2 = 151 on
    // screen; nothing is in front of the wall there (red ends at 145, blue at 121). The
    // wall's two parts are drawn as one, so right of x = 147 the picture is the wall alone,
    // pixel for pixel.
    let parts = try Self.parts([Self.wall, Self.red, Self.blue])
    #expect(parts.filter { $0 == 2 }.count == 2, "the wall is cut in two: \(parts)")
    let scene = try Self.render([Self.wall, Self.red, Self.blue])
    let alone = try Self.render([Self.wall])
    var differing = 0
    for y in 0..<200 {
      for x in 147..<200 where scene.pixel(x: x, y: y) != alone.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
    #expect(Self.colour(scene, 151, 100) == (0, 255, 0))
    // Left of the crossing the pair is in front of the wall, as without the cut.
    #expect(Self.colour(scene, 85, 100) == (0, 0, 255))
    #expect(Self.colour(scene, 130, 100) == (255, 0, 0))
  }

  /// Blue as two bars only (y 50…70 and 130…150 in the plane x = 100): its box still
  /// overlaps red's cut, so red's two parts are drawn apart, blue between them.
  static let bars = """
    {"ddd":1,"ty":4,"ind":2,"ip":0,"op":20,
     "ks":{"a":{"a":0,"k":[0,0,0]},"p":{"a":0,"k":[100,100,0]},"ry":{"a":0,"k":90}},
     "shapes":[
      {"ty":"rc","p":{"a":0,"k":[0,-40]},"s":{"a":0,"k":[100,20]},"r":{"a":0,"k":0}},
      {"ty":"rc","p":{"a":0,"k":[0,40]},"s":{"a":0,"k":[100,20]},"r":{"a":0,"k":0}},
      {"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]}
    """

  /// Looking at (100.4, 100, 0) puts the cut 0.33 left of the pixel edge at x = 100, so that
  /// the column it crosses is partly in each part.
  static let offCentreCamera = ThreeDTests.camera(
    #""p":{"a":0,"k":[250,100,-250]},"a":{"a":0,"k":[100.4,100,0]}"#)

  /// The largest difference of any channel between `a` and `b` over `xs` × `ys`.
  static func worstDifference(_ a: Bitmap, _ b: Bitmap, _ xs: Range<Int>, _ ys: Range<Int>)
    -> Int
  {
    var worst = 0
    for y in ys {
      for x in xs {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        worst = max(
          worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
          abs(Int(p.a) - Int(q.a)))
      }
    }
    return worst
  }

  @Test func aCutWhereTheCrossingLayerHasNoContentLeavesNoSeam() throws {
    // Between the bars nothing crosses red's cut at the centre column: the picture there is
    // red alone, with no line of background where the two parts meet.
    let parts = try Self.parts([Self.red, Self.bars])
    #expect(parts == [1, 0, 1], "red cut in two, drawn either side of blue: \(parts)")
    let scene = try Self.render([Self.red, Self.bars], camera: Self.offCentreCamera)
    let alone = try Self.render([Self.red], camera: Self.offCentreCamera)
    #expect(Self.worstDifference(scene, alone, 60..<148, 85..<116) == 0)
    // Where the bars cross red, each is in front on its own side, as in the solid case.
    #expect(Self.colour(scene, 85, 60) == (0, 0, 255))
    #expect(Self.colour(scene, 110, 60) == (255, 0, 0))
  }

  @Test func aTranslucentLayersPartsJoinWithoutASeam() throws {
    // Red at 50 % opacity, cut by the bars as above. Its part in front is drawn over what
    // lies between only, so between the bars red is one draw: no line of red drawn twice
    // (or of background let through) along the cut.
    let translucent = Self.red.replacingOccurrences(
      of: #""ks":{"#, with: #""ks":{"o":{"a":0,"k":50},"#)
    let scene = try Self.render([translucent, Self.bars], camera: Self.offCentreCamera)
    let alone = try Self.render([translucent], camera: Self.offCentreCamera)
    #expect(Self.worstDifference(scene, alone, 60..<148, 85..<116) == 0)
    // Left of the crossing, blue's near half is in front: opaque blue. Right of it, half-
    // transparent red over blue: (127.5, 0, 127.5).
    #expect(Self.colour(scene, 85, 60) == (0, 0, 255))
    let mixed = scene.pixel(x: 110, y: 60)
    #expect(abs(Int(mixed.r) - 128) <= 2 && mixed.g == 0 && abs(Int(mixed.b) - 127) <= 2)
    #expect(mixed.a == 255)
    // Red alone (outside the bars' rows) is half-transparent red.
    let red = scene.pixel(x: 110, y: 100)
    #expect(abs(Int(red.a) - 128) <= 1 && red.g == 0 && red.b == 0)
  }

  @Test(arguments: [0.0, 5.0, 10.0, 15.0, 19.0])
  func hostileCrossingLayersDrawFinitely(frame: Double) throws {
    // The fuzzing seed: planes crossing at the camera's point of interest, one scaled 10¹²×,
    // one 10³⁰⁰ away and turning 10³⁰⁰°, an empty solid, a camera moving into the crossing
    // and then 10³⁰⁰ away.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/lottie/three-d-crossing.json")
    let animation = try LottieAnimation(contentsOf: url)
    let list = animation.displayList(atFrame: frame)
    #expect(list.items.count <= IntersectionOrder.maxParts)
    let b = try Canvas().render(list)
    #expect(b.width == 120)
  }

  /// How many groups in `items`, at any depth, draw a later part of a cut layer.
  static func atopDraws(_ items: [DisplayItem]) -> Int {
    items.reduce(0) { n, item in
      guard case .group(let g) = item else { return n }
      return n + (g.blendMode == .sourceAtop ? 1 : 0) + atopDraws(g.children)
    }
  }

  /// The layer (position in the run, bottom first) of every part of the BSP walk over
  /// `layers` (timeline order, top first).
  static func parts(_ layers: [String]) throws -> [Int] {
    let animation = try ThreeDTests.animation([camera] + layers)
    let comp = animation.root
    let renderer = FrameRenderer(frameRate: 30)
    let space = try #require(
      SpaceView(comp, frame: 0, size: CGSize(width: 200, height: 200), renderer: renderer))
    var planes: [SpacePlane] = []
    for i in comp.layers.indices.reversed()
    where comp.layers[i].is3D && comp.layers[i].camera == nil {
      var plane: SpacePlane?
      let group = GroupItem(children: [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .red)
      ])
      _ = renderer.place(group, comp, i, frame: 0, in: space, plane: &plane)
      var p = try #require(plane)
      if case .solid(_, let w, let h) = comp.layers[i].content {
        p.box = CGRect(x: 0, y: 0, width: w, height: h)
      }
      planes.append(p)
    }
    let tree = IntersectionOrder.Tree(
      planes: planes, equations: planes.map(\.equation), relativeTolerance: 1e-9, overlap: 2)
    var entries: [IntersectionOrder.Entry] = []
    var budget = IntersectionOrder.maxParts
    let fragments = planes.indices.map {
      IntersectionOrder.Fragment(layer: $0, polygon: planes[$0].polygon!, lines: [])
    }
    #expect(tree.walk(fragments, [], into: &entries, budget: &budget))
    return entries.map(\.layer)
  }

  /// A 3D layer of 10 × 10 at (20, 20, 0), seen near (43, 33), clear of row 100: a
  /// precomposition (`kind` "precomp"), a solid with a stroke style ("style") or with a Tint
  /// effect ("effect").
  static func between(_ kind: String) -> String {
    let ks = #""ks":{"a":{"a":0,"k":[5,5,0]},"p":{"a":0,"k":[20,20,0]}}"#
    switch kind {
    case "precomp":
      return #"{"ddd":1,"ty":0,"ind":3,"refId":"inner","w":10,"h":10,"ip":0,"op":20,\#(ks)}"#
    case "style":
      return #"""
        {"ddd":1,"ty":1,"ind":3,"sc":"#00ff00","sw":10,"sh":10,"ip":0,"op":20,\#(ks),
         "sy":[{"ty":0,"nm":"Stroke","c":{"a":0,"k":[0,0,0,1]},"s":{"a":0,"k":1}}]}
        """#
    default:
      return #"""
        {"ddd":1,"ty":1,"ind":3,"sc":"#00ff00","sw":10,"sh":10,"ip":0,"op":20,\#(ks),
         "ef":[{"ty":20,"nm":"Tint","mn":"ADBE Tint","en":1,"ef":[
           {"ty":2,"nm":"c","v":{"a":0,"k":[0,0,0,1]}},{"ty":2,"nm":"c","v":{"a":0,"k":[1,1,1,1]}},
           {"ty":0,"nm":"c","v":{"a":0,"k":50}}]}]}
        """#
    }
  }

  static let innerAsset = #"""
    [{"id":"inner","w":10,"h":10,"layers":[
      {"ty":1,"ind":1,"sc":"#00ff00","sw":10,"sh":10,"ip":0,"op":20,"ks":{}}]}]
    """#

  @Test func aPrecompositionOrStyledLayerBetweenKeepsTheLayersEitherSideFromCutting() throws {
    // After Effects' manual: a 3D precomposition layer without collapsed transformations and
    // a 3D layer with a layer style "prevent 3D layers on either side from intersecting".
    // Red (top) and blue (bottom) then keep the depth sort: both anchors at the same depth,
    // red higher in the timeline, so red covers blue on both sides of the crossing (left of
    // the centre blue's near half would be in front, x 71…100, were they cut).
    for kind in ["precomp", "style"] {
      let b = try ThreeDTests.render(
        [Self.camera, Self.red, Self.between(kind), Self.blue], assets: Self.innerAsset)
      for x in [74, 85, 97, 110] {
        #expect(Self.colour(b, x, 100) == (255, 0, 0), "\(kind) x \(x)")
      }
      // The layer between is drawn (green, around (43, 33)).
      #expect(Self.colour(b, 43, 33).g > 200, "\(kind)")
      // Either side of it alone, the pair is cut as before.
      let alone = try ThreeDTests.render(
        [Self.camera, Self.red, Self.blue, Self.between(kind)], assets: Self.innerAsset)
      #expect(Self.colour(alone, 85, 100) == (0, 0, 255), "\(kind)")
    }
    // A layer with an effect is kept whole but does not separate (After Effects intersects
    // it): the pair is still cut.
    let b = try ThreeDTests.render([Self.camera, Self.red, Self.between("effect"), Self.blue])
    #expect(Self.colour(b, 85, 100) == (0, 0, 255))
    #expect(Self.colour(b, 110, 100) == (255, 0, 0))
  }

  @Test func infoSaysWhenCutsMayFallBackToTheDepthSort() throws {
    let note =
      "3D intersections of 5 or more 3D layers (may fall back to depth order at a frame cut "
      + "into more than 256 parts or drawing a layer more than 8 times)"
    func notes(_ layers: [String]) throws -> [String] {
      try ThreeDTests.animation([Self.camera] + layers, assets: Self.innerAsset)
        .unsupportedFeatures.map(\.feature)
    }
    let fan = (0..<5).map { k in Self.solid("#ff0000", ind: k + 10, ry: Double(k) * 36) }
    // Four layers cut each other into at most 7 parts of one: never past the limits.
    #expect(try notes(Array(fan.prefix(4))) == [])
    #expect(try notes(fan) == [note])
    // A precomposition between splits them into groups of 2 and 3 that never cut each other.
    #expect(try notes(Array(fan.prefix(2)) + [Self.between("precomp")] + fan.suffix(3)) == [])
    // A 2D layer between splits the run.
    let flat = ##"{"ty":1,"ind":40,"sc":"#00ff00","sw":5,"sh":5,"ip":0,"op":20,"ks":{}}"##
    #expect(try notes(Array(fan.prefix(3)) + [flat] + fan.suffix(2)) == [])
  }

  @Test func hundredsOfCrossingLayersFallBackToTheDepthSort() throws {
    // 300 squares turned about the same vertical axis all cross each other: more than
    // `maxLayers` in one run, so they are not cut and each is drawn once.
    let fan = (0..<300).map { k in
      Self.solid(k % 2 == 0 ? "#ff0000" : "#0000ff", ind: k + 10, ry: Double(k) * 0.6)
    }
    let animation = try ThreeDTests.animation([Self.camera] + fan)
    let list = animation.displayList(atFrame: 0)
    #expect(list.items.count == 300)
    // `bezel info` says so.
    #expect(
      animation.unsupportedFeatures.map(\.feature) == [
        "3D intersections in a stack of more than 64 3D layers (not cut: drawn whole in depth order)"
      ])
    #expect(ThreeDTests.totalCoverage(try Canvas().render(list)) > 1000)
    // A grid of 20 planes x = 60…136 and 20 planes z = −45…40.5 (40 layers): each of one
    // set crosses every one of the other, 20 × 21 parts and more, over `maxParts`: the
    // depth sort again, one item per layer.
    let grid = (0..<20).flatMap { k in
      [
        Self.solid("#ff0000", ind: 2 * k + 10, position: "[\(60 + 4 * k),100,0]", ry: 90),
        Self.solid("#0000ff", ind: 2 * k + 11, position: "[100,100,\(-45 + 4.5 * Double(k))]"),
      ]
    }
    let gridList = try ThreeDTests.animation([Self.camera] + grid).displayList(atFrame: 0)
    #expect(gridList.items.count == 40)
    // Red, top of the timeline, cut by ten planes x = 55…145 into eleven parts with a blue
    // plane between each two: more than `maxDraws` draws of red, so the depth sort again.
    let comb = (0..<10).map { k in
      Self.solid("#0000ff", ind: k + 10, position: "[\(55 + 10 * k),100,0]", ry: 90)
    }
    let combList = try ThreeDTests.animation([Self.camera, Self.red] + comb).displayList(
      atFrame: 0)
    #expect(combList.items.count == 11)
    // A fan of four is cut: later parts drawn over what lies between, within the cap.
    let few = (0..<4).map { k in Self.solid("#ff0000", ind: k + 10, ry: Double(k) * 45) }
    let fewList = try ThreeDTests.animation([Self.camera] + few).displayList(atFrame: 0)
    #expect(Self.atopDraws(fewList.items) > 0)
    #expect(fewList.items.count <= IntersectionOrder.maxParts)
  }
}
