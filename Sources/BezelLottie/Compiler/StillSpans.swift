/// The frame ranges over which some compiled content does not change: sorted, disjoint,
/// half-open spans `[lower, upper)`, each one value of the content.
///
/// A constant is one span over every frame; a keyframed track holds still before its first
/// keyframe, after its last one and through each hold keyframe. Content made of several
/// tracks holds still where all of them do (``intersection(_:)``). Two frames in the same span
/// evaluate to the same display items, so the evaluation of one serves the other.
struct StillSpans: Sendable, Equatable {
  /// Each span's first frame and the frame it ends before.
  private(set) var spans: [(lower: Double, upper: Double)]

  /// Still at every frame.
  static let always = StillSpans(spans: [(-.infinity, .infinity)])
  /// Changing at every frame (or not known to hold still).
  static let never = StillSpans(spans: [])

  private init(spans: [(lower: Double, upper: Double)]) {
    self.spans = spans
  }

  /// Spans from `list`, which must be sorted and disjoint; empty spans are dropped, and a
  /// non-finite bound (but the outer infinities) makes the whole thing ``never``.
  init(sorted list: [(lower: Double, upper: Double)]) {
    var kept: [(lower: Double, upper: Double)] = []
    for span in list where span.lower < span.upper {
      guard !span.lower.isNaN, !span.upper.isNaN,
        span.lower.isFinite || span.lower == -.infinity,
        span.upper.isFinite || span.upper == .infinity,
        kept.last.map({ $0.upper <= span.lower }) ?? true
      else {
        self = .never
        return
      }
      kept.append(span)
    }
    spans = kept
  }

  /// The spans between consecutive `points` (and before the first and after the last), for
  /// a value that changes only at those frames.
  init(splitAt points: [Double]) {
    guard points.allSatisfy(\.isFinite) else {
      self = .never
      return
    }
    var bounds = [-Double.infinity]
    bounds += Set(points).sorted()
    bounds.append(.infinity)
    self.init(sorted: zip(bounds, bounds.dropFirst()).map { ($0, $1) })
  }

  var isAlways: Bool { self == .always }
  var isNever: Bool { spans.isEmpty }

  /// Where both hold still: each span lies within one span of each.
  func intersection(_ other: StillSpans) -> StillSpans {
    if other.isAlways || isNever { return self }
    if isAlways || other.isNever { return other }
    var out: [(lower: Double, upper: Double)] = []
    var i = 0
    var j = 0
    while i < spans.count && j < other.spans.count {
      let lower = max(spans[i].lower, other.spans[j].lower)
      let upper = min(spans[i].upper, other.spans[j].upper)
      if lower < upper { out.append((lower, upper)) }
      if spans[i].upper < other.spans[j].upper { i += 1 } else { j += 1 }
    }
    return StillSpans(spans: out)
  }

  /// The spans of content evaluated at `(frame − offset) / stretch` in terms of `frame`
  /// (a precomposition's layers seen from its parent), each shrunk by a margin so that
  /// rounding in the mapping cannot carry a frame into the neighbouring span.
  func mapped(offset: Double, stretch: Double) -> StillSpans {
    if isAlways || isNever || (offset == 0 && stretch == 1) { return self }
    guard stretch > 0, stretch.isFinite, offset.isFinite else { return .never }
    return StillSpans(
      sorted: spans.map { span in
        func map(_ x: Double, _ direction: Double) -> Double {
          guard x.isFinite else { return x }
          let y = x * stretch + offset
          return y + direction * 1e-9 * (1 + abs(y) + abs(offset))
        }
        return (map(span.lower, 1), map(span.upper, -1))
      })
  }

  /// The index of the span holding `frame`, if any.
  func index(containing frame: Double) -> Int? {
    var lo = 0
    var hi = spans.count - 1
    while lo <= hi {
      let mid = (lo + hi) / 2
      if frame < spans[mid].lower {
        hi = mid - 1
      } else if frame >= spans[mid].upper {
        lo = mid + 1
      } else {
        return mid
      }
    }
    return nil
  }

  static func == (a: StillSpans, b: StillSpans) -> Bool {
    a.spans.count == b.spans.count
      && zip(a.spans, b.spans).allSatisfy { $0.lower == $1.lower && $0.upper == $1.upper }
  }
}
