import BezelDrawing
import BezelLayers
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// Lottie effects and layer styles drawn on hand-written animations, against pixels worked
/// out by hand (lottie-web's canvas, the corpus's reference, draws none of them).
@Suite struct EffectRenderingTests {
  /// One effect control: `{"ty": type, "v": value}`.
  static func control(_ type: Int, _ value: String) -> String {
    #"{"ty":\#(type),"nm":"c","v":{"a":0,"k":\#(value)}}"#
  }

  static func effect(_ type: Int, _ matchName: String, _ controls: [String]) -> String {
    #"{"ty":\#(type),"nm":"fx","mn":"\#(matchName)","en":1,"ef":[\#(controls.joined(separator: ","))]}"#
  }

  /// A `w` × `h` solid of `color` at `position` with `scale` % and the given effects, styles
  /// and masks, alone on a 100 × 100 canvas.
  static func render(
    color: String = "#ff0000", w: Int = 100, h: Int = 100, position: [Double] = [0, 0],
    scale: Double = 100, effects: [String] = [], styles: [String] = [], masks: [String] = []
  ) throws -> Bitmap {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
        {"ty":1,"sc":"\(color)","sw":\(w),"sh":\(h),"ip":0,"op":10,
         "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":\(position)},"s":{"a":0,"k":[\(scale),\(scale)]}},
         "ef":[\(effects.joined(separator: ","))],"sy":[\(styles.joined(separator: ","))],
         "masksProperties":[\(masks.joined(separator: ","))]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    return try Canvas().render(animation.displayList(atFrame: 0))
  }

  /// (r, g, b, a) of a pixel.
  static func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = bitmap.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
  }

  static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Red's Rec. 709 luma is 0.2126: black → blue, white → yellow gives (0.21, 0.21, 0.79),
  /// and half the amount lands halfway from red, (0.61, 0.11, 0.39).
  @Test func tintOfKnownColoursAtKnownAmounts() throws {
    let tint = { (amount: Double) in
      Self.effect(
        20, "ADBE Tint",
        [Self.control(2, "[0,0,1,1]"), Self.control(2, "[1,1,0,1]"), Self.control(0, "\(amount)")])
    }
    let full = try Self.render(effects: [tint(100)])
    #expect(Self.near(Self.rgba(full, 50, 50), [54, 54, 201, 255]), "\(Self.rgba(full, 50, 50))")
    let half = try Self.render(effects: [tint(50)])
    #expect(Self.near(Self.rgba(half, 50, 50), [155, 27, 100, 255]), "\(Self.rgba(half, 50, 50))")
  }

  /// A Gaussian Blur of Blurriness 20 (σ = 6) across the right edge of a half-width solid:
  /// alpha ½ erfc(d / (σ√2)) at a distance d from the edge.
  @Test func gaussianBlurProfileAcrossAnEdgeFollowsTheErrorFunction() throws {
    let blur = Self.effect(
      29, "ADBE Gaussian Blur 2",
      [Self.control(0, "20"), Self.control(7, "2"), Self.control(4, "0")])
    let bitmap = try Self.render(color: "#ffffff", w: 50, effects: [blur])
    var worst = 0.0
    for x in 30..<70 {
      let d = Double(x) + 0.5 - 50
      let expected = 255 * 0.5 * erfc(d / (6 * 2.0.squareRoot()))
      worst = max(worst, abs(Double(bitmap.pixel(x: x, y: 50).a) - expected))
    }
    #expect(worst <= 4, "worst difference \(worst) levels")
    // Horizontal only: the top edge stays sharp.
    #expect(bitmap.pixel(x: 25, y: 0).a == 255)
  }

  /// Drop Shadow: direction 90° (to the right), distance 15, no softness, opaque blue. On a
  /// layer scaled 200 % the effect (in the layer's space) moves 30 pixels.
  @Test func dropShadowIsOffsetByItsDistanceInTheLayersSpace() throws {
    let shadow = Self.effect(
      25, "ADBE Drop Shadow",
      [
        Self.control(2, "[0,0,1,1]"), Self.control(0, "255"), Self.control(1, "90"),
        Self.control(0, "15"), Self.control(0, "0"), Self.control(4, "0"),
      ])
    let plain = try Self.render(w: 20, h: 20, position: [20, 20], effects: [shadow])
    #expect(Self.rgba(plain, 30, 30) == [255, 0, 0, 255])
    #expect(Self.rgba(plain, 50, 30) == [0, 0, 255, 255])
    #expect(Self.rgba(plain, 57, 30)[3] == 0)
    #expect(Self.rgba(plain, 30, 15)[3] == 0)
    let scaled = try Self.render(w: 20, h: 20, position: [10, 10], scale: 200, effects: [shadow])
    // The layer covers 10…50, its shadow 40…80.
    #expect(Self.rgba(scaled, 45, 30) == [255, 0, 0, 255])
    #expect(Self.rgba(scaled, 75, 30) == [0, 0, 255, 255])
    #expect(Self.rgba(scaled, 85, 30)[3] == 0)
  }

  /// A precomposition's masks apply to what its layers draw, effects and all (After Effects
  /// renders the precomposition at its size, then masks it): a shadow cast by a square
  /// outside the mask shows inside it.
  @Test func aShadowCastFromOutsideAPrecompositionsMaskShowsInsideIt() throws {
    // In the 100 × 100 precomposition a red square x 0…40, y 30…70, casting a hard blue
    // shadow 40 to the right (x 40…80); the mask keeps x 50…100.
    let shadow = Self.effect(
      25, "ADBE Drop Shadow",
      [
        Self.control(2, "[0,0,1,1]"), Self.control(0, "255"), Self.control(1, "90"),
        Self.control(0, "40"), Self.control(0, "0"), Self.control(4, "0"),
      ])
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,
       "assets":[{"id":"p","w":100,"h":100,"layers":[
         {"ty":1,"sc":"#ff0000","sw":40,"sh":40,"ip":0,"op":10,
          "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,30]}},"ef":[\(shadow)]}]}],
       "layers":[{"ty":0,"refId":"p","w":100,"h":100,"ip":0,"op":10,"ks":{},
         "masksProperties":[{"mode":"a","inv":false,"o":{"a":0,"k":100},"pt":{"a":0,"k":{
           "c":true,"v":[[50,0],[100,0],[100,100],[50,100]],
           "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let bitmap = try Canvas().render(animation.displayList(atFrame: 0))
    #expect(Self.rgba(bitmap, 65, 50) == [0, 0, 255, 255], "\(Self.rgba(bitmap, 65, 50))")
    #expect(Self.rgba(bitmap, 55, 50) == [0, 0, 255, 255])
    #expect(Self.rgba(bitmap, 45, 50)[3] == 0, "outside the mask")
    #expect(Self.rgba(bitmap, 20, 50)[3] == 0, "the square, outside the mask")
    #expect(Self.rgba(bitmap, 90, 50)[3] == 0, "past the shadow")
    #expect(Self.rgba(bitmap, 65, 20)[3] == 0, "above the shadow")
  }

  /// A drop shadow layer style works after the transform: its distance is in the
  /// composition's pixels, and angle 0° (light from the right) casts it to the left.
  @Test func layerStyleShadowIsInTheCompositionsSpace() throws {
    let style = """
      {"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},
       "a":{"a":0,"k":0},"s":{"a":0,"k":0},"d":{"a":0,"k":10},"ch":{"a":0,"k":0}}
      """
    let bitmap = try Self.render(w: 20, h: 20, position: [30, 10], scale: 200, styles: [style])
    // The layer covers 30…70; the shadow 20…60, under it.
    #expect(Self.rgba(bitmap, 25, 30) == [0, 0, 255, 255])
    #expect(Self.rgba(bitmap, 35, 30) == [255, 0, 0, 255])
    #expect(Self.rgba(bitmap, 15, 30)[3] == 0)
  }

  /// An inner shadow layer style with the light from the right (angle 0°), 10 px away, hard
  /// (size 0): the outside moved 10 px left covers the layer's rightmost 10 px inside it, and
  /// nothing is drawn outside the layer.
  @Test func innerShadowStyleShadesTheEdgeFacingTheLight() throws {
    let style = """
      {"ty":2,"nm":"Inner Shadow","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},
       "a":{"a":0,"k":0},"s":{"a":0,"k":0},"d":{"a":0,"k":10},"ch":{"a":0,"k":0}}
      """
    let bitmap = try Self.render(w: 40, h: 40, position: [30, 30], styles: [style])
    // The layer covers 30…70 on both axes.
    #expect(Self.rgba(bitmap, 65, 50) == [0, 0, 255, 255], "\(Self.rgba(bitmap, 65, 50))")
    #expect(Self.rgba(bitmap, 62, 35) == [0, 0, 255, 255], "\(Self.rgba(bitmap, 62, 35))")
    #expect(Self.rgba(bitmap, 55, 50) == [255, 0, 0, 255], "\(Self.rgba(bitmap, 55, 50))")
    #expect(Self.rgba(bitmap, 35, 50) == [255, 0, 0, 255], "the edge away from the light")
    #expect(Self.rgba(bitmap, 50, 33) == [255, 0, 0, 255], "the top edge")
    #expect(Self.rgba(bitmap, 75, 50)[3] == 0, "outside the layer")
  }

  @Test func strokeStyleOutlinesTheOutside() throws {
    let style = #"{"ty":0,"nm":"Stroke","c":{"a":0,"k":[0,0,1,1]},"s":{"a":0,"k":5}}"#
    let bitmap = try Self.render(w: 40, h: 40, position: [30, 30], styles: [style])
    #expect(Self.rgba(bitmap, 50, 50) == [255, 0, 0, 255])
    #expect(Self.rgba(bitmap, 27, 50) == [0, 0, 255, 255])
    #expect(Self.rgba(bitmap, 50, 73) == [0, 0, 255, 255])
    #expect(Self.rgba(bitmap, 23, 50)[3] == 0)
  }

  /// Linear Wipe at 50 %, angle 90° (travelling left to right): the left half is gone.
  @Test func linearWipeHidesTheFractionAlongItsAngle() throws {
    let wipe = Self.effect(
      5, "ADBE Linear Wipe", [Self.control(0, "50"), Self.control(1, "90"), Self.control(0, "0")])
    let bitmap = try Self.render(effects: [wipe])
    #expect(bitmap.pixel(x: 25, y: 50).a == 0)
    #expect(bitmap.pixel(x: 48, y: 50).a == 0)
    #expect(bitmap.pixel(x: 52, y: 50).a == 255)
    #expect(bitmap.pixel(x: 75, y: 10).a == 255)
  }

  /// Radial Wipe at 25 %, clockwise from 12 o'clock about the centre: the top-right quarter
  /// is gone.
  @Test func radialWipeHidesASweep() throws {
    let wipe = Self.effect(
      26, "ADBE Radial Wipe",
      [
        Self.control(0, "25"), Self.control(1, "0"), Self.control(3, "[50,50]"),
        Self.control(7, "1"), Self.control(0, "0"),
      ])
    let bitmap = try Self.render(effects: [wipe])
    #expect(bitmap.pixel(x: 75, y: 25).a == 0)
    #expect(bitmap.pixel(x: 25, y: 25).a == 255)
    #expect(bitmap.pixel(x: 75, y: 75).a == 255)
  }

  /// Stroke on a mask path, painted on transparent: only the outline is drawn, 2 × the brush
  /// size wide.
  @Test func strokeEffectDrawsTheMaskOutline() throws {
    let mask = """
      {"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],
       "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}
      """
    var controls = [
      Self.control(10, "1"), Self.control(4, "0"), Self.control(4, "0"),
      Self.control(2, "[0,0,1,1]"), Self.control(0, "3"), Self.control(0, "100"),
      Self.control(0, "1"), Self.control(0, "0"), Self.control(0, "100"), Self.control(0, "15"),
    ]
    controls.append(Self.control(7, "2"))
    let bitmap = try Self.render(
      effects: [Self.effect(22, "ADBE Stroke", controls)], masks: [mask])
    #expect(Self.rgba(bitmap, 20, 50) == [0, 0, 255, 255])
    #expect(Self.rgba(bitmap, 17, 50) == [0, 0, 255, 255])
    #expect(bitmap.pixel(x: 50, y: 50).a == 0)
    #expect(bitmap.pixel(x: 13, y: 50).a == 0)
  }

  /// Effects run after masks: a blurred masked layer is soft at the mask's edge and reaches
  /// past it.
  @Test func masksApplyBeforeEffects() throws {
    let mask = """
      {"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[0,0],[50,0],[50,100],[0,100]],
       "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}
      """
    let blur = Self.effect(
      29, "ADBE Gaussian Blur 2",
      [Self.control(0, "20"), Self.control(7, "2"), Self.control(4, "0")])
    let bitmap = try Self.render(color: "#ffffff", effects: [blur], masks: [mask])
    #expect(abs(Int(bitmap.pixel(x: 50, y: 50).a) - 121) <= 4)
    #expect(bitmap.pixel(x: 56, y: 50).a > 30)
  }

  /// Blurs a billion pixels wide, shadows a trillion away and non-finite controls neither
  /// hang nor grow memory: the pictures are bounded by the canvas.
  @Test func hostileParametersStayBounded() throws {
    let blur = Self.effect(29, "ADBE Gaussian Blur 2", [Self.control(0, "1e9")])
    let box = Self.effect(5, "ADBE Box Blur2", [Self.control(0, "1e300"), Self.control(0, "1e9")])
    let shadow = Self.effect(
      25, "ADBE Drop Shadow",
      [
        Self.control(2, "[0,0,0,1]"), Self.control(0, "255"), Self.control(1, "1e300"),
        Self.control(0, "1e12"), Self.control(0, "1e9"),
      ])
    let style = #"{"ty":3,"s":{"a":0,"k":1e308},"ch":{"a":0,"k":100},"o":{"a":0,"k":100}}"#
    let wipe = Self.effect(
      26, "ADBE Radial Wipe", [Self.control(0, "50"), Self.control(1, "1e308")])
    for effects in [[blur], [box], [shadow], [wipe]] {
      let bitmap = try Self.render(effects: effects)
      #expect(bitmap.width == 100 && bitmap.height == 100)
    }
    let styled = try Self.render(styles: [style])
    #expect(styled.width == 100)
    // The fuzzing seed of hostile effect and style parameters, through its whole range.
    let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/lottie/effects.json")
    let hostile = try LottieAnimation(contentsOf: seed)
    for frame in [0.0, 30, 59] {
      let bitmap = try Canvas().render(hostile.displayList(atFrame: frame))
      #expect(bitmap.width == 80)
    }
    // A billion-pixel blur leaves next to nothing of a 100-pixel square.
    #expect(try Self.render(effects: [blur]).pixel(x: 50, y: 50).a == 0)
  }

  /// A scene of several effects and styles, against a reference image that was looked at.
  @Test func effectsScene() throws {
    let animation = try LottieFixture.load("effects.json")
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0), scale: 2, policy: animation.renderPolicy)
    let result = Snapshot.compare(bitmap, reference: RenderingTests.reference("effects"))
    #expect(result.passed, "\(result)")
  }

  /// 40 frames on 200 × 120: a static blurred circle that a moving square passes close to,
  /// the square casting a drop shadow.
  static let animatedJSON = """
    {"v":"5.8","fr":30,"ip":0,"op":40,"w":200,"h":120,"layers":[
     {"ty":4,"ind":1,"ip":0,"op":40,"st":0,
      "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,95]},{"t":39,"s":[190,85]}]}},
      "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[12,12]},"r":{"a":0,"k":0}},
       {"ty":"fl","c":{"a":0,"k":[0.9,0.2,0.1,1]},"o":{"a":0,"k":100}}],
      "ef":[\(effect(25, "ADBE Drop Shadow", [
        control(2, "[0,0,0,1]"), control(0, "128"), control(1, "135"), control(0, "6"),
        control(0, "8"), control(4, "0")]))]},
     {"ty":4,"ind":2,"ip":0,"op":40,"st":0,"ks":{},
      "shapes":[{"ty":"el","p":{"a":0,"k":[60,60]},"s":{"a":0,"k":[30,30]}},
       {"ty":"fl","c":{"a":0,"k":[0.1,0.4,0.9,1]},"o":{"a":0,"k":100}}],
      "ef":[\(effect(29, "ADBE Gaussian Blur 2", [control(0, "15")]))]},
     {"ty":1,"ind":3,"ip":0,"op":40,"st":0,"ks":{},"sw":200,"sh":120,"sc":"#f0f0e0"}]}
    """

  /// A canvas that redraws only what changed gives the pixels of a full redraw: damage
  /// that reaches a blurred layer takes in the whole of it.
  @Test func retainedFramesWithEffectsMatchFullRedraws() throws {
    let animation = try LottieAnimation(data: Data(Self.animatedJSON.utf8))
    let whole = Canvas()
    whole.retainsFrames = false
    let canvas = Canvas()
    var pixels: [UInt32] = []
    for frame in Array(0..<40) + [5, 30, 12, 12, 39, 0] {
      let list = animation.displayList(atFrame: Double(frame))
      var expected: [UInt32] = []
      try whole.render(list, scale: 1.5, into: &expected)
      try canvas.render(list, scale: 1.5, into: &pixels)
      let same = pixels == expected
      #expect(same, "frame \(frame) differs from a full redraw")
    }
    // The frames must have been drawn in part, or this checks nothing.
    #expect(canvas.retainedFrameStatistics.partial >= 20)
  }
}
