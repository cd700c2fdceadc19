import BezelDrawing
import Foundation
import Testing

@testable import BezelLottie

/// The Lottie player's trims, text-on-path outlines and spatial curves, measured by
/// BezelDrawing's `PathMeasure`.
@Suite struct TrimAndPathGeometryTests {
  /// A straight open outline from `a` to `b`.
  static func line(_ a: CGPoint, _ b: CGPoint) -> BezierShape {
    var shape = BezierShape(closed: false)
    shape.add(vertex: a, in: a, out: a)
    shape.add(vertex: b, in: b, out: b)
    return shape
  }

  @Test func individuallyTrimsShapesAsOneSequence() {
    // Two shapes 100 long each; 25 %…75 % of the 200 is the second half of the first and
    // the first half of the second.
    let first = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
    let second = Self.line(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10))
    let trimmed = PathModifiers.trimSequence([[first], [second]], ranges: [(0.25, 0.75)])
    #expect(trimmed.map(\.count) == [1, 1])
    #expect(trimmed[0].first?.vertices == [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0)])
    #expect(trimmed[1].first?.vertices == [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10)])
  }

  @Test func simultaneouslyTrimsEachShapeToTheSameRange() {
    let shape = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
    #expect(
      PathModifiers.trim([shape], ranges: [(0.25, 0.75)]).first?.vertices == [
        CGPoint(x: 25, y: 0), CGPoint(x: 75, y: 0),
      ])
    // A wrapping range gives two open pieces, the one at the end of the outline first.
    let pieces = PathModifiers.trim([shape], ranges: [(0.75, 1), (0, 0.25)])
    #expect(
      pieces.map(\.vertices) == [
        [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0)], [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0)],
      ])
    #expect(pieces.allSatisfy { !$0.closed })
  }

  @Test func aTrimCutsCurvesWhereTheirArcLengthIsReached() throws {
    // Half of a quarter circle (four Lottie vertices' worth, one segment) ends at 45°.
    let k = 100 * GeometryNode.kappa
    var quarter = BezierShape(closed: false)
    quarter.add(
      vertex: CGPoint(x: 100, y: 0), in: CGPoint(x: 100, y: 0), out: CGPoint(x: 100, y: k))
    quarter.add(
      vertex: CGPoint(x: 0, y: 100), in: CGPoint(x: k, y: 100), out: CGPoint(x: 0, y: 100))
    let half = try #require(PathModifiers.trim([quarter], ranges: [(0, 0.5)]).first)
    let end = try #require(half.vertices.last)
    // The cubic is symmetric about the diagonal, so half its length ends on it.
    #expect(abs(end.x - end.y) < 1e-9)
  }

  @Test func textOutlinesWrapWhenClosedAndRunOnStraightWhenOpen() throws {
    let open = CompiledTextPath.Outline(Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)))
    #expect(open.total == 100)
    #expect(open.locate(-10)?.point == CGPoint(x: -10, y: 0))
    #expect(open.locate(110)?.point == CGPoint(x: 110, y: 0))
    var square = BezierShape(closed: true)
    for p in [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ] {
      square.add(vertex: p, in: p, out: p)
    }
    let closed = CompiledTextPath.Outline(square)
    #expect(closed.total == 40)
    let wrapped = try #require(closed.locate(45))
    #expect(wrapped.point == CGPoint(x: 5, y: 0))
    #expect(wrapped.angle == 0)
    // Down the right side, heading +y.
    #expect(closed.locate(-25)?.angle == .pi / 2)
  }

  @Test func spatialCurvesFollowLottieWebsChords() {
    let (p0, c1, c2, p1) = (
      CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 100)
    )
    let curve = SpatialCurve(from: p0, control1: c1, control2: c2, to: p1)
    #expect(curve.point(atFraction: 0) == p0)
    #expect(curve.point(atFraction: 1) == p1)
    // After the last keyframe the heading is the last of 150 chords', not the end tangent
    // (which points straight down here).
    let cubic = PathSegment.cubic(p0.simd, c1.simd, c2.simd, p1.simd)
    let beforeEnd = cubic.point(at: 149.0 / 150)
    let lastChord = atan2(p1.y - beforeEnd.y, p1.x - beforeEnd.x)
    #expect(abs(curve.direction(atFraction: 1) - lastChord) < 1e-12)
    #expect(abs(lastChord - .pi / 2) > 1e-4)
    // Overshooting runs on along that chord.
    let past = curve.point(atFraction: 1.1)
    #expect(abs(atan2(past.y - p1.y, past.x - p1.x) - lastChord) < 1e-9)
  }
}
