import BezelTestSupport
import CCairo
import Foundation
import Testing

@testable import BezelRaster

/// ``SampledScanConverter``'s rows sampled edge by edge (``SampledScanConverter/sampleRowByEdges(mask:)``)
/// against sub-row by sub-row sampling and against `cairo_fill`, on polygons built to sit
/// on the edge of its conditions: edges touching, crossing exactly at a row or sub-row
/// boundary, lying on one another, nearly horizontal, wound twice or more, both fill rules.
@Suite struct SampledScanConverterEdgeSamplingTests {
  typealias Reference = SampledScanConverterTests

  /// A 1/256 position near (`x`, `y`), or exactly on it.
  static func point(
    _ x: Double, _ y: Double, jitter: Bool, _ rng: inout SeededGenerator
  ) -> (Int32, Int32) {
    let j: ClosedRange<Int32> = jitter ? -3...3 : 0...0
    return (
      Int32((x * 256).rounded()) + Int32.random(in: j, using: &rng),
      Int32((y * 256).rounded()) + Int32.random(in: j, using: &rng)
    )
  }

  /// A y on a pixel row's boundary or on one of Cairo's sub-row boundaries.
  static func boundary(_ y: Double, _ rng: inout SeededGenerator) -> Double {
    let row = y.rounded(.down)
    return Bool.random(using: &rng) ? row : row + Double(Int.random(in: 1...14, using: &rng)) / 15
  }

  /// A polygon of one of the kinds around (`cx`, `cy`), `size` across.
  static func polygon(
    kind: Int, cx: Double, cy: Double, size: Double, rng: inout SeededGenerator
  ) -> [[(Int32, Int32)]] {
    let r = size / 2
    let jitter = Bool.random(using: &rng)
    func p(_ x: Double, _ y: Double) -> (Int32, Int32) { point(x, y, jitter: jitter, &rng) }
    switch kind {
    case 0:
      // A bow tie whose edges cross at a row or sub-row boundary.
      let yc = boundary(cy, &rng)
      let h = r * .random(in: 0.1...1, using: &rng)
      let w = r * .random(in: 0.1...1, using: &rng)
      return [[p(cx - w, yc - h), p(cx + w, yc + h), p(cx - w, yc + h), p(cx + w, yc - h)]]
    case 1:
      // Two triangles touching at a point, or sharing an edge, the same way round or not.
      let h = r * .random(in: 0.2...1, using: &rng)
      let a = p(cx, boundary(cy, &rng))
      let first = [p(cx - r, cy - h), a, p(cx - r, cy + h)]
      var second = [p(cx + r, cy - h), a, p(cx + r, cy + h)]
      if Bool.random(using: &rng) { second = [first[0], first[1], p(cx + r, cy)] }
      if Bool.random(using: &rng) { second.reverse() }
      return [first, second]
    case 2:
      // The same polygon two or three times, some reversed: windings 2 and more, and
      // coincident edges cancelling.
      let n = Int.random(in: 3...8, using: &rng)
      let base = (0..<n).map { i -> (Int32, Int32) in
        let a = Double(i) / Double(n) * 2 * .pi + .random(in: 0...0.3, using: &rng)
        let rr = r * .random(in: 0.4...1, using: &rng)
        return p(cx + rr * cos(a), cy + rr * sin(a))
      }
      return (0..<Int.random(in: 2...3, using: &rng)).map { _ in
        Bool.random(using: &rng) ? base : base.reversed()
      }
    case 3:
      // Slivers: nearly horizontal edges a fraction of a pixel apart, some overlapping.
      return (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        let y = cy + .random(in: -r...r, using: &rng) / 2
        let rise = Double.random(in: -2...2, using: &rng)
        let t = Double.random(in: 0.05...1.2, using: &rng)
        return [p(cx - r, y), p(cx + r, y + rise), p(cx + r, y + rise + t), p(cx - r, y + t)]
      }
    case 4:
      // Long bands at nearly one slope, crossing at small angles: edges whose rounded
      // columns tie while their exact positions swap.
      let slope = Double.random(in: -3...3, using: &rng)
      return (0..<Int.random(in: 2...5, using: &rng)).map { _ in
        let x = cx + .random(in: -1...1, using: &rng)
        let y = cy - r + .random(in: -1...1, using: &rng)
        let s = slope + .random(in: -0.02...0.02, using: &rng)
        let w = Double.random(in: 0.3...1.5, using: &rng)
        let far = (x + s * 2 * r, y + 2 * r)
        return [p(x, y), p(far.0, far.1), p(far.0 + w, far.1), p(x + w, y)]
      }
    default:
      // Nested rings and stars, vertices on boundaries: many edges starting and ending in
      // one row, windings up to three.
      let n = Int.random(in: 3...12, using: &rng)
      return (0..<Int.random(in: 1...3, using: &rng)).map { k in
        let rr = r * (1 - 0.25 * Double(k))
        let points = (0..<n).map { i -> (Int32, Int32) in
          let a = Double(i) / Double(n) * 2 * .pi
          let y = boundary(cy + rr * sin(a), &rng)
          return p(cx + rr * cos(a), y)
        }
        return Bool.random(using: &rng) ? points : points.reversed()
      }
    }
  }

