import Foundation

/// A stroke's outline as closed polygons, their points mapped through a transform as they are
/// added (device space, for a rasteriser that takes lines), kept in two flat buffers.
///
/// ``StrokeOutline`` writes into it point by point, so an outline costs no path elements, no
/// curves to flatten again and no second pass to map it: a rasteriser reads ``points``
/// contour by contour (``ends``) and closes each.
package struct StrokeOutlinePolygons {
  /// The points of every contour, one after another.
  package private(set) var points: [SIMD2<Double>] = []
  /// The index one past each contour's last point.
  package private(set) var ends: [Int] = []
  /// For each point, whether the line arriving at it (at a contour's first point, the
  /// closing line) is to be taken as not continuing the lines before it: where the contour
  /// goes through a corner point and back, it overlaps itself within a pixel or two, and a
  /// rasteriser that sums connected lines' areas must measure the pixels there exactly.
  package private(set) var breaks: [Bool] = []
  /// Whether the next line added breaks from the ones before (``breakNext()``).
  private var breaking = false
  /// The map applied to every point added.
  package private(set) var transform: Transform
  /// Where the open contour starts in ``points``.
  private var start = 0

  package init(transform: Transform = .identity) {
    self.transform = transform
  }

  package var isEmpty: Bool { ends.isEmpty }

  /// Empties the polygons, keeping their buffers' room, for points mapped through `transform`.
  package mutating func reset(transform: Transform) {
    self.transform = transform
    points.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    breaks.removeAll(keepingCapacity: true)
    breaking = false
    start = 0
  }

  /// Makes room for `count` points, so an outline of up to that many grows no buffer.
  package mutating func reserve(_ count: Int) {
    points.reserveCapacity(count)
    breaks.reserveCapacity(count)
    ends.reserveCapacity(16)
  }

  /// Starts a contour at `p` (closing the open one).
  @inline(__always)
  package mutating func move(_ p: SIMD2<Double>) {
    begin()
    line(p)
  }

  /// Starts a contour whose first point is the next one added (closing the open one).
  @inline(__always)
  package mutating func begin() {
    close()
    start = points.count
    breaking = false
  }

  /// Marks the next line added (or the closing line, if the contour closes first) as not
  /// continuing the ones before it (see ``breaks``).
  @inline(__always)
  package mutating func breakNext() {
    breaking = true
  }

  /// Adds `p` to the open contour.
  @inline(__always)
  package mutating func line(_ p: SIMD2<Double>) {
    let t = transform
    points.append(SIMD2(t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty))
    breaks.append(breaking && points.count - 1 > start)
    breaking = false
  }

  /// Closes the open contour; a contour of fewer than three points bounds nothing and is
  /// dropped.
  package mutating func close() {
    if points.count - start >= 3 {
      if breaking { breaks[start] = true }
      ends.append(points.count)
    } else {
      points.removeSubrange(start...)
      breaks.removeSubrange(start...)
    }
    start = points.count
    breaking = false
  }

  /// The smallest and largest coordinates of the points; `nil` when there are none or one is
  /// not finite.
  package var extent: (lo: SIMD2<Double>, hi: SIMD2<Double>)? {
    guard let first = points.first else { return nil }
    var lo = first
    var hi = first
    for p in points {
      lo = pointwiseMin(lo, p)
      hi = pointwiseMax(hi, p)
    }
    guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return nil }
    return (lo, hi)
  }

  /// The polygons as a path of lines (in the space the points were mapped into).
  package var path: Path {
    var path = Path()
    path.reserveCapacity(points.count + ends.count)
    var from = 0
    for end in ends {
      path.move(to: CGPoint(points[from]))
      for p in points[(from + 1)..<end] { path.addLine(to: CGPoint(p)) }
      path.closeSubpath()
      from = end
    }
    return path
  }

  /// Moves both ends of every horizontal edge onto the nearest quarter row, as
  /// ``Path``s filled like browsers are (Skia snaps edges to quarter rows): the points are
  /// device pixels here. A millionth of a pixel is rounding noise, not a slope.
  ///
  /// Edges are found on the points as they were (a point snapped for one edge still counts
  /// as it was for the next), in one pass and without a list of the points to move.
  package mutating func snapHorizontalEdges() {
    func snap(_ y: Double) -> Double { (y * 4).rounded() / 4 }
    var from = 0
    for end in ends {
      // The first edge closes the contour: its start is the last point, before any snap.
      let last = points[end - 1]
      var previous = end - 1
      var previousY = last.y
      for i in from..<end {
        let q = i == end - 1 ? last : points[i]
        if abs(previousY - q.y) < 1e-6, points[previous].x != q.x {
          points[previous].y = snap(previousY)
          points[i].y = snap(q.y)
        }
        previous = i
        previousY = q.y
      }
      from = end
    }
  }
}
