import BezelDrawing
import Foundation
import Testing

@Suite struct PathLengthTests {
  @Test func polylineLengthIsTheSumOfItsSides() {
    // 3-4-5 triangle, closed: the closing line counts.
    let triangle = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addLine(to: CGPoint(x: 3, y: 0))
      $0.addLine(to: CGPoint(x: 3, y: 4))
      $0.closeSubpath()
    }
    #expect(isClose(triangle.length, 12, within: 1e-12))
    #expect(isClose(Path(rect: CGRect(x: 5, y: 5, width: 10, height: 4)).length, 28, within: 1e-12))
  }

  @Test func emptyPathsAndLoneMovesHaveNoLength() {
    #expect(Path().length == 0)
    #expect(Path { $0.move(to: CGPoint(x: 4, y: 4)) }.length == 0)
  }

  @Test func quarterCircleIsPiROverTwo() {
    // A quarter arc is one cubic with handles 4/3·tan(π/8)·r. That cubic lies outside the circle
    // by at most 2.7e-4·r (the standard figure for this approximation), and — a convex curve
    // around the arc with the same end points — is never shorter than the arc. So its length is
    // πr/2 from above, within a few 1e-4 relative: we allow 3e-4.
    for r in [1.0, 10, 250] {
      let arc = Path {
        $0.addArc(
          center: CGPoint(x: 7, y: -3), radius: r, startAngle: 0, endAngle: .pi / 2,
          clockwise: true)
      }
      let exact = Double.pi * r / 2
      #expect(arc.length > exact)
      #expect(arc.length < exact * (1 + 3e-4))
    }
  }

  @Test func fullCircleIsTwoPiR() {
    let r = 40.0
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
    let exact = 2 * Double.pi * r
    // Same bound as the quarter circle, four times over.
    #expect(circle.length > exact)
    #expect(circle.length < exact * (1 + 3e-4))
  }

  @Test func straightCubicsMeasureTheirSegment() {
    // Control points on the segment, in order: the curve is the segment, traversed once.
    let diagonal = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(
        to: CGPoint(x: 3, y: 4), control1: CGPoint(x: 0.3, y: 0.4),
        control2: CGPoint(x: 2.7, y: 3.6))
    }
    #expect(isClose(diagonal.length, 5, within: 5e-12))
  }

  @Test func cubicThatTurnsBackCountsBothWays() {
    // x(t) = 3t(1−t)·10 with y = 0: out to x = 7.5 at t = ½ and back, so the length is 15.
    // The speed |x'(t)| has a kink at t = ½, which the adaptive quadrature must resolve.
    let path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(
        to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 10, y: 0))
    }
    #expect(isClose(path.length, 15, within: 15e-9))
  }

  @Test func semicubicalParabolaHasItsClosedFormLength() {
    // (x, y) = (t², t³) for t in 0…1 is the cubic with control points (0,0), (0,0), (⅓,0),
    // (1,1). Its length is ∫ t·√(4 + 9t²) dt = [(4 + 9t²)^{3/2} / 27] from 0 to 1
    // = (13√13 − 8) / 27. It has a cusp (zero speed) at the start.
    let path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(
        to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 1.0 / 3, y: 0))
    }
    let exact = (13 * 13.0.squareRoot() - 8) / 27
    #expect(abs(path.length - exact) / exact < 1e-9)
  }

  @Test func parabolaHasItsClosedFormLength() {
    // The quadratic (0,0) → control (½,0) → (1,1) is (t, t²): length ∫₀¹ √(1 + 4x²) dx
    // = √5/2 + asinh(2)/4.
    let path = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 0))
    }
    let exact = 5.0.squareRoot() / 2 + asinh(2.0) / 4
    #expect(abs(path.length - exact) / exact < 1e-9)
  }

  @Test func measureAgreesWithPathLength() {
    var path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
    path.addEllipse(in: CGRect(x: 20, y: 20, width: 30, height: 10))
    let measure = PathMeasure(path)
    #expect(measure.length == path.length)
    #expect(measure.subpathCount == 2)
    // Straight sides 2·(100 − 24) + 2·(60 − 24) = 224 plus four quarter arcs ≈ 2π·12.
    let roundedRect = 224 + 2 * Double.pi * 12
    let ellipseMin = Double.pi * (30 + 10) / 2  // an ellipse is longer than π(a + b)
    #expect(measure.length > roundedRect + ellipseMin)
  }
}
