import BezelDrawing
import BezelLayers
import Foundation

/// The device pixels a display list's items from a ``FrameCut`` on can paint, as runs of
/// small square cells: tighter than their boxes for thin, long shapes (a progress arc, a
/// spinner), whose box is mostly pixels they never touch.
///
/// A frame drawn over a ``FrameUnderlay`` starts from a copy of the underlay wherever the
/// previous frame's moving items painted; everywhere else the target already holds the
/// underlay's pixels. So the copy needs only the previous frame's cover, not the whole damage
/// box, and the pixels that can change are only inside the two frames' covers.
///
/// Conservative: a stroke counts by pieces of its outline (curves split until their control
/// points lie within a cell) grown by the stroke's widest reach (miter or square cap) and
/// ``FrameDamage/margin``; any other item by its box. One value is reused from frame to
/// frame, so measuring allocates nothing once its storage has grown.
struct FrameCover {
  /// The side of a cell, in device pixels.
  static let cell = 8
  /// A curve piece whose control points span more device pixels than this is split.
  private static let pieceSide = 8.0
  /// Deeper splitting than this marks the piece's box as it is (a huge curve).
  private static let maximumDepth = 12

  /// Which cells are covered: one bit per cell, ``wordsPerRow`` words per row of cells
  /// (a 512-pixel-wide canvas has one word a row), so marking a piece sets a few bits and
  /// finding the runs, or the runs of two covers' union, reads a word at a time.
  private var bits: [UInt64] = []
  private var wordsPerRow = 0
  private var columns = 0
  private var rows = 0
  private var width = 0
  private var height = 0
  /// The rows of cells holding marks are `markedRows` (empty before the first mark), so
  /// clearing and collecting skip the rest of the canvas.
  private var markedRows = 0..<0
  /// The covered runs, one box per run of cells in a row (device pixels, in the canvas).
  private(set) var boxes: [FrameDamage.Box] = []

  /// Measures the cover of `list`'s items from `cut` on (all items without a cut) at
  /// `scale` on a `width` × `height` canvas into ``boxes``; `false` when some item's extent
  /// is unknown (text, effects, a blend mode that clears outside its source).
  mutating func measure(
    _ list: DisplayList, from cut: FrameCut?, scale: Double, width: Int, height: Int
  ) -> Bool {
    boxes.removeAll(keepingCapacity: true)
    guard width > 0, height > 0, scale.isFinite, scale > 0 else { return false }
    let columns = (width + Self.cell - 1) / Self.cell
    let rows = (height + Self.cell - 1) / Self.cell
    let words = (columns + 63) / 64
    if columns != self.columns || rows != self.rows || bits.count != words * rows {
      bits = [UInt64](repeating: 0, count: words * rows)
    } else {
      for k in (markedRows.lowerBound * words)..<(markedRows.upperBound * words) { bits[k] = 0 }
    }
    self.width = width
    self.height = height
    self.columns = columns
    self.rows = rows
    wordsPerRow = words
    markedRows = 0..<0
    let toDevice = Transform(scaleX: scale, y: scale)
    guard mark(list.items, toDevice, from: cut.map { $0.path[...] }) else { return false }
    var runs = boxes
    boxes = []
    bits.withUnsafeBufferPointer { bits in
      guard let base = bits.baseAddress else { return }
      for row in markedRows {
        collectRuns(row: row, base + row * wordsPerRow, into: &runs)
      }
    }
    boxes = runs
    return true
  }

