import BezelDrawing
import Foundation
import Testing

@Suite struct PathBoundsTests {
  @Test func cubicBoundsFollowTheCurveNotItsControls() {
    // (0,0) (1,4) (3,4) (4,0): y(t) = 12t(1−t) peaks at 3 for t = ½, below the controls at 4.
    let arch = Path {
      $0.move(to: .zero)
      $0.addCurve(
        to: CGPoint(x: 4, y: 0), control1: CGPoint(x: 1, y: 4), control2: CGPoint(x: 3, y: 4))
    }
    #expect(arch.bounds == CGRect(x: 0, y: 0, width: 4, height: 3))
    #expect(arch.controlPointBounds == CGRect(x: 0, y: 0, width: 4, height: 4))
  }

  @Test func quadraticBoundsFollowTheCurve() {
    // (0,0) → control (2,4) → (4,0): y(t) = 8t(1−t) peaks at 2.
    let arch = Path {
      $0.move(to: .zero)
      $0.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 4))
    }
    #expect(arch.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test func cubicWithTwoExtremaInOneAxis() {
    // x control values 0, 3, −3, 0: x(t) = 9t(1−t)(1−2t). Its derivative vanishes at
    // t = ½ ± √3/6, where t(1−t) = 1/6 and 1 − 2t = ±√3/3, so x = ±9·√3/18 = ±√3/2.
    // y control values 0, 1, 2, 3 make y = 3t, from 0 to 3.
    let s = Path {
      $0.move(to: .zero)
      $0.addCurve(
        to: CGPoint(x: 0, y: 3), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: -3, y: 2))
    }
    let half = 3.0.squareRoot() / 2
    let b = s.bounds
    #expect(isClose(b.minX, -half, within: 1e-12))
    #expect(isClose(b.maxX, half, within: 1e-12))
    #expect(b.minY == 0 && b.maxY == 3)
  }

  @Test func ellipseBoundsAreItsRect() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    let b = Path(ellipseIn: rect).bounds
    #expect(isClose(b.minX, rect.minX, within: 1e-12) && isClose(b.maxX, rect.maxX, within: 1e-12))
    #expect(isClose(b.minY, rect.minY, within: 1e-12) && isClose(b.maxY, rect.maxY, within: 1e-12))
  }

  @Test func arcBoundsReachTheCircleBetweenVertices() {
    // A quarter arc from 12 o'clock to 3 o'clock: both extremes are its end points.
    let arc = Path {
      $0.addArc(
        center: CGPoint(x: 0, y: 0), radius: 10, startAngle: -.pi / 2, endAngle: 0,
        clockwise: true)
    }
    let b = arc.bounds
    #expect(isClose(b.minX, 0, within: 1e-12) && isClose(b.maxX, 10, within: 1e-12))
    #expect(isClose(b.minY, -10, within: 1e-12) && isClose(b.maxY, 0, within: 1e-12))
  }

  @Test func emptyAndDegeneratePaths() {
    #expect(Path().bounds.isNull)
    #expect(Path().controlPointBounds.isNull)
    let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(Path().bounds.union(r) == r)
    #expect(
      Path { $0.move(to: CGPoint(x: 3, y: 4)) }.bounds == CGRect(x: 3, y: 4, width: 0, height: 0))
    // Subpath starts count even with nothing drawn from them.
    var path = Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
    path.move(to: CGPoint(x: 10, y: -1))
    #expect(path.bounds == CGRect(x: 0, y: -1, width: 10, height: 3))
  }

  @Test func transformedPathBounds() {
    let rect = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
    // Rotate a quarter turn (x → y, y → −x), then move right by 10.
    let t = Transform(translationX: 10, y: 0).rotated(by: .pi / 2)
    let b = rect.applying(t).bounds
    #expect(isClose(b.minX, 8, within: 1e-12) && isClose(b.maxX, 10, within: 1e-12))
    #expect(isClose(b.minY, 0, within: 1e-12) && isClose(b.maxY, 4, within: 1e-12))
  }
}
