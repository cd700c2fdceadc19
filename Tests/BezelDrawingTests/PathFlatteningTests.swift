import BezelTestSupport
import Testing

@_spi(Flattening) @testable import BezelDrawing

/// ``PathSegment/flatten(tolerance:_:)`` follows Cairo's spline decomposition point for
/// point: a curve halved (de Casteljau) until both inner control points lie within the
/// tolerance of the chord, the halves in order, at most 16 halvings deep.
@Suite struct PathFlatteningTests {
  /// Cairo's decomposition written out as the recursion it is (`_cairo_spline_decompose_into`:
  /// the error of the hull against its chord, then the two halves), for comparison.
  static func reference(
    _ p: [SIMD2<Double>], toleranceSquared: Double, depth: Int, into points: inout [SIMD2<Double>]
  ) {
    func distanceSquared(_ q: SIMD2<Double>) -> Double {
      let chord = p[3] - p[0]
      let length = chord.x * chord.x + chord.y * chord.y
      var v = q - p[0]
      if length > 0 {
        let u = v.x * chord.x + v.y * chord.y
        if u >= length {
          v -= chord
        } else if u > 0 {
          v -= u / length * chord
        }
      }
      return v.x * v.x + v.y * v.y
    }
    if depth == 0 || max(distanceSquared(p[1]), distanceSquared(p[2])) < toleranceSquared {
      points.append(p[3])
      return
    }
    let a = p[0] + 0.5 * (p[1] - p[0])
    let b = p[1] + 0.5 * (p[2] - p[1])
    let c = p[2] + 0.5 * (p[3] - p[2])
    let ab = a + 0.5 * (b - a)
    let bc = b + 0.5 * (c - b)
    let m = ab + 0.5 * (bc - ab)
    for half in [[p[0], a, ab, m], [m, bc, c, p[3]]] {
      reference(half, toleranceSquared: toleranceSquared, depth: depth - 1, into: &points)
    }
  }

  @Test func cubicsGiveCairosPointsInOrder() {
    var generator = SeededGenerator(seed: 0x5EED)
    for trial in 0..<300 {
      // From tiny to large curves, some with coinciding or collinear control points.
      let scale = [0.3, 4, 60, 900, 8000][trial % 5]
      var p = (0..<4).map { _ in
        SIMD2(
          Double.random(in: -1..<1, using: &generator) * scale,
          Double.random(in: -1..<1, using: &generator) * scale)
      }
      if trial % 7 == 0 { p[1] = p[0] }
      if trial % 11 == 0 { p[2] = p[3] }
      if trial % 13 == 0 { p[3] = p[0] }
      let tolerance = [0.1, 0.25, 0.002][trial % 3]
      var expected: [SIMD2<Double>] = []
      Self.reference(
        p, toleranceSquared: tolerance * tolerance, depth: PathSegment.maximumFlatteningDepth,
        into: &expected)
      var points: [SIMD2<Double>] = []
      PathSegment.cubic(p[0], p[1], p[2], p[3]).flatten(tolerance: tolerance) {
        points.append($0)
      }
      #expect(points == expected, "trial \(trial)")
    }
  }

  /// Records the points a specialised flattening hands over, as a rasteriser's sink takes them.
  struct RecordingSink: FlatteningSink {
    var points: [SIMD2<Double>] = []

    mutating func lineTo(_ point: SIMD2<Double>) { points.append(point) }
  }

