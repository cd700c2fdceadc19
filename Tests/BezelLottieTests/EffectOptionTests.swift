import BezelDrawing
import BezelLottie
import BezelRaster
import Foundation
import Testing

/// The effect options drawn since #14's audit — Fill's mask, inversion and feather, Radial
/// Wipe's feather, the Stroke effect's brush, Hue/Saturation's Colorize, Invert's HLS and YIQ
/// channels — on hand-written solids, against pixels worked out by hand.
@Suite struct EffectOptionTests {
  typealias E = EffectRenderingTests

  /// A closed rectangle mask from (x0, y0) to (x1, y1) in mode `mode` ("n": drawn by no one,
  /// only there for effects to use).
  static func mask(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, mode: String = "n") -> String {
    """
    {"mode":"\(mode)","pt":{"a":0,"k":{"c":true,"v":[[\(x0),\(y0)],[\(x1),\(y0)],[\(x1),\(y1)],[\(x0),\(y1)]],
     "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}
    """
  }

  static func fill(mask: Int, all: Int = 0, invert: Int = 0, feather: (Double, Double) = (0, 0))
    -> String
  {
    E.effect(
      21, "ADBE Fill",
      [
        E.control(10, "\(mask)"), E.control(7, "\(all)"), E.control(2, "[0,0,1,1]"),
        E.control(7, "\(invert)"), E.control(0, "\(feather.0)"), E.control(0, "\(feather.1)"),
        E.control(0, "1"),
      ])
  }

  static func invert(_ channel: Int) -> String {
    E.effect(5, "ADBE Invert", [E.control(7, "\(channel)"), E.control(0, "0")])
  }

  static func colorize(hue: Double, saturation: Double, lightness: Double) -> String {
    E.effect(
      5, "ADBE HUE SATURATION",
      [
        E.control(7, "1"), E.control(0, "0"), E.control(0, "0"), E.control(0, "0"),
        E.control(0, "0"), E.control(4, "1"), E.control(1, "\(hue)"),
        E.control(0, "\(saturation)"), E.control(0, "\(lightness)"),
      ])
  }

  /// The Stroke effect's eleven controls.
  static func stroke(
    path: Int = 1, all: Int = 0, sequential: Int = 0, size: Double, hardness: Double,
    end: Double = 100, spacing: Double, style: Int = 2
  ) -> String {
    E.effect(
      22, "ADBE Stroke",
      [
        E.control(10, "\(path)"), E.control(7, "\(all)"), E.control(7, "\(sequential)"),
        E.control(2, "[0,0,1,1]"), E.control(0, "\(size)"), E.control(0, "\(hardness)"),
        E.control(0, "1"), E.control(0, "0"), E.control(0, "\(end)"),
        E.control(0, "\(spacing)"), E.control(7, "\(style)"),
      ])
  }

  // MARK: Fill

  /// Fill Mask 1 fills only inside the mask (20…80); inverted, only outside it.
  @Test func fillOfOneMaskAndItsInverse() throws {
    let inside = try E.render(effects: [Self.fill(mask: 1)], masks: [Self.mask(20, 20, 80, 80)])
    #expect(E.rgba(inside, 50, 50) == [0, 0, 255, 255])
    #expect(E.rgba(inside, 10, 50) == [255, 0, 0, 255])
    #expect(E.rgba(inside, 19, 50) == [255, 0, 0, 255])
    #expect(E.rgba(inside, 20, 50) == [0, 0, 255, 255])
    let outside = try E.render(
      effects: [Self.fill(mask: 1, invert: 1)], masks: [Self.mask(20, 20, 80, 80)])
    #expect(E.rgba(outside, 50, 50) == [255, 0, 0, 255])
    #expect(E.rgba(outside, 10, 50) == [0, 0, 255, 255])
    // No mask chosen: the whole layer, inversion or not.
    let whole = try E.render(
      effects: [Self.fill(mask: 0, invert: 1)], masks: [Self.mask(20, 20, 80, 80)])
    #expect(E.rgba(whole, 10, 50) == [0, 0, 255, 255])
    #expect(E.rgba(whole, 50, 50) == [0, 0, 255, 255])
  }

