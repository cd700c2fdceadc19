import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelRaster

/// The effects' pixel maths on small buffers, against values worked out by hand.
@Suite struct EffectFilterTests {
  /// A `width` × `height` buffer of premultiplied words, all `fill`.
  final class Buffer {
    var words: [UInt32]
    let width: Int
    let height: Int

    init(_ width: Int, _ height: Int, fill: UInt32 = 0) {
      self.width = width
      self.height = height
      words = [UInt32](repeating: fill, count: width * height)
    }

    func run(_ body: (ARGBPixels) -> Void) {
      words.withUnsafeMutableBufferPointer {
        body(ARGBPixels(base: $0.baseAddress!, width: width, height: height, stride: width))
      }
    }

    subscript(x: Int, y: Int) -> UInt32 {
      get { words[y * width + x] }
      set { words[y * width + x] = newValue }
    }

    /// (r, g, b, a) of a pixel, premultiplied, 0…255.
    func channels(_ x: Int, _ y: Int) -> [Int] {
      let w = self[x, y]
      return [Int((w >> 16) & 0xFF), Int((w >> 8) & 0xFF), Int(w & 0xFF), Int(w >> 24)]
    }
  }

  static let opaqueRed: UInt32 = 0xFFFF_0000
  static let opaqueWhite: UInt32 = 0xFFFF_FFFF

  static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func tintMapsLumaOntoTheRampAndMixesByAmount() {
    // Red's Rec. 709 luma is 0.2126: black → blue maps it to (0, 0, 0.2126).
    let full = Buffer(1, 1, fill: Self.opaqueRed)
    full.run { TintFilter.apply($0, black: SIMD4(0, 0, 0, 1), white: SIMD4(0, 0, 1, 1), amount: 1) }
    #expect(Self.near(full.channels(0, 0), [0, 0, 54, 255]))
    // Half the amount: halfway between red and that.
    let half = Buffer(1, 1, fill: Self.opaqueRed)
    half.run {
      TintFilter.apply($0, black: SIMD4(0, 0, 0, 1), white: SIMD4(0, 0, 1, 1), amount: 0.5)
    }
    #expect(Self.near(half.channels(0, 0), [128, 0, 27, 255]))
    // A half-transparent white keeps its alpha: white → the white colour (green here).
    let faint = Buffer(1, 1, fill: 0x8080_8080)
    faint.run {
      TintFilter.apply($0, black: SIMD4(1, 0, 0, 1), white: SIMD4(0, 1, 0, 1), amount: 1)
    }
    #expect(Self.near(faint.channels(0, 0), [0, 128, 0, 128]))
  }

  @Test func tritoneMapsShadowsMidtonesAndHighlights() {
    let grey = Buffer(3, 1)
    grey[0, 0] = 0xFF00_0000
    grey[1, 0] = 0xFF80_8080
    grey[2, 0] = Self.opaqueWhite
    grey.run {
      TritoneFilter.apply(
        $0, highlights: SIMD4(1, 1, 0, 1), midtones: SIMD4(1, 0, 0, 1), shadows: SIMD4(0, 0, 1, 1),
        blend: 0)
    }
    #expect(Self.near(grey.channels(0, 0), [0, 0, 255, 255]))
    #expect(Self.near(grey.channels(1, 0), [255, 1, 0, 255], 2))
    #expect(Self.near(grey.channels(2, 0), [255, 255, 0, 255]))
  }

  @Test func fillKeepsCoverageAndScalesByOpacity() {
    let b = Buffer(2, 1)
    b[0, 0] = Self.opaqueRed
    b[1, 0] = 0x4040_0000
    b.run { FillFilter.apply($0, color: SIMD4(0, 1, 0, 0.5)) }
    #expect(Self.near(b.channels(0, 0), [0, 128, 0, 128]))
    #expect(Self.near(b.channels(1, 0), [0, 32, 0, 32]))
  }

