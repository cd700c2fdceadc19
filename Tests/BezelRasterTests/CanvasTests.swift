import BezelDrawing
import BezelLayers
@_spi(Testing) import BezelRaster
import Foundation
import Testing

@Suite struct CanvasTests {
  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: CGRect(x: x, y: y, width: w, height: h))
  }

  @Test func filledRectangleCoversScaledPixels() throws {
    // A 10×10 rect at (5,5) at scale 2 covers pixels 10…29 on both axes, exactly.
    let list = DisplayList(
      size: CGSize(width: 40, height: 40), items: [.fill(rect(5, 5, 10, 10), .red)])
    let bitmap = try Canvas().render(list, scale: 2)
    #expect(bitmap.width == 80)
    #expect(bitmap.height == 80)
    for i in [10, 15, 29] {
      #expect(bitmap.pixel(x: i, y: 20) == (255, 0, 0, 255))
      #expect(bitmap.pixel(x: 20, y: i) == (255, 0, 0, 255))
    }
    for i in [9, 30] {
      #expect(bitmap.pixel(x: i, y: 20) == (0, 0, 0, 0))
      #expect(bitmap.pixel(x: 20, y: i) == (0, 0, 0, 0))
    }
  }

  @Test func backgroundFillsAndCanvasIsClearedBetweenFrames() throws {
    let canvas = Canvas()
    let size = CGSize(width: 4, height: 4)
    let first = try canvas.render(
      DisplayList(size: size, items: [.fill(rect(0, 0, 4, 4), .blue)]), background: nil)
    #expect(first.pixel(x: 1, y: 1) == (0, 0, 255, 255))
    let second = try canvas.render(DisplayList(size: size), background: nil)
    #expect(second.pixel(x: 1, y: 1) == (0, 0, 0, 0))
    let third = try canvas.render(DisplayList(size: size), background: .green)
    #expect(third.pixel(x: 3, y: 3) == (0, 255, 0, 255))
  }

  @Test func pixelSizeRoundsEachSide() throws {
    let size = try Canvas.pixelSize(for: CGSize(width: 10.2, height: 10.3), scale: 3)
    // 30.6 → 31, 30.9 → 31.
    #expect(size.width == 31)
    #expect(size.height == 31)
    let bitmap = try DisplayList(size: CGSize(width: 10.2, height: 10.3)).render(scale: 3)
    #expect(bitmap.width == 31)
  }

  @Test func premultipliedHalfTransparentFill() throws {
    let list = DisplayList(
      size: CGSize(width: 2, height: 2),
      items: [.fill(rect(0, 0, 2, 2), Color(red: 1, green: 0, blue: 0, alpha: 0.5))])
    let p = try list.render().pixel(x: 0, y: 0)
    // Premultiplied: red = alpha ≈ 128.
    #expect(abs(Int(p.a) - 128) <= 1)
    #expect(p.r == p.a)
    #expect(p.g == 0)
  }

  @Test func fillRulesDifferForNestedSquares() throws {
    // Two nested squares in the same direction: non-zero fills the hole, even-odd does not.
    var path = rect(0, 0, 20, 20)
    path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    let size = CGSize(width: 20, height: 20)
    let nonZero = try DisplayList(size: size, items: [.fill(path, paint: .color(.black))])
      .render()
    let evenOdd = try DisplayList(
      size: size, items: [.fill(path, paint: .color(.black), rule: .evenOdd)]
    ).render()
    #expect(nonZero.pixel(x: 10, y: 10).a == 255)
    #expect(evenOdd.pixel(x: 10, y: 10).a == 0)
    #expect(evenOdd.pixel(x: 2, y: 2).a == 255)
  }

  @Test func strokeIsCentredOnThePath() throws {
    // A horizontal line at y = 10, width 4, butt caps: rows 8…11 are covered.
    let line = Path {
      $0.move(to: CGPoint(x: 2, y: 10))
      $0.addLine(to: CGPoint(x: 18, y: 10))
    }
    let list = DisplayList(
      size: CGSize(width: 20, height: 20),
      items: [.stroke(line, paint: .color(.black), style: StrokeStyle(lineWidth: 4))])
    let bitmap = try list.render()
    #expect(bitmap.pixel(x: 10, y: 7).a == 0)
    #expect(bitmap.pixel(x: 10, y: 8).a == 255)
    #expect(bitmap.pixel(x: 10, y: 11).a == 255)
    #expect(bitmap.pixel(x: 10, y: 12).a == 0)
    // Butt caps end at x = 2 and x = 18.
    #expect(bitmap.pixel(x: 1, y: 10).a == 0)
    #expect(bitmap.pixel(x: 18, y: 10).a == 0)
  }

  @Test func dashesStartWithTheirPhase() throws {
    // Dashes 4 on / 4 off with phase 2 along y = 1 from x = 0: on 0…2, off 2…6, on 6…10.
    let line = Path {
      $0.move(to: CGPoint(x: 0, y: 1))
      $0.addLine(to: CGPoint(x: 16, y: 1))
    }
    let style = StrokeStyle(lineWidth: 2, dashPattern: [4, 4], dashPhase: 2)
    let bitmap = try DisplayList(
      size: CGSize(width: 16, height: 2),
      items: [.stroke(line, paint: .color(.black), style: style)]
    ).render()
    #expect(bitmap.pixel(x: 1, y: 1).a == 255)
    #expect(bitmap.pixel(x: 3, y: 1).a == 0)
    #expect(bitmap.pixel(x: 5, y: 1).a == 0)
    #expect(bitmap.pixel(x: 7, y: 1).a == 255)
    #expect(bitmap.pixel(x: 9, y: 1).a == 255)
    #expect(bitmap.pixel(x: 11, y: 1).a == 0)
  }

  @Test func groupTransformMovesChildren() throws {
    let group = GroupItem(
      transform: Transform(translationX: 10, y: 0), children: [.fill(rect(0, 0, 5, 5), .red)])
    let bitmap = try DisplayList(size: CGSize(width: 20, height: 5), items: [.group(group)])
      .render()
    #expect(bitmap.pixel(x: 2, y: 2).a == 0)
    #expect(bitmap.pixel(x: 12, y: 2) == (255, 0, 0, 255))
  }

  @Test func groupOpacityAppliesOnceToOverlappingChildren() throws {
    // Two overlapping opaque squares at group opacity 0.5: the overlap is 50 % too, not 75 %.
    let group = GroupItem(
      opacity: 0.5,
      children: [.fill(rect(0, 0, 6, 4), .blue), .fill(rect(2, 0, 6, 4), .blue)])
    let bitmap = try DisplayList(size: CGSize(width: 8, height: 4), items: [.group(group)])
      .render()
    #expect(abs(Int(bitmap.pixel(x: 4, y: 2).a) - 128) <= 1)
    #expect(abs(Int(bitmap.pixel(x: 0, y: 2).a) - 128) <= 1)
  }

  @Test func groupOpacityOnALoneChildScalesItsAlpha() throws {
    // Each lone child at group opacity 0.5 over nothing: alpha 128, colour premultiplied.
    let image = Bitmap(width: 2, height: 2, filledWith: .green)
    let children: [DisplayItem] = [
      .fill(rect(0, 0, 4, 4), .red),
      .stroke(
        Path {
          $0.move(to: CGPoint(x: 4, y: 2))
          $0.addLine(to: CGPoint(x: 8, y: 2))
        }, paint: .color(.blue), style: StrokeStyle(lineWidth: 4)),
      .image(image, rect: CGRect(x: 8, y: 0, width: 4, height: 4)),
    ]
    let items = children.map { DisplayItem.group(GroupItem(opacity: 0.5, children: [$0])) }
    let bitmap = try DisplayList(size: CGSize(width: 12, height: 4), items: items).render()
    for (x, channel) in [(1, 0), (5, 2), (10, 1)] {
      let p = bitmap.pixel(x: x, y: 1)
      let rgba = [p.r, p.g, p.b, p.a]
      #expect(abs(Int(p.a) - 128) <= 1, "alpha at x = \(x)")
      #expect(rgba[channel] == p.a, "premultiplied colour at x = \(x)")
    }
  }

  @Test func clipPathLimitsChildren() throws {
    let group = GroupItem(clip: rect(0, 0, 5, 10), children: [.fill(rect(0, 0, 10, 10), .red)])
    let bitmap = try DisplayList(size: CGSize(width: 10, height: 10), items: [.group(group)])
      .render()
    #expect(bitmap.pixel(x: 4, y: 5).a == 255)
    #expect(bitmap.pixel(x: 5, y: 5).a == 0)
  }

  @Test func alphaMaskAndItsInverse() throws {
    let mask = [DisplayItem.fill(rect(0, 0, 5, 10), .black)]
    func render(inverted: Bool) throws -> Bitmap {
      let group = GroupItem(
        mask: Mask(items: mask, inverted: inverted), children: [.fill(rect(0, 0, 10, 10), .red)])
      return try DisplayList(size: CGSize(width: 10, height: 10), items: [.group(group)]).render()
    }
    let plain = try render(inverted: false)
    #expect(plain.pixel(x: 2, y: 5) == (255, 0, 0, 255))
    #expect(plain.pixel(x: 7, y: 5).a == 0)
    let inverse = try render(inverted: true)
    #expect(inverse.pixel(x: 2, y: 5).a == 0)
    #expect(inverse.pixel(x: 7, y: 5) == (255, 0, 0, 255))
  }

  @Test func luminanceMaskUsesBrightness() throws {
    // White keeps everything, black nothing; mid grey 0.5 keeps about half.
    let mask = Mask(
      items: [
        .fill(rect(0, 0, 3, 10), .white), .fill(rect(3, 0, 3, 10), .black),
        .fill(rect(6, 0, 4, 10), Color(white: 0.5)),
      ], mode: .luminance)
    let group = GroupItem(mask: mask, children: [.fill(rect(0, 0, 10, 10), .blue)])
    let bitmap = try DisplayList(size: CGSize(width: 10, height: 10), items: [.group(group)])
      .render()
    #expect(bitmap.pixel(x: 1, y: 5) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 4, y: 5).a == 0)
    #expect(abs(Int(bitmap.pixel(x: 8, y: 5).a) - 128) <= 2)
  }

  @Test func destinationOutPunchesAHole() throws {
    let hole = GroupItem(blendMode: .destinationOut, children: [.fill(rect(2, 2, 4, 4), .black)])
    let list = DisplayList(
      size: CGSize(width: 8, height: 8), items: [.fill(rect(0, 0, 8, 8), .red), .group(hole)])
    let bitmap = try list.render()
    #expect(bitmap.pixel(x: 4, y: 4).a == 0)
    #expect(bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
  }

  @Test func multiplyBlendsWithWhatIsBelow() throws {
    // Yellow (1,1,0) × cyan (0,1,1) = green (0,1,0).
    let top = GroupItem(blendMode: .multiply, children: [.fill(rect(0, 0, 4, 4), .cyan)])
    let list = DisplayList(
      size: CGSize(width: 4, height: 4), items: [.fill(rect(0, 0, 4, 4), .yellow), .group(top)])
    #expect(try list.render().pixel(x: 2, y: 2) == (0, 255, 0, 255))
  }

  @Test func porterDuffOperatorsForMattes() throws {
    // A red square under a blue square covering its left half, through each operator.
    func render(_ mode: BlendMode) throws -> Bitmap {
      let top = GroupItem(blendMode: mode, children: [.fill(rect(0, 0, 4, 8), .blue)])
      return try DisplayList(
        size: CGSize(width: 8, height: 8), items: [.fill(rect(0, 0, 8, 8), .red), .group(top)]
      ).render()
    }
    let plus = try render(.plus)
    #expect(plus.pixel(x: 1, y: 4) == (255, 0, 255, 255))
    #expect(plus.pixel(x: 6, y: 4) == (255, 0, 0, 255))
    // Intersect: the red stays only where blue covers.
    let intersect = try render(.destinationIn)
    #expect(intersect.pixel(x: 1, y: 4) == (255, 0, 0, 255))
    #expect(intersect.pixel(x: 6, y: 4).a == 0)
    // Copy: blue replaces everything, leaving nothing where blue is absent.
    let copy = try render(.copy)
    #expect(copy.pixel(x: 1, y: 4) == (0, 0, 255, 255))
    #expect(copy.pixel(x: 6, y: 4).a == 0)
    // An empty intersect group clears what is below.
    let empty = GroupItem(blendMode: .destinationIn, children: [])
    let cleared = try DisplayList(
      size: CGSize(width: 8, height: 8), items: [.fill(rect(0, 0, 8, 8), .red), .group(empty)]
    ).render()
    #expect(cleared.pixel(x: 4, y: 4).a == 0)
  }

  @Test func radialGradientStartsAtItsFocus() throws {
    // Black at the focus (20, 20) fading to white at radius 20 around (20, 20): the centre
    // pixel is black and a pixel 10 points out is mid grey.
    let paint = Paint.radialGradient(
      Gradient(stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)]),
      center: CGPoint(x: 20, y: 20), radius: 20, focus: CGPoint(x: 20, y: 20))
    let bitmap = try DisplayList(
      size: CGSize(width: 40, height: 40), items: [.fill(rect(0, 0, 40, 40), paint: paint)]
    ).render()
    #expect(bitmap.pixel(x: 20, y: 20).r <= 12)
    #expect(abs(Int(bitmap.pixel(x: 30, y: 20).r) - 128) <= 8)
    // Padded beyond the radius.
    #expect(bitmap.pixel(x: 0, y: 0) == (255, 255, 255, 255))
  }

  @Test func linearGradientPadsBeyondItsEnds() throws {
    let paint = Paint.linearGradient(
      Gradient(stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)]),
      start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0))
    let list = DisplayList(
      size: CGSize(width: 40, height: 2), items: [.fill(rect(0, 0, 40, 2), paint: paint)])
    let bitmap = try list.render()
    #expect(bitmap.pixel(x: 2, y: 1) == (0, 0, 0, 255))
    #expect(bitmap.pixel(x: 37, y: 1) == (255, 255, 255, 255))
    // Pixel 19's centre (19.5) is 47.5 % of the way: about 121.
    #expect(abs(Int(bitmap.pixel(x: 19, y: 1).r) - 121) <= 2)
  }

  @Test func nearestImageScalingKeepsHardEdges() throws {
    // A 2×1 image (red, blue) drawn into 8×4 points: the left half red, the right blue.
    let image = Bitmap(
      width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])!
    let list = DisplayList(
      size: CGSize(width: 8, height: 4),
      items: [.image(image, rect: CGRect(x: 0, y: 0, width: 8, height: 4), quality: .nearest)])
    let bitmap = try list.render()
    #expect(bitmap.pixel(x: 3, y: 2) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 4, y: 2) == (0, 0, 255, 255))
  }

  @Test func shrunkImagesAreAveragedNotAliased() throws {
    // 1-pixel black and white columns shrunk tenfold average to mid grey (127.5); point
    // sampling would give pure black or white.
    var pixels = [UInt8]()
    for _ in 0..<200 {
      for x in 0..<200 { pixels += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    let stripes = try #require(Bitmap(width: 200, height: 200, premultipliedRGBA: pixels))
    let list = DisplayList(
      size: CGSize(width: 20, height: 20),
      items: [.image(stripes, rect: CGRect(x: 0, y: 0, width: 20, height: 20))])
    let canvas = Canvas()
    for _ in 0..<2 {
      let bitmap = try canvas.render(list)
      for x in [3, 10, 16] {
        #expect(abs(Int(bitmap.pixel(x: x, y: 10).r) - 128) <= 8)
      }
    }
    // One mipmap level (the image is drawn from it, not from the original), reused by the
    // second frame.
    #expect(canvas.cacheCounts.images == 1)
  }

  @Test func imageCacheReusesSurfacesByIdentity() throws {
    let canvas = Canvas()
    let image = Bitmap(width: 4, height: 4, filledWith: .red)
    let list = DisplayList(
      size: CGSize(width: 4, height: 4),
      items: [.image(image, rect: CGRect(x: 0, y: 0, width: 4, height: 4))])
    for _ in 0..<3 { _ = try canvas.render(list) }
    #expect(canvas.cacheCounts.images == 1)
  }

  @Test func imageCacheStaysWithinItsBudget() throws {
    // 16 distinct 64×64 images (16 KiB each) through a 64 KiB cache, drawn unscaled (so
    // the cache holds the images themselves, not small mipmap levels).
    let canvas = Canvas(imageCacheBytes: 64 << 10)
    for i in 0..<16 {
      let image = Bitmap(width: 64, height: 64, filledWith: Color(white: Double(i) / 16))
      let list = DisplayList(
        size: CGSize(width: 4, height: 4),
        items: [.image(image, rect: CGRect(x: 0, y: 0, width: 64, height: 64))])
      _ = try canvas.render(list)
    }
    // Two generations of at most half the budget each.
    #expect(canvas.cacheCounts.images <= 4)
  }

  @Test func refusesOversizedCanvasesBeforeAllocating() {
    #expect(throws: RenderError.tooLarge(width: 20000, height: 10)) {
      try Canvas.pixelSize(for: CGSize(width: 10000, height: 5), scale: 2)
    }
    // Within the per-side limit but over the pixel count (2²⁷ = 134 217 728).
    #expect(throws: RenderError.tooLarge(width: 16000, height: 10000)) {
      try DisplayList(size: CGSize(width: 16000, height: 10000)).render()
    }
    #expect(throws: RenderError.self) {
      try DisplayList(size: CGSize(width: 1e300, height: 1e300)).render()
    }
  }

  @Test func refusesInvalidSizesAndScales() {
    #expect(throws: RenderError.self) {
      try DisplayList(size: CGSize(width: -1, height: 10)).render()
    }
    #expect(throws: RenderError.self) {
      try DisplayList(size: CGSize(width: CGFloat.nan, height: 10)).render()
    }
    #expect(throws: RenderError.self) {
      try DisplayList(size: CGSize(width: 10, height: 10)).render(scale: 0)
    }
    #expect(throws: RenderError.self) {
      try DisplayList(size: CGSize(width: 10, height: 10)).render(scale: .infinity)
    }
  }

  @Test func zeroSizeGivesAnEmptyBitmap() throws {
    let bitmap = try DisplayList(size: .zero, items: [.fill(rect(0, 0, 5, 5), .red)]).render()
    #expect(bitmap.width == 0)
    #expect(bitmap.height == 0)
  }

  @Test func canvasesRenderInParallel() async throws {
    // Four workers, each with its own canvas, render the same text-and-shapes frame; every
    // result must equal a render made alone.
    let list = DisplayList(
      size: CGSize(width: 60, height: 30),
      items: [
        .fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 26, height: 26)), .orange),
        .text(
          TextItem(
            string: "철수 42", font: Font(size: 12),
            frame: CGRect(x: 0, y: 0, width: 60, height: 30), alignment: .right)),
      ])
    let expected = try list.render(scale: 2)
    let results = try await withThrowingTaskGroup(of: [Bitmap].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let canvas = Canvas()
          return try (0..<10).map { _ in try canvas.render(list, scale: 2) }
        }
      }
      return try await group.reduce(into: [Bitmap]()) { $0 += $1 }
    }
    #expect(results.count == 40)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func hangulFallsBackToAFontThatHasIt() {
    let canvas = Canvas()
    let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    for family in ["sans-serif", "DejaVu Sans", "Helvetica", "serif"] {
      let item = TextItem(string: "철수 is speaking", font: Font(family: family), frame: frame)
      #expect(canvas.missingGlyphCount(item) == 0, "family \(family)")
    }
    // A private-use character no font draws is counted, so the check above can fail.
    let missing = TextItem(string: "a\u{F8FF}\u{10FFFD}", frame: frame)
    #expect(canvas.missingGlyphCount(missing) >= 1)
  }

  @Test func deeplyNestedGroupsStopAtTheDepthLimit() throws {
    func nested(_ depth: Int) -> DisplayList {
      let item = (0..<depth).reduce(DisplayItem.fill(rect(0, 0, 4, 4), .red)) { inner, _ in
        .group(GroupItem(transform: Transform(translationX: 0.001, y: 0), children: [inner]))
      }
      return DisplayList(size: CGSize(width: 4, height: 4), items: [item])
    }
    #expect(try nested(100).render().pixel(x: 2, y: 2).a == 255)
    #expect(try nested(5000).render().pixel(x: 2, y: 2).a == 0)
  }

  @Test func hostileItemsDrawNothingAndNeverPoisonTheContext() throws {
    let nan = CGFloat.nan
    let hostile: [DisplayItem] = [
      .fill(rect(nan, 0, 5, 5), .red),
      .fill(rect(0, 0, 1e300, 1e300), .red),
      .stroke(rect(0, 0, 5, 5), paint: .color(.red), style: StrokeStyle(lineWidth: -3)),
      .stroke(
        rect(0, 0, 5, 5), paint: .color(.red),
        style: StrokeStyle(lineWidth: 1, dashPattern: [-1, 2], dashPhase: .nan)),
      .stroke(
        rect(0, 0, 5, 5), paint: .color(.red),
        style: StrokeStyle(lineWidth: 1, dashPattern: [0, 0])),
      .fill(
        rect(0, 0, 5, 5),
        paint: .radialGradient(
          Gradient(stops: []), center: .zero, radius: -4, focus: CGPoint(x: nan, y: 0))),
      .group(
        GroupItem(
          transform: Transform(scaleX: 0, y: 1), children: [.fill(rect(0, 0, 5, 5), .red)])),
      .group(GroupItem(opacity: .nan, children: [.fill(rect(0, 0, 5, 5), .red)])),
      .image(
        Bitmap(width: 0, height: 0, filledWith: .red), rect: CGRect(x: 0, y: 0, width: 5, height: 5)
      ),
      .image(
        Bitmap(width: 2, height: 2, filledWith: .red), rect: CGRect(x: 0, y: 0, width: 0, height: 5)
      ),
      .text(
        TextItem(
          string: "x", font: Font(size: -3), frame: CGRect(x: 0, y: 0, width: 5, height: 5))),
      .text(
        TextItem(
          string: "x", font: Font(size: .infinity), frame: CGRect(x: nan, y: 0, width: 5, height: 5)
        )),
    ]
    // After all of that, a plain fill must still draw: the context is not in an error state.
    let list = DisplayList(
      size: CGSize(width: 10, height: 10), items: hostile + [.fill(rect(6, 6, 4, 4), .blue)])
    let bitmap = try list.render()
    #expect(bitmap.pixel(x: 8, y: 8) == (0, 0, 255, 255))
  }
}
