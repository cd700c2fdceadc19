import BezelDrawing
import Foundation

/// An affine transform split into scale, shear, rotation and translation, applied in that
/// order (scale first), which is how transforms animate and how the `transform.rotation` /
/// `transform.scale` / `transform.translation` key paths of Core Animation read and write.
///
/// ```swift
/// var parts = TransformComponents(Transform(rotationAngle: .pi / 4))
/// parts.scaleX = 2
/// parts.transform  // scale by 2 along x, then rotate by 45°
/// ```
public struct TransformComponents: Hashable, Sendable {
  public var scaleX: Double
  public var scaleY: Double
  /// The x-shear applied after scaling (0 for transforms made of scale, rotation and moves).
  public var shear: Double
  /// Radians, clockwise on a y-down screen.
  public var rotation: Double
  public var translationX: Double
  public var translationY: Double

  public init(
    scaleX: Double = 1, scaleY: Double = 1, shear: Double = 0, rotation: Double = 0,
    translationX: Double = 0, translationY: Double = 0
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.shear = shear
    self.rotation = rotation
    self.translationX = translationX
    self.translationY = translationY
  }

  /// Decomposes `transform` so that ``transform`` rebuilds it.
  public init(_ transform: Transform) {
    let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let angle = sx == 0 ? 0 : atan2(transform.b, transform.a)
    let cosine = cos(angle)
    let sine = sin(angle)
    // Undo the rotation on the second column: what is left is [[sx, m], [0, sy]].
    let m = transform.c * cosine + transform.d * sine
    let sy = -transform.c * sine + transform.d * cosine
    self.init(
      scaleX: sx, scaleY: sy, shear: m, rotation: angle, translationX: transform.tx,
      translationY: transform.ty)
  }

  /// The transform: scale and shear, then rotation, then translation.
  public var transform: Transform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return Transform(
      a: cosine * scaleX, b: sine * scaleX,
      c: cosine * shear - sine * scaleY, d: sine * shear + cosine * scaleY,
      tx: translationX, ty: translationY)
  }
}