  @Test func invertFlipsChannelsAndBlends() {
    let b = Buffer(1, 1, fill: Self.opaqueRed)
    b.run { InvertFilter.apply($0, channels: .rgb, blend: 0) }
    #expect(b.channels(0, 0) == [0, 255, 255, 255])
    let a = Buffer(1, 1, fill: 0)
    a.run { InvertFilter.apply($0, channels: .alpha, blend: 0) }
    #expect(a.channels(0, 0)[3] == 255)
    let half = Buffer(1, 1, fill: Self.opaqueRed)
    half.run { InvertFilter.apply($0, channels: .red, blend: 0.5) }
    #expect(Self.near(half.channels(0, 0), [128, 0, 0, 255]))
  }

  @Test func hueSaturationRotatesDesaturatesAndLightens() {
    let b = Buffer(1, 1, fill: Self.opaqueRed)
    b.run { HueSaturationFilter.apply($0, hue: 120, saturation: 0, lightness: 0) }
    #expect(Self.near(b.channels(0, 0), [0, 255, 0, 255]))
    let grey = Buffer(1, 1, fill: Self.opaqueRed)
    grey.run { HueSaturationFilter.apply($0, hue: 0, saturation: -100, lightness: 0) }
    #expect(Self.near(grey.channels(0, 0), [128, 128, 128, 255]))
    let light = Buffer(1, 1, fill: Self.opaqueRed)
    light.run { HueSaturationFilter.apply($0, hue: 0, saturation: 0, lightness: 50) }
    #expect(Self.near(light.channels(0, 0), [255, 128, 128, 255]))
  }

  /// After Effects' colour ranges: 30° at full strength, 30° of falloff on either side.
  @Test func hueRangesFallOffLinearly() {
    let reds = LayerEffect.HueRange.afterEffects(.reds)
    #expect(reds.weight(atHue: 0) == 1)
    #expect(reds.weight(atHue: 350) == 1)
    #expect(reds.weight(atHue: 15) == 1)
    #expect(abs(reds.weight(atHue: 30) - 0.5) < 1e-12)
    #expect(abs(reds.weight(atHue: 330) - 0.5) < 1e-12)
    #expect(reds.weight(atHue: 45) == 0)
    #expect(reds.weight(atHue: 180) == 0)
    #expect(reds.weight(atHue: .nan) == 0)
    #expect(LayerEffect.HueRange.afterEffects(.blues).center == 240)
    #expect(LayerEffect.HueRange.afterEffects(.magentas).weight(atHue: 300) == 1)
  }

  /// Reds, hue +60: red (0°, weight 1) turns to yellow; (255, 85, 0) at 20° (weight 5/6)
  /// turns 50° to 70°, (⅚, 1, 0); (255, 0, 170) at 320° (weight ⅙) turns 10° to 330°,
  /// (1, 0, ½); yellow (60°), blue and grey are outside the range. Lightness −100 on Reds
  /// takes 20° to ⅙ of itself, saturation −100 takes red to grey.
  @Test func hueSaturationOfOneColourRange() {
    let reds = LayerEffect.HueRange.afterEffects(.reds)
    let colours: [UInt32] = [
      0xFFFF_0000, 0xFFFF_5500, 0xFFFF_00AA, 0xFFFF_FF00, 0xFF00_00FF, 0xFF80_8080,
    ]
    let b = Buffer(colours.count, 1)
    for (x, c) in colours.enumerated() { b[x, 0] = c }
    b.run { HueSaturationFilter.apply($0, hue: 60, saturation: 0, lightness: 0, range: reds) }
    let expected = [
      [255, 255, 0, 255], [213, 255, 0, 255], [255, 0, 128, 255], [255, 255, 0, 255],
      [0, 0, 255, 255], [128, 128, 128, 255],
    ]
    for x in 0..<colours.count {
      #expect(Self.near(b.channels(x, 0), expected[x]), "\(x): \(b.channels(x, 0))")
    }
    let dark = Buffer(2, 1)
    dark[0, 0] = 0xFFFF_5500
    dark[1, 0] = 0xFF00_FF00
    dark.run { HueSaturationFilter.apply($0, hue: 0, saturation: 0, lightness: -100, range: reds) }
    #expect(Self.near(dark.channels(0, 0), [43, 14, 0, 255]), "\(dark.channels(0, 0))")
    #expect(dark.channels(1, 0) == [0, 255, 0, 255])
    let grey = Buffer(1, 1, fill: Self.opaqueRed)
    grey.run { HueSaturationFilter.apply($0, hue: 0, saturation: -100, lightness: 0, range: reds) }
    #expect(Self.near(grey.channels(0, 0), [128, 128, 128, 255]))
    // Greens, hue +60: green turns to cyan, red stays.
    let greens = Buffer(2, 1)
    greens[0, 0] = 0xFF00_FF00
    greens[1, 0] = Self.opaqueRed
    greens.run {
      HueSaturationFilter.apply(
        $0, hue: 60, saturation: 0, lightness: 0, range: .afterEffects(.greens))
    }
    #expect(Self.near(greens.channels(0, 0), [0, 255, 255, 255]))
    #expect(greens.channels(1, 0) == [255, 0, 0, 255])
  }

