import BezelDrawing
import Foundation

/// Moves a filled path's horizontal edges onto quarter-pixel rows, as browsers rasterise.
///
/// Skia (Chrome's canvas, and so lottie-web) snaps every edge's end points to a quarter of a
/// pixel vertically before computing coverage. Along a sloped edge the rounding averages out,
/// but a horizontal edge covers its whole row by a multiple of a quarter, where Cairo's exact
/// coverage can differ by up to an eighth of a row: enough for a visible seam along a long
/// edge. Only horizontal straight edges are moved; everything else keeps its exact geometry.
///
/// ```swift
/// // A rectangle from y = 0.3 to 2.6 in device space fills rows from 0.25 to 2.5.
/// QuarterRowSnap.snapped(Path(rect: CGRect(x: 0, y: 0.3, width: 4, height: 2.3)), .identity)
/// ```
enum QuarterRowSnap {
  /// Whether the painter snaps into the canvas's spare path
  /// (``DisplayListPainter/snappedInSpare(_:_:halfWidth:)``) rather than into a new one each
  /// time (default `true`); off for a task with `QuarterRowSnap.$snapsInSpare.withValue(false)
  /// { … }`, so tests can compare.
  @TaskLocal static var snapsInSpare = true

  /// `path` mapped through `transform` into device space with its horizontal edges snapped,
  /// or `nil` when it has none (draw `path` itself then).
  ///
  /// For a stroke, `halfWidth` is how far the pen reaches above and below a horizontal
  /// segment in device pixels: the segment moves midway between the rows its top and bottom
  /// edges snap to.
  static func snapped(_ path: Path, _ transform: Transform, halfWidth: Double = 0) -> Path? {
    var out = Path()
    guard snap(path, transform, halfWidth: halfWidth, into: &out) else { return nil }
    return out
  }

  /// ``snapped(_:_:halfWidth:)`` written into `out` (emptied first, its storage kept), for
  /// callers that keep one path to snap into from fill to fill; `false`, `out` left as it
  /// was, when `path` has no horizontal edge.
  static func snap(
    _ path: Path, _ transform: Transform, halfWidth: Double = 0, into out: inout Path
  ) -> Bool {
    let elements = path.elements
    // Which elements' end points move (both ends of every horizontal straight edge), on the
    // stack for the paths of a shape: a snapped fill per frame allocated it. Marking them is
    // also the look for an edge (the painter asks ``hasHorizontalEdge(_:_:)`` before it
    // snaps, so a look of its own here scanned a snapped path a third time).
    return withUnsafeTemporaryAllocation(of: Bool.self, capacity: elements.count) { snap in
      snap.initialize(repeating: false)
      var any = false
      forEachHorizontalEdge(elements, transform) { a, b in
        snap[a] = true
        snap[b] = true
        any = true
        return true
      }
      guard any else { return false }
      out.removeAll(keepingCapacity: true)
      out.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        var end = elements[index].endPoint.map { transform.apply(to: $0) } ?? .zero
        if snap[index] {
          // Midway between where the snapped top and bottom edges go: exact when the width
          // is whole quarters, otherwise each edge is off by at most an eighth.
          let top = ((end.y - halfWidth) * 4).rounded() / 4
          let bottom = ((end.y + halfWidth) * 4).rounded() / 4
          end.y = (top + bottom) / 2
        }
        switch element {
        case .move: out.move(to: end)
        case .line: out.addLine(to: end)
        case .quadCurve(_, let c): out.addQuadCurve(to: end, control: transform.apply(to: c))
        case .curve(_, let c1, let c2):
          out.addCurve(
            to: end, control1: transform.apply(to: c1), control2: transform.apply(to: c2))
        case .closeSubpath: out.closeSubpath()
        }
      }
      // Bool is trivial: nothing to deinitialise before the memory is given back.
      return true
    }
  }

  /// Whether `path` under `transform` has a horizontal edge to snap: most have none, and
  /// the look stops at the first, with nothing kept.
  static func hasHorizontalEdge(_ path: Path, _ transform: Transform) -> Bool {
    var any = false
    forEachHorizontalEdge(path.elements, transform) { _, _ in
      any = true
      return false
    }
    return any
  }

  /// Calls `body` with the indices of the two elements whose end points bound each
  /// horizontal straight edge of `elements` under `transform`, in order, until it returns
  /// `false`. Device points are mapped again where needed rather than stored: a fill per
  /// frame would otherwise allocate for them.
  @inline(__always)
  private static func forEachHorizontalEdge(
    _ elements: [PathElement], _ transform: Transform, _ body: (Int, Int) -> Bool
  ) {
    func device(_ index: Int) -> CGPoint? {
      elements[index].endPoint.map { transform.apply(to: $0) }
    }
    func horizontal(_ a: Int?, _ b: Int) -> Bool {
      guard let a, let p = device(a), let q = device(b) else { return false }
      // Device pixels: a millionth is rounding noise from the transforms, not a slope.
      return abs(p.y - q.y) < 1e-6 && p.x != q.x
    }
    var current: Int?
    var start: Int?
    for index in elements.indices {
      switch elements[index] {
      case .move:
        current = index
        start = index
      case .line:
        if horizontal(current, index), let current, !body(current, index) { return }
        current = index
      case .curve(let p, let c1, let c2):
        // Lottie writes straight segments as curves whose handles sit on their end points.
        if let from = current.flatMap({ elements[$0].endPoint }), c1 == from, c2 == p,
          horizontal(current, index), let current, !body(current, index)
        {
          return
        }
        current = index
      case .quadCurve:
        current = index
      case .closeSubpath:
        if let start, horizontal(current, start), let current, !body(current, start) { return }
        current = start
      }
    }
  }
}

extension PathElement {
  /// Where the element leaves the pen (`nil` for closing a subpath).
  fileprivate var endPoint: CGPoint? {
    switch self {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }
}
