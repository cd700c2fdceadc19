import Foundation

extension Path {
  /// Each subpath as a path of its own, in order (a lone `move` included), to trim or measure
  /// them one by one.
  ///
  /// ```swift
  /// let pieces = path.subpaths.map { $0.trimmed(from: 0, to: 0.5) }
  /// ```
  public var subpaths: [Path] {
    var result: [Path] = []
    forEachSubpath { span in
      var subpath = Path()
      subpath.reserveCapacity(span.elements.count)
      for element in elements[span.elements] { subpath.append(element) }
      result.append(subpath)
    }
    return result
  }

  /// The number of subpaths (each starts with a `move`). O(elements).
  public var subpathCount: Int {
    var count = 0
    forEachSubpath { _ in count += 1 }
    return count
  }

  /// Whether the path has at least one subpath and every subpath ends with `closeSubpath`.
  public var isClosed: Bool {
    var any = false
    var all = true
    forEachSubpath { span in
      any = true
      if !span.isClosed { all = false }
    }
    return any && all
  }

  /// The path with each subpath traversed in the opposite direction; the order of the
  /// subpaths is kept.
  ///
  /// An open subpath starts at its old end point. A closed subpath keeps its start point and
  /// stays closed, so trims of the reversed path start where trims of the original do: the
  /// closing line is drawn first (reversed) and the last edge back to the start is left to
  /// `closeSubpath` when it is a straight line. Reversing twice gives the original elements
  /// back, except for a closed subpath whose last explicit element is a line to its start
  /// point, which becomes the implicit closing line. Lengths are unchanged.
  public func reversed() -> Path {
    var out = Path()
    out.reserveCapacity(elements.count + 1)
    var segments: [PathSegment] = []
    forEachSubpath { span in
      segments.removeAll(keepingCapacity: true)
      forEachSegment(of: span) { segment, _ in segments.append(segment) }
      if span.isClosed {
        out.move(to: CGPoint(span.start))
        var reversed = segments.reversed().map(\.reversed)
        if let last = reversed.last, last.kind == .line { reversed.removeLast() }
        for segment in reversed { out.append(segment.element) }
        out.closeSubpath()
      } else {
        guard let last = segments.last else {
          out.move(to: CGPoint(span.start))
          return
        }
        out.move(to: CGPoint(last.p3))
        for segment in segments.reversed() { out.append(segment.reversed.element) }
      }
    }
    return out
  }
}
