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
  /// The index of the only subpath with a length, when there is exactly one and it is a loop
  /// (see ``isLoop(_:entries:)``): a wrapping trim joins across its start point.
  let loop: Int?

  /// Measures `path`. Complexity: O(segments) speed evaluations (24 per smooth curve).
  public init(_ path: Path) {
    var entries: [Entry] = []
    var subpaths: [Subpath] = []
    entries.reserveCapacity(path.elements.count)
    var total = 0.0
    path.forEachSubpath { span in
      let first = entries.count
      let start = total
      path.forEachSegment(of: span) { segment, _ in
        guard !segment.isPoint else { return }
        let length = segment.length()
        guard length > 0 || length.isNaN else { return }
        let end = total + length
        entries.append(Entry(segment: segment, start: total, end: end, length: length))
        total = end
      }
      subpaths.append(Subpath(span: span, entries: first..<entries.count, start: start, end: total))
    }
    var drawn: Int?
    var drawnCount = 0
    for (index, subpath) in subpaths.enumerated() where subpath.end > subpath.start {
      drawn = index
      drawnCount += 1
    }
    if drawnCount == 1, let index = drawn {
      self.loop = PathMeasure.isLoop(subpaths[index], entries: entries) ? index : nil
    } else {
      self.loop = nil
    }
    self.path = path
    self.length = total
    self.entries = entries
    self.subpaths = subpaths
  }

  /// Whether a subpath returns to its start: closed, or open with its last point on its first
  /// (a ring drawn as a full-circle arc).
  static func isLoop(_ subpath: Subpath, entries: [Entry]) -> Bool {
    if subpath.span.isClosed { return true }
    guard let last = subpath.entries.last else { return false }
    let gap = distance(entries[last].segment.p3, subpath.span.start)
    return gap <= 1e-9 * Swift.max(1, subpath.end - subpath.start)
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

  /// A trim that wraps around the end of the path, as Lottie's trim paths with an offset.
  /// See ``Path/trimmed(wrappingFrom:to:)`` for the exact semantics.
  public func trimmed(wrappingFrom start: Double, to end: Double) -> Path {
    guard start.isFinite, end.isFinite, end > start else { return Path() }
    if end - start >= 1 { return path }
    let shift = start.rounded(.down)
    let from = start - shift
    let to = end - shift
    if to <= 1 { return trimmed(from: from, to: to) }
    guard length > 0, length.isFinite else { return Path() }
    // Two ranges: from → the end of the path, then the start of the path → to − 1.
    var out = Path()
    let tail = from * length
    let head = (to - 1) * length
    if let loop = loop.map({ subpaths[$0] }) {
      // One loop: the two ranges meet at its start point; draw them as one stroke.
      appendPiece(of: loop, tail, loop.end, to: &out, continuing: false)
      appendPiece(of: loop, loop.start, head, to: &out, continuing: true)
    } else {
      appendPieces(of: tail, length, to: &out)
      appendPieces(of: 0, head, to: &out)
    }
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
        appendPiece(
          of: subpath, Swift.max(lo, subpath.start), Swift.min(hi, subpath.end), to: &out,
          continuing: false)
      }
      index += 1
    }
  }

  /// Appends the part of `subpath` between distances `lo < hi` as an open piece; with
  /// `continuing`, the piece extends the current subpath of `out` instead of moving.
  func appendPiece(
    of subpath: Subpath, _ lo: Double, _ hi: Double, to out: inout Path, continuing: Bool
  ) {
    guard lo < hi, !subpath.entries.isEmpty else { return }
    var index = firstEntry(endingAfter: lo, in: subpath.entries)
    var first = !continuing
    while index < subpath.entries.upperBound {
      let entry = entries[index]
      let t0 =
        lo <= entry.start
        ? 0 : entry.segment.parameter(atLength: lo - entry.start, total: entry.length)
      let t1 =
        hi >= entry.end
        ? 1
        : Swift.max(t0, entry.segment.parameter(atLength: hi - entry.start, total: entry.length))
      let piece = entry.segment.subsegment(from: t0, to: t1)
      if first {
        out.move(to: CGPoint(piece.p0))
        first = false
      }
      out.append(piece.element)
      if entry.end >= hi { break }
      index += 1
    }
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
