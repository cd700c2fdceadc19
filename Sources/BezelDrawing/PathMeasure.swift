import Foundation

/// A path measured once, for repeated trimming and point lookups along its length.
///
/// Building a measure integrates the arc length of every segment (see ``Path/length``) and
/// keeps a cumulative table, so each later ``trimmed(from:to:)`` or ``position(atDistance:)``
/// finds its segments by binary search and only inverts the arc length of the (at most two)
/// segments it cuts. Keep one per path that is trimmed every frame (`strokeStart` /
/// `strokeEnd`, Lottie trim paths).
///
/// ```swift
/// let measure = PathMeasure(ring)
/// let visible = measure.trimmed(from: 0, to: progress)   // no re-measuring
/// let tip = measure.position(atDistance: progress * measure.length)
/// ```
///
/// Storage: two arrays, one entry per drawing segment of positive length and one per subpath.
public struct PathMeasure: Sendable {
  /// A segment of positive length with its place along the path.
  struct Entry: Sendable {
    var segment: PathSegment
    /// Distance along the whole path where the segment starts and ends.
    var start: Double
    var end: Double
    /// The segment's own measured length (`end − start` up to rounding).
    var length: Double
  }

  /// A subpath with its segments and place along the path.
  struct Subpath: Sendable {
    var span: Path.SubpathSpan
    var entries: Range<Int>
    var start: Double
    var end: Double
  }

  /// The measured path.
  public let path: Path
  /// The total arc length of all subpaths, closing lines included.
  public let length: Double
  let entries: [Entry]
  let subpaths: [Subpath]

  /// Measures `path`. Complexity: O(segments) speed evaluations (24 per smooth curve).
  public init(_ path: Path) {
    self.init(path, curves: .exact)
  }

  /// Measures `path`, its curves as `curves` says (exact, or as chords the way lottie-web
  /// samples them).
  package init(_ path: Path, curves: CurveMeasurement) {
    var storage = Storage()
    self.init(path, curves: curves, storage: &storage)
  }

  /// The lists a measure is made in: taken from a measure done with (``storage``) and given
  /// to the next one made (``init(_:curves:storage:)``), their capacity is reused instead of
  /// allocated for every measure (a trim measures its outline every frame).
  package struct Storage: Sendable {
    var entries: [Entry] = []
    var subpaths: [Subpath] = []

    package init() {}

    init(entries: [Entry], subpaths: [Subpath]) {
      self.entries = entries
      self.subpaths = subpaths
    }

    /// How many segments the lists have room for.
    package var capacity: Int { entries.capacity }
  }

  /// This measure's lists, for the next measure to be made in once this one is let go.
  package var storage: Storage {
    Storage(entries: entries, subpaths: subpaths)
  }

  /// ``init(_:curves:)`` made in the lists of `storage`, emptied first (it is left empty).
  package init(_ path: Path, curves: CurveMeasurement, storage: inout Storage) {
    var entries = storage.entries
    var subpaths = storage.subpaths
    storage = Storage()
    entries.removeAll(keepingCapacity: true)
    subpaths.removeAll(keepingCapacity: true)
    entries.reserveCapacity(path.elements.count)
    var total = 0.0
    func add(_ segment: PathSegment) {
      guard !segment.isPoint else { return }
      let length = segment.length()
      guard length > 0 || length.isNaN else { return }
      let end = total + length
      entries.append(Entry(segment: segment, start: total, end: end, length: length))
      total = end
    }
    path.forEachSubpath { span in
      let first = entries.count
      let start = total
      path.forEachSegment(of: span) { segment, _ in
        guard case .chords(let count) = curves, segment.kind != .line, count > 0 else {
          add(segment)
          return
        }
        // Equal parameter steps, each chord a line of its own.
        var from = segment.p0
        for step in 1...count {
          let to = step == count ? segment.p3 : segment.point(at: Double(step) / Double(count))
          add(.line(from, to))
          from = to
        }
      }
      subpaths.append(Subpath(span: span, entries: first..<entries.count, start: start, end: total))
    }
    self.path = path
    self.length = total
    self.entries = entries
    self.subpaths = subpaths
  }

  /// The number of subpaths, lone `move`s included.
  public var subpathCount: Int { subpaths.count }

  // MARK: Positions

  /// The point `distance` along the path (clamped to 0…``length``) and the direction there;
  /// `nil` for an empty path. Where two segments meet, the end of the earlier one is used.
  ///
  /// Complexity: O(log segments) plus one arc-length inversion.
  public func position(atDistance distance: Double) -> PathPosition? {
    guard !entries.isEmpty else {
      guard let first = subpaths.first else { return nil }
      return PathPosition(point: CGPoint(first.span.start), tangentAngle: 0)
    }
    let d = distance.isNaN ? 0 : Swift.min(Swift.max(distance, 0), length)
    var index = firstEntry(endingAfterOrAt: d, in: 0..<entries.count)
    if index == entries.count { index -= 1 }
    let entry = entries[index]
    let t = entry.segment.parameter(atLength: d - entry.start, total: entry.length)
    let direction = entry.segment.direction(at: t)
    return PathPosition(
      point: CGPoint(entry.segment.point(at: t)), tangentAngle: atan2(direction.y, direction.x))
  }

