import BezelDrawing
import Foundation
import Testing

@Suite struct PathContainsTests {
  /// Outer circle of radius 10 and inner circle of radius 5 around the origin.
  func ring(innerReversed: Bool) -> Path {
    var path = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let inner = Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10))
    path.addPath(innerReversed ? inner.reversed() : inner)
    return path
  }

  @Test func ringWithBothCirclesTheSameWay() {
    let path = ring(innerReversed: false)
    // The hole winds twice: filled by non-zero, empty by even-odd.
    #expect(path.contains(.zero, fillRule: .nonZero))
    #expect(!path.contains(.zero, fillRule: .evenOdd))
    for p in [CGPoint(x: 7.5, y: 0), CGPoint(x: 0, y: -7.5), CGPoint(x: -5.3, y: 5.3)] {
      #expect(path.contains(p, fillRule: .nonZero))
      #expect(path.contains(p, fillRule: .evenOdd))
    }
    for p in [CGPoint(x: 11, y: 0), CGPoint(x: 7.2, y: 7.2), CGPoint(x: -30, y: 0)] {
      #expect(!path.contains(p, fillRule: .nonZero))
      #expect(!path.contains(p, fillRule: .evenOdd))
    }
  }

  @Test func ringWithTheHoleReversed() {
    let path = ring(innerReversed: true)
    #expect(!path.contains(.zero, fillRule: .nonZero))
    #expect(!path.contains(.zero, fillRule: .evenOdd))
    #expect(path.contains(CGPoint(x: 7.5, y: 0)))
  }

  @Test func curvesAreTestedNotTheirVertices() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    // At 45°, radius 9.99 is inside the circle although outside the diamond of the four end
    // points (|x| + |y| ≈ 14.1 > 10); radius 10.01 is outside (the cubics stray at most
    // 2.7e-4·10 beyond the circle).
    let c = cos(Double.pi / 4)
    #expect(circle.contains(CGPoint(x: 9.99 * c, y: 9.99 * c)))
    #expect(!circle.contains(CGPoint(x: 10.01 * c, y: -10.01 * c)))
    // Under an arch y = 10·2t(1−t) (peak 5 at x = 5), closed along the x axis: (5, 9) is in
    // the control triangle but not under the curve.
    let arch = Path {
      $0.move(to: .zero)
      $0.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
      $0.closeSubpath()
    }
    #expect(arch.contains(CGPoint(x: 5, y: 4.9)))
    #expect(!arch.contains(CGPoint(x: 5, y: 5.1)))
    #expect(!arch.contains(CGPoint(x: 5, y: 9)))
  }

  @Test func rayThroughVerticesCountsOnce() {
    // A diamond whose left and right vertices lie on the horizontal ray from the test points.
    let diamond = Path {
      $0.move(to: CGPoint(x: 0, y: -5))
      $0.addLine(to: CGPoint(x: 5, y: 0))
      $0.addLine(to: CGPoint(x: 0, y: 5))
      $0.addLine(to: CGPoint(x: -5, y: 0))
      $0.closeSubpath()
    }
    #expect(diamond.contains(.zero, fillRule: .evenOdd))
    #expect(diamond.contains(.zero, fillRule: .nonZero))
    #expect(!diamond.contains(CGPoint(x: -10, y: 0), fillRule: .evenOdd))
    #expect(!diamond.contains(CGPoint(x: -10, y: 0), fillRule: .nonZero))
  }

  @Test func openSubpathsAreFilledAsIfClosed() {
    let triangle = Path {
      $0.move(to: .zero)
      $0.addLine(to: CGPoint(x: 10, y: 0))
      $0.addLine(to: CGPoint(x: 10, y: 10))
    }
    #expect(triangle.contains(CGPoint(x: 8, y: 2)))
    #expect(!triangle.contains(CGPoint(x: 2, y: 8)))
    #expect(!Path().contains(.zero))
    #expect(!triangle.contains(CGPoint(x: Double.nan, y: 1)))
  }

  @Test func selfOverlappingStarDependsOnTheRule() {
    // A pentagram drawn in one stroke: its centre winds twice.
    let star = Path {
      for i in 0..<5 {
        let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
        let p = CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
        if i == 0 { $0.move(to: p) } else { $0.addLine(to: p) }
      }
      $0.closeSubpath()
    }
    #expect(star.contains(.zero, fillRule: .nonZero))
    #expect(!star.contains(.zero, fillRule: .evenOdd))
  }
}