  /// Bevel Alpha on a grey square (4…15) lit from the left, thickness 3, intensity ½: the
  /// three pixels inside the left edge face the light and go half-way to white (128 →
  /// 192), the three inside the right edge face away and go half-way to black (64), the
  /// fourth pixel in is flat; the top and bottom edges are parallel to the light and stay.
  /// A thickness of 2.5 lights the third pixel at half strength.
  @Test func bevelAlphaIsAChamferExactlyTheThicknessWide() {
    let grey: UInt32 = 0xFF80_8080
    func square() -> Buffer {
      let b = Buffer(20, 20)
      for y in 4..<16 { for x in 4..<16 { b[x, y] = grey } }
      return b
    }
    let b = square()
    b.run {
      BevelAlphaFilter.apply(
        $0, thickness: 3, lightAngle: -90, color: SIMD4(1, 1, 1, 1), intensity: 0.5)
    }
    let row = (4..<16).map { b.channels($0, 10)[0] }
    let expected = [192, 192, 192, 128, 128, 128, 128, 128, 128, 64, 64, 64]
    #expect(zip(row, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(row)")
    let column = (4..<16).map { b.channels(10, $0)[0] }
    #expect(column.allSatisfy { $0 == 128 }, "\(column)")
    #expect(b.channels(2, 10) == [0, 0, 0, 0])
    let fractional = square()
    fractional.run {
      BevelAlphaFilter.apply(
        $0, thickness: 2.5, lightAngle: -90, color: SIMD4(1, 1, 1, 1), intensity: 0.5)
    }
    let first = (4..<8).map { fractional.channels($0, 10)[0] }
    #expect(Self.near(first, [192, 192, 160, 128]), "\(first)")
    // A thickness of 10¹² costs what 3 does: every pixel inside is on the slope.
    let hostile = square()
    hostile.run {
      BevelAlphaFilter.apply(
        $0, thickness: 1e12, lightAngle: -90, color: SIMD4(1, 1, 1, 1), intensity: 0.5)
    }
    #expect(Self.near(hostile.channels(4, 10), [192, 192, 192, 255]))
    #expect(hostile.channels(0, 0) == [0, 0, 0, 0])
  }

  @Test func levelsStretchTheInputRangeWithGamma() {
    let b = Buffer(1, 1, fill: 0xFF40_4040)
    b.run { LevelsFilter.apply($0, levels: LayerEffect.Levels(inputWhite: 0.5)) }
    // 64/255 over an input range of 0…0.5 is 0.502.
    #expect(Self.near(b.channels(0, 0), [128, 128, 128, 255]))
    let g = Buffer(1, 1, fill: 0xFF40_4040)
    g.run { LevelsFilter.apply($0, levels: LayerEffect.Levels(gamma: 2)) }
    // (64/255)^(1/2) = 0.501.
    #expect(Self.near(g.channels(0, 0), [128, 128, 128, 255]))
  }