  /// The position at `fraction` of the total length (clamped to 0…1).
  public func position(atFraction fraction: Double) -> PathPosition? {
    position(atDistance: fraction * length)
  }

  // MARK: Trimming

  /// The part of the path between two fractions of its total length, like Core Animation's
  /// `strokeStart` / `strokeEnd`. See ``Path/trimmed(from:to:)`` for the exact semantics.
  ///
  /// Complexity: O(log segments + output size); no re-measuring.
  public func trimmed(from start: Double, to end: Double) -> Path {
    guard !start.isNaN, !end.isNaN else { return Path() }
    let from = Swift.max(0, start)
    let to = Swift.min(1, end)
    guard from < to else { return Path() }
    if from <= 0 && to >= 1 { return path }
    guard length > 0, length.isFinite else { return Path() }
    var out = Path()
    appendPieces(of: from * length, to * length, to: &out)
    return out
  }

  /// Appends what lies between distances `lo < hi` along the path: subpaths entirely inside
  /// unchanged, cut ones as open pieces. A subpath of zero length is kept only when it lies
  /// strictly inside, so a trim that ends where the next subpath starts draws nothing of it.
  func appendPieces(of lo: Double, _ hi: Double, to out: inout Path) {
    guard lo < hi else { return }
    var index = firstSubpath(endingAfter: lo)
    while index < subpaths.count, subpaths[index].start < hi {
      let subpath = subpaths[index]
      if subpath.end == subpath.start || (lo <= subpath.start && subpath.end <= hi) {
        for element in path.elements[subpath.span.elements] { out.append(element) }
      } else {
        appendPiece(of: subpath, Swift.max(lo, subpath.start), Swift.min(hi, subpath.end), to: &out)
      }
      index += 1
    }
  }

  /// Appends the part of `subpath` between distances `lo < hi` as an open piece.
  func appendPiece(of subpath: Subpath, _ lo: Double, _ hi: Double, to out: inout Path) {
    var first = true
    forEachCut(of: subpath, lo, hi) { piece in
      if first {
        out.move(to: CGPoint(piece.p0))
        first = false
      }
      out.append(piece.element)
    }
  }

  /// Calls `body` with the part of each segment of `subpath` between distances `lo < hi`,
  /// in order, cut exactly at the parameters where the arc length reaches `lo` and `hi`.
  func forEachCut(
    of subpath: Subpath, _ lo: Double, _ hi: Double, _ body: (PathSegment) -> Void
  ) {
    guard lo < hi, !subpath.entries.isEmpty else { return }
    var index = firstEntry(endingAfter: lo, in: subpath.entries)
    while index < subpath.entries.upperBound {
      let entry = entries[index]
      let t0 =
        lo <= entry.start
        ? 0 : entry.segment.parameter(atLength: lo - entry.start, total: entry.length)
      let t1 =
        hi >= entry.end
        ? 1
        : Swift.max(t0, entry.segment.parameter(atLength: hi - entry.start, total: entry.length))
      body(entry.segment.subsegment(from: t0, to: t1))
      if entry.end >= hi { break }
      index += 1
    }
  }

  /// Calls `body` with every segment piece between distances `from < to` along the path, in
  /// order, each subpath the range touches giving one open run of pieces (`startsRun` on its
  /// first). Unlike ``trimmed(from:to:)``, a subpath inside the range is also visited piece
  /// by piece (a closed one comes out open), and lone `move`s give nothing: the cut as
  /// lottie-web's trim paths make it, for callers that build their own outlines.
  package func forEachPiece(
    from: Double, to: Double, _ body: (_ piece: PathSegment, _ startsRun: Bool) -> Void
  ) {
    guard from < to, length > 0, length.isFinite else { return }
    var index = firstSubpath(endingAfter: from)
    while index < subpaths.count, subpaths[index].start < to {
      let subpath = subpaths[index]
      var first = true
      forEachCut(of: subpath, Swift.max(from, subpath.start), Swift.min(to, subpath.end)) {
        body($0, first)
        first = false
      }
      index += 1
    }
  }

  /// At most how many pieces ``forEachPiece(from:to:_:)`` gives for the same range, all its
  /// runs together (to reserve room for them).
  package func pieceCount(from: Double, to: Double) -> Int {
    guard from < to else { return 0 }
    let first = firstEntry(endingAfter: from, in: 0..<entries.count)
    let last = firstEntry(endingAfterOrAt: to, in: first..<entries.count)
    return Swift.min(last + 1, entries.count) - first
  }

  // MARK: Searching

  /// The first subpath whose end lies beyond `distance`, or `subpaths.count`.
  func firstSubpath(endingAfter distance: Double) -> Int {
    var lo = 0
    var hi = subpaths.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if subpaths[mid].end > distance { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The first entry in `range` whose end lies beyond `distance`, or `range.upperBound`.
  func firstEntry(endingAfter distance: Double, in range: Range<Int>) -> Int {
    var lo = range.lowerBound
    var hi = range.upperBound
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].end > distance { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The first entry in `range` whose end is at or beyond `distance`, or `range.upperBound`.
  func firstEntry(endingAfterOrAt distance: Double, in range: Range<Int>) -> Int {
    var lo = range.lowerBound
    var hi = range.upperBound
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].end >= distance { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
