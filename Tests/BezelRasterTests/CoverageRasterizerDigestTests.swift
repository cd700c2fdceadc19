import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// The rasteriser's bytes for seeded random fills, pinned by digest: any change to how
/// cells are kept, found or handed over that moves one coverage byte fails here.
///
/// The digests were taken from the rasteriser that kept each row's cells as a sorted list,
/// before they were kept by column; the fills mix lines, curves, overlapping and
/// self-crossing contours, horizontal and vertical edges on and off the pixel grid, both
/// fill rules, clips with fractional edges, boxes wider than tall and taller than one band,
/// and one rasteriser reused throughout (so no state may leak from one fill to the next).
@Suite struct CoverageRasterizerDigestTests {
  /// A seeded random polygon soup inside `width` × `height` (a little beyond it too).
  static func soup(_ random: inout SeededGenerator, width: Double, height: Double) -> Path {
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    // Some coordinates on whole and half pixels, where edges meet cell boundaries.
    func coordinate(_ extent: Double) -> Double {
      let v = unit() * (extent + 8) - 4
      switch random.next() % 4 {
      case 0: return v.rounded()
      case 1: return (v * 2).rounded() / 2
      default: return v
      }
    }
    func point() -> CGPoint { CGPoint(x: coordinate(width), y: coordinate(height)) }
    var path = Path()
    for _ in 0..<(1 + Int(random.next() % 4)) {
      var current = point()
      path.move(to: current)
      for _ in 0..<(2 + Int(random.next() % 7)) {
        let next = point()
        switch random.next() % 6 {
        case 0: path.addCurve(to: next, control1: point(), control2: point())
        case 1: path.addQuadCurve(to: next, control: point())
        case 2: path.addLine(to: CGPoint(x: next.x, y: current.y))  // horizontal
        case 3: path.addLine(to: CGPoint(x: current.x, y: next.y))  // vertical
        default: path.addLine(to: next)
        }
        current = next
      }
      if random.next() % 4 != 0 { path.closeSubpath() }
    }
    return path
  }

  /// The coverage `rasterizer` (prepared) gives inside `clip`, as A8 rows over its pixels.
  static func clipped(_ rasterizer: CoverageRasterizer, _ clip: CoverageRasterizer.Clip)
    -> [UInt8]
  {
    let pixels = clip.pixels
    let stride = pixels.maxX - pixels.minX
    var clipped = [UInt8](repeating: 0, count: stride * (pixels.maxY - pixels.minY))
    clipped.withUnsafeMutableBufferPointer { buffer in
      var sink = CoverageRasterizer.ByteRows(
        output: buffer.baseAddress!, stride: stride, minX: pixels.minX, minY: pixels.minY)
      rasterizer.render(clip: clip, into: &sink)
    }
    return clipped
  }

  /// FNV-1a over the coverage of `count` random fills in a `width` × `height` box, each
  /// rendered whole and inside a random clip with fractional edges.
  static func digest(seed: UInt64, width: Int, height: Int, count: Int) -> UInt64 {
    var random = SeededGenerator(seed: seed)
    let rasterizer = CoverageRasterizer()
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ bytes: [UInt8]) {
      for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    }
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: width, maxY: height)
    for _ in 0..<count {
      let path = soup(&random, width: Double(width), height: Double(height))
      let rule: FillRule = random.next() % 3 == 0 ? .evenOdd : .nonZero
      let angle = Double(random.next() % 360) * .pi / 180
      let (cx, cy) = (Double(width) / 2, Double(height) / 2)
      let transform =
        random.next() % 2 == 0
        ? Transform.identity
        : Transform(
          a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle),
          tx: cx - cos(angle) * cx + sin(angle) * cy, ty: cy - sin(angle) * cx - cos(angle) * cy)
      var whole = [UInt8](repeating: 0, count: width * height)
      if rasterizer.prepare(path, transform: transform, rule: rule, box: box, keepingRight: true) {
        whole.withUnsafeMutableBufferPointer { buffer in
          rasterizer.render(rows: 0..<height, into: buffer.baseAddress!, stride: width)
        }
        // Inside a clip cut at fractions of a pixel.
        let left = Int(random.next() % UInt64(width * 128))
        let top = Int(random.next() % UInt64(height * 128))
        let clip = CoverageRasterizer.Clip(
          left: left, top: top, right: left + 1 + Int(random.next() % UInt64(width * 128)),
          bottom: top + 1 + Int(random.next() % UInt64(height * 128)))
        mix(clipped(rasterizer, clip))
      }
      mix(whole)
    }
    return hash
  }

  @Test func squareBoxes() {
    #expect(Self.digest(seed: 1, width: 48, height: 48, count: 400) == 11_108_759_349_518_475_548)
  }

  @Test func wideBox() {
    #expect(Self.digest(seed: 2, width: 1500, height: 6, count: 40) == 16_670_204_838_415_976_965)
  }

  /// Taller than one band of rows.
  @Test func tallBox() {
    #expect(Self.digest(seed: 3, width: 20, height: 1300, count: 30) == 7_634_526_148_272_029_693)
  }

  @Test func mediumBox() {
    #expect(Self.digest(seed: 4, width: 300, height: 200, count: 60) == 16_759_016_806_552_258_687)
  }
}
