import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// What After Effects shows for gradients, blend modes and timing inside precompositions,
/// worked out from the format on small hand-written animations.
@Suite struct PrecompConformanceTests {
  /// A 100 × 100 animation whose one layer shows precomposition `c0` made of `layers`.
  static func precomp(_ layers: String, layer: String = "") throws -> LottieAnimation {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":60,"w":100,"h":100,
       "assets":[{"id":"c0","layers":[\(layers)]}],
       "layers":[{"ty":0,"refId":"c0","w":100,"h":100,"ks":{},"ip":0,"op":60,"st":0\(layer)}]}
      """
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// A shape layer filling a 60 × 60 square centred in the canvas with `style`.
  static func square(_ style: String, blend: Int = 0, ip: Double = 0, op: Double = 60) -> String {
    """
    {"ty":4,"bm":\(blend),"ks":{},"ip":\(ip),"op":\(op),"st":0,"shapes":[
      {"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}},\(style)]}
    """
  }

  static func render(_ animation: LottieAnimation, frame: Double = 0) throws -> Bitmap {
    try Canvas().render(animation.displayList(atFrame: frame))
  }

  /// A radial gradient whose start and end coincide has no length: every point lies at or
  /// past its end, so After Effects (and lottie-ios, ThorVG) fill the shape with the last
  /// stop — also under a screen-blended layer, where the canvas draws nothing.
  @Test func aRadialGradientOfNoLengthShowsItsLastStop() throws {
    let gradient = """
      {"ty":"gf","t":2,"o":{"a":0,"k":100},"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[50,50]},
       "h":{"a":0,"k":0},"a":{"a":0,"k":0},
       "g":{"p":2,"k":{"a":0,"k":[0,1,1,1, 1,0,0,1]}}}
      """
    let screen = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    let bitmap = try Self.render(
      Self.precomp("\(Self.square(screen, blend: 2)),\(Self.square(gradient))"))
    let p = bitmap.pixel(x: 50, y: 50)
    // Blue under red in screen mode: 1 − (1 − r)(1 − b) per channel = magenta.
    #expect(p.a == 255 && p.r > 250 && p.g < 5 && p.b > 250, "\(p)")
    #expect(bitmap.pixel(x: 5, y: 5).a == 0)
  }

  /// A radial gradient's opacity stops apply wherever they sit, as After Effects, lottie-ios
  /// and ThorVG draw them (lottie-web's canvas drops them unless they sit at the colour
  /// stops, and draws the gradient opaque): a blue glow fading out by its edge, under a
  /// screen-blended red square, leaves the square's corners red.
  @Test func aRadialGradientsOpacityStopsFadeItAlsoBetweenColourStops() throws {
    // Three colour stops, two opacity stops (1 at the centre, 0 at the radius of 30).
    let glow = """
      {"ty":"gf","t":2,"o":{"a":0,"k":100},"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[80,50]},
       "h":{"a":0,"k":0},"a":{"a":0,"k":0},
       "g":{"p":3,"k":{"a":0,"k":[0,0,0,1, 0.5,0,0,1, 1,0,0,1, 0,1, 1,0]}}}
      """
    let bitmap = try Self.render(
      Self.precomp("\(Self.square(Self.redFill, blend: 2)),\(Self.square(glow))"))
    let centre = bitmap.pixel(x: 50, y: 50)
    #expect(centre.a == 255 && centre.r > 250 && centre.b > 240, "\(centre)")
    // 25 from the centre: opacity 1 − 25/30, screen gives blue ≈ 255 × 0.17.
    let near = bitmap.pixel(x: 75, y: 50)
    #expect(near.r > 250 && (30...60).contains(near.b), "\(near)")
    // Past the radius the glow is transparent: only the red square.
    let corner = bitmap.pixel(x: 22, y: 22)
    #expect(corner.a == 255 && corner.r > 250 && corner.b < 5, "\(corner)")
  }

  /// Merge paths inside a time-remapped precomposition merge on every frame: a 40 × 40
  /// square less one sliding across it leaves 40 × |offset| pixels, none where they meet.
  @Test func mergePathsInATimeRemappedPrecompositionHoldOnEveryFrame() throws {
    let layer = """
      {"ty":4,"ks":{},"ip":0,"op":60,"st":0,"shapes":[{"ty":"gr","it":[
        {"ty":"rc","d":1,"p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
        {"ty":"rc","d":1,"p":{"a":1,"k":[
          {"t":0,"s":[10,50],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":40,"s":[90,50]}]},
         "s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
        {"ty":"mm","mm":3},\(Self.redFill),
        {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
         "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}
      """
    // The precomposition runs twice as fast: its frame 2f at the parent's frame f.
    let remap = """
      ,"tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},
       {"t":20,"s":[1.3333333]}]}
      """
    let animation = try Self.precomp(layer, layer: remap)
    for (frame, offset) in [(0.0, 40.0), (5, 20), (10, 0), (15, 20), (19, 36)] {
      let bitmap = try Self.render(animation, frame: frame)
      var covered = 0.0
      for y in 0..<100 {
        for x in 0..<100 { covered += Double(bitmap.pixel(x: x, y: y).a) / 255 }
      }
      #expect(abs(covered - 40 * offset) <= 8, "frame \(frame): \(covered)")
    }
  }

  /// After Effects renders a precomposition into a picture of its own before placing it: a
  /// screen-blended layer inside mixes with the precomposition's layers under it, and over
  /// none of them it is drawn as it is, not screened onto the olive solid under the
  /// precomposition layer (lottie-web's canvas and ThorVG give grey there, 128 128 128).
  @Test func blendModesInsideAPrecompositionMixOnlyWithItsOwnLayers() throws {
    let navy = #"{"ty":"fl","c":{"a":0,"k":[0,0,0.5,1]},"o":{"a":0,"k":100}}"#
    let left = """
      {"ty":4,"ks":{},"ip":0,"op":60,"st":0,"shapes":[
        {"ty":"rc","p":{"a":0,"k":[35,50]},"s":{"a":0,"k":[30,60]},"r":{"a":0,"k":0}},
        \(Self.redFill)]}
      """
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":60,"w":100,"h":100,
       "assets":[{"id":"c0","layers":[\(Self.square(navy, blend: 2)),\(left)]}],
       "layers":[{"ty":0,"refId":"c0","w":100,"h":100,"ks":{},"ip":0,"op":60,"st":0},
        {"ty":1,"sc":"#808000","sw":100,"sh":100,"ks":{},"ip":0,"op":60,"st":0}]}
      """
    let bitmap = try Self.render(LottieAnimation(data: Data(json.utf8)))
    // Over the red square inside: 1 − (1 − r)(1 − b) per channel, red and navy.
    let mixed = bitmap.pixel(x: 30, y: 50)
    #expect(mixed.r > 250 && mixed.g < 5 && (126...130).contains(mixed.b), "\(mixed)")
    // Over nothing inside: navy as it is, over the olive solid.
    let alone = bitmap.pixel(x: 65, y: 50)
    #expect(alone.r < 3 && alone.g < 3 && (126...130).contains(alone.b), "\(alone)")
    let outside = bitmap.pixel(x: 90, y: 50)
    #expect((126...130).contains(outside.r) && (126...130).contains(outside.g) && outside.b < 3)
  }

  static let redFill = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#

  /// Whether the centre of `animation` is painted at `frame`.
  static func shows(_ animation: LottieAnimation, at frame: Double) throws -> Bool {
    try render(animation, frame: frame).pixel(x: 50, y: 50).a > 128
  }

  /// A precomposition layer's own time is `(t − st) / sr` (its stretch slows its content);
  /// its layers show from their `ip` up to, not including, their `op` in that time.
  @Test func aPrecompositionsLayersFollowItsStartTimeAndStretch() throws {
    let animation = try Self.precomp(
      Self.square(Self.redFill, ip: 5, op: 10), layer: #","st":10,"sr":2"#)
    // Layer time 5…10 is composition frames 20…30.
    #expect(try !Self.shows(animation, at: 19.9))
    #expect(try Self.shows(animation, at: 20))
    #expect(try Self.shows(animation, at: 29.9))
    #expect(try !Self.shows(animation, at: 30))
  }

  /// Time remapping (`tm`, in seconds) replaces the layer's timing: its value is the
  /// precomposition's time, with neither the start time nor the stretch applied again.
  @Test func timeRemappingReplacesStartTimeAndStretch() throws {
    // 0.5 s at 30 fps is frame 15 of the precomposition, inside the layer's 14…16.
    let animation = try Self.precomp(
      Self.square(Self.redFill, ip: 14, op: 16),
      layer: #","st":40,"sr":3,"tm":{"a":0,"k":0.5}"#)
    for frame in [0.0, 30, 59] { #expect(try Self.shows(animation, at: frame)) }
    let outside = try Self.precomp(
      Self.square(Self.redFill, ip: 14, op: 16), layer: #","tm":{"a":0,"k":0.6}"#)
    #expect(try !Self.shows(outside, at: 0))
  }

  /// A precomposition layer's own keyframes (here its mask's) are in its parent's time,
  /// while a repeater inside is evaluated in the precomposition's time.
  @Test func masksFollowTheParentsTimeAndRepeatersThePrecompositions() throws {
    func box(_ x: Double) -> String {
      #"{"c":true,"v":[[\#(x),0],[\#(x + 50),0],[\#(x + 50),100],[\#(x),100]],"#
        + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
    }
    // The mask covers the left half until frame 20 of the root, then the right half.
    let mask = """
      ,"st":10,"masksProperties":[{"mode":"a","o":{"a":0,"k":100},"pt":{"a":1,"k":[
        {"t":0,"s":[\(box(0))],"h":1},{"t":20,"s":[\(box(50))]}]}}]
      """
    // Copies 30 apart: one until precomposition frame 10 (root 20), three from its 20 (root 30).
    let repeated = """
      {"ty":4,"ks":{},"ip":0,"op":60,"st":0,"shapes":[
        {"ty":"rc","p":{"a":0,"k":[20,50]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
        \(Self.redFill),
        {"ty":"rp","c":{"a":1,"k":[{"t":10,"s":[1]},{"t":20,"s":[3]}]},"o":{"a":0,"k":0},
         "tr":{"p":{"a":0,"k":[30,0]},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}]}
      """
    let animation = try Self.precomp(repeated, layer: mask)
    let early = try Self.render(animation, frame: 15)
    #expect(early.pixel(x: 20, y: 50).a == 255)
    #expect(early.pixel(x: 50, y: 50).a == 0, "one copy, and the mask's right half is off")
    // Root frame 25 is precomposition frame 15: two copies (the second at 45…55).
    let late = try Self.render(animation, frame: 25)
    #expect(late.pixel(x: 20, y: 50).a == 0, "the mask moved right at root frame 20")
    #expect(late.pixel(x: 52, y: 50).a == 255)
    #expect(late.pixel(x: 80, y: 50).a == 0, "two copies at precomposition frame 15")
    #expect(try Self.render(animation, frame: 35).pixel(x: 80, y: 50).a == 255)
  }

  /// A precomposition layer's add mask that has collapsed — to a point, to a line, or shrunk
  /// away by a negative expansion — shows nothing of the precomposition (an empty clip is
  /// not "no clip"), while an inverted one shows all of it.
  @Test func aCollapsedMaskHidesThePrecomposition() throws {
    func mask(_ points: String, expansion: Double = 0, inverted: Bool = false) -> String {
      """
      ,"masksProperties":[{"mode":"a","inv":\(inverted),"o":{"a":0,"k":100},
        "x":{"a":0,"k":\(expansion)},"pt":{"a":0,"k":{"c":true,"v":[\(points)],
        "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]
      """
    }
    let point = "[50,50],[50,50],[50,50],[50,50]"
    let line = "[10,50],[90,50],[90,50],[10,50]"
    let square = "[30,30],[70,30],[70,70],[30,70]"
    for hidden in [mask(point), mask(line), mask(square, expansion: -25)] {
      let animation = try Self.precomp(Self.square(Self.redFill), layer: hidden)
      #expect(try !Self.shows(animation, at: 0), "\(hidden)")
    }
    let inverted = try Self.precomp(
      Self.square(Self.redFill), layer: mask(square, expansion: -25, inverted: true))
    #expect(try Self.shows(inverted, at: 0))
  }

  /// Two colour stops at one position are a hard edge — After Effects' sharp band round a
  /// sphere, kept by the canvas as two stops at one offset: the colour is the first up to
  /// the position and the last past it. Merged into one stop, the band past the edge faded
  /// in from the inner colour and was lost. Stops out of order are put in order first.
  @Test func aGradientsHardEdgeKeepsBothColours() throws {
    func disc(_ stops: String, count: Int) -> String {
      """
      {"ty":"gf","t":2,"o":{"a":0,"k":100},"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[80,50]},
       "h":{"a":0,"k":0},"a":{"a":0,"k":0},"g":{"p":\(count),"k":{"a":0,"k":[\(stops)]}}}
      """
    }
    // Blue to the middle of the radius of 30, red past it.
    let edge = try Self.render(
      Self.precomp(Self.square(disc("0,0,0,1, 0.5,0,0,1, 0.5,1,0,0, 1,1,0,0", count: 4))))
    let inner = edge.pixel(x: 60, y: 50)
    #expect(inner.b > 250 && inner.r < 5, "\(inner)")
    let band = edge.pixel(x: 66, y: 50)
    #expect(band.r > 250 && band.b < 5, "\(band)")
    // The same stops listed out of order draw the same.
    let shuffled = try Self.render(
      Self.precomp(Self.square(disc("1,1,0,0, 0,0,0,1, 0.5,0,0,1, 0.5,1,0,0", count: 4))))
    let same = shuffled.pixels == edge.pixels
    #expect(same, "stops out of order drew differently")
  }
}
