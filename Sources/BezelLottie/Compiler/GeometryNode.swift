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

  private static func shape(_ kind: Kind, reversed: Bool, at frame: Double) -> BezierShape {
    switch kind {
    case .path(let track): return track.value(at: frame)
    case .rectangle(let p, let s, let r):
      return GeometryNode.rectangle(
        center: p.value(at: frame), size: s.value(at: frame), radius: r.value(at: frame),
        reversed: reversed)
    case .ellipse(let p, let s):
      return GeometryNode.ellipse(
        center: p.value(at: frame), size: s.value(at: frame), reversed: reversed)
    case .polystar(let t):
      return GeometryNode.polystar(t, frame: frame, reversed: reversed)
    }
  }

  /// Lottie's handle length for a quarter circle (lottie-web's `roundCorner`).
  static let kappa = 0.5519

  static func rectangle(center: SIMD4<Double>, size: SIMD4<Double>, radius: Double, reversed: Bool)
    -> BezierShape
  {
    let hw = abs(size.x) / 2
    let hh = abs(size.y) / 2
    let r = max(0, min(hw, hh, radius))
    let c = r * (1 - kappa)
    let l = center.x - hw
    let rt = center.x + hw
    let t = center.y - hh
    let b = center.y + hh
    var shape = BezierShape(closed: true, capacity: r == 0 ? 4 : 8)
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    // Starts at the top of the right edge and runs clockwise (or anticlockwise reversed).
    if r == 0 {
      func corner(_ q: CGPoint) { shape.add(vertex: q, in: q, out: q) }
      corner(p(rt, t))
      corner(reversed ? p(l, t) : p(rt, b))
      corner(p(l, b))
      corner(reversed ? p(rt, b) : p(l, t))
      return shape
    }
    if !reversed {
      shape.add(vertex: p(rt, t + r), in: p(rt, t + c), out: p(rt, t + r))
      shape.add(vertex: p(rt, b - r), in: p(rt, b - r), out: p(rt, b - c))
      shape.add(vertex: p(rt - r, b), in: p(rt - c, b), out: p(rt - r, b))
      shape.add(vertex: p(l + r, b), in: p(l + r, b), out: p(l + c, b))
      shape.add(vertex: p(l, b - r), in: p(l, b - c), out: p(l, b - r))
      shape.add(vertex: p(l, t + r), in: p(l, t + r), out: p(l, t + c))
      shape.add(vertex: p(l + r, t), in: p(l + c, t), out: p(l + r, t))
      shape.add(vertex: p(rt - r, t), in: p(rt - r, t), out: p(rt - c, t))
    } else {
      shape.add(vertex: p(rt, t + r), in: p(rt, t + r), out: p(rt, t + c))
      shape.add(vertex: p(rt - r, t), in: p(rt - c, t), out: p(rt - r, t))
      shape.add(vertex: p(l + r, t), in: p(l + r, t), out: p(l + c, t))
      shape.add(vertex: p(l, t + r), in: p(l, t + c), out: p(l, t + r))
      shape.add(vertex: p(l, b - r), in: p(l, b - r), out: p(l, b - c))
      shape.add(vertex: p(l + r, b), in: p(l + c, b), out: p(l + r, b))
      shape.add(vertex: p(rt - r, b), in: p(rt - r, b), out: p(rt - c, b))
      shape.add(vertex: p(rt, b - r), in: p(rt, b - c), out: p(rt, b - r))
    }
    return shape
  }

  static func ellipse(center: SIMD4<Double>, size: SIMD4<Double>, reversed: Bool) -> BezierShape {
    let rx = size.x / 2
    let ry = size.y / 2
    let cx = center.x
    let cy = center.y
    let kx = rx * kappa
    let ky = ry * kappa
    let d: Double = reversed ? -1 : 1
    var shape = BezierShape(closed: true, capacity: 4)
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    // From the top, clockwise on screen (anticlockwise when reversed).
    shape.add(vertex: p(cx, cy - ry), in: p(cx - d * kx, cy - ry), out: p(cx + d * kx, cy - ry))
    shape.add(vertex: p(cx + d * rx, cy), in: p(cx + d * rx, cy - ky), out: p(cx + d * rx, cy + ky))
    shape.add(vertex: p(cx, cy + ry), in: p(cx + d * kx, cy + ry), out: p(cx - d * kx, cy + ry))
    shape.add(vertex: p(cx - d * rx, cy), in: p(cx - d * rx, cy + ky), out: p(cx - d * rx, cy - ky))
    return shape
  }

  static func polystar(_ t: PolystarTracks, frame: Double, reversed: Bool) -> BezierShape {
    let points = t.points.value(at: frame)
    let count = points.isFinite ? Int(min(max(points, 0), 1000).rounded(.down)) : 0
    var shape = BezierShape(closed: true)
    guard count > 0 else { return shape }
    let center = t.position.value(at: frame)
    let dir: Double = reversed ? -1 : 1
    var angle = -Double.pi / 2 + t.rotation.value(at: frame) * .pi / 180
    let outer = t.outerRadius.value(at: frame)
    let outerRound = t.outerRoundness.value(at: frame) / 100
    let vertexCount = t.isStar ? count * 2 : count
    shape = BezierShape(closed: true, capacity: vertexCount)
    let step = 2 * Double.pi / Double(vertexCount)
    let inner = t.innerRadius.value(at: frame)
    let innerRound = t.innerRoundness.value(at: frame) / 100
    for k in 0..<vertexCount {
      let isOuter = !t.isStar || k % 2 == 0
      let radius = isOuter ? outer : inner
      let roundness = isOuter ? outerRound : innerRound
      let perimeter =
        t.isStar
        ? 2 * Double.pi * radius / Double(vertexCount * 2)
        : 2 * Double.pi * radius / Double(count * 4)
      let x = radius * cos(angle)
      let y = radius * sin(angle)
      let len = (x * x + y * y).squareRoot()
      let ox = len == 0 ? 0 : y / len
      let oy = len == 0 ? 0 : -x / len
      let px = x + center.x
      let py = y + center.y
      let h = perimeter * roundness * dir
      shape.add(
        vertex: CGPoint(x: px, y: py), in: CGPoint(x: px + ox * h, y: py + oy * h),
        out: CGPoint(x: px - ox * h, y: py - oy * h))
      angle += step * dir
    }
    return shape
  }
}
