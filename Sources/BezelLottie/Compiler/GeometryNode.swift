import BezelDrawing
import Foundation

/// A compiled outline: a path, rectangle, ellipse or polystar.
///
/// A class: walking a shape list binds each node it meets, and a reference is one retain
/// where a copy of the tracks retained each of their keyframe lists every frame.
final class GeometryNode: Sendable {
  enum Kind: Sendable {
    case path(Track<BezierShape>)
    case rectangle(
      position: Track<SIMD4<Double>>, size: Track<SIMD4<Double>>, roundness: Track<Double>)
    case ellipse(position: Track<SIMD4<Double>>, size: Track<SIMD4<Double>>)
    case polystar(PolystarTracks)
  }

  struct PolystarTracks: Sendable {
    var isStar: Bool
    var points: Track<Double>
    var position: Track<SIMD4<Double>>
    var rotation: Track<Double>
    var outerRadius: Track<Double>
    var outerRoundness: Track<Double>
    var innerRadius: Track<Double>
    var innerRoundness: Track<Double>
  }

  let kind: Kind
  let reversed: Bool
  /// The outline when nothing is animated.
  let fixed: BezierShape?

  init(path: AnimatableModel<ShapeValue>, reversed: Bool) {
    kind = .path(Track(path, default: BezierShape(closed: false)) { BezierShape($0) })
    self.reversed = false
    fixed = Self.fixedShape(kind, reversed: false)
  }

  init(rectangle r: RectangleModel) {
    kind = .rectangle(
      position: Track(r.position, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
      size: Track(r.size, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
      roundness: Track(r.roundness, default: 0) { $0 })
    reversed = r.reversed
    fixed = Self.fixedShape(kind, reversed: reversed)
  }

  init(ellipse e: EllipseModel) {
    kind = .ellipse(
      position: Track(e.position, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
      size: Track(e.size, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) })
    reversed = e.reversed
    fixed = Self.fixedShape(kind, reversed: reversed)
  }

  init(polystar s: PolystarModel) {
    kind = .polystar(
      PolystarTracks(
        isStar: s.isStar, points: Track(s.points, default: 5) { $0 },
        position: Track(s.position, default: SIMD4<Double>()) { SIMD4<Double>(lottie: $0.values) },
        rotation: Track(s.rotation, default: 0) { $0 },
        outerRadius: Track(s.outerRadius, default: 0) { $0 },
        outerRoundness: Track(s.outerRoundness, default: 0) { $0 },
        innerRadius: Track(s.innerRadius, default: 0) { $0 },
        innerRoundness: Track(s.innerRoundness, default: 0) { $0 }))
    reversed = s.reversed
    fixed = Self.fixedShape(kind, reversed: reversed)
  }

  /// The outline of `kind` when nothing in it is animated.
  private static func fixedShape(_ kind: Kind, reversed: Bool) -> BezierShape? {
    let isStatic: Bool
    switch kind {
    case .path(let t): isStatic = t.isConstant
    case .rectangle(let p, let s, let r): isStatic = p.isConstant && s.isConstant && r.isConstant
    case .ellipse(let p, let s): isStatic = p.isConstant && s.isConstant
    case .polystar(let t):
      isStatic =
        t.points.isConstant && t.position.isConstant && t.rotation.isConstant
        && t.outerRadius.isConstant && t.outerRoundness.isConstant && t.innerRadius.isConstant
        && t.innerRoundness.isConstant
    }
    return isStatic ? shape(kind, reversed: reversed, at: 0) : nil
  }

  func shape(at frame: Double) -> BezierShape {
    if let fixed { return fixed }
    return Self.shape(kind, reversed: reversed, at: frame)
  }

  /// The rectangle, ellipse or polystar at `frame` as its measures, so that it can go
  /// straight into a path; `nil` for a path, or an outline that does not move (``fixed``,
  /// made once).
  func primitive(at frame: Double) -> PrimitiveOutline? {
    fixed == nil ? Self.primitive(kind, reversed: reversed, at: frame) : nil
  }

  private static func shape(_ kind: Kind, reversed: Bool, at frame: Double) -> BezierShape {
    if case .path(let track) = kind { return track.value(at: frame) }
    return primitive(kind, reversed: reversed, at: frame)?.shape ?? BezierShape(closed: false)
  }

  private static func primitive(_ kind: Kind, reversed: Bool, at frame: Double)
    -> PrimitiveOutline?
  {
    switch kind {
    case .path: return nil
    case .rectangle(let p, let s, let r):
      let center = p.value(at: frame)
      let size = s.value(at: frame)
      return PrimitiveOutline(
        kind: .rectangle(
          center: CGPoint(x: center.x, y: center.y),
          halfSize: CGPoint(x: abs(size.x) / 2, y: abs(size.y) / 2), radius: r.value(at: frame)),
        reversed: reversed)
    case .ellipse(let p, let s):
      let center = p.value(at: frame)
      let size = s.value(at: frame)
      return PrimitiveOutline(
        kind: .ellipse(
          center: CGPoint(x: center.x, y: center.y), radii: CGPoint(x: size.x / 2, y: size.y / 2)),
        reversed: reversed)
    case .polystar(let t):
      let points = t.points.value(at: frame)
      let count = points.isFinite ? Int(min(max(points, 0), 1000).rounded(.down)) : 0
      guard count > 0 else {
        return PrimitiveOutline(
          kind: .polystar(
            .init(
              isStar: t.isStar, count: 0, center: .zero, rotation: 0, outerRadius: 0,
              outerRoundness: 0, innerRadius: 0, innerRoundness: 0)), reversed: reversed)
      }
      let center = t.position.value(at: frame)
      return PrimitiveOutline(
        kind: .polystar(
          .init(
            isStar: t.isStar, count: count, center: CGPoint(x: center.x, y: center.y),
            rotation: t.rotation.value(at: frame), outerRadius: t.outerRadius.value(at: frame),
            outerRoundness: t.outerRoundness.value(at: frame) / 100,
            innerRadius: t.innerRadius.value(at: frame),
            innerRoundness: t.innerRoundness.value(at: frame) / 100)),
        reversed: reversed)
    }
  }

  /// Lottie's handle length for a quarter circle (lottie-web's `roundCorner`).
  static let kappa = 0.5519
}

extension GeometryNode: StillWalkable {
  /// The kind's tracks; the fixed outline is a constant.
  var walkedStillSpans: StillSpans {
    switch kind {
    case .path(let path): return path.stillSpans
    case .rectangle(let position, let size, let roundness):
      return position.stillSpans.intersection(size.stillSpans).intersection(roundness.stillSpans)
    case .ellipse(let position, let size): return position.stillSpans.intersection(size.stillSpans)
    case .polystar(let s):
      return s.points.stillSpans.intersection(s.position.stillSpans)
        .intersection(s.rotation.stillSpans).intersection(s.outerRadius.stillSpans)
        .intersection(s.outerRoundness.stillSpans).intersection(s.innerRadius.stillSpans)
        .intersection(s.innerRoundness.stillSpans)
    }
  }
}