  /// A Gaussian blur of a hard edge is the Gaussian's cumulative distribution:
  /// ½ erfc(d / (σ√2)) at a distance d past the edge.
  @Test func gaussianBlurOfAnEdgeFollowsTheErrorFunction() {
    let width = 200
    let b = Buffer(width, 1)
    for x in 0..<100 { b[x, 0] = Self.opaqueWhite }
    let sigma = 8.0
    b.run {
      var image = FloatImage(colorsOf: $0)
      BoxBlur.blur(&image, radii: BoxBlur.gaussianRadii(sigma: sigma), vertical: false)
      image.storeColors(into: $0)
    }
    var worst = 0.0
    for x in 60..<140 {
      // Pixel centres are at x + ½; the edge is at 100.
      let d = Double(x) + 0.5 - 100
      let expected = 255 * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
      worst = max(worst, abs(Double(b.channels(x, 0)[3]) - expected))
    }
    // Three box passes approximate the Gaussian to within about 1 % of full scale.
    #expect(worst <= 3, "worst difference \(worst) levels")
    #expect(abs(b.channels(99, 0)[3] - 134) <= 2)
  }

  @Test func boxRadiiMatchTheGaussianVariance() {
    for sigma in [1.0, 2.5, 8, 30] {
      let radii = BoxBlur.gaussianRadii(sigma: sigma)
      // A box of width w has variance (w² − 1) / 12.
      let variance = radii.map { r -> Double in
        let w = Double(2 * r + 1)
        return (w * w - 1) / 12
      }.reduce(0, +)
      #expect(abs(variance - sigma * sigma) <= max(1, sigma * sigma * 0.1), "σ \(sigma)")
    }
    #expect(BoxBlur.gaussianRadii(sigma: .nan).isEmpty)
    #expect(BoxBlur.gaussianRadii(sigma: 0.2).isEmpty)
  }

  /// Blurring only the content's box grown by the radii gives the pixels blurring the whole
  /// buffer gives, bit for bit, for both axes and each alone; the box is worked out by hand.
  @Test func blurOfTheContentsReachEqualsTheWholeBlur() throws {
    let radii = BoxBlur.gaussianRadii(sigma: 2.5)
    let spread = radii.reduce(0, +)
    for (horizontal, vertical) in [(true, true), (true, false), (false, true)] {
      let whole = Buffer(60, 50)
      for y in 20..<27 {
        for x in 30..<34 { whole[x, y] = UInt32(0x80 + 3 * (x - 30) + y - 20) << 24 | 0x0020_1000 }
      }
      whole[31, 24] = Self.opaqueWhite
      let part = Buffer(60, 50)
      part.words = whole.words
      whole.run {
        var image = FloatImage(colorsOf: $0)
        BoxBlur.blur(&image, radii: radii, horizontal: horizontal, vertical: vertical)
        image.storeColors(into: $0)
      }
      var reached: (Int, Int, Int, Int)?
      part.run { pixels in
        guard
          let reach = BoxBlur.reach(
            of: pixels, radii: radii, horizontal: horizontal, vertical: vertical)
        else { return }
        let offset = pixels.base.distance(to: reach.base)
        reached = (offset % 60, offset / 60, reach.width, reach.height)
        var image = FloatImage(colorsOf: reach)
        BoxBlur.blur(&image, radii: radii, horizontal: horizontal, vertical: vertical)
        image.storeColors(into: reach)
      }
      let box = try #require(reached)
      // Columns 30..<34 and rows 20..<27, grown by the radii's sum along each blurred axis.
      #expect(box.0 == (horizontal ? 30 - spread : 30) && box.1 == (vertical ? 20 - spread : 20))
      #expect(box.2 == 4 + (horizontal ? 2 * spread : 0))
      #expect(box.3 == 7 + (vertical ? 2 * spread : 0))
      #expect(part.words == whole.words, "horizontal \(horizontal), vertical \(vertical)")
      #expect(whole.words.contains { $0 != 0 && $0 != Self.opaqueWhite })
    }
    // Nothing to blur: no reach. Content at an edge: the reach stops at the buffer.
    let empty = Buffer(8, 8)
    empty.run {
      #expect(BoxBlur.reach(of: $0, radii: [3], horizontal: true, vertical: true) == nil)
    }
    let corner = Buffer(8, 8)
    corner[0, 0] = Self.opaqueWhite
    corner.run { pixels in
      let reach = BoxBlur.reach(of: pixels, radii: [3], horizontal: true, vertical: true)
      #expect(reach?.base == pixels.base && reach?.width == 4 && reach?.height == 4)
    }
  }

