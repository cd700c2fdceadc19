/// A path as Cairo 1.16 holds it once drawn into a context (`cairo_path_fixed_t`): points
/// in device space, 24.8 fixed point, with Cairo's merging of repeated and collinear line
/// points and its flags and extents, which the stroker and the compositor read.
struct CairoFixedPath {
  enum Op: UInt8 {
    case move
    case line
    case curve
    case close
  }

  var ops: [Op] = []
  var points: [CairoPoint] = []

  var current = CairoPoint(x: 0, y: 0)
  var lastMove = CairoPoint(x: 0, y: 0)
  var hasCurrentPoint = false
  var needsMoveTo = true

  /// The box of the points drawn through (curves by their extremes), once any was.
  var hasExtents = false
  var extentsMin = CairoPoint(x: 0, y: 0)
  var extentsMax = CairoPoint(x: 0, y: 0)

  var hasCurveTo = false
  /// Whether every segment runs along an axis (`stroke_is_rectilinear`).
  var strokeIsRectilinear = true

  init() {}

  mutating func removeAll() {
    ops.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
    current = CairoPoint(x: 0, y: 0)
    lastMove = current
    hasCurrentPoint = false
    needsMoveTo = true
    hasExtents = false
    hasCurveTo = false
    strokeIsRectilinear = true
  }

  var lastOp: Op? { ops.last }

  mutating func addToExtents(_ p: CairoPoint) {
    if hasExtents {
      extentsMin.x = min(extentsMin.x, p.x)
      extentsMin.y = min(extentsMin.y, p.y)
      extentsMax.x = max(extentsMax.x, p.x)
      extentsMax.y = max(extentsMax.y, p.y)
    } else {
      extentsMin = p
      extentsMax = p
      hasExtents = true
    }
  }

  func extentsContain(_ p: CairoPoint) -> Bool {
    extentsMin.x <= p.x && p.x <= extentsMax.x && extentsMin.y <= p.y && p.y <= extentsMax.y
  }

  /// `_cairo_path_fixed_move_to`.
  mutating func move(to p: CairoPoint) {
    needsMoveTo = true
    hasCurrentPoint = true
    current = p
    lastMove = p
  }

  /// `_cairo_path_fixed_move_to_apply`: the pending move, added before a segment.
  mutating func applyMove() {
    guard needsMoveTo else { return }
    needsMoveTo = false
    addToExtents(current)
    lastMove = current
    ops.append(.move)
    points.append(current)
  }

  mutating func dropLine() {
    ops.removeLast()
    points.removeLast()
  }

  /// `_cairo_path_fixed_line_to`: a repeated point is dropped (but kept right after a
  /// move, where it strokes as a dot), and a line continuing the last one in the same
  /// direction replaces its end.
  mutating func line(to p: CairoPoint) {
    guard hasCurrentPoint else { return move(to: p) }
    applyMove()
    if lastOp != .move, p == current { return }
    if lastOp == .line {
      let before = points[points.count - 2]
      if before == current {
        dropLine()
      } else {
        let previous = CairoSlope(from: before, to: current)
        let this = CairoSlope(from: current, to: p)
        if previous.isParallel(to: this), !previous.isBackwards(from: this) { dropLine() }
      }
    }
    if strokeIsRectilinear { strokeIsRectilinear = current.x == p.x || current.y == p.y }
    current = p
    addToExtents(p)
    ops.append(.line)
    points.append(p)
  }

  /// `_cairo_path_fixed_curve_to`.
  mutating func curve(_ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint) {
    if current == d, b == d, c == d { return line(to: d) }
    if !hasCurrentPoint { move(to: b) }
    applyMove()
    if lastOp == .line, points[points.count - 2] == current { dropLine() }
    addCurveToExtents(current, b, c, d)
    current = d
    hasCurveTo = true
    strokeIsRectilinear = false
    ops.append(.curve)
    points.append(b)
    points.append(c)
    points.append(d)
  }

  /// `_cairo_path_fixed_close_path`.
  mutating func close() {
    guard hasCurrentPoint else { return }
    line(to: lastMove)
    if lastOp == .line { dropLine() }
    needsMoveTo = true
    ops.append(.close)
  }
}
