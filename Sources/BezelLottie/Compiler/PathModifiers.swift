import BezelDrawing
import Foundation

/// Trim paths and round corners, on Lottie outlines.
enum PathModifiers {
  /// The parts of the measured outlines between arc lengths `from` and `to`, as open
  /// outlines: one per outline the range touches, cut exactly where the lengths are reached.
  static func extract(
    _ measure: PathMeasure, from: Double, to: Double, into out: inout [BezierShape]
  ) {
    var used = out.count
    extract(measure, from: from, to: to, into: &out, used: &used)
    if used < out.count { out.removeSubrange(used...) }
  }

  /// ``extract(_:from:to:into:)`` made in `out` from index `used` on, reusing the lists of
  /// the outlines already there (a cut made again every frame in the lists of an earlier
  /// one); `used` comes back past the last outline made, and what `out` holds beyond it is
  /// of no use.
  static func extract(
    _ measure: PathMeasure, from: Double, to: Double, into out: inout [BezierShape],
    used: inout Int
  ) {
    // Each run gets room for the pieces left (a vertex more than its pieces), so building it
    // allocates once per array rather than at every doubling; at most `runRoom`, so the many
    // short runs of a path of many subpaths do not each reserve the whole range.
    var piecesLeft = measure.pieceCount(from: from, to: to)
    let runRoom = 32
    // Whether `out[used]` holds the run being made.
    var open = false
    measure.forEachPiece(from: from, to: to) { piece, startsRun in
      // Lottie outlines hold only lines and cubics, whose hulls are their control points.
      if startsRun {
        if open && out[used].count > 1 { used += 1 }
        let room = max(2, min(piecesLeft + 1, runRoom))
        if used == out.count {
          out.append(BezierShape(closed: false, capacity: room))
        } else {
          out[used].closed = false
          out[used].knots.removeAll(keepingCapacity: true)
          out[used].knots.reserveCapacity(room)
        }
        open = true
        out[used].add(vertex: CGPoint(piece.p0), in: CGPoint(piece.p0), out: CGPoint(piece.p1))
      } else {
        out[used].knots[out[used].knots.count - 1].outPoint = CGPoint(piece.p1)
      }
      out[used].add(vertex: CGPoint(piece.p3), in: CGPoint(piece.p2), out: CGPoint(piece.p3))
      piecesLeft -= 1
    }
    if open && out[used].count > 1 { used += 1 }
  }

  /// Trims one shape's outlines to `ranges` (fractions of their total length, measured over
  /// all of them in order): the trim's "simultaneously" mode, applied to each shape.
  static func trim(_ shapes: [BezierShape], ranges: TrimRanges) -> [BezierShape] {
    trim(outline: path(shapes), ranges: ranges)
  }

  /// ``trim(_:ranges:)`` of the shapes whose outlines `outline` holds (as
  /// ``BezierShape/append(to:transform:)`` appends them, without a transform), for callers
  /// that hold them in another form.
  static func trim(outline: Path, ranges: TrimRanges) -> [BezierShape] {
    var storage = PathMeasure.Storage()
    return trim(outline: outline, ranges: ranges, storage: &storage)
  }

  /// ``trim(outline:ranges:)`` measuring the outline in the lists of `storage`, which it
  /// holds again afterwards for the next trim (an evaluation keeps them from frame to frame).
  static func trim(
    outline: Path, ranges: TrimRanges, storage: inout PathMeasure.Storage
  ) -> [BezierShape] {
    let measure = PathMeasure(outline, curves: .exact, storage: &storage)
    defer { storage = measure.storage }
    return trim(measure: measure, ranges: ranges)
  }

  /// ``trim(outline:ranges:)`` of the outline `measure` measured.
  static func trim(measure: PathMeasure, ranges: TrimRanges) -> [BezierShape] {
    var out: [BezierShape] = []
    trim(measure: measure, ranges: ranges, into: &out)
    return out
  }