  @Test func aSinkGetsCairosPointsOnTheDeviceGrid() {
    // As the fill rasteriser flattens: control points on the 1/256-pixel grid, Cairo's
    // tolerance of a tenth of a pixel, quadratics raised to cubics; through a sink (the
    // generic flattening, specialised here as for the rasteriser's) and through a segment's
    // closure alike.
    var generator = SeededGenerator(seed: 0xF1A7)
    for trial in 0..<2000 {
      let scale = [0.5, 3, 40, 300, 2000][trial % 5]
      var p = (0..<4).map { _ in
        SIMD2(
          (Double.random(in: -1..<1, using: &generator) * scale * 256).rounded() / 256,
          (Double.random(in: -1..<1, using: &generator) * scale * 256).rounded() / 256)
      }
      if trial % 7 == 0 { p[1] = p[0] }
      if trial % 11 == 0 { p[2] = p[3] }
      if trial % 13 == 0 { p[3] = p[0] }
      let quadratic = trial % 3 == 0
      let segment =
        quadratic ? PathSegment.quad(p[0], p[1], p[3]) : .cubic(p[0], p[1], p[2], p[3])
      let hull =
        quadratic
        ? [p[0], p[0] + 2.0 / 3.0 * (p[1] - p[0]), p[3] + 2.0 / 3.0 * (p[1] - p[3]), p[3]] : p
      var expected: [SIMD2<Double>] = []
      Self.reference(
        hull, toleranceSquared: 0.1 * 0.1, depth: PathSegment.maximumFlatteningDepth,
        into: &expected)
      var sink = RecordingSink()
      CurveFlattening.flatten(
        p[0], p[1], quadratic ? p[1] : p[2], p[3], quadratic: quadratic, tolerance: 0.1,
        into: &sink)
      #expect(sink.points == expected, "trial \(trial)")
      var viaClosure: [SIMD2<Double>] = []
      segment.flatten(tolerance: 0.1) { viaClosure.append($0) }
      #expect(viaClosure == expected, "trial \(trial)")
    }
  }

  @Test func aControlPointNotANumberHalvesAsCairosMaximumDecides() {
    // The first inner point's distance decides alone when it is out of tolerance or not a
    // number; a second one that is not a number leaves the maximum at the first's.
    var generator = SeededGenerator(seed: 0x0DD5)
    // One curve halved as deep as it goes (its first inner point not a number), the rest
    // with the first within tolerance and the second not a number: one line each.
    for trial in 0..<16 {
      var p = (0..<4).map { _ in
        SIMD2(
          Double.random(in: -1..<1, using: &generator) * 30,
          Double.random(in: -1..<1, using: &generator) * 30)
      }
      if trial == 0 {
        p[1].y = .nan
      } else {
        p[1] = p[0] + SIMD2(0.01, 0.01)
        p[2].x = .nan
      }
      var expected: [SIMD2<Double>] = []
      Self.reference(
        p, toleranceSquared: 0.01, depth: PathSegment.maximumFlatteningDepth, into: &expected)
      var sink = RecordingSink()
      CurveFlattening.flatten(
        p[0], p[1], p[2], p[3], quadratic: false, tolerance: 0.1, into: &sink)
      let bits = { (points: [SIMD2<Double>]) in points.map { [$0.x.bitPattern, $0.y.bitPattern] } }
      #expect(bits(sink.points) == bits(expected), "trial \(trial)")
      #expect(sink.points.count == (trial == 0 ? 1 << PathSegment.maximumFlatteningDepth : 1))
    }
  }

  @Test func aQuadraticIsFlattenedAsItsCubic() {
    let (p0, c, p1) = (SIMD2(0.0, 0), SIMD2(50.0, 80), SIMD2(100.0, 0))
    var expected: [SIMD2<Double>] = []
    Self.reference(
      [p0, p0 + 2.0 / 3.0 * (c - p0), p1 + 2.0 / 3.0 * (c - p1), p1], toleranceSquared: 0.01,
      depth: PathSegment.maximumFlatteningDepth, into: &expected)
    var points: [SIMD2<Double>] = []
    PathSegment.quad(p0, c, p1).flatten(tolerance: 0.1) { points.append($0) }
    #expect(points == expected)
    #expect(points.count > 8)
  }

  @Test func theDepthIsBounded() {
    // No tolerance can be met, nor an error that is not a number: 2¹⁶ lines, the last at
    // the curve's end.
    for tolerance in [0, Double.nan] {
      var count = 0
      var last = SIMD2<Double>.zero
      PathSegment.cubic(.zero, SIMD2(0, 100), SIMD2(100, 100), SIMD2(100, 0)).flatten(
        tolerance: tolerance
      ) {
        count += 1
        last = $0
      }
      #expect(count == 1 << PathSegment.maximumFlatteningDepth)
      #expect(last == SIMD2(100, 0))
    }
  }
}
