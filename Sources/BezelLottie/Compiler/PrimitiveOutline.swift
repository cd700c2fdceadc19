import BezelDrawing
import Foundation

/// An animated rectangle, ellipse or polystar at one frame, kept as its measures rather than
/// as a ``BezierShape``: an outline no modifier changes goes straight into its style's path,
/// and the list of knots it would have made (one allocation a shape a frame) is never made.
///
/// ``forEachKnot(_:)`` is the one place the knots are computed: ``shape`` collects them and
/// ``append(to:transform:)`` writes them as ``BezierShape/append(to:transform:)`` writes the
/// shape's, so both give the same path.
struct PrimitiveOutline: Equatable {
  enum Kind: Equatable {
    case rectangle(center: CGPoint, halfSize: CGPoint, radius: Double)
    case ellipse(center: CGPoint, radii: CGPoint)
    case polystar(Polystar)
  }

  /// A polystar's measures at one frame (see ``GeometryNode/PolystarTracks``).
  struct Polystar: Equatable {
    var isStar: Bool
    /// The number of points, already rounded down and bounded.
    var count: Int
    var center: CGPoint
    var rotation: Double
    var outerRadius: Double
    var outerRoundness: Double
    var innerRadius: Double
    var innerRoundness: Double
  }

  var kind: Kind
  var reversed: Bool

  /// The number of knots ``forEachKnot(_:)`` gives.
  var knotCount: Int {
    switch kind {
    case .rectangle(_, let half, let radius):
      return max(0, min(half.x, half.y, radius)) == 0 ? 4 : 8
    case .ellipse: return 4
    case .polystar(let star):
      return star.count == 0 ? 0 : (star.isStar ? star.count * 2 : star.count)
    }
  }

  /// The outline as a shape (closed, as every primitive is).
  var shape: BezierShape {
    var shape = BezierShape(closed: true, capacity: knotCount)
    forEachKnot { shape.add(vertex: $0, in: $1, out: $2) }
    return shape
  }

  /// The number of path elements ``append(to:transform:)`` adds.
  var pathElementCount: Int {
    let n = knotCount
    // A move, a segment a knot (closed), and the close.
    return n == 0 ? 0 : n + 2
  }

  /// Appends the outline to `path`, mapped by `transform`: the elements
  /// ``BezierShape/append(to:transform:)`` appends for ``shape``.
  func append(to path: inout Path, transform: Transform) {
    let identity = transform.isIdentity
    func map(_ p: CGPoint) -> CGPoint { identity ? p : transform.apply(to: p) }
    var first: BezierShape.Knot?
    var last = BezierShape.Knot(vertex: .zero, inPoint: .zero, outPoint: .zero)
    func segment(_ from: BezierShape.Knot, _ to: BezierShape.Knot) {
      if from.outPoint == from.vertex && to.inPoint == to.vertex {
        path.addLine(to: map(to.vertex))
      } else {
        path.addCurve(to: map(to.vertex), control1: map(from.outPoint), control2: map(to.inPoint))
      }
    }
    forEachKnot { vertex, inPoint, outPoint in
      let knot = BezierShape.Knot(vertex: vertex, inPoint: inPoint, outPoint: outPoint)
      if first == nil {
        first = knot
        path.move(to: map(vertex))
      } else {
        segment(last, knot)
      }
      last = knot
    }
    guard let first else { return }
    segment(last, first)
    path.closeSubpath()
  }

  /// Calls `body` with each knot's vertex, in and out control points, in order.
  func forEachKnot(_ body: (CGPoint, CGPoint, CGPoint) -> Void) {
    switch kind {
    case .rectangle(let center, let half, let radius):
      Self.rectangleKnots(center: center, half: half, radius: radius, reversed: reversed, body)
    case .ellipse(let center, let radii):
      Self.ellipseKnots(center: center, radii: radii, reversed: reversed, body)
    case .polystar(let star):
      Self.polystarKnots(star, reversed: reversed, body)
    }
  }

