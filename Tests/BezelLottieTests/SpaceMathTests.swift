import BezelDrawing
import BezelLayers
import Foundation
import Testing

@testable import BezelLottie

/// The 3D matrix algebra and the plane projection, against values worked out by hand.
@Suite struct SpaceMathTests {
  static func near(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ tolerance: Double = 1e-9) -> Bool {
    ((a - b) * (a - b)).sum().squareRoot() < tolerance
  }

  @Test func rotationsTurnTheWayAfterEffectsDoes() {
    // z: clockwise on screen (y down); y: the right edge comes towards the viewer (z < 0);
    // x: the bottom edge goes away (z > 0).
    let q = Double.pi / 2
    #expect(Self.near(Matrix4.rotationZ(q) * SIMD4(1, 0, 0, 1), SIMD4(0, 1, 0, 1)))
    #expect(Self.near(Matrix4.rotationY(q) * SIMD4(1, 0, 0, 1), SIMD4(0, 0, -1, 1)))
    #expect(Self.near(Matrix4.rotationX(q) * SIMD4(0, 1, 0, 1), SIMD4(0, 0, 1, 1)))
  }

  @Test func inverseUndoesATransform() throws {
    let m =
      Matrix4.translation(10, -20, 300) * Matrix4.rotationX(0.3) * Matrix4.rotationY(-1.1)
      * Matrix4.rotationZ(2) * Matrix4.scale(2, 0.5, 3)
    let inverse = try #require(m.inverse)
    let p = SIMD4<Double>(7, -3, 11, 1)
    #expect(Self.near(inverse * (m * p), p))
    #expect(Matrix4.scale(1, 0, 1).inverse == nil)
  }

  @Test func lookingAlongADirectionKeepsTheHorizonLevel() throws {
    // Looking along +x: the camera's z is +x, its x is level (in the x-z plane), its y down.
    let look = try #require(Matrix4.looking(along: SIMD3(5, 0, 0)))
    #expect(Self.near(look * SIMD4(0, 0, 1, 0), SIMD4(1, 0, 0, 0)))
    #expect(Self.near(look * SIMD4(0, 1, 0, 0), SIMD4(0, 1, 0, 0)))
    #expect(Self.near(look * SIMD4(1, 0, 0, 0), SIMD4(0, 0, -1, 0)))
    #expect(Matrix4.looking(along: SIMD3(0, 0, 0)) == nil)
    #expect(Matrix4.looking(along: SIMD3(0, 3, 0)) != nil)
  }

  @Test func aPlaneFacingTheCameraIsAffineAndATurnedOneIsNot() throws {
    // Camera rows for zoom 100 at the origin, looking along +z, centre (50, 50).
    let rows = (
      SIMD4<Double>(100, 0, 50, 0), SIMD4<Double>(0, 100, 50, 0), SIMD4<Double>(0, 0, 1, 0)
    )
    let facing = PlaneProjection(Matrix4.translation(0, 0, 200), camera: rows)
    let affine = try #require(facing.affine)
    #expect(affine.apply(to: CGPoint(x: 10, y: 0)) == CGPoint(x: 55, y: 50))
    let turned = PlaneProjection(
      Matrix4.translation(0, 0, 200) * Matrix4.rotationY(0.5), camera: rows)
    #expect(turned.affine == nil)
    // Its tangent at the origin agrees with the projection there.
    let tangent = try #require(turned.linearized(at: .zero))
    #expect(abs(tangent.apply(to: .zero).x - 50) < 1e-9)
    #expect(abs(tangent.a - 100 * cos(0.5) / 200) < 1e-9)
  }

  @Test func whatIsBehindTheCameraIsCutAway() {
    // A square straddling the camera's plane: only the part at depth ≥ the near limit stays.
    let rows = (SIMD4<Double>(1, 0, 0, 0), SIMD4<Double>(0, 1, 0, 0), SIMD4<Double>(0, 0, 1, 0))
    // Layer x runs along depth: depth = x.
    let m = Matrix4(
      c0: SIMD4(0, 0, 1, 0), c1: SIMD4(0, 1, 0, 0), c2: SIMD4(1, 0, 0, 0), c3: SIMD4(1, 0, 0, 1))
    let projection = PlaneProjection(m, camera: rows)
    let square = Path(rect: CGRect(x: -10, y: -10, width: 20, height: 20))
    let projected = PerspectiveProjector.project(square, projection)
    #expect(!projected.isEmpty && projected.isFinite)
    let bounds = projected.bounds
    #expect(bounds.width <= 2 * PerspectiveProjector.bound + 1)
    let behind = PerspectiveProjector.project(
      Path(rect: CGRect(x: -30, y: -10, width: 20, height: 20)), projection)
    #expect(behind.isEmpty)
  }
}
