import Foundation

/// Walking a path as subpaths and geometric segments, shared by bounds, hit testing,
/// measuring, trimming and reversing.
extension Path {
  /// Where one subpath lies in ``elements``.
  struct SubpathSpan: Hashable, Sendable {
    /// The elements of the subpath: a `move` first, then drawing elements, then perhaps a
    /// `closeSubpath`.
    var elements: Range<Int>
    var start: SIMD2<Double>
    var isClosed: Bool
  }

  /// Calls `body` for each subpath in order. O(elements), no allocation.
  func forEachSubpath(_ body: (SubpathSpan) -> Void) {
    var i = 0
    let count = elements.count
    while i < count {
      let first = i
      var start = SIMD2<Double>.zero
      if case .move(let p) = elements[i] {
        start = p.simd
        i += 1
      }
      var closed = false
      scan: while i < count {
        switch elements[i] {
        case .move: break scan
        case .closeSubpath:
          closed = true
          i += 1
          break scan
        default: i += 1
        }
      }
      body(SubpathSpan(elements: first..<i, start: start, isClosed: closed))
    }
  }

  /// Calls `body` for each drawing segment of a subpath, in order. The closing line of a
  /// closed subpath is included (flagged) unless it has zero length; with
  /// `closingOpenSubpath`, open subpaths get one too (as filling does).
  func forEachSegment(
    of span: SubpathSpan, closingOpenSubpath: Bool = false,
    _ body: (_ segment: PathSegment, _ isClosingLine: Bool) -> Void
  ) {
    var current = span.start
    for index in span.elements {
      switch elements[index] {
      case .move:
        continue
      case .line(let p):
        let q = p.simd
        body(.line(current, q), false)
        current = q
      case .quadCurve(let p, let c):
        let q = p.simd
        body(.quad(current, c.simd, q), false)
        current = q
      case .curve(let p, let c1, let c2):
        let q = p.simd
        body(.cubic(current, c1.simd, c2.simd, q), false)
        current = q
      case .closeSubpath:
        break
      }
    }
    if (span.isClosed || closingOpenSubpath) && current != span.start {
      body(.line(current, span.start), true)
    }
  }

  /// Calls `body` for every drawing segment of the path, subpath after subpath.
  func forEachSegment(_ body: (_ segment: PathSegment) -> Void) {
    forEachSubpath { span in
      forEachSegment(of: span) { segment, _ in body(segment) }
    }
  }
}
