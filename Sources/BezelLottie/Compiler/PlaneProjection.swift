import BezelDrawing
import Foundation

/// How a 3D layer's plane lands on its composition: a projective map of the plane (a 3 × 3
/// homography). A point (x, y) of the layer goes to (X / W, Y / W) where (X, Y, W) = x·c0 +
/// y·c1 + c2, and W is the point's depth in front of the camera.
struct PlaneProjection: Sendable, Equatable {
  var c0, c1, c2: SIMD3<Double>

  /// The plane z = 0 of a layer whose space is mapped by `matrix` and then seen through
  /// `camera` (a 3 × 4 matrix given by its rows: screen X, screen Y, depth).
  init(_ matrix: Matrix4, camera rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
    func row(_ v: SIMD4<Double>) -> SIMD3<Double> {
      SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }
    c0 = row(matrix.c0)
    c1 = row(matrix.c1)
    c2 = row(matrix.c3)
  }

  init(c0: SIMD3<Double>, c1: SIMD3<Double>, c2: SIMD3<Double>) {
    self.c0 = c0
    self.c1 = c1
    self.c2 = c2
  }

  var isFinite: Bool {
    [c0, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
  }

  func homogeneous(_ p: CGPoint) -> SIMD3<Double> { c0 * p.x + c1 * p.y + c2 }

  /// This map after the affine `t` (t's output feeds this map's input).
  func concatenating(after t: Transform) -> PlaneProjection {
    PlaneProjection(
      c0: c0 * t.a + c1 * t.b, c1: c0 * t.c + c1 * t.d, c2: c0 * t.tx + c1 * t.ty + c2)
  }

  /// The map as an affine transform, when the depth is the same all over the plane (no
  /// perspective foreshortening: the plane faces the camera) and in front of the camera.
  var affine: Transform? {
    let w = c2.z
    guard w > PlaneProjection.near, abs(c0.z) + abs(c1.z) <= 1e-12 * w else { return nil }
    return Transform(a: c0.x / w, b: c0.y / w, c: c1.x / w, d: c1.y / w, tx: c2.x / w, ty: c2.y / w)
  }

  /// The affine map that agrees with this one to first order at `p` (its tangent), for what
  /// Cairo can only draw affinely (text, images, gradients); `nil` behind the camera.
  func linearized(at p: CGPoint) -> Transform? {
    let h = homogeneous(p)
    guard h.z > PlaneProjection.near else { return nil }
    let w2 = h.z * h.z
    let a = (c0.x * h.z - h.x * c0.z) / w2
    let b = (c0.y * h.z - h.y * c0.z) / w2
    let c = (c1.x * h.z - h.x * c1.z) / w2
    let d = (c1.y * h.z - h.y * c1.z) / w2
    let fx = h.x / h.z
    let fy = h.y / h.z
    let t = Transform(
      a: a, b: b, c: c, d: d, tx: fx - a * p.x - c * p.y, ty: fy - b * p.x - d * p.y)
    return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : nil
  }

  /// How close to the camera a point may be and still be drawn, in composition units; what is
  /// nearer (or behind) is cut away.
  static let near = 1e-3
}
