import Foundation

/// A resolution-independent outline made of subpaths: the value `UIBezierPath` and
/// `CGPath` describe, with UIKit's conventions (y down, angles clockwise from 3 o'clock).
///
/// ```swift
/// var ring = Path()
/// ring.addArc(center: CGPoint(x: 50, y: 50), radius: 45,
///             startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
/// let firstQuarter = ring.trimmed(from: 0, to: 0.25)
/// ```
///
/// Arcs, rounded corners and ellipses are stored as cubic Béziers, as Core Graphics does.
///
/// Geometry, all exact on the curves (not their control polygons): ``bounds``,
/// ``contains(_:fillRule:)``, ``length``, ``trimmed(from:to:)`` (`strokeStart` / `strokeEnd`),
/// ``subpaths``, ``reversed()``. ``PathMeasure`` measures once for repeated trims and
/// positions.
public struct Path: Hashable, Sendable {
  public private(set) var elements: [PathElement]
  /// Where the current subpath started (the point `closeSubpath` returns to).
  private var subpathStart: CGPoint?
  /// The end point of the last element, or `nil` before the first `move`.
  public private(set) var currentPoint: CGPoint?

  public init() {
    elements = []
  }

  public init(elements: [PathElement]) {
    self.init()
    for element in elements { append(element) }
  }

  /// A path built by `body`, for one-expression construction.
  public init(_ body: (inout Path) -> Void) {
    self.init()
    body(&self)
  }

  public var isEmpty: Bool { elements.isEmpty }

  /// Reserves room for `count` elements, for builders that know their size.
  package mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Empties the path, keeping its storage when `keepingCapacity`, for builders that make a
  /// path again every frame into the same buffer.
  package mutating func removeAll(keepingCapacity: Bool) {
    elements.removeAll(keepingCapacity: keepingCapacity)
    subpathStart = nil
    currentPoint = nil
  }

  /// Makes this path equal to `other` in its own storage, kept when it has room, for a
  /// buffer that holds a copy of a path made again every frame.
  package mutating func assign(_ other: Path) {
    elements.removeAll(keepingCapacity: true)
    elements.append(contentsOf: other.elements)
    subpathStart = other.subpathStart
    currentPoint = other.currentPoint
  }

  public mutating func append(_ element: PathElement) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  public mutating func move(to point: CGPoint) {
    // Consecutive moves collapse into one, as in Core Graphics.
    if case .move = elements.last { elements.removeLast() }
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a line; with no current point it starts a subpath there instead.
  public mutating func addLine(to point: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    ensureOpenSubpath()
    elements.append(.line(to: point))
    currentPoint = point
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    ensureOpenSubpath()
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: point) }
    ensureOpenSubpath()
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  public mutating func closeSubpath() {
    guard let start = subpathStart, currentPoint != nil else { return }
    if case .closeSubpath = elements.last { return }
    elements.append(.closeSubpath)
    currentPoint = start
  }

  /// After a close, drawing continues from the subpath's start in a new subpath (as CG does).
  private mutating func ensureOpenSubpath() {
    if case .closeSubpath = elements.last, let start = subpathStart {
      elements.append(.move(to: start))
    }
  }

  public mutating func addPath(_ other: Path, transform: Transform = .identity) {
    for element in other.elements {
      if case .move(let p) = element {
        move(to: transform.apply(to: p))
      } else {
        append(element.applying(transform))
      }
    }
  }

  /// A copy with every point mapped by `transform`.
  public func applying(_ transform: Transform) -> Path {
    if transform.isIdentity { return self }
    var copy = Path()
    copy.addPath(self, transform: transform)
    return copy
  }
}

// MARK: - Arcs and primitive shapes

extension Path {
  /// Adds a circular arc with `UIBezierPath`'s meaning.
  ///
  /// `clockwise: true` sweeps towards increasing angles, which is clockwise on a y-down
  /// screen. A sweep of 2π or more in the chosen direction is a full circle. If the path has
  /// a current point, a line joins it to the arc's start; otherwise the arc starts a subpath.
  public mutating func addArc(
    center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    // Non-finite input would only produce NaN points; such an arc is ignored.
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite,
      endAngle.isFinite
    else { return }
    let sweep = Path.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if let current = currentPoint {
      // A connecting line of zero length would add a degenerate segment (no tangent), which
      // happens at every corner of a rounded rectangle; skip it when the arc starts there.
      let gap = hypot(current.x - start.x, current.y - start.y)
      if gap > 1e-12 * max(1, abs(radius)) { addLine(to: start) }
    } else {
      move(to: start)
    }
    guard sweep != 0, radius > 0 else { return }
    // At most a quarter turn per cubic: the 4/3·tan(θ/4) handle then stays within 2.7e-4 of
    // the radius. The epsilon keeps an exact quarter (or half…) turn from getting a spare piece.
    let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
      let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
      addCurve(to: p3, control1: c1, control2: c2)
      angle = next
    }
  }

  /// The signed sweep (positive = increasing angle) UIKit draws between two angles.
  static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let fullTurn = 2 * Double.pi
    let delta = end - start
    guard delta.isFinite else { return 0 }
    if clockwise {
      if delta >= fullTurn { return fullTurn }
      let r = delta.truncatingRemainder(dividingBy: fullTurn)
      return r < 0 ? r + fullTurn : r
    } else {
      if delta <= -fullTurn { return -fullTurn }
      let r = delta.truncatingRemainder(dividingBy: fullTurn)
      return r > 0 ? r - fullTurn : r
    }
  }

  /// Adds a closed rectangle, clockwise on screen from the top-left corner.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed rectangle with circular corners; the radius is clamped to half the
  /// shorter side. Clockwise on screen, starting after the top-left corner.
  public mutating func addRoundedRect(in rect: CGRect, cornerRadius: Double) {
    let r = rect.standardized
    let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
    guard radius > 0 else { return addRect(r) }
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addArc(
      center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
      startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addArc(
      center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
      startAngle: 0, endAngle: .pi / 2, clockwise: true)
    addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addArc(
      center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
      startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    addArc(
      center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
      startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, starting at its rightmost point and running
  /// clockwise on screen (as `CGPath`'s ellipse does in a flipped context).
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    let k = 0.5522847498307936  // 4/3·(√2 − 1): a quarter circle as one cubic
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  public init(rect: CGRect) {
    self.init()
    // Its five elements in one allocation, not four as the array grows.
    elements.reserveCapacity(5)
    addRect(rect)
  }

  public init(roundedRect rect: CGRect, cornerRadius: Double) {
    self.init()
    addRoundedRect(in: rect, cornerRadius: cornerRadius)
  }

  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }
}
