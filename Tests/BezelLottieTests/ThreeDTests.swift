import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// 3D layers and cameras against geometry worked out by hand. The comp is 200 × 200, so After
/// Effects' default camera (50 mm on 36 mm film) has zoom 200 × 50 / 36 = 277.78 and sits at
/// (100, 100, −277.78): a point at depth z (into the screen) is drawn at scale 277.78 /
/// (277.78 + z) about the centre.
@Suite struct ThreeDTests {
  static let zoom = 200.0 * 50 / 36

  /// A 100 × 100 red solid, anchored at its centre, at `position`, with more transform keys.
  static func solid(
    ddd: Int = 1, position: String = "[100,100,0]", extra: String = "", more: String = ""
  ) -> String {
    """
    {"ddd":\(ddd),"ty":1,"ind":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":20\(more),
     "ks":{"a":{"a":0,"k":[50,50,0]},"p":{"a":0,"k":\(position)}\(extra)}}
    """
  }

  static func animation(_ layers: [String], assets: String = "[]") throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":20,"w":200,"h":200,"ddd":1,"assets":\(assets),
       "layers":[\(layers.joined(separator: ","))]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  static func render(_ layers: [String], frame: Double = 0, assets: String = "[]") throws
    -> Bitmap
  {
    try Canvas().render(animation(layers, assets: assets).displayList(atFrame: frame))
  }

  static func alpha(_ b: Bitmap, _ x: Int, _ y: Int) -> Double {
    Double(b.pixel(x: x, y: y).a) / 255
  }

  /// The first and last column with coverage over half on row `y`.
  static func span(_ b: Bitmap, row y: Int) -> (Int, Int)? {
    let xs = (0..<b.width).filter { alpha(b, $0, y) > 0.5 }
    return xs.first.map { ($0, xs.last!) }
  }

  static func totalCoverage(_ b: Bitmap) -> Double {
    var sum = 0.0
    for y in 0..<b.height { for x in 0..<b.width { sum += alpha(b, x, y) } }
    return sum
  }

  @Test func aSquareFacingTheDefaultCameraIsDrawnAtItsSize() throws {
    let b = try Self.render([Self.solid()])
    #expect(Self.span(b, row: 100)! == (50, 149))
    #expect(Self.alpha(b, 100, 51) > 0.9 && Self.alpha(b, 100, 48) < 0.1)
  }

