import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The rasteriser's shortcuts (a tall vertical edge added down its column at once, a piece
/// inside the clip, in one pixel or across several, added without the general row walk)
/// give the bytes of the general walk, on seeded random fills: self-crossing soups of lines
/// and curves with edges on and off the pixel grid, both fill rules, tall vertical bars,
/// shallow zigzags, sub-pixel slivers and coordinates far beyond the box, each rendered
/// whole and inside clips with fractional (or whole-pixel) edges.
@Suite struct CoverageRasterizerShortcutTests {
  /// The coverage of `path` under `transform` in `box` (whole) then inside `clip`, from a
  /// rasteriser taking its shortcuts or not; `nil` when the path is left to Cairo.
  static func coverage(
    _ path: Path, transform: Transform, rule: FillRule, box: FrameDamage.Box,
    clip: CoverageRasterizer.Clip, keepingRight: Bool, shortcuts: Bool,
    rasterizer: CoverageRasterizer
  ) -> [UInt8]? {
    rasterizer.takesShortcuts = shortcuts
    defer { rasterizer.takesShortcuts = true }
    guard
      rasterizer.prepare(
        path, transform: transform, rule: rule, box: box, keepingRight: keepingRight)
    else { return nil }
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    var whole = [UInt8](repeating: 0, count: width * height)
    whole.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
    }
    return whole + CoverageRasterizerDigestTests.clipped(rasterizer, clip)
  }

  /// Bars whose sides are vertical (on whole, half and random sub-pixel columns), taller
  /// than three rows or not, some overlapping one another and crossed by a slanted sliver.
  static func bars(_ random: inout SeededGenerator, width: Double, height: Double) -> Path {
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    func column() -> Double {
      let v = unit() * (width + 8) - 4
      switch random.next() % 3 {
      case 0: return v.rounded()
      case 1: return (v * 2).rounded() / 2
      default: return v
      }
    }
    var path = Path()
    for _ in 0..<(1 + Int(random.next() % 5)) {
      let (x0, x1) = (column(), column())
      let y0 = unit() * height
      let y1 = random.next() % 3 == 0 ? y0 + unit() * 3 : unit() * height
      path.addRect(
        CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)))
    }
    // A sliver across them, thinner than a pixel.
    let y = unit() * height
    path.move(to: CGPoint(x: -2, y: y))
    path.addLine(to: CGPoint(x: width + 2, y: y + unit() * 40 - 20))
    path.addLine(to: CGPoint(x: width + 2, y: y + unit() * 40 - 20 + unit() * 0.8))
    path.closeSubpath()
    return path
  }

  /// Self-crossing zigzags and stars of shallow lines and curves (a row's piece of each
  /// crosses several columns), running past the box on either side so that clip edges cut
  /// them, some points on whole and half pixels.
  static func shallow(_ random: inout SeededGenerator, width: Double, height: Double) -> Path {
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    func snapped(_ v: Double) -> Double {
      switch random.next() % 4 {
      case 0: return v.rounded()
      case 1: return (v * 2).rounded() / 2
      default: return v
      }
    }
    var path = Path()
    for _ in 0..<(1 + Int(random.next() % 3)) {
      let y = unit() * height
      // Rise per column: from a few 1/256 pixels to about one row in three columns.
      let slope = unit() * unit() * 0.4
      let points = 3 + Int(random.next() % 8)
      let start = CGPoint(x: snapped(unit() * 20 - 10), y: snapped(y))
      path.move(to: start)
      for k in 1...points {
        let x = snapped(unit() * (width + 20) - 10)
        let rise = (k % 2 == 0 ? 1 : -1) * slope * abs(x - start.x) + unit() * 2 - 1
        let next = CGPoint(x: x, y: snapped(y + rise))
        if random.next() % 4 == 0 {
          let control = CGPoint(x: unit() * width, y: y + (unit() * 2 - 1) * slope * width)
          path.addQuadCurve(to: next, control: control)
        } else {
          path.addLine(to: next)
        }
      }
      if random.next() % 5 != 0 { path.closeSubpath() }
    }
    return path
  }

  /// Expects every fill of `count` seeded ones in a `width` × `height` box to give the same
  /// bytes with and without the shortcuts, and returns how many fills were compared.
  static func compare(
    seed: UInt64, width: Int, height: Int, count: Int, scale: Double = 1,
    wholeClips: Bool = false, make: (inout SeededGenerator) -> Path
  ) -> Int {
    var random = SeededGenerator(seed: seed)
    let rasterizer = CoverageRasterizer()
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    var compared = 0
    for index in 0..<count {
      let path = make(&random)
      let rule: FillRule = random.next() % 2 == 0 ? .evenOdd : .nonZero
      let angle = Double(random.next() % 8) * .pi / 4 + (random.next() % 2 == 0 ? 0 : 0.01)
      let (cx, cy) = (Double(width) / 2, Double(height) / 2)
      let (c, s) = (cos(angle) * scale, sin(angle) * scale)
      let transform =
        random.next() % 2 == 0 && scale == 1
        ? Transform.identity
        : Transform(a: c, b: s, c: -s, d: c, tx: cx - c * cx + s * cy, ty: cy - s * cx - c * cy)
      let left = Int(random.next() % UInt64(width * 128))
      let top = Int(random.next() % UInt64(height * 128))
      var clip = CoverageRasterizer.Clip(
        left: left, top: top, right: left + 1 + Int(random.next() % UInt64(width * 128)),
        bottom: top + 1 + Int(random.next() % UInt64(height * 128)))
      if wholeClips { clip = CoverageRasterizer.Clip(clip.pixels) }
      let keepingRight = random.next() % 2 == 0
      let general = coverage(
        path, transform: transform, rule: rule, box: box, clip: clip,
        keepingRight: keepingRight, shortcuts: false, rasterizer: rasterizer)
      let fast = coverage(
        path, transform: transform, rule: rule, box: box, clip: clip,
        keepingRight: keepingRight, shortcuts: true, rasterizer: rasterizer)
      #expect(fast == general, "seed \(seed), fill \(index)")
      if general != nil { compared += 1 }
    }
    return compared
  }

  @Test func soupsMatchTheGeneralWalk() {
    let compared = Self.compare(seed: 11, width: 64, height: 64, count: 300) {
      CoverageRasterizerDigestTests.soup(&$0, width: 64, height: 64)
    }
    #expect(compared == 300)
  }

  @Test func barsMatchTheGeneralWalk() {
    let compared = Self.compare(seed: 12, width: 96, height: 300, count: 120) {
      Self.bars(&$0, width: 96, height: 300)
    }
    #expect(compared == 120)
  }

  /// Coordinates scaled far beyond the box (up to about a million pixels), where the walk's
  /// arithmetic meets its largest values; fills beyond Cairo's range are left to Cairo by
  /// both.
  @Test func hugeCoordinatesMatchTheGeneralWalk() {
    let compared = Self.compare(seed: 13, width: 80, height: 80, count: 80, scale: 12_000) {
      CoverageRasterizerDigestTests.soup(&$0, width: 80, height: 80)
    }
    #expect(compared > 0)
  }

  /// Slivers and bars a fraction of a pixel across, where every piece lies in one pixel.
  @Test func subPixelShapesMatchTheGeneralWalk() {
    let compared = Self.compare(seed: 14, width: 40, height: 40, count: 150, scale: 0.05) {
      Self.bars(&$0, width: 40, height: 40)
    }
    #expect(compared == 150)
  }

  /// How many of `count` seeded shallow fills (``shallow(_:width:height:)``) in a square
  /// box of `size` pixels were compared (``compare(seed:width:height:count:scale:wholeClips:make:)``).
  static func compareShallow(
    seed: UInt64, size: Int, count: Int, scale: Double = 1, wholeClips: Bool = false
  ) -> Int {
    compare(
      seed: seed, width: size, height: size, count: count, scale: scale, wholeClips: wholeClips
    ) { shallow(&$0, width: Double(size), height: Double(size)) }
  }

  /// Shallow edges, whose pieces cross several columns of a row (added by the walk itself
  /// with the shortcuts, through ``CoverageRasterizer/rowPiece(_:index:row:_:_:_:_:)``
  /// without), inside clips with fractional edges and on whole pixels.
  @Test func shallowEdgesMatchTheGeneralWalk() {
    #expect(Self.compareShallow(seed: 15, size: 72, count: 200) == 200)
    #expect(Self.compareShallow(seed: 16, size: 72, count: 120, wholeClips: true) == 120)
  }

  /// Shallow edges scaled far beyond the box and down to a fraction of a pixel, where a
  /// piece crosses one column boundary at most.
  @Test func shallowEdgesAtExtremeScalesMatchTheGeneralWalk() {
    #expect(Self.compareShallow(seed: 17, size: 64, count: 60, scale: 9_000) > 0)
    #expect(Self.compareShallow(seed: 18, size: 40, count: 150, scale: 0.04) == 150)
  }

  /// Self-crossing soups in a box of many bands, where each band walks, and lists for its
  /// shared rows, the lines of the groups reaching the band with the shortcuts (every line
  /// without).
  @Test func soupsOverManyBandsMatchTheGeneralWalk() {
    let compared = Self.compare(seed: 19, width: 256, height: 256, count: 60) {
      CoverageRasterizerDigestTests.soup(&$0, width: 256, height: 256)
    }
    #expect(compared == 60)
  }
}
