import BezelDrawing
import BezelLayers
import Foundation

/// Draws display items of a 3D layer seen in perspective, which no affine transform can do:
/// paths are flattened in the layer's plane and every point goes through the plane's
/// projection, cut where the plane passes behind the camera. Text, images and gradients, which
/// Cairo only draws affinely, take the projection's tangent at their centre (images are also
/// clipped to their exact projected outline); a stroke's width is scaled by the area change at
/// its centre.
enum PerspectiveProjector {
  /// The items as seen through `projection`, in the composition's coordinates; `nil` when
  /// nothing of it is in front of the camera.
  static func project(_ item: DisplayItem, _ projection: PlaneProjection) -> DisplayItem? {
    switch item {
    case .fill(let path, let paint, let rule):
      let projected = project(path, projection)
      guard !projected.isEmpty else { return nil }
      let tangent = projection.linearized(at: centre(of: path))
      return .fill(projected, paint: transformed(paint, tangent), rule: rule)
    case .stroke(let path, let paint, var style):
      guard let tangent = projection.linearized(at: centre(of: path)) else { return nil }
      let factor = abs(tangent.determinant).squareRoot()
      style.lineWidth *= factor
      style.dashPattern = style.dashPattern.map { $0 * factor }
      style.dashPhase *= factor
      guard style.lineWidth > 1e-6, style.lineWidth.isFinite else { return nil }
      let projected = project(path, projection)
      guard !projected.isEmpty else { return nil }
      return .stroke(projected, paint: transformed(paint, tangent), style: style)
    case .text(let text):
      let c = CGPoint(x: text.frame.midX, y: text.frame.midY)
      guard let tangent = projection.linearized(at: c) else { return nil }
      return .group(GroupItem(transform: tangent, children: [item]))
    case .image(_, let rect, _):
      let c = CGPoint(x: rect.midX, y: rect.midY)
      guard let tangent = projection.linearized(at: c) else { return nil }
      let outline = project(Path(rect: rect), projection)
      guard !outline.isEmpty else { return nil }
      return .group(
        GroupItem(
          clip: outline, children: [.group(GroupItem(transform: tangent, children: [item]))]))
    case .group(var group):
      let inner = projection.concatenating(after: group.transform)
      group.transform = .identity
      if let clip = group.clip {
        let projected = project(clip, inner)
        guard !projected.isEmpty else { return nil }
        group.clip = projected
      }
      if var mask = group.mask {
        mask.items = mask.items.compactMap { project($0, inner) }
        group.mask = mask
      }
      group.children = group.children.compactMap { project($0, inner) }
      return group.children.isEmpty ? nil : .group(group)
    }
  }