  @Test func ninetyDegreesAboutYIsEdgeOn() throws {
    // The plane x = 100 holds the camera: it projects to the line x = 100, nothing to fill.
    let b = try Self.render([Self.solid(extra: #","ry":{"a":0,"k":90}"#)])
    #expect(Self.totalCoverage(b) < 1)
    let x = try Self.render([Self.solid(extra: #","rx":{"a":0,"k":-90}"#)])
    #expect(Self.totalCoverage(x) < 1)
  }

  @Test func sixtyDegreesAboutYNarrowsByTheCosineAndPerspective() throws {
    // Right edge: x = 100 + 50 cos 60° = 125 at depth −50 sin 60° = −43.30, drawn at
    // 277.78 / 234.48: x = 100 + 25 × 1.1847 = 129.62, y = 100 ± 59.23. Left edge at depth
    // +43.30: scale 0.8651, x = 78.37, y = 100 ± 43.26. Width 51.25 = 0.5125 × 100 (cos 60° =
    // 0.5 without perspective).
    let b = try Self.render([Self.solid(extra: #","ry":{"a":0,"k":60}"#)])
    let (left, right) = try #require(Self.span(b, row: 100))
    #expect(left == 78 && right == 129)
    #expect(Self.alpha(b, 128, 43) > 0.9 && Self.alpha(b, 128, 39) < 0.1)
    #expect(Self.alpha(b, 128, 157) > 0.9 && Self.alpha(b, 128, 161) < 0.1)
    #expect(Self.alpha(b, 80, 58) > 0.9 && Self.alpha(b, 80, 54) < 0.1)
  }

  @Test func depthScalesAboutTheCentre() throws {
    // z = 277.78: twice as far as the camera's zoom, drawn at half size.
    let b = try Self.render([Self.solid(position: "[100,100,\(Self.zoom)]")])
    #expect(Self.span(b, row: 100)! == (75, 124))
  }

  @Test func separatePositionCarriesDepth() throws {
    let layer = """
      {"ddd":1,"ty":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":20,
       "ks":{"a":{"a":0,"k":[50,50,0]},"p":{"s":true,"x":{"a":0,"k":100},"y":{"a":0,"k":100},
       "z":{"a":0,"k":\(Self.zoom)}}}}
      """
    #expect(Self.span(try Self.render([layer]), row: 100)! == (75, 124))
  }

  @Test func rotationAboutXAndYOnA2DLayerIsIgnored() throws {
    // After Effects has no such rotation on a 2D layer: flat, the z rotation kept.
    let flat = try Self.render([
      Self.solid(ddd: 0, extra: #","ry":{"a":0,"k":90},"rx":{"a":0,"k":70}"#)
    ])
    #expect(Self.span(flat, row: 100)! == (50, 149))
    let turned = try Self.render([
      Self.solid(ddd: 0, extra: #","ry":{"a":0,"k":90},"rz":{"a":0,"k":45}"#)
    ])
    // A square turned 45° is a diamond 141.4 wide through its centre, 0 wide near its tip.
    let (l, r) = try #require(Self.span(turned, row: 100))
    #expect(l == 30 && r == 169)
    #expect(Self.alpha(turned, 100, 32) > 0.9 && Self.alpha(turned, 60, 32) < 0.1)
  }

  @Test func orientationOnA2DLayerIsIgnored() throws {
    // Orientation, like x / y rotation, is a 3D layer's property only.
    let flat = try Self.render([Self.solid(ddd: 0, extra: #","or":{"a":0,"k":[70,90,0]}"#)])
    #expect(Self.span(flat, row: 100)! == (50, 149))
    #expect(Self.alpha(flat, 100, 51) > 0.9 && Self.alpha(flat, 100, 48) < 0.1)
  }

  /// A shape layer: a 100 × 100 square centred at (100, 100) in a group whose transform has
  /// `tr` (JSON members), then `after` (more shape items).
  static func turnedGroup(ddd: Int, tr: String, after: String = "") -> String {
    """
    {"ddd":\(ddd),"ty":4,"ind":2,"ip":0,"op":20,"ks":{},"shapes":[{"ty":"gr","it":[
      {"ty":"rc","p":{"a":0,"k":[100,100]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},
      {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}\(after),
      {"ty":"tr","a":{"a":0,"k":[100,100]},"p":{"a":0,"k":[100,100]}\(tr)}]}]}
    """
  }

  @Test(arguments: [0, 1]) func shapeGroupTransformsTurnAboutZOnly(ddd: Int) throws {
    // After Effects gives a shape group's transform no x / y rotation or orientation, in a 2D
    // or a 3D layer: 90° about y would leave the square edge-on (nothing drawn).
    let b = try Self.render([
      Self.turnedGroup(ddd: ddd, tr: #","ry":{"a":0,"k":90},"rx":{"a":0,"k":60}"#)
    ])
    #expect(Self.span(b, row: 100).map { [$0.0, $0.1] } == [50, 149])
    #expect(Self.alpha(b, 100, 51) > 0.9 && Self.alpha(b, 100, 48) < 0.1)
  }

  @Test func aRepeatersTransformTurnsAboutZOnly() throws {
    // Two copies, the second 60 to the right and (ignored) 90° about y: the pair covers
    // x = 50…209, cut at the canvas's edge; turned edge-on, the second would not show.
    let repeater = """
      ,{"ty":"rp","c":{"a":0,"k":2},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr",
        "p":{"a":0,"k":[60,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
        "r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100},"ry":{"a":0,"k":90}}}
      """
    let b = try Self.render([Self.turnedGroup(ddd: 0, tr: "", after: repeater)])
    #expect(Self.span(b, row: 100).map { [$0.0, $0.1] } == [50, 199])
  }

  static func camera(_ ks: String, zoom: String = "{\"a\":0,\"k\":\(zoom)}") -> String {
    #"{"ddd":1,"ty":13,"ind":5,"ip":0,"op":20,"pe":\#(zoom),"ks":{\#(ks)}}"#
  }

  @Test func aCameraLikeTheDefaultOneChangesNothing() throws {
    let oneNode = Self.camera(#""p":{"a":0,"k":[100,100,-\#(Self.zoom)]}"#)
    let twoNode = Self.camera(
      #""p":{"a":0,"k":[100,100,-\#(Self.zoom)]},"a":{"a":0,"k":[100,100,0]}"#)
    let plain = try Self.render([Self.solid(extra: #","ry":{"a":0,"k":60}"#)])
    for camera in [oneNode, twoNode] {
      let b = try Self.render([camera, Self.solid(extra: #","ry":{"a":0,"k":60}"#)])
      #expect(Self.totalCoverage(b) > 1000)
      #expect(abs(Self.totalCoverage(b) - Self.totalCoverage(plain)) < 1)
    }
  }

  @Test func aCameraMoveMovesTheView() throws {
    // The camera backs off from z = −277.78 to −555.56 over frames 0…10 and slides 50 right:
    // at frame 10 the square is at half size, centred 25 left of the middle.
    let camera = Self.camera(
      #"""
      "p":{"a":1,"k":[{"t":0,"s":[100,100,-\#(Self.zoom)],"i":{"x":1,"y":1},"o":{"x":0,"y":0}},
      {"t":10,"s":[150,100,-\#(2 * Self.zoom)]}]}
      """#)
    let start = try Self.render([camera, Self.solid()], frame: 0)
    #expect(Self.span(start, row: 100)! == (50, 149))
    let end = try Self.render([camera, Self.solid()], frame: 10)
    #expect(Self.span(end, row: 100)! == (50, 99))
    #expect(Self.alpha(end, 75, 76) > 0.9 && Self.alpha(end, 75, 73) < 0.1)
  }

  @Test func aLayerParentedToTheCameraMovesWithIt() throws {
    // zoom ahead of the camera, in its own axes: drawn at its size in the middle wherever the
    // camera is, however it is turned.
    let camera = Self.camera(
      #""p":{"a":0,"k":[150,40,-900]},"a":{"a":0,"k":[0,100,400]},"rz":{"a":0,"k":0}"#)
    let child = Self.solid(position: "[0,0,\(Self.zoom)]", more: #","parent":5"#)
    let b = try Self.render([camera, child])
    #expect(Self.span(b, row: 100)! == (50, 149))
    #expect(Self.alpha(b, 100, 51) > 0.9 && Self.alpha(b, 100, 48) < 0.1)
  }

  @Test func aCameraLookingAtItsPointOfInterestSeesAPlaneSideOnAsALine() throws {
    // Camera on the right at the plane's depth, looking at the square's centre: edge-on.
    let side = Self.camera(#""p":{"a":0,"k":[400,100,0]},"a":{"a":0,"k":[100,100,0]}"#)
    #expect(Self.totalCoverage(try Self.render([side, Self.solid()])) < 1)
    // Turned to face it (90° about y), the square fills the view: zoom 277.78 at distance 300.
    let facing = try Self.render([side, Self.solid(extra: #","ry":{"a":0,"k":90}"#)])
    #expect(Self.span(facing, row: 100)! == (54, 145))
  }

  @Test func parentsCompose() throws {
    // A 3D layer under a 2D null moved 30 left, and under a 3D null turned 30° about y:
    // with its own 60° that is 90°, edge-on.
    let null2D = #"{"ddd":0,"ty":3,"ind":7,"ip":0,"op":20,"ks":{"p":{"a":0,"k":[-30,0]}}}"#
    let moved = try Self.render([null2D, Self.solid(more: #","parent":7"#)])
    #expect(Self.span(moved, row: 100)! == (20, 119))
    let null3D = """
      {"ddd":1,"ty":3,"ind":7,"ip":0,"op":20,"ks":{"a":{"a":0,"k":[100,100,0]},
       "p":{"a":0,"k":[100,100,0]},"ry":{"a":0,"k":30}}}
      """
    let turned = try Self.render([
      null3D, Self.solid(extra: #","ry":{"a":0,"k":60}"#, more: #","parent":7"#),
    ])
    #expect(Self.totalCoverage(turned) < 1)
  }

  @Test func precompositionsOf3DLayersUseTheirOwnCamera() throws {
    // The precomp (200 × 200, its own default camera) holds the 60° square; a 2D layer shows
    // it at half size; a 3D one turned 90° about y is edge-on.
    let assets = """
      [{"id":"inner","layers":[\(Self.solid(extra: #","ry":{"a":0,"k":60}"#))]}]
      """
    let flat = """
      {"ddd":0,"ty":0,"refId":"inner","w":200,"h":200,"ip":0,"op":20,
       "ks":{"a":{"a":0,"k":[100,100]},"p":{"a":0,"k":[100,100]},"s":{"a":0,"k":[50,50]}}}
      """
    let half = try Self.render([flat], assets: assets)
    let (l, r) = try #require(Self.span(half, row: 100))
    #expect(l == 89 && r == 114)
    let edgeOn = """
      {"ddd":1,"ty":0,"refId":"inner","w":200,"h":200,"ip":0,"op":20,
       "ks":{"a":{"a":0,"k":[100,100,0]},"p":{"a":0,"k":[100,100,0]},"ry":{"a":0,"k":90}}}
      """
    #expect(Self.totalCoverage(try Self.render([edgeOn], assets: assets)) < 1)
  }

  @Test func hostileCamerasNeitherHangNorMakeNaN() throws {
    let cases = [
      // Perspective 0, a camera in the layer's plane, values of 10¹².
      Self.camera(#""p":{"a":0,"k":[100,100,-100]}"#, zoom: #"{"a":0,"k":0}"#),
      Self.camera(#""p":{"a":0,"k":[100,100,0]}"#),
      Self.camera(#""p":{"a":0,"k":[100,100,1e12]},"a":{"a":0,"k":[1e12,-1e12,0]}"#),
      Self.camera(#""p":{"a":0,"k":[100,100,-1e12]}"#, zoom: #"{"a":0,"k":1e12}"#),
      Self.camera(#""p":{"a":0,"k":[100,100,-100]},"a":{"a":0,"k":[100,100,-100]}"#),
    ]
    let layers = [
      Self.solid(extra: #","ry":{"a":0,"k":60},"rx":{"a":0,"k":1e12}"#),
      Self.solid(position: "[1e12,100,-200]", extra: #","s":{"a":0,"k":[1e12,1e12,1e12]}"#),
      Self.solid(position: "[100,100,-277]", extra: #","ry":{"a":0,"k":89.999}"#),
    ]
    for camera in cases + [nil] {
      let animation = try Self.animation((camera.map { [$0] } ?? []) + layers)
      let list = animation.displayList(atFrame: 0)
      #expect(list.items.leaves.allSatisfy { $0.item.path?.isFinite ?? true })
      _ = try Canvas().render(list)
    }
  }

  /// A two-node camera moving past a tilted card (gradient fill, stroke), an image, a 3D
  /// precomposition and a wall behind, with a 2D layer on top that stays flat.
  @Test(arguments: [0.0, 20.0]) func cameraMovingThroughAScene(frame: Double) throws {
    let animation = try LottieAnimation(
      contentsOf: LottieFixture.url("space.json"), imageDecoder: { try? ImageDecoder.decode($0) })
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: frame), scale: 2, policy: animation.renderPolicy)
    let result = Snapshot.compare(
      bitmap, reference: RenderingTests.reference("space-\(Int(frame))"))
    #expect(result.passed, "\(result)")
  }

  @Test func infoListsThreeDAndCamerasAsDrawn() throws {
    let animation = try Self.animation([
      Self.camera(#""p":{"a":0,"k":[100,100,-300]}"#), Self.solid(),
    ])
    #expect(animation.unsupportedFeatures.isEmpty)
  }
}
