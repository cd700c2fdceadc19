import Foundation

/// Trim paths and round corners, on Lottie outlines.
enum PathModifiers {
  /// The arc length of each segment of each outline.
  static func lengths(_ shapes: [BezierShape]) -> [[Double]] {
    shapes.map { shape in (0..<shape.segmentCount).map { shape.segment($0).length() } }
  }

  /// The parts of `shapes` between arc lengths `from` and `to` (measured over all of them
  /// in order), as open outlines.
  static func extract(
    _ shapes: [BezierShape], lengths: [[Double]], from: Double, to: Double, offset: Double = 0,
    into out: inout [BezierShape]
  ) {
    var position = offset
    for (si, shape) in shapes.enumerated() {
      var current: BezierShape?
      for k in 0..<shape.segmentCount {
        let length = lengths[si][k]
        let s0 = position
        let s1 = position + length
        position = s1
        guard s1 > from, s0 < to || (length == 0 && s0 == to && current != nil) else {
          if let c = current, c.vertices.count > 1 { out.append(c) }
          current = nil
          continue
        }
        let seg = shape.segment(k)
        let t0 = from > s0 ? seg.parameter(atLength: from - s0, total: length) : 0
        let t1 = to < s1 ? seg.parameter(atLength: to - s0, total: length) : 1
        let piece = seg.split(from: t0, to: t1)
        if var c = current {
          c.outPoints[c.outPoints.count - 1] = piece.p1
          c.add(vertex: piece.p3, in: piece.p2, out: piece.p3)
          current = c
        } else {
          var c = BezierShape(closed: false)
          c.add(vertex: piece.p0, in: piece.p0, out: piece.p1)
          c.add(vertex: piece.p3, in: piece.p2, out: piece.p3)
          current = c
        }
      }
      if let c = current, c.vertices.count > 1 { out.append(c) }
    }
  }

  /// Trims one entry's outlines to `ranges` (fractions of their total length).
  static func trim(_ shapes: [BezierShape], ranges: [(Double, Double)]) -> [BezierShape] {
    let lengths = PathModifiers.lengths(shapes)
    let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
    guard total > 0 else { return [] }
    var out: [BezierShape] = []
    for (a, b) in ranges {
      extract(shapes, lengths: lengths, from: a * total, to: b * total, into: &out)
    }
    return out
  }

  /// Trims several entries as one sequence (trim "individually").
  static func trimSequence(_ entries: [[BezierShape]], ranges: [(Double, Double)])
    -> [[BezierShape]]
  {
    let lengths = entries.map { PathModifiers.lengths($0) }
    let totals = lengths.map { $0.reduce(0) { $0 + $1.reduce(0, +) } }
    let total = totals.reduce(0, +)
    guard total > 0 else { return entries.map { _ in [] } }
    var result: [[BezierShape]] = []
    var offset = 0.0
    for (i, shapes) in entries.enumerated() {
      var out: [BezierShape] = []
      for (a, b) in ranges {
        let from = a * total
        let to = b * total
        if to <= offset || from >= offset + totals[i] { continue }
        if from <= offset && to >= offset + totals[i] && ranges.count == 1 {
          out.append(contentsOf: shapes)
          continue
        }
        extract(shapes, lengths: lengths[i], from: from, to: to, offset: offset, into: &out)
      }
      result.append(out)
      offset += totals[i]
    }
    return result
  }

  /// Rounds sharp corners (vertices without tangents) with `radius`, as lottie-web does.
  static func roundCorners(_ shape: BezierShape, radius: Double) -> BezierShape {
    guard radius > 0, shape.vertices.count > 1 else { return shape }
    let n = shape.vertices.count
    var out = BezierShape(closed: shape.closed)
    let k = GeometryNode.kappa
    for i in 0..<n {
      let v = shape.vertices[i]
      let sharp = shape.inPoints[i] == v && shape.outPoints[i] == v
      let isEnd = !shape.closed && (i == 0 || i == n - 1)
      guard sharp, !isEnd else {
        out.add(vertex: v, in: shape.inPoints[i], out: shape.outPoints[i])
        continue
      }
      let prev = shape.vertices[i == 0 ? n - 1 : i - 1]
      let next = shape.vertices[i == n - 1 ? 0 : i + 1]
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
