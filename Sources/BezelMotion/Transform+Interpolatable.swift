import BezelDrawing
import Foundation

/// Transforms blend their decomposed scale, shear, rotation (the shorter way round) and
/// translation, so a rotation stays rigid half-way instead of shrinking as a matrix blend would.
extension Transform: Interpolatable {
  public func interpolated(to other: Transform, fraction: Double) -> Transform {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let a = TransformComponents(self)
    let b = TransformComponents(other)
    var turn = b.rotation - a.rotation
    if turn > .pi { turn -= 2 * .pi }
    if turn < -.pi { turn += 2 * .pi }
    return TransformComponents(
      scaleX: a.scaleX.interpolated(to: b.scaleX, fraction: fraction),
      scaleY: a.scaleY.interpolated(to: b.scaleY, fraction: fraction),
      shear: a.shear.interpolated(to: b.shear, fraction: fraction),
      rotation: a.rotation + turn * fraction,
      translationX: a.translationX.interpolated(to: b.translationX, fraction: fraction),
      translationY: a.translationY.interpolated(to: b.translationY, fraction: fraction)
    ).transform
  }

  public func distance(to other: Transform) -> Double {
    abs(other.a - a) + abs(other.b - b) + abs(other.c - c) + abs(other.d - d)
      + abs(other.tx - tx) + abs(other.ty - ty)
  }
}
