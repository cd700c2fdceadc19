import BezelDrawing
import BezelLayers
import BezelTestSupport
import Foundation
import Testing

@testable import BezelRaster

/// Bezel's own fill rasteriser (``CoverageRasterizer``) against Cairo's: the same paths
/// filled with and without it, compared pixel by pixel.
///
/// Cairo samples 15 rows per pixel where the rasteriser takes the exact area, so edges
/// differ by a few levels; the bounds below say how many, over random and hostile paths.
@Suite struct CoverageRasterizerTests {
  static let size = 64
  // The bounds, in levels of 255, as measured (largest 32, mean 0.46; crossing outlines
  // mean 0.36, worst outline 1.08, one pixel in 150,000 more than 32 apart, where Cairo's
  // 15 sampled rows miss a sliver) with a margin. Summing edge areas in pixels that
  // crossing edges share gave a mean of 1.20 and 1.0 % of pixels more than 32 apart.
  static let simpleMax = 40
  static let simpleMean = 0.8
  static let crossingMeanEach = 2.0
  static let crossingMean = 0.6
  static let crossingFarShare = 0.0002

  /// The alpha of `items` on a clear canvas by Cairo's fills, or with the rasteriser where
  /// the painter uses it; kept coverage is off, so every fill is drawn afresh. For opaque
  /// black this is Cairo's coverage itself.
  static func coverage(_ items: [DisplayItem], rasteriser: Bool) throws -> [UInt8] {
    let list = DisplayList(size: CGSize(width: size, height: size), items: items)
    let bitmap = try KeptCoverage.disabled {
      try CoverageRasterizer.$isEnabled.withValue(rasteriser) { try Canvas().render(list) }
    }
    return (0..<size * size).map { bitmap.pixel(x: $0 % size, y: $0 / size).a }
  }

  /// The rasteriser's coverage of `path` under `transform` over the canvas.
  static func rasterised(_ path: Path, rule: FillRule, transform: Transform) -> [UInt8] {
    let rasterizer = CoverageRasterizer()
    var out = [UInt8](repeating: 0, count: size * size)
    let box = FrameDamage.Box(minX: 0, minY: 0, maxX: size, maxY: size)
    guard rasterizer.prepare(path, transform: transform, rule: rule, box: box) else { return out }
    out.withUnsafeMutableBufferPointer { buffer in
      rasterizer.render(rows: 0..<size, into: buffer.baseAddress!, stride: size)
    }
    return out
  }

  /// The largest and the mean absolute difference between the rasteriser's and Cairo's
  /// coverage of `path`, the mean over the pixels either covers, and how many pixels are
  /// more than 32 levels apart.
  static func difference(
    _ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity
  ) throws -> (max: Int, mean: Double, covered: Int, far: Int) {
    let fill = DisplayItem.fill(path, paint: .color(.black), rule: rule)
    let item =
      transform.isIdentity ? fill : .group(GroupItem(transform: transform, children: [fill]))
    let ours = rasterised(path, rule: rule, transform: transform)
    let cairo = try coverage([item], rasteriser: false)
    var largest = 0
    var total = 0
    var covered = 0
    var far = 0
    for (a, b) in zip(ours, cairo) where a != 0 || b != 0 {
      let d = abs(Int(a) - Int(b))
      if d > 32 { far += 1 }
      largest = max(largest, d)
      total += d
      covered += 1
    }
    return (largest, covered == 0 ? 0 : Double(total) / Double(covered), covered, far)
  }

  static func point(_ rng: inout SeededGenerator, _ range: ClosedRange<Double>) -> CGPoint {
    CGPoint(x: Double.random(in: range, using: &rng), y: Double.random(in: range, using: &rng))
  }

