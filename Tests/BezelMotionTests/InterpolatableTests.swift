import BezelDrawing
import BezelMotion
import Foundation
import Testing

struct InterpolatableTests {
  @Test func doublesAreExactAtTheEnds() {
    // a + (b − a)·1 is not always b in floating point; the blend must be.
    #expect(0.1.interpolated(to: 0.7, fraction: 1) == 0.7)
    #expect(0.1.interpolated(to: 0.7, fraction: 0) == 0.1)
    #expect(2.0.interpolated(to: 4, fraction: 1.5) == 5)
  }

  @Test func colorsBlendPerComponent() {
    let mid = Color.red.interpolated(to: .blue, fraction: 0.5)
    #expect(mid == Color(red: 0.5, green: 0, blue: 0.5))
  }

  @Test func optionalColorsFadeFromNothing() {
    let none: Color? = nil
    #expect(
      none.interpolated(to: .red, fraction: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(Optional(Color.red).interpolated(to: nil, fraction: 0.25) == Color.red.withAlpha(0.75))
    #expect(Optional(Color.red).interpolated(to: nil, fraction: 1) == nil)
  }

  @Test func rotationsStayRigidHalfWay() {
    let start = Transform.identity
    let end = Transform(rotationAngle: .pi / 2)
    let mid = start.interpolated(to: end, fraction: 0.5)
    let c = 0.5.squareRoot()
    #expect(abs(mid.a - c) < 1e-12)
    #expect(abs(mid.b - c) < 1e-12)
    #expect(abs(mid.c + c) < 1e-12)
    #expect(abs(mid.d - c) < 1e-12)
  }

  @Test func transformsTakeTheShortWayRound() {
    let start = Transform(rotationAngle: 170 * .pi / 180)
    let end = Transform(rotationAngle: -170 * .pi / 180)
    let mid = TransformComponents(start.interpolated(to: end, fraction: 0.5))
    #expect(abs(abs(mid.rotation) - .pi) < 1e-9)
  }

  @Test func transformComponentsRoundTrip() {
    let t = Transform(scaleX: 2, y: 3).rotated(by: 0.3).translatedBy(x: 5, y: -7)
    let rebuilt = TransformComponents(t).transform
    for (x, y) in [
      (t.a, rebuilt.a), (t.b, rebuilt.b), (t.c, rebuilt.c), (t.d, rebuilt.d), (t.tx, rebuilt.tx),
      (t.ty, rebuilt.ty),
    ] {
      #expect(abs(x - y) < 1e-12)
    }
    let parts = TransformComponents(
      Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.3)))
    #expect(abs(parts.scaleX - 2) < 1e-12)
    #expect(abs(parts.scaleY - 3) < 1e-12)
    #expect(abs(parts.rotation - 0.3) < 1e-12)
    #expect(abs(parts.shear) < 1e-12)
  }

  @Test func pathsMorphPointByPoint() {
    let a = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addCurve(
        to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 2, y: 4), control2: CGPoint(x: 8, y: 4))
    }
    let b = Path {
      $0.move(to: CGPoint(x: 0, y: 10))
      $0.addCurve(
        to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 2, y: 0), control2: CGPoint(x: 8, y: 0))
    }
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(
      mid.elements == [
        .move(to: CGPoint(x: 0, y: 5)),
        .curve(
          to: CGPoint(x: 15, y: 5), control1: CGPoint(x: 2, y: 2), control2: CGPoint(x: 8, y: 2)),
      ])
  }

  @Test func pathsOfDifferentStructureSwitchHalfWay() {
    let a = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(a.interpolated(to: b, fraction: 0.49) == a)
    #expect(a.interpolated(to: b, fraction: 0.5) == b)
  }
}