  @Test func hugeBlurRadiiStayBoundedAndFadeTheContent() {
    let b = Buffer(32, 32, fill: Self.opaqueWhite)
    b.run {
      var image = FloatImage(colorsOf: $0)
      BoxBlur.blur(&image, radii: BoxBlur.gaussianRadii(sigma: 1e9))
      image.storeColors(into: $0)
    }
    #expect(b.words.allSatisfy { $0 == 0 })
    // Repeating the edges keeps a uniform image uniform whatever the radius.
    let r = Buffer(8, 8, fill: Self.opaqueWhite)
    r.run {
      var image = FloatImage(colorsOf: $0)
      BoxBlur.blur(&image, radii: [1 << 40, 3], repeatEdges: true)
      image.storeColors(into: $0)
    }
    #expect(r.words.allSatisfy { $0 == Self.opaqueWhite })
  }

  /// A hard shadow (no blur) is the content's shape moved by the offset.
  @Test func dropShadowMovesTheShapeByItsOffset() {
    let b = Buffer(64, 64)
    for y in 20..<30 { for x in 20..<30 { b[x, y] = Self.opaqueRed } }
    let shadow = LayerEffect.Shadow(
      color: Color(red: 0, green: 0, blue: 1), offset: CGPoint(x: 7, y: -5), shadowOnly: true)
    b.run { ShadowFilter.apply($0, shadow: shadow) }
    for y in 0..<64 {
      for x in 0..<64 {
        let inside = (27..<37).contains(x) && (15..<25).contains(y)
        #expect(b.channels(x, y) == (inside ? [0, 0, 255, 255] : [0, 0, 0, 0]), "(\(x), \(y))")
      }
    }
  }

  @Test func dropShadowGoesUnderTheContent() {
    let b = Buffer(8, 1)
    b[2, 0] = Self.opaqueRed
    b[3, 0] = Self.opaqueRed
    let shadow = LayerEffect.Shadow(
      color: Color(white: 0, alpha: 0.5), offset: CGPoint(x: 1, y: 0))
    b.run { ShadowFilter.apply($0, shadow: shadow) }
    #expect(b.channels(2, 0) == [255, 0, 0, 255])
    #expect(b.channels(3, 0) == [255, 0, 0, 255])
    #expect(b.channels(4, 0) == [0, 0, 0, 128])
    #expect(b.channels(1, 0) == [0, 0, 0, 0])
  }

  @Test func farShadowsLandOutsideAndCostNothingMore() {
    let b = Buffer(16, 16, fill: Self.opaqueRed)
    let shadow = LayerEffect.Shadow(
      color: .black, offset: CGPoint(x: 1e12, y: -1e12), sigma: 1e9, shadowOnly: true)
    b.run { ShadowFilter.apply($0, shadow: shadow) }
    #expect(b.words.allSatisfy { $0 == 0 })
    #expect(ShadowFilter.pixelShift(.nan, 16) == 17)
  }

