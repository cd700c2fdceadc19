import BezelDrawing
import Foundation
import Testing

@Suite struct TransformTests {
  let p = CGPoint(x: 1, y: 0)

  @Test func rotationTurnsClockwiseOnScreen() {
    // +x to +y: down on a y-down screen.
    #expect(
      isClose(Transform(rotationAngle: .pi / 2).apply(to: p), CGPoint(x: 0, y: 1), within: 1e-15))
  }

  @Test func translatedThenRotatedRotatesThePointFirst() {
    // Core Graphics: t.rotated(by:) = R·t, so the point is rotated, then translated.
    let t = Transform.identity.translatedBy(x: 10, y: 0).rotated(by: .pi / 2)
    #expect(isClose(t.apply(to: p), CGPoint(x: 10, y: 1), within: 1e-14))
    // And the other way round: moved to (11, 0), then rotated to (0, 11).
    let u = Transform.identity.rotated(by: .pi / 2).translatedBy(x: 10, y: 0)
    #expect(isClose(u.apply(to: p), CGPoint(x: 0, y: 11), within: 1e-14))
  }

  @Test func scaledByScalesBeforeTheExistingTransform() {
    // (1,1) scaled by 2 is (2,2), then moved by (5,0).
    let t = Transform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 2))
  }

  @Test func concatenatingAppliesSelfFirst() {
    // Scale (1,1) to (2,3), then translate to (7,10).
    let t = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 5, y: 7))
    #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 10))
    let u = Transform(translationX: 5, y: 7).concatenating(Transform(scaleX: 2, y: 3))
    #expect(u.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 24))
  }

  @Test func inversionUndoesTheTransform() throws {
    let t = Transform(translationX: 3, y: -4).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    let inverse = try #require(t.inverted())
    for q in [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: -2), CGPoint(x: -100, y: 33)] {
      #expect(isClose(inverse.apply(to: t.apply(to: q)), q, within: 1e-12))
    }
    let identity = t.concatenating(inverse)
    #expect(isClose(identity.a, 1, within: 1e-14) && isClose(identity.d, 1, within: 1e-14))
    #expect(isClose(identity.b, 0, within: 1e-14) && isClose(identity.c, 0, within: 1e-14))
    #expect(isClose(identity.tx, 0, within: 1e-13) && isClose(identity.ty, 0, within: 1e-13))
    #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
    #expect(Transform(scaleX: .nan, y: 1).inverted() == nil)
  }

  @Test func vectorsIgnoreTranslation() {
    let t = Transform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
    #expect(t.applyToVector(CGPoint(x: 1, y: 1)) == CGPoint(x: 2, y: 3))
  }
}