  /// ``trim(measure:ranges:)`` made in `out`, whose outlines' lists it reuses (a trim made
  /// again every frame in the lists of an earlier one); `out` comes back holding the cut.
  static func trim(measure: PathMeasure, ranges: TrimRanges, into out: inout [BezierShape]) {
    let total = measure.length
    guard total > 0 else {
      out.removeAll()
      return
    }
    // A range yields at most one run per subpath it crosses: one allocation for the runs
    // instead of one at each doubling.
    out.reserveCapacity(ranges.count * measure.subpathCount)
    var used = 0
    for (a, b) in ranges {
      extract(measure, from: a * total, to: b * total, into: &out, used: &used)
    }
    if used < out.count { out.removeSubrange(used...) }
  }

  /// Trims several shapes as one sequence, one after another: the trim's "individually"
  /// mode. A shape the only range covers whole is kept as it is.
  static func trimSequence(_ entries: [[BezierShape]], ranges: TrimRanges)
    -> [[BezierShape]]
  {
    let measures = entries.map { PathMeasure(path($0)) }
    let total = measures.reduce(0) { $0 + $1.length }
    guard total > 0 else { return entries.map { _ in [] } }
    var result: [[BezierShape]] = []
    var offset = 0.0
    for (i, shapes) in entries.enumerated() {
      let length = measures[i].length
      var out: [BezierShape] = []
      for (a, b) in ranges {
        let from = a * total
        let to = b * total
        if to <= offset || from >= offset + length { continue }
        if from <= offset && to >= offset + length && ranges.count == 1 {
          out.append(contentsOf: shapes)
          continue
        }
        extract(measures[i], from: from - offset, to: to - offset, into: &out)
      }
      result.append(out)
      offset += length
    }
    return result
  }

  /// The outlines as one path, in order.
  private static func path(_ shapes: [BezierShape]) -> Path {
    var path = Path()
    // The elements in one allocation, not one at each doubling (this runs every frame a trim
    // changes).
    path.reserveCapacity(shapes.reduce(0) { $0 + $1.pathElementCount })
    for shape in shapes { shape.append(to: &path, transform: .identity) }
    return path
  }

  /// Rounds sharp corners (vertices without tangents) with `radius`, as lottie-web does.
  static func roundCorners(_ shape: BezierShape, radius: Double) -> BezierShape {
    guard radius > 0, shape.count > 1 else { return shape }
    let n = shape.count
    var out = BezierShape(closed: shape.closed)
    let k = GeometryNode.kappa
    for i in 0..<n {
      let v = shape.knots[i].vertex
      let sharp = shape.knots[i].inPoint == v && shape.knots[i].outPoint == v
      let isEnd = !shape.closed && (i == 0 || i == n - 1)
      guard sharp, !isEnd else {
        out.add(vertex: v, in: shape.knots[i].inPoint, out: shape.knots[i].outPoint)
        continue
      }
      let prev = shape.knots[i == 0 ? n - 1 : i - 1].vertex
      let next = shape.knots[i == n - 1 ? 0 : i + 1].vertex
      var d = hypot(v.x - prev.x, v.y - prev.y)
      var f = d > 0 ? min(d / 2, radius) / d : 0
      let a = CGPoint(x: v.x + (prev.x - v.x) * f, y: v.y + (prev.y - v.y) * f)
      out.add(
        vertex: a, in: a, out: CGPoint(x: a.x - (a.x - v.x) * k, y: a.y - (a.y - v.y) * k))
      d = hypot(v.x - next.x, v.y - next.y)
      f = d > 0 ? min(d / 2, radius) / d : 0
      let b = CGPoint(x: v.x + (next.x - v.x) * f, y: v.y + (next.y - v.y) * f)
      out.add(
        vertex: b, in: CGPoint(x: b.x - (b.x - v.x) * k, y: b.y - (b.y - v.y) * k), out: b)
    }
    return out
  }
}