  private static func rectangleKnots(
    center: CGPoint, half: CGPoint, radius: Double, reversed: Bool,
    _ add: (CGPoint, CGPoint, CGPoint) -> Void
  ) {
    let (hw, hh) = (half.x, half.y)
    let r = max(0, min(hw, hh, radius))
    let c = r * (1 - GeometryNode.kappa)
    let l = center.x - hw
    let rt = center.x + hw
    let t = center.y - hh
    let b = center.y + hh
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    // Starts at the top of the right edge and runs clockwise (or anticlockwise reversed).
    if r == 0 {
      func corner(_ q: CGPoint) { add(q, q, q) }
      corner(p(rt, t))
      corner(reversed ? p(l, t) : p(rt, b))
      corner(p(l, b))
      corner(reversed ? p(rt, b) : p(l, t))
      return
    }
    if !reversed {
      add(p(rt, t + r), p(rt, t + c), p(rt, t + r))
      add(p(rt, b - r), p(rt, b - r), p(rt, b - c))
      add(p(rt - r, b), p(rt - c, b), p(rt - r, b))
      add(p(l + r, b), p(l + r, b), p(l + c, b))
      add(p(l, b - r), p(l, b - c), p(l, b - r))
      add(p(l, t + r), p(l, t + r), p(l, t + c))
      add(p(l + r, t), p(l + c, t), p(l + r, t))
      add(p(rt - r, t), p(rt - r, t), p(rt - c, t))
    } else {
      add(p(rt, t + r), p(rt, t + r), p(rt, t + c))
      add(p(rt - r, t), p(rt - c, t), p(rt - r, t))
      add(p(l + r, t), p(l + r, t), p(l + c, t))
      add(p(l, t + r), p(l, t + c), p(l, t + r))
      add(p(l, b - r), p(l, b - r), p(l, b - c))
      add(p(l + r, b), p(l + c, b), p(l + r, b))
      add(p(rt - r, b), p(rt - r, b), p(rt - c, b))
      add(p(rt, b - r), p(rt, b - c), p(rt, b - r))
    }
  }

  private static func ellipseKnots(
    center: CGPoint, radii: CGPoint, reversed: Bool, _ add: (CGPoint, CGPoint, CGPoint) -> Void
  ) {
    let (rx, ry) = (radii.x, radii.y)
    let (cx, cy) = (center.x, center.y)
    let kx = rx * GeometryNode.kappa
    let ky = ry * GeometryNode.kappa
    let d: Double = reversed ? -1 : 1
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    // From the top, clockwise on screen (anticlockwise when reversed).
    add(p(cx, cy - ry), p(cx - d * kx, cy - ry), p(cx + d * kx, cy - ry))
    add(p(cx + d * rx, cy), p(cx + d * rx, cy - ky), p(cx + d * rx, cy + ky))
    add(p(cx, cy + ry), p(cx + d * kx, cy + ry), p(cx - d * kx, cy + ry))
    add(p(cx - d * rx, cy), p(cx - d * rx, cy + ky), p(cx - d * rx, cy - ky))
  }

  private static func polystarKnots(
    _ t: Polystar, reversed: Bool, _ add: (CGPoint, CGPoint, CGPoint) -> Void
  ) {
    let count = t.count
    guard count > 0 else { return }
    let dir: Double = reversed ? -1 : 1
    var angle = -Double.pi / 2 + t.rotation * .pi / 180
    let vertexCount = t.isStar ? count * 2 : count
    let step = 2 * Double.pi / Double(vertexCount)
    for k in 0..<vertexCount {
      let isOuter = !t.isStar || k % 2 == 0
      let radius = isOuter ? t.outerRadius : t.innerRadius
      let roundness = isOuter ? t.outerRoundness : t.innerRoundness
      let perimeter =
        t.isStar
        ? 2 * Double.pi * radius / Double(vertexCount * 2)
        : 2 * Double.pi * radius / Double(count * 4)
      let x = radius * cos(angle)
      let y = radius * sin(angle)
      let len = (x * x + y * y).squareRoot()
      let ox = len == 0 ? 0 : y / len
      let oy = len == 0 ? 0 : -x / len
      let px = x + t.center.x
      let py = y + t.center.y
      let h = perimeter * roundness * dir
      add(
        CGPoint(x: px, y: py), CGPoint(x: px + ox * h, y: py + oy * h),
        CGPoint(x: px - ox * h, y: py - oy * h))
      angle += step * dir
    }
  }
}