  /// Appends the runs of cells covered by this cover or `other` (measured on the same
  /// canvas) to `result`.
  func appendUnion(with other: FrameCover, to result: inout [FrameDamage.Box]) {
    guard other.bits.count == bits.count, other.columns == columns, other.rows == rows else {
      result.append(contentsOf: boxes)
      result.append(contentsOf: other.boxes)
      return
    }
    let rowsMarked =
      markedRows.isEmpty
      ? other.markedRows
      : other.markedRows.isEmpty
        ? markedRows
        : min(
          markedRows.lowerBound, other.markedRows.lowerBound)..<max(
            markedRows.upperBound, other.markedRows.upperBound)
    let words = wordsPerRow
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, words)) { union in
      guard let row = union.baseAddress else { return }
      bits.withUnsafeBufferPointer { mine in
        other.bits.withUnsafeBufferPointer { theirs in
          for y in rowsMarked {
            for k in 0..<words { row[k] = mine[y * words + k] | theirs[y * words + k] }
            collectRuns(row: y, row, into: &result)
          }
        }
      }
    }
  }

  /// The boxes of `cover` that lie in `damage`, clipped to it, appended to `result`.
  static func intersect(
    _ cover: [FrameDamage.Box], _ damage: [FrameDamage.Box], into result: inout [FrameDamage.Box]
  ) {
    for run in cover {
      for box in damage {
        let part = run.intersection(box)
        if part.maxX > part.minX, part.maxY > part.minY { result.append(part) }
      }
    }
  }

  /// Appends one box per run of set bits in the row of cells `row`, whose words are at
  /// `words`, left to right.
  private func collectRuns(
    row: Int, _ words: UnsafePointer<UInt64>, into result: inout [FrameDamage.Box]
  ) {
    let (minY, maxY) = (row * Self.cell, min(height, (row + 1) * Self.cell))
    var column = 0
    while true {
      // The next covered cell at or after `column`, then the next uncovered one after it.
      guard let first = Self.next(in: words, count: wordsPerRow, from: column, set: true),
        first < columns
      else { return }
      let end = min(
        columns, Self.next(in: words, count: wordsPerRow, from: first, set: false) ?? columns)
      result.append(
        FrameDamage.Box(
          minX: first * Self.cell, minY: minY, maxX: min(width, end * Self.cell), maxY: maxY))
      column = end
    }
  }

  /// The first bit at or after `start` of the `count` words at `words` that is set (or
  /// clear, when not `set`); `nil` when there is none.
  @inline(__always)
  private static func next(
    in words: UnsafePointer<UInt64>, count: Int, from start: Int, set: Bool
  ) -> Int? {
    var index = start >> 6
    guard index < count else { return nil }
    let flip: UInt64 = set ? 0 : ~0
    var word = (words[index] ^ flip) & (~0 << UInt64(start & 63))
    while word == 0 {
      index += 1
      guard index < count else { return nil }
      word = words[index] ^ flip
    }
    return index << 6 + word.trailingZeroBitCount
  }

  private mutating func mark(
    _ items: [DisplayItem], _ transform: Transform, from cut: ArraySlice<Int>? = nil
  ) -> Bool {
    var start = 0
    if let cut, let index = cut.first {
      start = min(index, items.count)
      if cut.count > 1, index < items.count, case .group(let group) = items[index] {
        guard mark(group, transform, from: cut.dropFirst()) else { return false }
        start += 1
      }
    }
    for item in items[start...] {
      guard mark(item, transform) else { return false }
    }
    return true
  }

  private mutating func mark(
    _ group: GroupItem, _ transform: Transform, from cut: ArraySlice<Int>? = nil
  ) -> Bool {
    // Effects spread pixels, and a blend mode that clears outside its source reaches
    // everywhere; anything else paints only where its children do.
    guard group.effects.isEmpty, !group.blendMode.clearsWithoutSource else { return false }
    return mark(group.children, group.transform.concatenating(transform), from: cut)
  }

  private mutating func mark(_ item: DisplayItem, _ transform: Transform) -> Bool {
    switch item {
    case .group(let group):
      return mark(group, transform)
    case .stroke(let path, _, let style):
      return markStroke(path, style, transform)
    case .fill, .image, .text:
      guard let local = ContentBounds.of(item) else { return false }
      guard !local.isNull else { return true }
      guard let device = ContentBounds.map(local, through: transform) else { return false }
      return markBox(device, grownBy: 0)
    }
  }

  /// Marks the pieces of a stroke's outline, each grown by half the line width (a square
  /// cap's diagonal where caps are square, since dashes put caps anywhere), and each join
  /// between elements by its miter when it has one.
  ///
  /// Cairo strokes the flattened pieces of a curve with round joins, so only the joins
  /// between elements reach further than half the width: a miter by half the width over the
  /// cosine of half the turn, up to the miter limit (beyond it, a bevel).
  private mutating func markStroke(_ path: Path, _ style: StrokeStyle, _ transform: Transform)
    -> Bool
  {
    let half = style.lineWidth / 2
    guard half.isFinite, half > 0 else { return true }
    let limit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
    let stretch = Self.largestStretch(transform)
    let reach = half * (style.lineCap == .square ? 2.0.squareRoot() : 1) * stretch
    guard reach.isFinite else { return false }
    var joins = JoinTracker(miters: style.lineJoin == .miter, limit: limit)
    var current = CGPoint.zero
    var start = CGPoint.zero
    var local = CGPoint.zero
    var localStart = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        current = transform.apply(to: p)
        start = current
        local = p
        localStart = p
        joins.startSubpath()
        guard markBox(CGRect(origin: current, size: .zero), grownBy: reach) else { return false }
      case .line(let p):
        let end = transform.apply(to: p)
        joins.enter(CGPoint(x: p.x - local.x, y: p.y - local.y), leaving: nil)
        guard markJoin(at: current, joins.reach(half) * stretch),
          markSegment(current, end, reach)
        else { return false }
        current = end
        local = p
      case .quadCurve(let p, let c):
        let end = transform.apply(to: p)
        let control = transform.apply(to: c)
        joins.enter(
          Self.direction(from: local, c, p), leaving: Self.direction(from: p, c, local))
        guard markJoin(at: current, joins.reach(half) * stretch) else { return false }
        // The cubic with the same curve.
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(
          x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        guard markCurve(current, c1, c2, end, reach, depth: 0) else { return false }
        current = end
        local = p
      case .curve(let p, let c1, let c2):
        let end = transform.apply(to: p)
        joins.enter(
          Self.direction(from: local, c1, c2, p), leaving: Self.direction(from: p, c2, c1, local))
        guard markJoin(at: current, joins.reach(half) * stretch),
          markCurve(
            current, transform.apply(to: c1), transform.apply(to: c2), end, reach, depth: 0)
        else { return false }
        current = end
        local = p
      case .closeSubpath:
        joins.enter(CGPoint(x: localStart.x - local.x, y: localStart.y - local.y), leaving: nil)
        guard markJoin(at: current, joins.reach(half) * stretch) else { return false }
        joins.close()
        guard markJoin(at: start, joins.reach(half) * stretch),
          markSegment(current, start, reach)
        else { return false }
        current = start
        local = localStart
      }
    }
    return true
  }

  /// The most `transform` stretches any length, a hair over for rounding: its largest
  /// singular value. (The Frobenius norm bounds it too, but reads a rotation with uniform
  /// scale `s` as `s` times the square root of two, widening a turning stroke's cover.)
  static func largestStretch(_ transform: Transform) -> Double {
    let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
    // The half-sum of these two lengths: no difference of near-equal squares to round away.
    let turning = ((a + d) * (a + d) + (c - b) * (c - b)).squareRoot()
    let mirrored = ((a - d) * (a - d) + (c + b) * (c + b)).squareRoot()
    return (turning + mirrored) / 2 * (1 + 1e-9)
  }

  /// Marks a join at `point` reaching `reach` device pixels (nothing beyond the pieces'
  /// own reach for no join).
  private mutating func markJoin(at point: CGPoint, _ reach: Double) -> Bool {
    guard reach > 0 else { return true }
    guard reach.isFinite else { return false }
    return markBox(CGRect(origin: point, size: .zero), grownBy: reach)
  }

  /// The direction a curve leaves `from` in: towards the first of `points` not at it.
  private static func direction(from: CGPoint, _ points: CGPoint...) -> CGPoint {
    for point in points where point != from {
      return CGPoint(x: point.x - from.x, y: point.y - from.y)
    }
    return .zero
  }

  /// Marks a straight piece split into lengths of about a cell, so a long diagonal marks
  /// a band rather than its box.
  private mutating func markSegment(_ a: CGPoint, _ b: CGPoint, _ reach: Double) -> Bool {
    let length = max(abs(b.x - a.x), abs(b.y - a.y))
    guard length.isFinite else { return false }
    let pieces = max(1, min(4096, Int((length / Self.pieceSide).rounded(.up))))
    var from = a
    for k in 1...pieces {
      let t = Double(k) / Double(pieces)
      let to = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      guard markBox(Self.box(from, to), grownBy: reach) else { return false }
      from = to
    }
    return true
  }

  /// Marks a cubic piece by its control points' box, halving it until that box is small.
  private mutating func markCurve(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ reach: Double, depth: Int
  ) -> Bool {
    let (minX, maxX) = (min(p0.x, p1.x, p2.x, p3.x), max(p0.x, p1.x, p2.x, p3.x))
    let (minY, maxY) = (min(p0.y, p1.y, p2.y, p3.y), max(p0.y, p1.y, p2.y, p3.y))
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return false }
    if max(maxX - minX, maxY - minY) <= Self.pieceSide || depth >= Self.maximumDepth {
      return markBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY, grownBy: reach)
    }
    // De Casteljau at one half.
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    let (a, b, c) = (mid(p0, p1), mid(p1, p2), mid(p2, p3))
    let (d, e) = (mid(a, b), mid(b, c))
    let m = mid(d, e)
    return markCurve(p0, a, d, m, reach, depth: depth + 1)
      && markCurve(m, e, c, p3, reach, depth: depth + 1)
  }

  private static func box(_ a: CGPoint, _ b: CGPoint) -> CGRect {
    CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  /// Marks the cells under `rect` grown by `reach` and ``FrameDamage/margin``; `false` beyond
  /// Cairo's coordinate range.
  private mutating func markBox(_ rect: CGRect, grownBy reach: Double) -> Bool {
    markBox(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, grownBy: reach)
  }

  /// Marks the cells under the box from (`minX`, `minY`) to (`maxX`, `maxY`) grown by `reach`
  /// and ``FrameDamage/margin`` (the pixels ``FrameDamage/Box/init(around:)`` gives); `false`
  /// beyond Cairo's coordinate range.
  private mutating func markBox(
    minX: Double, minY: Double, maxX: Double, maxY: Double, grownBy reach: Double
  ) -> Bool {
    let limit = 1e7
    let (left, top, right, bottom) = (minX - reach, minY - reach, maxX + reach, maxY + reach)
    guard left > -limit, top > -limit, right < limit, bottom < limit else { return false }
    let margin = FrameDamage.margin
    let x0 = max(0, Int(left.rounded(.down)) - margin)
    let y0 = max(0, Int(top.rounded(.down)) - margin)
    let x1 = min(width, Int(right.rounded(.up)) + margin)
    let y1 = min(height, Int(bottom.rounded(.up)) + margin)
    guard x1 > x0, y1 > y0 else { return true }
    let (firstRow, lastRow) = (y0 / Self.cell, (y1 - 1) / Self.cell)
    let (first, last) = (x0 / Self.cell, (x1 - 1) / Self.cell)
    markedRows =
      markedRows.isEmpty
      ? firstRow..<(lastRow + 1)
      : min(markedRows.lowerBound, firstRow)..<max(markedRows.upperBound, lastRow + 1)
    let words = wordsPerRow
    bits.withUnsafeMutableBufferPointer { bits in
      for word in (first >> 6)...(last >> 6) {
        // The bits of columns `first...last` that fall in this word.
        let low = max(first, word << 6) & 63
        let high = min(last, word << 6 + 63) & 63
        let mask = (~UInt64(0) >> UInt64(63 - high)) & (~UInt64(0) << UInt64(low))
        for row in firstRow...lastRow { bits[row * words + word] |= mask }
      }
    }
    return true
  }
}
