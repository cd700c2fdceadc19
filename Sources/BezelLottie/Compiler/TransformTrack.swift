import BezelDrawing
import Foundation

/// A compiled layer or group transform.
///
/// A class: a layer's or group's transform is read every frame where it lies in a list or an
/// enum, and a reference is one retain where a copy retained each of its keyframe lists.
final class TransformTrack: Sendable {
  let anchor: Track<SIMD4<Double>>
  let position: Track<SIMD4<Double>>
  let positionX: Track<Double>?
  let positionY: Track<Double>?
  /// A 3D layer's separate z position.
  let positionZ: Track<Double>?
  let scale: Track<SIMD4<Double>>
  let rotation: Track<Double>
  let opacity: Track<Double>
  let skew: Track<Double>
  let skewAxis: Track<Double>
  /// 3D rotations (x, y, orientation), when the transform has any.
  let threeD: (x: Track<Double>, y: Track<Double>, orientation: Track<SIMD4<Double>>)?
  /// The whole matrix, when nothing is animated.
  private let fixedMatrix: Transform?

  /// Out of line: it runs once per layer and group while loading, at the bottom of the
  /// compiler's recursion, where its tracks would add to the frame of every level.
  @inline(never)
  init(_ model: TransformModel?) {
    anchor = Track(model?.anchor, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
    position = Track(model?.position, default: SIMD4<Double>(), spatial: true) {
      SIMD4<Double>(lottie: $0.values)
    }
    positionX = model?.positionX.map { Track($0, default: 0) { $0 } }
    positionY = model?.positionY.map { Track($0, default: 0) { $0 } }
    positionZ = model?.positionZ.map { Track($0, default: 0) { $0 } }
    scale = Track(model?.scale, default: SIMD4<Double>(100, 100, 100, 0)) {
      SIMD4<Double>(lottie: $0.values, fill: 100)
    }
    rotation = Track(model?.rotation, default: 0) { $0 }
    opacity = Track(model?.opacity, default: 100) { $0 }
    skew = Track(model?.skew, default: 0) { $0 }
    skewAxis = Track(model?.skewAxis, default: 0) { $0 }
    if let model, model.hasThreeD {
      threeD = (
        Track(model.rotationX, default: 0) { $0 }, Track(model.rotationY, default: 0) { $0 },
        Track(model.orientation, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) }
      )
    } else {
      threeD = nil
    }
    let animated = [
      anchor.isConstant, position.isConstant, positionX?.isConstant ?? true,
      positionY?.isConstant ?? true, positionZ?.isConstant ?? true, scale.isConstant,
      rotation.isConstant, skew.isConstant,
      skewAxis.isConstant, threeD?.x.isConstant ?? true, threeD?.y.isConstant ?? true,
      threeD?.orientation.isConstant ?? true,
    ].contains(false)
    fixedMatrix =
      animated
      ? nil
      : Self.matrix(
        anchor: anchor, position: position, positionX: positionX, positionY: positionY,
        scale: scale, rotation: rotation, skew: skew, skewAxis: skewAxis, threeD: threeD,
        at: 0, autoOrient: false)
  }

  var isStatic: Bool { fixedMatrix != nil && opacity.isConstant }

  /// The matrix at `frame`: anchor, scale, skew, rotation, then position (After Effects order).
  func matrix(at frame: Double, autoOrient: Bool = false) -> Transform {
    if let fixedMatrix, !autoOrient { return fixedMatrix }
    return Self.matrix(
      anchor: anchor, position: position, positionX: positionX, positionY: positionY,
      scale: scale, rotation: rotation, skew: skew, skewAxis: skewAxis, threeD: threeD,
      at: frame, autoOrient: autoOrient)
  }

  /// The matrix of these tracks at `frame` (inlined into its two callers, so that the tracks
  /// are read where they lie rather than passed as copies).
  @inline(__always)
  private static func matrix(
    anchor: Track<SIMD4<Double>>, position: Track<SIMD4<Double>>, positionX: Track<Double>?,
    positionY: Track<Double>?, scale: Track<SIMD4<Double>>, rotation: Track<Double>,
    skew: Track<Double>, skewAxis: Track<Double>,
    threeD: (x: Track<Double>, y: Track<Double>, orientation: Track<SIMD4<Double>>)?,
    at frame: Double, autoOrient: Bool
  ) -> Transform {
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
    if let threeD {
      m = m.concatenating(
        TransformTrack.projectedRotation(
          z: r, y: threeD.y.value(at: frame) * .pi / 180, x: threeD.x.value(at: frame) * .pi / 180,
          orientation: threeD.orientation.value(at: frame)))
    } else if r != 0 {
      m = m.concatenating(Transform(rotationAngle: r))
    }
    m.tx += p.x
    m.ty += p.y
    return m
  }

  /// Opacity in 0…1.
  func opacity(at frame: Double) -> Double {
    min(1, max(0, opacity.value(at: frame) / 100))
  }

  /// The x–y part of the 3D rotation Rz·Ry·Rx·orientation, seen straight on (orthographic), as
  /// lottie-web's canvas renderer draws 3D layers.
  static func projectedRotation(z: Double, y: Double, x: Double, orientation o: SIMD4<Double>)
    -> Transform
  {
    typealias M = [[Double]]
    func mul(_ a: M, _ b: M) -> M {
      (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }
    func rz(_ t: Double) -> M { [[cos(t), sin(t), 0], [-sin(t), cos(t), 0], [0, 0, 1]] }
    func ry(_ t: Double) -> M { [[cos(t), 0, sin(t)], [0, 1, 0], [-sin(t), 0, cos(t)]] }
    func rx(_ t: Double) -> M { [[1, 0, 0], [0, cos(t), -sin(t)], [0, sin(t), cos(t)]] }
    let d = Double.pi / 180
    var m = mul(mul(rz(z), ry(y)), rx(x))
    m = mul(mul(mul(m, rz(o.z * d)), ry(o.y * d)), rx(o.x * d))
    return Transform(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: 0, ty: 0)
  }
}

extension TransformTrack: StillWalkable {
  /// Every track of the transform; the fixed matrix is a constant.
  var walkedStillSpans: StillSpans {
    var spans = anchor.stillSpans.intersection(position.stillSpans)
      .intersection(positionX?.stillSpans ?? .always)
      .intersection(positionY?.stillSpans ?? .always)
      .intersection(positionZ?.stillSpans ?? .always).intersection(scale.stillSpans)
      .intersection(rotation.stillSpans).intersection(opacity.stillSpans)
      .intersection(skew.stillSpans).intersection(skewAxis.stillSpans)
    if let threeD {
      spans = spans.intersection(threeD.x.stillSpans).intersection(threeD.y.stillSpans)
        .intersection(threeD.orientation.stillSpans)
    }
    return spans
  }
}