  /// All Masks fills both of two masks, whichever one the menu names.
  @Test func fillOfAllMasks() throws {
    let masks = [Self.mask(0, 0, 40, 40), Self.mask(60, 60, 100, 100)]
    let both = try E.render(effects: [Self.fill(mask: 1, all: 1)], masks: masks)
    #expect(E.rgba(both, 20, 20) == [0, 0, 255, 255])
    #expect(E.rgba(both, 80, 80) == [0, 0, 255, 255])
    #expect(E.rgba(both, 50, 50) == [255, 0, 0, 255])
    let second = try E.render(effects: [Self.fill(mask: 2)], masks: masks)
    #expect(E.rgba(second, 20, 20) == [255, 0, 0, 255])
    #expect(E.rgba(second, 80, 80) == [0, 0, 255, 255])
  }

  /// Horizontal feather 20 is a Gaussian of σ = 6 across the mask's left and right edges
  /// (three boxes 11, 11, 13 wide): the first pixel inside takes (1 + k₀) / 2 = 0.532 of the
  /// fill and the last outside 0.468 (k₀ = 0.0642, the kernel's centre), nothing 17 pixels
  /// out; the top and bottom edges stay hard.
  @Test func fillFeatherIsAGaussianAcrossTheEdgeAlongItsAxis() throws {
    let b = try E.render(
      effects: [Self.fill(mask: 1, feather: (20, 0))], masks: [Self.mask(20, 20, 80, 80)])
    #expect(E.near(E.rgba(b, 20, 50), [119, 0, 136, 255]), "\(E.rgba(b, 20, 50))")
    #expect(E.near(E.rgba(b, 19, 50), [136, 0, 119, 255]), "\(E.rgba(b, 19, 50))")
    #expect(E.rgba(b, 3, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 50, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 50, 19) == [255, 0, 0, 255])
    #expect(E.rgba(b, 50, 20) == [0, 0, 255, 255])
  }

  // MARK: Radial Wipe

  /// Radial Wipe 25 % clockwise from 12 o'clock with feather 10 (σ = 3, boxes 5, 5, 7):
  /// across the 12 o'clock edge the last visible pixel keeps 1 − 0.434 = 0.566 of its alpha
  /// (144) and the first wiped one 0.434 (111); the blur reaches 7 pixels.
  @Test func radialWipeFeatherBlursTheSweepEdge() throws {
    let wipe = E.effect(
      26, "ADBE Radial Wipe",
      [
        E.control(0, "25"), E.control(1, "0"), E.control(3, "[50,50]"), E.control(7, "1"),
        E.control(0, "10"),
      ])
    let b = try E.render(effects: [wipe])
    #expect(abs(Int(b.pixel(x: 49, y: 25).a) - 144) <= 2, "\(E.rgba(b, 49, 25))")
    #expect(abs(Int(b.pixel(x: 50, y: 25).a) - 111) <= 2, "\(E.rgba(b, 50, 25))")
    #expect(b.pixel(x: 42, y: 25).a == 255)
    #expect(b.pixel(x: 43, y: 25).a < 255)
    #expect(b.pixel(x: 58, y: 25).a == 0)
    // The 3 o'clock edge, horizontal.
    #expect(abs(Int(b.pixel(x: 75, y: 49).a) - 111) <= 2)
    #expect(abs(Int(b.pixel(x: 75, y: 50).a) - 144) <= 2)
    // Premultiplied colour follows the alpha: still pure red.
    let p = b.pixel(x: 49, y: 25)
    #expect(p.r == p.a && p.g == 0)
  }

  // MARK: Stroke

  /// Brush size 5 at hardness 0 fades linearly from the path to nothing 5 pixels away:
  /// 0.9 half a pixel out (230), 0.5 at 2.5 (128), 0.1 at 4.5 (26), none at 5.5.
  @Test func softBrushFadesLinearlyFromThePath() throws {
    let b = try E.render(
      effects: [Self.stroke(size: 5, hardness: 0, spacing: 0)],
      masks: [Self.mask(20, 20, 80, 80)])
    #expect(abs(Int(b.pixel(x: 20, y: 50).a) - 230) <= 3, "\(E.rgba(b, 20, 50))")
    #expect(abs(Int(b.pixel(x: 19, y: 50).a) - 230) <= 3)
    #expect(abs(Int(b.pixel(x: 22, y: 50).a) - 128) <= 3, "\(E.rgba(b, 22, 50))")
    #expect(abs(Int(b.pixel(x: 24, y: 50).a) - 26) <= 3, "\(E.rgba(b, 24, 50))")
    #expect(b.pixel(x: 25, y: 50).a == 0)
    #expect(b.pixel(x: 50, y: 50).a == 0)
    let p = b.pixel(x: 22, y: 50)
    #expect(p.b == p.a && p.r == 0)
  }

