import BezelDrawing
import BezelMotion
import Foundation

/// Parts of `transform` as animatable properties, like Core Animation's
/// `transform.rotation.z`, `transform.scale` and `transform.translation` key paths. Reading
/// decomposes the transform (see ``TransformComponents``); writing replaces that part and
/// keeps the others, so a rotation animation and a scale animation combine.
///
/// ```swift
/// let spin = BasicAnimation(keyPath: \Layer.transformRotation, from: 0, to: 2 * .pi)
/// ```
extension Layer {
  /// Rotation in radians, clockwise on screen. Animating it turns the raw angle, so 0 → 2π is
  /// a full turn (animating `transform` itself takes the shorter way).
  public var transformRotation: Double {
    get { TransformComponents(transform).rotation }
    set { updateTransform { $0.rotation = newValue } }
  }

  /// Uniform scale: reads the x scale, writes both.
  public var transformScale: Double {
    get { TransformComponents(transform).scaleX }
    set {
      updateTransform {
        $0.scaleX = newValue
        $0.scaleY = newValue
      }
    }
  }

  public var transformScaleX: Double {
    get { TransformComponents(transform).scaleX }
    set { updateTransform { $0.scaleX = newValue } }
  }

  public var transformScaleY: Double {
    get { TransformComponents(transform).scaleY }
    set { updateTransform { $0.scaleY = newValue } }
  }

  public var transformTranslation: CGPoint {
    get { CGPoint(x: transform.tx, y: transform.ty) }
    set {
      transform.tx = Double(newValue.x)
      transform.ty = Double(newValue.y)
    }
  }

  private func updateTransform(_ change: (inout TransformComponents) -> Void) {
    var parts = TransformComponents(transform)
    change(&parts)
    transform = parts.transform
  }
}
