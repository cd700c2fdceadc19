import BezelDrawing
import Foundation

extension TransformTrack {
  /// A 3D layer's transform at `frame`, in After Effects' order: anchor (x, y, z), scale
  /// (x, y, z), skew, rotation z, y, x, orientation z, y, x, then position (x, y, z).
  func spaceMatrix(at frame: Double, autoOrient: Bool = false) -> Matrix4 {
    let a = anchor.value(at: frame)
    let s = scale.value(at: frame) / 100
    var m = Matrix4.scale(s.x, s.y, s.z) * Matrix4.translation(-a.x, -a.y, -a.z)
    let sk = skew.value(at: frame)
    if sk != 0 {
      let axis = skewAxis.value(at: frame) * .pi / 180
      let shear = Transform(a: 1, b: 0, c: tan(-sk * .pi / 180), d: 1, tx: 0, ty: 0)
      let skewing = Transform(rotationAngle: axis).concatenating(shear)
        .concatenating(Transform(rotationAngle: -axis))
      m = Matrix4(skewing) * m
    }
    var rz = rotation.value(at: frame) * .pi / 180
    if autoOrient, let direction = position.direction(at: frame) { rz += direction }
    m = Matrix4.rotationZ(rz) * m
    m = orientation(at: frame) * m
    return Matrix4.translation(spacePosition(at: frame)) * m
  }

  /// Rotation x, y (the z rotation aside) and orientation: Or(x)·Or(y)·Or(z)·R(x)·R(y).
  func orientation(at frame: Double) -> Matrix4 {
    guard let threeD else { return .identity }
    let d = Double.pi / 180
    let o = threeD.orientation.value(at: frame) * d
    return Matrix4.rotationX(o.x) * Matrix4.rotationY(o.y) * Matrix4.rotationZ(o.z)
      * Matrix4.rotationX(threeD.x.value(at: frame) * d)
      * Matrix4.rotationY(threeD.y.value(at: frame) * d)
  }

  /// The position with its depth, from `p` or from the separate `px`, `py`, `pz`.
  func spacePosition(at frame: Double) -> SIMD3<Double> {
    if positionX != nil || positionY != nil || positionZ != nil {
      return SIMD3(
        positionX?.value(at: frame) ?? 0, positionY?.value(at: frame) ?? 0,
        positionZ?.value(at: frame) ?? 0)
    }
    let p = position.value(at: frame)
    return SIMD3(p.x, p.y, p.z)
  }
}

extension Matrix4 {
  static func translation(_ v: SIMD3<Double>) -> Matrix4 { translation(v.x, v.y, v.z) }
}