  /// Spacing 200 % of a 6-pixel hard brush puts dabs 12 apart from the path's start (20, 20):
  /// dabs at x = 20, 32, 44 and nothing between them, where a continuous line would paint.
  @Test func spacedBrushLeavesGapsBetweenDabs() throws {
    let b = try E.render(
      effects: [Self.stroke(size: 3, hardness: 100, spacing: 200)],
      masks: [Self.mask(20, 20, 80, 80)])
    for x in [20, 32, 44] { #expect(E.rgba(b, x, 20) == [0, 0, 255, 255], "x \(x)") }
    for x in [26, 38] { #expect(b.pixel(x: x, y: 20).a == 0, "x \(x)") }
    // 15 % spacing (After Effects' default) is a continuous line.
    let line = try E.render(
      effects: [Self.stroke(size: 3, hardness: 100, spacing: 15)],
      masks: [Self.mask(20, 20, 80, 80)])
    for x in [26, 38] { #expect(E.rgba(line, x, 20) == [0, 0, 255, 255], "x \(x)") }
  }

  /// All masks trimmed to 50 %: each mask's first half, or — stroked sequentially — the
  /// first half of the two as one path, which is all of the first mask.
  @Test func sequentialStrokesTrimAllMasksAsOnePath() throws {
    let masks = [Self.mask(10, 10, 40, 40), Self.mask(60, 60, 90, 90)]
    let each = try E.render(
      effects: [Self.stroke(all: 1, size: 2, hardness: 100, end: 50, spacing: 0)], masks: masks)
    #expect(each.pixel(x: 90, y: 75).a == 255)
    #expect(each.pixel(x: 10, y: 25).a == 0)
    let sequential = try E.render(
      effects: [Self.stroke(all: 1, sequential: 1, size: 2, hardness: 100, end: 50, spacing: 0)],
      masks: masks)
    #expect(sequential.pixel(x: 90, y: 75).a == 0)
    #expect(sequential.pixel(x: 10, y: 25).a == 255)
  }

  /// Paint styles with a soft brush: on the original, the red layer shows beside the stroke;
  /// revealing the original, only the red layer under the stroke, as much as it covers.
  @Test func softBrushPaintStyles() throws {
    let over = try E.render(
      effects: [Self.stroke(size: 5, hardness: 0, spacing: 0, style: 1)],
      masks: [Self.mask(20, 20, 80, 80)])
    #expect(E.rgba(over, 50, 50) == [255, 0, 0, 255])
    #expect(E.near(E.rgba(over, 22, 50), [127, 0, 128, 255], 3), "\(E.rgba(over, 22, 50))")
    let reveal = try E.render(
      effects: [Self.stroke(size: 5, hardness: 0, spacing: 0, style: 3)],
      masks: [Self.mask(20, 20, 80, 80)])
    #expect(reveal.pixel(x: 50, y: 50).a == 0)
    #expect(E.near(E.rgba(reveal, 22, 50), [128, 0, 0, 128], 3), "\(E.rgba(reveal, 22, 50))")
  }

  // MARK: Colour

  /// Colorize keeps red's HLS lightness ½: hue 240 saturation 100 is pure blue, and hue 120
  /// saturation 50 lightness −50 (L ¼, chroma ¼) is (0.125, 0.375, 0.125).
  @Test func colorizePaintsOneHueKeepingLightness() throws {
    let blue = try E.render(effects: [Self.colorize(hue: 240, saturation: 100, lightness: 0)])
    #expect(E.near(E.rgba(blue, 50, 50), [0, 0, 255, 255]), "\(E.rgba(blue, 50, 50))")
    let green = try E.render(effects: [Self.colorize(hue: 120, saturation: 50, lightness: -50)])
    #expect(E.near(E.rgba(green, 50, 50), [32, 96, 32, 255]), "\(E.rgba(green, 50, 50))")
  }

  /// Invert in HLS and YIQ on red (and orange for the hue): hue h → ½ − h takes orange's 30°
  /// to 150° (0, 1, 0.498); HLS saturation 1 → 0 gives grey ½; YIQ all at once is RGB's
  /// inverse; Y only adds 1 − 2·0.299; I only subtracts 2·0.596 × (0.956, −0.272, −1.106);
  /// Q only 2·0.211 × (0.621, −0.647, 1.703).
  @Test func invertInHLSAndYIQ() throws {
    let cases: [(channel: Int, color: String, expected: [Int])] = [
      (7, "#ff8000", [0, 255, 127, 255]),
      (9, "#ff0000", [128, 128, 128, 255]),
      (8, "#ff0000", [255, 0, 0, 255]),
      (6, "#ff0000", [128, 128, 128, 255]),
      (11, "#ff0000", [0, 255, 255, 255]),
      (12, "#ff0000", [255, 103, 103, 255]),
      (13, "#ff0000", [0, 83, 255, 255]),
      (14, "#ff0000", [188, 70, 0, 255]),
    ]
    for c in cases {
      let b = try E.render(color: c.color, effects: [Self.invert(c.channel)])
      #expect(E.near(E.rgba(b, 50, 50), c.expected), "channel \(c.channel): \(E.rgba(b, 50, 50))")
    }
  }

  // MARK: Hue/Saturation colour ranges

  static func hueSaturation(channel: Int, hue: Double, lightness: Double = 0) -> String {
    E.effect(
      5, "ADBE HUE SATURATION",
      [
        E.control(7, "\(channel)"), E.control(0, "0"), E.control(0, "\(hue)"),
        E.control(0, "0"), E.control(0, "\(lightness)"), E.control(4, "0"),
        E.control(1, "0"), E.control(0, "25"), E.control(0, "0"),
      ])
  }

  /// Channel Control picks the range the master controls act on: Reds (2) turns red by 60°
  /// to yellow, Greens (4) leaves red alone, Yellows (3) turns yellow to green, Master (1)
  /// turns every colour.
  @Test func hueSaturationChannelControlPicksTheRange() throws {
    let reds = try E.render(effects: [Self.hueSaturation(channel: 2, hue: 60)])
    #expect(E.near(E.rgba(reds, 50, 50), [255, 255, 0, 255]), "\(E.rgba(reds, 50, 50))")
    let greens = try E.render(effects: [Self.hueSaturation(channel: 4, hue: 60)])
    #expect(E.rgba(greens, 50, 50) == [255, 0, 0, 255])
    let yellows = try E.render(
      color: "#ffff00", effects: [Self.hueSaturation(channel: 3, hue: 60)])
    #expect(E.near(E.rgba(yellows, 50, 50), [0, 255, 0, 255]), "\(E.rgba(yellows, 50, 50))")
    let master = try E.render(
      color: "#0000ff", effects: [Self.hueSaturation(channel: 1, hue: 120)])
    #expect(E.near(E.rgba(master, 50, 50), [255, 0, 0, 255]), "\(E.rgba(master, 50, 50))")
  }

  // MARK: Shadows of what lies beyond the canvas

  /// A hard blue Drop Shadow 30 to the right (direction 90°).
  static let shadowRight = E.effect(
    25, "ADBE Drop Shadow",
    [
      E.control(2, "[0,0,1,1]"), E.control(0, "255"), E.control(1, "90"), E.control(0, "30"),
      E.control(0, "0"), E.control(4, "0"),
    ])

  /// A solid 40 × 40 at x −20…20 (half of it beyond the canvas's left edge) casts its whole
  /// shadow, x 10…50, as After Effects runs a solid's effects in the solid's own buffer: the
  /// shadow of the hidden half shows at 20…30.
  @Test func solidBeyondTheCanvasCastsItsWholeShadow() throws {
    let b = try E.render(w: 40, h: 40, position: [-20, 30], effects: [Self.shadowRight])
    #expect(E.rgba(b, 10, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 22, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 28, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 45, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 52, 50)[3] == 0)
    #expect(E.rgba(b, 50, 20)[3] == 0)
  }

  /// The same square as a shape layer: After Effects renders shape layers into a buffer of
  /// the composition's size, so only the part inside the frame casts a shadow (x 30…50);
  /// 20…30 stays empty (its documented Grow Bounds effect exists for this).
  @Test func shapeLayerBeyondTheCanvasCastsOnlyWhatIsInside() throws {
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,"layers":[
        {"ty":4,"ip":0,"op":10,"ks":{},"ef":[\(Self.shadowRight)],"shapes":[
          {"ty":"rc","p":{"a":0,"k":[0,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
          {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    let b = try Canvas().render(animation.displayList(atFrame: 0))
    #expect(E.rgba(b, 10, 50) == [255, 0, 0, 255])
    #expect(E.rgba(b, 25, 50)[3] == 0)
    #expect(E.rgba(b, 35, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 45, 50) == [0, 0, 255, 255])
    #expect(E.rgba(b, 52, 50)[3] == 0)
  }

  // MARK: The effect box inside precompositions

  /// A shape layer with a Linear Wipe at 50 % (left to right) inside a precomposition of
  /// `size`, shown at `scale` % on a 100 × 100 canvas; the shape covers the whole
  /// precomposition.
  static func wipedPrecomp(size: Int, scale: Double) throws -> Bitmap {
    let wipe = E.effect(
      5, "ADBE Linear Wipe", [E.control(0, "50"), E.control(1, "90"), E.control(0, "0")])
    let json = """
      {"v":"5.8","fr":30,"ip":0,"op":10,"w":100,"h":100,
       "assets":[{"id":"p","layers":[
         {"ty":4,"ip":0,"op":10,"ks":{},"ef":[\(wipe)],"shapes":[
           {"ty":"rc","p":{"a":0,"k":[\(size / 2),\(size / 2)]},"s":{"a":0,"k":[\(size),\(size)]},
            "r":{"a":0,"k":0}},
           {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}],
       "layers":[{"ty":0,"refId":"p","w":\(size),"h":\(size),"ip":0,"op":10,
         "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[\(scale),\(scale)]}}}]}
      """
    let animation = try LottieAnimation(data: Data(json.utf8))
    return try Canvas().render(animation.displayList(atFrame: 0))
  }

  /// The wipe's extent is the precomposition's own size, not the root's: in a 50 × 50 one
  /// it hides x < 25; in a 200 × 200 one shown at 50 %, x < 100 of it, 50 on the canvas
  /// (with the root's 100 it would hide 25 and 50 of them, and the probes below flip).
  @Test func effectBoxIsThePrecompositionsSize() throws {
    let small = try Self.wipedPrecomp(size: 50, scale: 100)
    #expect(small.pixel(x: 10, y: 25).a == 0)
    #expect(small.pixel(x: 23, y: 25).a == 0)
    #expect(small.pixel(x: 27, y: 25).a == 255)
    #expect(small.pixel(x: 45, y: 25).a == 255)
    let large = try Self.wipedPrecomp(size: 200, scale: 50)
    #expect(large.pixel(x: 35, y: 50).a == 0)
    #expect(large.pixel(x: 48, y: 50).a == 0)
    #expect(large.pixel(x: 52, y: 50).a == 255)
    #expect(large.pixel(x: 90, y: 50).a == 255)
  }

  // MARK: Hostile

  /// Feathers of 10¹², brushes of 10⁹ at spacing 10⁻⁹ or 10⁹, a million-stroke path's worth
  /// of dabs: bounded work, and pictures no bigger than the canvas.
  @Test func hostileOptionsStayBounded() throws {
    let masks = [Self.mask(20, 20, 80, 80)]
    let effects = [
      Self.fill(mask: 1, invert: 1, feather: (1e12, 1e300)),
      Self.stroke(size: 1e9, hardness: 0, spacing: 1e-9),
      Self.stroke(size: 0.01, hardness: 0, spacing: 1e-9),
      Self.stroke(size: 40, hardness: 3, spacing: 0.001),
      Self.stroke(size: 1e9, hardness: -5, spacing: 1e9),
      E.effect(
        26, "ADBE Radial Wipe",
        [
          E.control(0, "50"), E.control(1, "0"), E.control(3, "[50,50]"), E.control(7, "1"),
          E.control(0, "1e300"),
        ]),
    ]
    for effect in effects {
      let b = try E.render(effects: [effect], masks: masks)
      #expect(b.width == 100 && b.height == 100)
    }
    // The fuzzing seed of hostile option values, animated through their whole range.
    let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/lottie/effect-options.json")
    let hostile = try LottieAnimation(contentsOf: seed)
    for frame in [0.0, 15, 30, 45, 59] {
      #expect(try Canvas().render(hostile.displayList(atFrame: frame)).width == 80)
    }
    // Colour ranges past the menu, bevels 10¹² thick, shadows 10¹² away from layers cut by
    // the canvas, precompositions 10¹² wide or of no size.
    let edges = try LottieAnimation(
      contentsOf: seed.deletingLastPathComponent().appendingPathComponent(
        "effect-ranges-edges.json"))
    for frame in [0.0, 15, 30, 45, 59] {
      #expect(try Canvas().render(edges.displayList(atFrame: frame)).width == 80)
    }
  }

  /// Fill of a feathered ellipse mask; a soft brush and a spaced one; a feathered radial
  /// wipe; Colorize and an inverted hue — against a reference image that was looked at.
  @Test func effectOptionsScene() throws {
    let animation = try LottieFixture.load("effect-options.json")
    let bitmap = try Canvas().render(
      animation.displayList(atFrame: 0), scale: 2, policy: animation.renderPolicy)
    let result = Snapshot.compare(bitmap, reference: RenderingTests.reference("effect-options"))
    #expect(result.passed, "\(result)")
  }
}