  /// A closed random polygon or curve shape, often self-intersecting, partly off-canvas.
  static func randomPath(_ rng: inout SeededGenerator) -> Path {
    var path = Path()
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      path.move(to: point(&rng, -16...80))
      for _ in 0..<Int.random(in: 2...9, using: &rng) {
        switch Int.random(in: 0...2, using: &rng) {
        case 0: path.addLine(to: point(&rng, -16...80))
        case 1: path.addQuadCurve(to: point(&rng, -16...80), control: point(&rng, -16...80))
        default:
          path.addCurve(
            to: point(&rng, -16...80), control1: point(&rng, -16...80),
            control2: point(&rng, -16...80))
        }
      }
      if Bool.random(using: &rng) { path.closeSubpath() }
    }
    return path
  }

  /// A simple closed outline: a polygon or a curve through points at increasing angles
  /// around a centre (so it never crosses itself), an ellipse or a rounded rectangle.
  static func simplePath(_ rng: inout SeededGenerator) -> Path {
    let centre = point(&rng, 8...56)
    let r = Double.random(in: 0.3...40, using: &rng)
    switch Int.random(in: 0...3, using: &rng) {
    case 0:
      let w = Double.random(in: 0.2...2, using: &rng) * r
      return Path(ellipseIn: CGRect(x: centre.x - w / 2, y: centre.y - r / 2, width: w, height: r))
    case 1:
      let w = Double.random(in: 0.2...2, using: &rng) * r
      return Path(
        roundedRect: CGRect(x: centre.x - w / 2, y: centre.y - r / 2, width: w, height: r),
        cornerRadius: Double.random(in: 0...(min(w, r) / 2), using: &rng))
    default:
      let count = Int.random(in: 3...14, using: &rng)
      let curved = Bool.random(using: &rng)
      var angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }
      angles.sort()
      let points = angles.map { a in
        let radius = r * Double.random(in: 0.3...1, using: &rng)
        return CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
      }
      return Path { p in
        p.move(to: points[0])
        for i in 1...count {
          let q = points[i % count]
          if curved {
            // Bulging outwards from the centre by a little: still simple.
            let m = CGPoint(x: (points[i - 1].x + q.x) / 2, y: (points[i - 1].y + q.y) / 2)
            let c = CGPoint(
              x: m.x + 0.15 * (m.x - centre.x), y: m.y + 0.15 * (m.y - centre.y))
            p.addQuadCurve(to: q, control: c)
          } else {
            p.addLine(to: q)
          }
        }
        p.closeSubpath()
      }
    }
  }

  /// A random affine transform about the canvas centre: rotation, scale, shear.
  static func transform(_ rng: inout SeededGenerator) -> Transform {
    let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
    let (sx, sy) = (
      Double.random(in: 0.4...1.6, using: &rng), Double.random(in: 0.4...1.6, using: &rng)
    )
    let shear = Double.random(in: -0.5...0.5, using: &rng)
    let (c, s) = (cos(angle), sin(angle))
    let a = c * sx
    let b = s * sx
    let cc = (c * shear - s) * sy
    let d = (s * shear + c) * sy
    return Transform(
      a: a, b: b, c: cc, d: d, tx: 32 - 32 * a - 32 * cc + Double.random(in: -1...1, using: &rng),
      ty: 32 - 32 * b - 32 * d + Double.random(in: -1...1, using: &rng))
  }

  /// Outlines that do not cross themselves: the exact area and Cairo's 15 sampled rows
  /// agree within a few levels everywhere.
  @Test func simpleOutlinesMatchCairoWithinAFewLevels() throws {
    var rng = SeededGenerator(seed: 13)
    var means: [Double] = []
    var largest = 0
    for i in 0..<160 {
      let path = Self.simplePath(&rng)
      let transform = i % 4 == 0 ? .identity : Self.transform(&rng)
      let rule: FillRule = i % 2 == 0 ? .nonZero : .evenOdd
      let d = try Self.difference(path, rule: rule, transform: transform)
      largest = max(largest, d.max)
      means.append(d.mean)
      #expect(d.max <= Self.simpleMax, "outline \(i) (\(rule)): max \(d.max), mean \(d.mean)")
    }
    let mean = means.reduce(0, +) / Double(means.count)
    print("simple outlines: largest \(largest), mean \(mean)")
    #expect(mean < Self.simpleMean, "mean difference \(mean)")
  }

  /// Where edges cross inside one pixel the rasteriser measures the inside strip by strip
  /// (``CoverageRasterizer``'s shared cells), so it agrees with Cairo's sampled winding as
  /// closely as on simple outlines: summed areas would over-cover where two layers overlap
  /// and cancel where windings of opposite signs meet.
  @Test func crossingOutlinesDifferOnlyWhereEdgesCross() throws {
    var rng = SeededGenerator(seed: 17)
    var manyCircles = Path()
    for _ in 0..<150 {
      let c = Self.point(&rng, 0...64)
      let r = Double.random(in: 0.2...4, using: &rng)
      manyCircles.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }
    let star = Path { p in
      for k in 0..<5 {
        let a = Double(k) * 4 * .pi / 5 - .pi / 2
        let q = CGPoint(x: 32 + 24 * cos(a), y: 32 + 24 * sin(a))
        if k == 0 { p.move(to: q) } else { p.addLine(to: q) }
      }
      p.closeSubpath()
    }
    var paths = [star, manyCircles]
    for _ in 0..<80 { paths.append(Self.randomPath(&rng)) }
    var far = 0
    var covered = 0
    var means: [Double] = []
    for (i, path) in paths.enumerated() {
      for rule in [FillRule.nonZero, .evenOdd] {
        let d = try Self.difference(path, rule: rule)
        far += d.far
        covered += d.covered
        means.append(d.mean)
        #expect(
          d.mean < Self.crossingMeanEach, "outline \(i) (\(rule)): max \(d.max), mean \(d.mean)")
      }
    }
    let mean = means.reduce(0, +) / Double(means.count)
    let share = Double(far) / Double(covered)
    print(
      "crossing outlines: mean \(mean), worst mean \(means.max() ?? 0), share over 32 levels \(share)"
    )
    #expect(mean < Self.crossingMean, "mean difference \(mean)")
    #expect(share < Self.crossingFarShare, "share of pixels more than 32 levels apart \(share)")
  }

  @Test func hostileOutlinesMatchCairo() throws {
    let cases: [(String, Path)] = [
      ("tiny", Path(rect: CGRect(x: 10.2, y: 10.3, width: 0.3, height: 0.2))),
      ("huge", Path(rect: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))),
      (
        "huge triangle",
        Path { p in
          p.move(to: CGPoint(x: -1e6, y: -3e5))
          p.addLine(to: CGPoint(x: 2e6, y: 31.5))
          p.addLine(to: CGPoint(x: -5e5, y: 4e6))
          p.closeSubpath()
        }
      ),
      ("off canvas", Path(ellipseIn: CGRect(x: 100, y: -50, width: 30, height: 30))),
      ("left of canvas", Path(rect: CGRect(x: -40, y: 10, width: 20, height: 30))),
      (
        "sliver",
        Path { p in
          p.move(to: CGPoint(x: 2, y: 3))
          p.addLine(to: CGPoint(x: 60, y: 50))
          p.addLine(to: CGPoint(x: 60.02, y: 50.03))
          p.closeSubpath()
        }
      ),
      ("horizontal sliver", Path(rect: CGRect(x: 3.3, y: 20.45, width: 50, height: 0.05))),
      (
        "ring with a hole",
        Path { p in
          p.addEllipse(in: CGRect(x: 4, y: 4, width: 56, height: 56))
          p.addPath(
            Path(ellipseIn: CGRect(x: 14, y: 14, width: 36, height: 36)),
            transform: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 64))
        }
      ),
      (
        "open outline",
        Path { p in
          p.move(to: CGPoint(x: 4, y: 4))
          p.addLine(to: CGPoint(x: 60, y: 20))
          p.addLine(to: CGPoint(x: 30, y: 60))
        }
      ),
    ]
    for (name, path) in cases {
      for rule in [FillRule.nonZero, .evenOdd] {
        let d = try Self.difference(path, rule: rule)
        #expect(d.max <= Self.simpleMax, "\(name) \(rule): max \(d.max), mean \(d.mean)")
        #expect(d.mean < 2, "\(name) \(rule): max \(d.max), mean \(d.mean)")
      }
    }
    let huge = Self.rasterised(
      Path(rect: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)), rule: .nonZero,
      transform: .identity)
    #expect(huge.allSatisfy { $0 == 255 })
  }

  @Test func nonFinitePointsDrawNothing() throws {
    for bad in [Double.nan, .infinity, -.infinity, 1e300] {
      let path = Path { p in
        p.move(to: CGPoint(x: 4, y: 4))
        p.addLine(to: CGPoint(x: 60, y: 8))
        p.addCurve(
          to: CGPoint(x: 10, y: 60), control1: CGPoint(x: bad, y: 30),
          control2: CGPoint(x: 30, y: 50))
        p.closeSubpath()
      }
      let rasterizer = CoverageRasterizer()
      let box = FrameDamage.Box(minX: 0, minY: 0, maxX: 64, maxY: 64)
      #expect(!rasterizer.prepare(path, transform: .identity, rule: .nonZero, box: box))
      #expect(CoverageRasterizer.deviceBox(of: path, transform: .identity) == nil)
      let fill = DisplayItem.fill(path, paint: .color(.init(white: 0, alpha: 0.5)))
      let ours = try Self.coverage([fill], rasteriser: true)
      #expect(ours == (try Self.coverage([fill], rasteriser: false)), "\(bad)")
      // Beyond Cairo's fixed-point range the fill is left to Cairo as it was.
      if !bad.isFinite { #expect(ours.allSatisfy { $0 == 0 }, "\(bad)") }
    }
  }

  /// Where coverage is whole, a translucent colour blends with exactly Cairo's arithmetic,
  /// over a clear surface and over colour.
  @Test func translucentColoursBlendLikeCairo() throws {
    let square = Path(rect: CGRect(x: 8, y: 8, width: 40, height: 40))
    let colors = [
      Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.37),
      Color(red: 0.2, green: 0.7, blue: 1, alpha: 0.81),
      Color(red: 1, green: 1, blue: 1, alpha: 0.004),
    ]
    for color in colors {
      let items: [DisplayItem] = [
        .fill(
          Path(rect: CGRect(x: 0, y: 0, width: 32, height: 64)),
          paint: .color(.init(red: 0.1, green: 0.5, blue: 0.3, alpha: 0.6))),
        .fill(square, paint: .color(color)),
      ]
      let list = DisplayList(size: CGSize(width: 64, height: 64), items: items)
      func render(_ on: Bool) throws -> Bitmap {
        try KeptCoverage.disabled {
          try CoverageRasterizer.$isEnabled.withValue(on) { try Canvas().render(list) }
        }
      }
      let ours = try render(true)
      let cairo = try render(false)
      for y in 0..<64 {
        for x in 0..<64 {
          let (a, b) = (ours.pixel(x: x, y: y), cairo.pixel(x: x, y: y))
          #expect(a == b, "\(color) at \(x), \(y): \(a) vs \(b)")
          if a != b { return }
        }
      }
    }
  }

  /// A clip of whole pixels limits the blend; a clip with soft edges leaves the fill to
  /// Cairo, so both draw the same.
  @Test func clipsCutTheFillAsCairoDoes() throws {
    let disc = Path(ellipseIn: CGRect(x: 4, y: 4, width: 56, height: 56))
    for clip in [
      Path(rect: CGRect(x: 10, y: 12, width: 30, height: 20)),
      Path(ellipseIn: CGRect(x: 10, y: 12, width: 30, height: 20)),
    ] {
      let item = DisplayItem.group(
        GroupItem(
          clip: clip, children: [.fill(disc, paint: .color(.init(white: 0, alpha: 0.5)))]))
      let ours = try Self.coverage([item], rasteriser: true)
      let cairo = try Self.coverage([item], rasteriser: false)
      #expect(ours.contains { $0 > 100 })
      #expect(zip(ours, cairo).allSatisfy { abs(Int($0) - Int($1)) <= 16 })
      // Nothing outside the clip's box.
      for y in 0..<Self.size where y < 11 || y > 33 {
        #expect(ours[y * Self.size..<(y + 1) * Self.size].allSatisfy { $0 == 0 })
      }
    }
  }

  /// A pixel's coverage is the same whatever box it is rendered in: a fill redrawn inside a
  /// damage box must give a whole redraw's pixels, byte for byte.
  @Test func coverageDoesNotDependOnTheBox() throws {
    var rng = SeededGenerator(seed: 23)
    let whole = FrameDamage.Box(minX: 0, minY: 0, maxX: Self.size, maxY: Self.size)
    for i in 0..<60 {
      let path = i % 2 == 0 ? Self.randomPath(&rng) : Self.simplePath(&rng)
      let transform = i % 3 == 0 ? Transform.identity : Self.transform(&rng)
      let rule: FillRule = i % 4 < 2 ? .nonZero : .evenOdd
      let full = Self.rasterised(path, rule: rule, transform: transform)
      for _ in 0..<6 {
        let x0 = Int.random(in: 0..<Self.size - 1, using: &rng)
        let y0 = Int.random(in: 0..<Self.size - 1, using: &rng)
        let box = FrameDamage.Box(
          minX: x0, minY: y0, maxX: Int.random(in: x0 + 1...Self.size, using: &rng),
          maxY: Int.random(in: y0 + 1...Self.size, using: &rng))
        #expect(whole.contains(box))
        let rasterizer = CoverageRasterizer()
        guard rasterizer.prepare(path, transform: transform, rule: rule, box: box) else {
          Issue.record("outline \(i) refused")
          continue
        }
        let width = box.maxX - box.minX
        var part = [UInt8](repeating: 0, count: width * (box.maxY - box.minY))
        part.withUnsafeMutableBufferPointer { buffer in
          rasterizer.render(
            rows: 0..<(box.maxY - box.minY), into: buffer.baseAddress!, stride: width)
        }
        var differing = 0
        for y in box.minY..<box.maxY {
          for x in box.minX..<box.maxX
          where part[(y - box.minY) * width + x - box.minX] != full[y * Self.size + x] {
            differing += 1
          }
        }
        #expect(differing == 0, "outline \(i) in \(box): \(differing) pixels differ")
      }
    }
  }
}