  /// The average of a path's end points: where a stroke's width and a gradient are measured.
  static func centre(of path: Path) -> CGPoint {
    var sum = CGPoint.zero
    var count = 0.0
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
        sum.x += p.x
        sum.y += p.y
        count += 1
      case .closeSubpath: break
      }
    }
    return count > 0 ? CGPoint(x: sum.x / count, y: sum.y / count) : .zero
  }

  private static func transformed(_ paint: Paint, _ t: Transform?) -> Paint {
    guard let t else { return paint }
    let scale = abs(t.determinant).squareRoot()
    switch paint {
    case .color: return paint
    case .linearGradient(let g, let start, let end):
      return .linearGradient(g, start: t.apply(to: start), end: t.apply(to: end))
    case .radialGradient(let g, let center, let radius, let focus):
      return .radialGradient(
        g, center: t.apply(to: center), radius: radius * scale, focus: t.apply(to: focus))
    case .conicGradient(let g, let center, let angle):
      let d = t.applyToVector(CGPoint(x: cos(angle), y: sin(angle)))
      return .conicGradient(g, center: t.apply(to: center), startAngle: atan2(d.y, d.x))
    }
  }

  /// `path` flattened in its plane and projected, cut to what is in front of the camera and
  /// within ``bound`` of the origin. Closed subpaths stay closed polygons (so fills keep their
  /// winding); open ones may break into several polylines.
  static func project(_ path: Path, _ projection: PlaneProjection) -> Path {
    guard projection.isFinite, path.isFinite else { return Path() }
    var out = Path()
    var points: [SIMD3<Double>] = []
    var last = CGPoint.zero
    var start = CGPoint.zero
    func flush(closed: Bool) {
      if points.count > 1 { emit(points, closed: closed, into: &out) }
      points.removeAll(keepingCapacity: true)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        flush(closed: false)
        points.append(projection.homogeneous(p))
        last = p
        start = p
      case .line(let p):
        if points.isEmpty { points.append(projection.homogeneous(last)) }
        points.append(projection.homogeneous(p))
        last = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(x: last.x + (c.x - last.x) * 2 / 3, y: last.y + (c.y - last.y) * 2 / 3)
        let c2 = CGPoint(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
        flatten(last, c1, c2, p, projection, into: &points)
        last = p
      case .curve(let p, let c1, let c2):
        flatten(last, c1, c2, p, projection, into: &points)
        last = p
      case .closeSubpath:
        flush(closed: true)
        last = start
      }
    }
    flush(closed: false)
    return out.isFinite ? out : Path()
  }

  /// How far from the origin projected points may lie: beyond Cairo's coordinates, far
  /// outside any composition.
  static let bound = 1e6

  private static func flatten(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ projection: PlaneProjection,
    into points: inout [SIMD3<Double>]
  ) {
    if points.isEmpty { points.append(projection.homogeneous(p0)) }
    // Enough pieces that the chords stay within a small fraction of a pixel of the curve on
    // screen: the count grows with the square root of the projected control polygon's length.
    let h = [p0, p1, p2, p3].map { projection.homogeneous($0) }
    var length = 0.0
    var n = 64
    if h.allSatisfy({ $0.z > PlaneProjection.near }) {
      for k in 1..<4 {
        let dx = h[k].x / h[k].z - h[k - 1].x / h[k - 1].z
        let dy = h[k].y / h[k].z - h[k - 1].y / h[k - 1].z
        length += (dx * dx + dy * dy).squareRoot()
      }
      n = length.isFinite ? min(64, max(2, Int((2 * length).squareRoot().rounded(.up)))) : 64
    }
    for k in 1...n {
      let t = Double(k) / Double(n)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      let q = CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
      points.append(projection.homogeneous(q))
    }
  }

  /// The clipping half-spaces, as affine functions a·X + b·Y + c·W + k that are ≥ 0 inside:
  /// in front of the camera, and within ``bound`` on both axes.
  private static let planes: [SIMD4<Double>] = [
    SIMD4(0, 0, 1, -PlaneProjection.near), SIMD4(-1, 0, bound, 0), SIMD4(1, 0, bound, 0),
    SIMD4(0, -1, bound, 0), SIMD4(0, 1, bound, 0),
  ]

  private static func inside(_ p: SIMD3<Double>, _ plane: SIMD4<Double>) -> Double {
    plane.x * p.x + plane.y * p.y + plane.z * p.z + plane.w
  }

  private static func emit(_ points: [SIMD3<Double>], closed: Bool, into out: inout Path) {
    if closed {
      var polygon = points
      for plane in planes {
        polygon = clipPolygon(polygon, plane)
        if polygon.count < 2 { return }
      }
      out.move(to: screen(polygon[0]))
      for p in polygon.dropFirst() { out.addLine(to: screen(p)) }
      out.closeSubpath()
    } else {
      var runs = [points]
      for plane in planes { runs = runs.flatMap { clipPolyline($0, plane) } }
      for run in runs where run.count > 1 {
        out.move(to: screen(run[0]))
        for p in run.dropFirst() { out.addLine(to: screen(p)) }
      }
    }
  }

  private static func screen(_ p: SIMD3<Double>) -> CGPoint { CGPoint(x: p.x / p.z, y: p.y / p.z) }

  private static func crossing(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ da: Double, _ db: Double)
    -> SIMD3<Double>
  {
    a + (b - a) * (da / (da - db))
  }

  /// Sutherland–Hodgman: the part of a closed polygon inside one half-space.
  private static func clipPolygon(_ polygon: [SIMD3<Double>], _ plane: SIMD4<Double>)
    -> [SIMD3<Double>]
  {
    let d = polygon.map { inside($0, plane) }
    if d.allSatisfy({ $0 >= 0 }) { return polygon }
    var result: [SIMD3<Double>] = []
    for i in polygon.indices {
      let j = (i + 1) % polygon.count
      if d[i] >= 0 { result.append(polygon[i]) }
      if (d[i] >= 0) != (d[j] >= 0) { result.append(crossing(polygon[i], polygon[j], d[i], d[j])) }
    }
    return result
  }

  /// The runs of an open polyline inside one half-space.
  private static func clipPolyline(_ line: [SIMD3<Double>], _ plane: SIMD4<Double>)
    -> [[SIMD3<Double>]]
  {
    let d = line.map { inside($0, plane) }
    if d.allSatisfy({ $0 >= 0 }) { return [line] }
    var runs: [[SIMD3<Double>]] = []
    var run: [SIMD3<Double>] = []
    for i in line.indices {
      if d[i] >= 0 {
        if run.isEmpty && i > 0 { run.append(crossing(line[i - 1], line[i], d[i - 1], d[i])) }
        run.append(line[i])
      } else if !run.isEmpty {
        run.append(crossing(line[i - 1], line[i], d[i - 1], d[i]))
        runs.append(run)
        run = []
      }
    }
    if !run.isEmpty { runs.append(run) }
    return runs
  }
}
