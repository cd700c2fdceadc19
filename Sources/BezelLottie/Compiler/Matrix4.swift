import BezelDrawing
import Foundation

/// A 4 × 4 matrix acting on column vectors, for After Effects' 3D space (x right, y down,
/// z away from the viewer; rotations right-handed about each axis, so a positive z rotation
/// turns clockwise on screen as in 2D).
struct Matrix4: Sendable, Equatable {
  /// The columns.
  var c0, c1, c2, c3: SIMD4<Double>

  static let identity = Matrix4(
    c0: SIMD4(1, 0, 0, 0), c1: SIMD4(0, 1, 0, 0), c2: SIMD4(0, 0, 1, 0), c3: SIMD4(0, 0, 0, 1))

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    var m = identity
    m.c3 = SIMD4(x, y, z, 1)
    return m
  }

  static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    Matrix4(
      c0: SIMD4(x, 0, 0, 0), c1: SIMD4(0, y, 0, 0), c2: SIMD4(0, 0, z, 0), c3: SIMD4(0, 0, 0, 1))
  }

  /// Rotation by `angle` radians about the x axis (a positive angle tips the top away).
  static func rotationX(_ angle: Double) -> Matrix4 {
    let c = cos(angle)
    let s = sin(angle)
    var m = identity
    m.c1 = SIMD4(0, c, s, 0)
    m.c2 = SIMD4(0, -s, c, 0)
    return m
  }

  /// Rotation by `angle` radians about the y axis (a positive angle brings the right edge
  /// towards the viewer).
  static func rotationY(_ angle: Double) -> Matrix4 {
    let c = cos(angle)
    let s = sin(angle)
    var m = identity
    m.c0 = SIMD4(c, 0, -s, 0)
    m.c2 = SIMD4(s, 0, c, 0)
    return m
  }

  /// Rotation by `angle` radians about the z axis (clockwise on screen).
  static func rotationZ(_ angle: Double) -> Matrix4 {
    let c = cos(angle)
    let s = sin(angle)
    var m = identity
    m.c0 = SIMD4(c, s, 0, 0)
    m.c1 = SIMD4(-s, c, 0, 0)
    return m
  }

  /// A 2D affine transform as a 3D one that leaves z alone (how a 2D layer sits in 3D space).
  init(_ t: Transform) {
    self.init(
      c0: SIMD4(t.a, t.b, 0, 0), c1: SIMD4(t.c, t.d, 0, 0), c2: SIMD4(0, 0, 1, 0),
      c3: SIMD4(t.tx, t.ty, 0, 1))
  }

  init(c0: SIMD4<Double>, c1: SIMD4<Double>, c2: SIMD4<Double>, c3: SIMD4<Double>) {
    self.c0 = c0
    self.c1 = c1
    self.c2 = c2
    self.c3 = c3
  }

  /// The rotation whose z axis points along `direction` with no roll: its x axis stays level
  /// (perpendicular to y, which is down), as After Effects turns a camera to its point of
  /// interest. `nil` for a zero or non-finite direction.
  static func looking(along direction: SIMD3<Double>) -> Matrix4? {
    let length = (direction * direction).sum().squareRoot()
    guard length.isFinite, length > 0 else { return nil }
    let z = direction / length
    // x = down × z, level; straight up or down there is no level x, so keep the world's.
    var x = SIMD3<Double>(z.z, 0, -z.x)
    let xl = (x * x).sum().squareRoot()
    x = xl > 1e-12 ? x / xl : SIMD3(1, 0, 0)
    let y = SIMD3<Double>(z.y * x.z - z.z * x.y, z.z * x.x - z.x * x.z, z.x * x.y - z.y * x.x)
    return Matrix4(
      c0: SIMD4(x.x, x.y, x.z, 0), c1: SIMD4(y.x, y.y, y.z, 0), c2: SIMD4(z.x, z.y, z.z, 0),
      c3: SIMD4(0, 0, 0, 1))
  }

  static func * (m: Matrix4, v: SIMD4<Double>) -> SIMD4<Double> {
    m.c0 * v.x + m.c1 * v.y + m.c2 * v.z + m.c3 * v.w
  }

  static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
    Matrix4(c0: a * b.c0, c1: a * b.c1, c2: a * b.c2, c3: a * b.c3)
  }

  /// The inverse, or `nil` when the matrix flattens space (a zero scale) or is not finite.
  var inverse: Matrix4? {
    func e(_ r: Int, _ c: Int) -> Double {
      (c == 0 ? c0 : c == 1 ? c1 : c == 2 ? c2 : c3)[r]
    }
    let s0 = e(0, 0) * e(1, 1) - e(1, 0) * e(0, 1)
    let s1 = e(0, 0) * e(1, 2) - e(1, 0) * e(0, 2)
    let s2 = e(0, 0) * e(1, 3) - e(1, 0) * e(0, 3)
    let s3 = e(0, 1) * e(1, 2) - e(1, 1) * e(0, 2)
    let s4 = e(0, 1) * e(1, 3) - e(1, 1) * e(0, 3)
    let s5 = e(0, 2) * e(1, 3) - e(1, 2) * e(0, 3)
    let k5 = e(2, 2) * e(3, 3) - e(3, 2) * e(2, 3)
    let k4 = e(2, 1) * e(3, 3) - e(3, 1) * e(2, 3)
    let k3 = e(2, 1) * e(3, 2) - e(3, 1) * e(2, 2)
    let k2 = e(2, 0) * e(3, 3) - e(3, 0) * e(2, 3)
    let k1 = e(2, 0) * e(3, 2) - e(3, 0) * e(2, 2)
    let k0 = e(2, 0) * e(3, 1) - e(3, 0) * e(2, 1)
    let det = s0 * k5 - s1 * k4 + s2 * k3 + s3 * k2 - s4 * k1 + s5 * k0
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    let d = 1 / det
    // Inverse entries i(row, column).
    let i00 = (e(1, 1) * k5 - e(1, 2) * k4 + e(1, 3) * k3) * d
    let i01 = (-e(0, 1) * k5 + e(0, 2) * k4 - e(0, 3) * k3) * d
    let i02 = (e(3, 1) * s5 - e(3, 2) * s4 + e(3, 3) * s3) * d
    let i03 = (-e(2, 1) * s5 + e(2, 2) * s4 - e(2, 3) * s3) * d
    let i10 = (-e(1, 0) * k5 + e(1, 2) * k2 - e(1, 3) * k1) * d
    let i11 = (e(0, 0) * k5 - e(0, 2) * k2 + e(0, 3) * k1) * d
    let i12 = (-e(3, 0) * s5 + e(3, 2) * s2 - e(3, 3) * s1) * d
    let i13 = (e(2, 0) * s5 - e(2, 2) * s2 + e(2, 3) * s1) * d
    let i20 = (e(1, 0) * k4 - e(1, 1) * k2 + e(1, 3) * k0) * d
    let i21 = (-e(0, 0) * k4 + e(0, 1) * k2 - e(0, 3) * k0) * d
    let i22 = (e(3, 0) * s4 - e(3, 1) * s2 + e(3, 3) * s0) * d
    let i23 = (-e(2, 0) * s4 + e(2, 1) * s2 - e(2, 3) * s0) * d
    let i30 = (-e(1, 0) * k3 + e(1, 1) * k1 - e(1, 2) * k0) * d
    let i31 = (e(0, 0) * k3 - e(0, 1) * k1 + e(0, 2) * k0) * d
    let i32 = (-e(3, 0) * s3 + e(3, 1) * s1 - e(3, 2) * s0) * d
    let i33 = (e(2, 0) * s3 - e(2, 1) * s1 + e(2, 2) * s0) * d
    return Matrix4(
      c0: SIMD4(i00, i10, i20, i30), c1: SIMD4(i01, i11, i21, i31),
      c2: SIMD4(i02, i12, i22, i32), c3: SIMD4(i03, i13, i23, i33))
  }
}
