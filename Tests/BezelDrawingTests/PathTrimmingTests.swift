import BezelDrawing
import Foundation
import Testing

@Suite struct PathTrimmingTests {
  /// A ring as the countdown ring draws it: from 12 o'clock, clockwise on screen.
  let ring = Path {
    $0.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
  }

  /// (0,0) → (10,0) → (10,5): 15 long with a corner at 10.
  let elbow = Path {
    $0.move(to: CGPoint(x: 0, y: 0))
    $0.addLine(to: CGPoint(x: 10, y: 0))
    $0.addLine(to: CGPoint(x: 10, y: 5))
  }

  /// Two horizontal lines, 10 and 30 long: 40 in all.
  let twoLines = Path {
    $0.move(to: CGPoint(x: 0, y: 0))
    $0.addLine(to: CGPoint(x: 10, y: 0))
    $0.move(to: CGPoint(x: 0, y: 10))
    $0.addLine(to: CGPoint(x: 30, y: 10))
  }

  /// A 10 × 10 square from the origin, clockwise on screen, closed: 40 long.
  let square = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test func ringTrimmedToAQuarterEndsAtThreeOClock() {
    // The ring is four equal quarter cubics, so a quarter of its length ends exactly at a
    // vertex; halves and three quarters likewise.
    let quarter = ring.trimmed(from: 0, to: 0.25)
    #expect(quarter.firstPoint == ring.firstPoint)
    #expect(isClose(ring.firstPoint, CGPoint(x: 50, y: 10), within: 1e-12))
    #expect(isClose(quarter.currentPoint, CGPoint(x: 90, y: 50), within: 1e-9))
    #expect(
      isClose(ring.trimmed(from: 0, to: 0.5).currentPoint, CGPoint(x: 50, y: 90), within: 1e-9))
    let middle = ring.trimmed(from: 0.25, to: 0.75)
    #expect(isClose(middle.firstPoint, CGPoint(x: 90, y: 50), within: 1e-9))
    #expect(isClose(middle.currentPoint, CGPoint(x: 10, y: 50), within: 1e-9))
  }

  @Test func ringTrimmedToAnEighthEndsHalfwayAlongACubic() {
    // An eighth of the ring is half of the first quarter cubic. That cubic is symmetric, so
    // half its length is at t = ½, which this approximation puts exactly on the circle at 45°.
    let offset = 40 / 2.0.squareRoot()
    let eighth = ring.trimmed(from: 0, to: 0.125)
    #expect(eighth.shape == "MC")
    #expect(isClose(eighth.currentPoint, CGPoint(x: 50 + offset, y: 50 - offset), within: 1e-9))
    // The piece is an exact part of the original curve, so it is half the quarter's length.
    #expect(isClose(eighth.length, ring.length / 8, within: 1e-9))
  }

  @Test func cutsInvertArcLengthNotTheParameter() {
    // x(t) = 3t³ on the x axis (control points all at the start): 3 long. Half its length is
    // x = 1.5; half its parameter range would be x = 3/8.
    let path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(to: CGPoint(x: 3, y: 0), control1: .zero, control2: .zero)
    }
    let half = path.trimmed(from: 0, to: 0.5)
    #expect(isClose(half.currentPoint, CGPoint(x: 1.5, y: 0), within: 1e-9))
    let back = path.trimmed(from: 0.5, to: 1)
    #expect(isClose(back.firstPoint, CGPoint(x: 1.5, y: 0), within: 1e-9))
    #expect(back.currentPoint == CGPoint(x: 3, y: 0))
  }

  @Test func elbowTrimmedAtKnownDistances() {
    // 0.2…0.8 of 15 is 3…12: from (3,0) round the corner to 2 down the second side.
    let piece = elbow.trimmed(from: 0.2, to: 0.8)
    #expect(
      piece.elements == [
        .move(to: CGPoint(x: 3, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
        .line(to: CGPoint(x: 10, y: 2)),
      ])
    #expect(elbow.trimmed(from: 0, to: 0.5).currentPoint == CGPoint(x: 7.5, y: 0))
  }

  @Test func trimsCrossSubpathsInOrder() {
    // 0.125…0.5 of 40 is 5…20: the second half of the first line and the first 10 of the
    // second.
    let piece = twoLines.trimmed(from: 0.125, to: 0.5)
    #expect(
      piece.elements == [
        .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
        .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)),
      ])
    // Ending exactly where the second subpath starts draws nothing of it.
    #expect(twoLines.trimmed(from: 0, to: 0.25).elements == Array(twoLines.elements[0..<2]))
  }

  @Test func wholeClosedSubpathsStayClosedAndCutOnesOpen() {
    var path = square
    path.move(to: CGPoint(x: 0, y: 20))
    path.addLine(to: CGPoint(x: 40, y: 20))
    // 0…0.75 of 80 is the whole square (closed, as it was) and half the line.
    let piece = path.trimmed(from: 0, to: 0.75)
    #expect(
      piece.elements == square.elements + [
        .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 20, y: 20)),
      ])
    // 0.9 of the square alone is 36: along the closing line (0,10) → (0,0), 6 down it.
    let open = square.trimmed(from: 0, to: 0.9)
    #expect(
      open.elements == [
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
        .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10)),
        .line(to: CGPoint(x: 0, y: 4)),
      ])
    #expect(!open.isClosed)
    #expect(square.isClosed)
  }

  @Test func valuesAreClampedAndEmptyRangesAreEmpty() {
    #expect(elbow.trimmed(from: -1, to: 2) == elbow)
    #expect(elbow.trimmed(from: 0, to: 1) == elbow)
    #expect(elbow.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(elbow.trimmed(from: 0.7, to: 0.2).isEmpty)
    #expect(elbow.trimmed(from: 1, to: 3).isEmpty)
    #expect(elbow.trimmed(from: .nan, to: 1).isEmpty)
    #expect(elbow.trimmed(from: -5, to: 0.2).currentPoint == CGPoint(x: 3, y: 0))
    #expect(Path().trimmed(from: 0.2, to: 0.4).isEmpty)
  }

  @Test func piecesVisitEverySubpathTheRangeTouchesAsOpenRuns() {
    // 4…36 of the closed square (40) and the two lines (2 × 20) side by side.
    var runs: [[PathSegment]] = []
    PathMeasure(square).forEachPiece(from: 4, to: 36) { piece, startsRun in
      if startsRun { runs.append([]) }
      runs[runs.count - 1].append(piece)
    }
    #expect(runs.count == 1)
    #expect(runs[0].map(\.p0) == [SIMD2(4, 0), SIMD2(10, 0), SIMD2(10, 10), SIMD2(0, 10)])
    #expect(runs[0].last?.p3 == SIMD2(0, 4))
    // A subpath inside the range is visited piece by piece too, each subpath its own run.
    var starts: [SIMD2<Double>] = []
    PathMeasure(twoLines).forEachPiece(from: 0, to: 30) { piece, startsRun in
      if startsRun { starts.append(piece.p0) }
    }
    #expect(starts == [SIMD2(0, 0), SIMD2(0, 10)])
    // A range ending where a subpath starts takes nothing of it.
    var count = 0
    PathMeasure(twoLines).forEachPiece(from: 5, to: 10) { _, _ in count += 1 }
    #expect(count == 1)
  }

  @Test func chordMeasurementFollowsTheChords() throws {
    // A quarter circle as 4 chords: shorter than the arc, and a point along the first chord
    // lies on it, heading along it.
    let k = 10 * 0.5522847498
    let curve = PathSegment.cubic(SIMD2(10, 0), SIMD2(10, k), SIMD2(k, 10), SIMD2(0, 10))
    let quarter = Path {
      $0.move(to: CGPoint(x: 10, y: 0))
      $0.addCurve(
        to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: k), control2: CGPoint(x: k, y: 10))
    }
    let exact = PathMeasure(quarter)
    let chords = PathMeasure(quarter, curves: .chords(4))
    #expect(chords.length < exact.length)
    #expect(chords.length > 0.99 * exact.length)
    let a = curve.p0
    let b = curve.point(at: 0.25)
    let start = try #require(chords.position(atDistance: distance(a, b) / 2))
    #expect(isClose(start.point, CGPoint((a + b) / 2), within: 1e-9))
    #expect(abs(start.tangentAngle - atan2(b.y - a.y, b.x - a.x)) < 1e-12)
    // The exact measure puts the same distance on the curve, off the chord.
    let onCurve = try #require(exact.position(atDistance: distance(a, b) / 2))
    #expect(!isClose(onCurve.point, CGPoint((a + b) / 2), within: 1e-3))
  }

  @Test func measureGivesPositionsAndTangents() {
    let measure = PathMeasure(elbow)
    #expect(measure.length == 15)
    #expect(
      measure.position(atDistance: 5) == PathPosition(point: CGPoint(x: 5, y: 0), tangentAngle: 0))
    let down = measure.position(atDistance: 12)
    #expect(down?.point == CGPoint(x: 10, y: 2))
    #expect(isClose(down?.tangentAngle ?? 0, .pi / 2, within: 1e-15))
    // At the corner, the end of the first side; beyond the end, clamped to it.
    #expect(measure.position(atDistance: 10)?.tangentAngle == 0)
    #expect(measure.position(atDistance: 99)?.point == CGPoint(x: 10, y: 5))
    #expect(measure.position(atDistance: -3)?.point == .zero)
    #expect(PathMeasure(Path()).position(atDistance: 0) == nil)
  }

  @Test func ringTangentsFollowTheClockwiseDirection() {
    let measure = PathMeasure(ring)
    // At 12 o'clock, moving right (+x); at 3 o'clock, moving down (+y).
    #expect(isClose(measure.position(atFraction: 0)?.tangentAngle ?? 1, 0, within: 1e-12))
    let three = measure.position(atFraction: 0.25)
    #expect(isClose(three?.point, CGPoint(x: 90, y: 50), within: 1e-9))
    #expect(isClose(three?.tangentAngle ?? 0, .pi / 2, within: 1e-9))
  }

  @Test func tangentsWhereTheDerivativeVanishes() {
    // (t², t³) starts with zero speed; its direction there is the limit of (2t, 3t²), i.e. +x.
    let cusp = PathMeasure(
      Path {
        $0.move(to: .zero)
        $0.addCurve(
          to: CGPoint(x: 1, y: 1), control1: .zero, control2: CGPoint(x: 1.0 / 3, y: 0))
      })
    #expect(cusp.position(atDistance: 0)?.tangentAngle == 0)
    // Going out and back along +x: at the end it travels towards −x.
    let back = PathMeasure(
      Path {
        $0.move(to: .zero)
        $0.addCurve(
          to: .zero, control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 10, y: 0))
      })
    #expect(back.position(atFraction: 1)?.tangentAngle == .pi)
    #expect(back.position(atFraction: 0.25)?.tangentAngle == 0)
  }

  @Test func measureTrimsMatchPathTrims() {
    let measure = PathMeasure(ring)
    for (a, b) in [(0.0, 0.3), (0.1, 0.9), (0.33, 0.34), (0.6, 1)] {
      #expect(measure.trimmed(from: a, to: b) == ring.trimmed(from: a, to: b))
    }
  }

  @Test func trimmingACubicInTheMiddleKeepsItOnTheCurve() {
    // The semicubical parabola (t², t³): a piece's points all satisfy y² = x³.
    let path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(
        to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 1.0 / 3, y: 0))
    }
    let piece = path.trimmed(from: 0.3, to: 0.7)
    let measure = PathMeasure(piece)
    for i in 0...10 {
      guard let p = measure.position(atFraction: Double(i) / 10)?.point else { continue }
      #expect(isClose(p.y * p.y, p.x * p.x * p.x, within: 1e-12))
    }
    #expect(isClose(piece.length, 0.4 * path.length, within: 1e-9))
  }
}