  /// Content cut by the buffer's right edge (x 30…39, as the canvas cuts a layer), its
  /// shadow of σ = 3 (boxes 5, 5, 7) moved 10 left: pixel 31 shows the blur's spill at 41,
  /// one pixel past the cut, the kernel's taps 2…7 (54 of 175: 79 of 255), whether the
  /// buffer ends at the cut or has a transparent margin.
  @Test func outerShadowKeepsTheSpillPastTheBuffersEdge() {
    for margin in [12, 0] {
      let b = Buffer(40 + margin, 30)
      for y in 0..<30 { for x in 30..<40 { b[x, y] = Self.opaqueRed } }
      let shadow = LayerEffect.Shadow(
        color: .black, offset: CGPoint(x: -10, y: 0), sigma: 3, shadowOnly: true)
      b.run { ShadowFilter.apply($0, shadow: shadow) }
      #expect(b.channels(31, 15) == [0, 0, 0, 79], "margin \(margin): \(b.channels(31, 15))")
      #expect(b.channels(37, 15)[3] == 0, "margin \(margin)")
    }
  }

  @Test func innerShadowStaysInsideTheContent() {
    let b = Buffer(20, 1)
    for x in 5..<15 { b[x, 0] = Self.opaqueWhite }
    let shadow = LayerEffect.Shadow(kind: .inner, color: .black, offset: CGPoint(x: 3, y: 0))
    b.run { ShadowFilter.apply($0, shadow: shadow) }
    // The outside moved 3 right covers the first 3 pixels inside the left edge.
    for x in 5..<8 { #expect(b.channels(x, 0) == [0, 0, 0, 255]) }
    for x in 8..<15 { #expect(b.channels(x, 0) == [255, 255, 255, 255]) }
    #expect(b.channels(4, 0) == [0, 0, 0, 0])
  }

  /// An inner glow of σ = 3 (boxes 5, 5, 7): the first pixel inside the edge takes the
  /// kernel's tail beyond its centre, (1 − k₀) / 2 = 0.434 (111 of 255), then 79, 51, 29.
  /// Whether the content has a wide transparent margin or none, the same: the blur's
  /// spill past the buffer's edge is kept between passes.
  @Test func innerGlowAtTheEdgeIsTheKernelsTail() {
    for margin in [10, 1, 0] {
      let b = Buffer(40 + 2 * margin, 40 + 2 * margin)
      for y in margin..<(40 + margin) {
        for x in margin..<(40 + margin) { b[x, y] = Self.opaqueRed }
      }
      let glow = LayerEffect.Shadow(kind: .inner, color: .white, sigma: 3)
      b.run { ShadowFilter.apply($0, shadow: glow) }
      let row = (margin..<(margin + 4)).map { b.channels($0, 20 + margin)[1] }
      #expect(row == [111, 79, 51, 29], "margin \(margin): \(row)")
    }
  }

  @Test func distancesAreExactEuclidean() {
    let b = Buffer(9, 9)
    b[4, 4] = Self.opaqueWhite
    var d: [Float] = []
    b.run { d = OutlineFilter.squaredDistances($0) }
    #expect(d[4 * 9 + 4] == 0)
    #expect(d[0] == 32)
    #expect(d[4 * 9 + 7] == 9)
    #expect(d[1 * 9 + 2] == 13)
  }

  @Test func outlineSurroundsTheShapeUnderIt() {
    let b = Buffer(21, 1)
    b[10, 0] = Self.opaqueRed
    b.run { OutlineFilter.apply($0, color: SIMD4(0, 0, 1, 1), width: 3) }
    #expect(b.channels(10, 0) == [255, 0, 0, 255])
    for x in [7, 8, 9, 11, 12, 13] { #expect(b.channels(x, 0) == [0, 0, 255, 255], "\(x)") }
    #expect(b.channels(6, 0) == [0, 0, 0, 0])
    #expect(b.channels(14, 0) == [0, 0, 0, 0])
  }
}
