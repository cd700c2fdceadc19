import BezelDrawing
import Foundation

/// A compiled layer or group transform.
struct TransformTrack: Sendable {
  var anchor: Track<Vec4>
  var position: Track<Vec4>
  var positionX: Track<Double>?
  var positionY: Track<Double>?
  var scale: Track<Vec4>
  var rotation: Track<Double>
  var opacity: Track<Double>
  var skew: Track<Double>
  var skewAxis: Track<Double>
  /// The whole matrix, when nothing is animated.
  private var fixedMatrix: Transform?

  init(_ model: TransformModel?) {
    anchor = Track(model?.anchor, default: Vec4()) { Vec4($0.values) }
    position = Track(model?.position, default: Vec4(), spatial: true) { Vec4($0.values) }
    positionX = model?.positionX.map { Track($0, default: 0) { $0 } }
    positionY = model?.positionY.map { Track($0, default: 0) { $0 } }
    scale = Track(model?.scale, default: Vec4(100, 100, 100)) { Vec4($0.values, fill: 100) }
    rotation = Track(model?.rotation, default: 0) { $0 }
    opacity = Track(model?.opacity, default: 100) { $0 }
    skew = Track(model?.skew, default: 0) { $0 }
    skewAxis = Track(model?.skewAxis, default: 0) { $0 }
    let animated = [
      anchor.isConstant, position.isConstant, positionX?.isConstant ?? true,
      positionY?.isConstant ?? true, scale.isConstant, rotation.isConstant, skew.isConstant,
      skewAxis.isConstant,
    ].contains(false)
    fixedMatrix = nil
    if !animated { fixedMatrix = matrix(at: 0) }
  }

  var isStatic: Bool { fixedMatrix != nil && opacity.isConstant }

  /// The matrix at `frame`: anchor, scale, skew, rotation, then position (After Effects order).
  func matrix(at frame: Double, autoOrient: Bool = false) -> Transform {
    if let fixedMatrix, !autoOrient { return fixedMatrix }
    let a = anchor.value(at: frame)
    var p: CGPoint
    if positionX != nil || positionY != nil {
      p = CGPoint(x: positionX?.value(at: frame) ?? 0, y: positionY?.value(at: frame) ?? 0)
    } else {
      p = position.value(at: frame).point
    }
    let s = scale.value(at: frame)
    var r = rotation.value(at: frame) * .pi / 180
    if autoOrient, let direction = position.direction(at: frame) { r += direction }
    var m = Transform(
      a: s.x / 100, b: 0, c: 0, d: s.y / 100, tx: -a.x * s.x / 100, ty: -a.y * s.y / 100)
    let sk = skew.value(at: frame)
    if sk != 0 {
      let axis = skewAxis.value(at: frame) * .pi / 180
      let shear = Transform(a: 1, b: 0, c: tan(-sk * .pi / 180), d: 1, tx: 0, ty: 0)
      m = m.concatenating(Transform(rotationAngle: axis)).concatenating(shear)
        .concatenating(Transform(rotationAngle: -axis))
    }
    if r != 0 { m = m.concatenating(Transform(rotationAngle: r)) }
    m.tx += p.x
    m.ty += p.y
    return m
  }

  /// Opacity in 0…1.
  func opacity(at frame: Double) -> Double {
    min(1, max(0, opacity.value(at: frame) / 100))
  }
}