  /// A seeded case of `kind`, 2–80 pixels across, sometimes clipped.
  static func randomCase(kind: Int, rng: inout SeededGenerator) -> Reference.Case {
    let size = Double.random(in: 2...80, using: &rng)
    let side = Int(size) + 8
    let width = side + Int.random(in: 0...4, using: &rng)
    let height = side + Int.random(in: 0...4, using: &rng)
    let cx = Double(width) / 2 + .random(in: -1...1, using: &rng)
    let cy = Double(height) / 2 + .random(in: -1...1, using: &rng)
    var clip: (x: Int, y: Int, width: Int, height: Int)?
    if Int.random(in: 0..<4, using: &rng) == 0 {
      let x = Int.random(in: 0...(width / 2), using: &rng)
      let y = Int.random(in: 0...(height / 2), using: &rng)
      clip = (
        x, y, Int.random(in: 1...(width - x), using: &rng),
        Int.random(in: 1...(height - y), using: &rng)
      )
    }
    return Reference.Case(
      subpaths: polygon(kind: kind, cx: cx, cy: cy, size: size, rng: &rng), width: width,
      height: height, clip: clip, evenOdd: Bool.random(using: &rng))
  }

  /// 2,400 targeted polygons, each with both fill rules: sampled edge by edge (short pieces
  /// by sub-rows, as by default, or every piece edge by edge), the A8 bytes are those of
  /// sub-row sampling and of `cairo_fill`.
  @Test(arguments: 0..<6)
  func edgeSamplingMatchesSubRowsAndCairo(kind: Int) {
    var rng = SeededGenerator(seed: 0xED6E_0000 + UInt64(kind))
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var compared = 0
    var failures = 0
    for n in 0..<200 {
      var c = Self.randomCase(kind: kind, rng: &rng)
      guard !Reference.isRectilinear(c.subpaths) else { continue }
      for _ in 0..<2 {
        c.evenOdd.toggle()
        let reference = Reference.cairoFill(c, format: CAIRO_FORMAT_A8)
        converter.samplesByEdge = false
        let subRows = Reference.converted(
          c, path: reference.path, polygon: &polygon, converter: &converter)
        converter.samplesByEdge = true
        converter.shortPiece = 0
        let everyPieceByEdge = Reference.converted(
          c, path: reference.path, polygon: &polygon, converter: &converter)
        converter.shortPiece = SampledScanConverter().shortPiece
        let byEdge = Reference.converted(
          c, path: reference.path, polygon: &polygon, converter: &converter)
        compared += 1
        let d =
          Reference.firstDifference(
            byEdge, reference.bytes, stride: reference.stride, width: c.width, height: c.height)
          ?? Reference.firstDifference(
            byEdge, subRows, stride: c.width, width: c.width, height: c.height)
          ?? Reference.firstDifference(
            everyPieceByEdge, subRows, stride: c.width, width: c.width, height: c.height)
        if let d {
          failures += 1
          if failures <= 3 {
            Issue.record(
              "kind \(kind) case \(n) evenOdd \(c.evenOdd) clip \(String(describing: c.clip)): pixel (\(d.x), \(d.y)) is \(d.ours), expected \(d.cairo); path \(reference.path)"
            )
          }
        }
      }
    }
    #expect(failures == 0)
    #expect(compared >= 300)
  }

  /// The seeded polygons of ``SampledScanConverterTests`` come out the same both ways too,
  /// whole rows off as well, so every row is sampled.
  @Test(arguments: [SampledScanConverter.WholeRowPolicy.cairo, .never])
  func edgeSamplingMatchesSubRows(policy: SampledScanConverter.WholeRowPolicy) {
    var rng = SeededGenerator(seed: 0x5AB0)
    var polygon = FixedPolygon()
    var converter = SampledScanConverter()
    var failures = 0
    for n in 0..<700 {
      let c = Reference.randomCase(kind: n % 7, rng: &rng)
      converter.samplesByEdge = false
      let subRows = Reference.converted(
        c, path: c.subpaths, policy: policy, polygon: &polygon, converter: &converter)
      converter.samplesByEdge = true
      let byEdge = Reference.converted(
        c, path: c.subpaths, policy: policy, polygon: &polygon, converter: &converter)
      if byEdge != subRows {
        failures += 1
        if failures <= 3 { Issue.record("case \(n): edge sampling differs from sub-rows") }
      }
    }
    #expect(failures == 0)
  }
}
