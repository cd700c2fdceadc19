/// ARGB32 pixels stored as runs along each row: a stretch of one colour (the transparent
/// rest of a frame, a flat shape's inside) takes two words however long it is, and other
/// pixels are kept as they are.
///
/// An underlay is read only where later frames change, and is mostly empty or flat (a
/// spinner's track, a window behind an overlay): kept as runs it takes a small part of the
/// frame's bytes instead of a second frame. A picture with no stretch of one colour (a
/// gradient, a photo) takes about what its pixels do, never more than one word a pixel and
/// one a row.
///
/// ```swift
/// var runs = PixelRuns()
/// runs.encode(data, stride: stride, width: width, height: height)
/// runs.copy(box, into: target, stride: stride)  // those pixels again
/// ```
///
/// Each segment is a header word, the count in its low 31 bits and the top bit set for a
/// run, followed by the run's one colour or by the count of pixels as they are.
struct PixelRuns {
  /// The pixels described, per row.
  private(set) var width = 0
  /// The rows described.
  private(set) var height = 0
  /// Where each row's segments start in ``words``; row `y` is `rowStarts[y] ..< rowStarts[y + 1]`.
  private var rowStarts: [Int32] = []
  private var words: [UInt32] = []
  /// Where each row's checkpoints start in ``checks`` (row `y` is `checkStarts[y] ..<
  /// checkStarts[y + 1]`); empty when no row has any.
  private var checkStarts: [Int32] = []
  /// Per checkpoint, two words: the word where the segment holding pixel `k × checkStep` of
  /// the row starts, and that segment's first pixel (`k` counts from 1).
  private var checks: [Int32] = []

  /// The top bit of a header: a run of one colour (one word follows).
  private static let runFlag: UInt32 = 0x8000_0000
  /// Stretches of one colour shorter than this stay with their neighbours: a run takes two
  /// words, so a shorter one would save nothing.
  private static let shortestRun = 3
  /// Fewer pixels than this are copied by a loop of their own rather than `memcpy` or
  /// `memset`.
  private static let longCopy = 16
  /// Pixels between a row's checkpoints: a copy starts its walk through a row's segments at
  /// the checkpoint before its first pixel instead of at the row's start.
  static let checkStep = 32
  /// Rows of at most this many segments have no checkpoints (walking them is cheap).
  ///
  /// A photo under a moving arc (the ring's) is hundreds of short segments a row, and a
  /// copy along the arc's right side walked all of those left of it on every row: most of
  /// the copy's time.
  static let fewSegments = 16

  /// Bytes held.
  var bytes: Int {
    (rowStarts.capacity + checkStarts.capacity + checks.capacity) * MemoryLayout<Int32>.stride
      + words.capacity * MemoryLayout<UInt32>.stride
  }

  /// Takes the `width` × `height` ARGB32 pixels at `data` (rows `stride` bytes apart) in
  /// place of what was held.
  ///
  /// Two passes over the pixels, one counting the words and one writing them, so the
  /// storage is allocated once at its size (growing it as it fills would hold old and new
  /// storage at once, up to twice the result).
  mutating func encode(_ data: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) {
    let width = max(0, width)
    let height = max(0, height)
    var starts = [Int32](repeating: 0, count: height + 1)
    var checkCounts = [Int32](repeating: 0, count: height + 1)
    var total = 0
    var totalChecks = 0
    let checksPerRow = max(0, (width - 1) / PixelRuns.checkStep)
    for y in 0..<height {
      starts[y] = Int32(total)
      var segments = 0
      PixelRuns.segments(PixelRuns.row(data, y, stride), width: width) { _, count, isRun in
        total += 1 + (isRun ? 1 : count)
        segments += 1
      }
      checkCounts[y] = Int32(totalChecks)
      if segments > PixelRuns.fewSegments { totalChecks += checksPerRow }
    }
    starts[height] = Int32(total)
    checkCounts[height] = Int32(totalChecks)
    // Reuse the storage when it is about the size needed; otherwise let it go first, so the
    // old and new storage are not held at once.
    if words.capacity < total || words.capacity > 2 * total + 1024 {
      words = []
      words.reserveCapacity(total)
    } else {
      words.removeAll(keepingCapacity: true)
    }
    checks.removeAll()
    checks.reserveCapacity(2 * totalChecks)
    for y in 0..<height {
      let row = PixelRuns.row(data, y, stride)
      let checked = checkCounts[y + 1] > checkCounts[y]
      PixelRuns.segments(row, width: width) { start, count, isRun in
        if checked {
          // The checkpoints at pixels inside this segment point at its header.
          var k = max(1, (start + PixelRuns.checkStep - 1) / PixelRuns.checkStep)
          while k * PixelRuns.checkStep < start + count, k <= checksPerRow {
            checks.append(Int32(words.count))
            checks.append(Int32(start))
            k += 1
          }
        }
        if isRun {
          words.append(UInt32(count) | PixelRuns.runFlag)
          words.append(row[start])
        } else {
          words.append(UInt32(count))
          words.append(contentsOf: UnsafeBufferPointer(start: row + start, count: count))
        }
      }
    }
    rowStarts = starts
    checkStarts = totalChecks > 0 ? checkCounts : []
    self.width = width
    self.height = height
  }

  /// The checkpoints held, over all rows (for tests).
  var checkpointCount: Int { checks.count / 2 }

  /// Lets the storage go.
  mutating func removeAll() {
    rowStarts = []
    words = []
    checkStarts = []
    checks = []
    width = 0
    height = 0
  }

  /// Writes the pixels inside each of `boxes` (clamped to the pixels described) into the
  /// ARGB32 rows at `target`, `stride` bytes apart, at the same places.
  ///
  /// Boxes that follow one another over the same rows (the runs of a cover, a row of cells
  /// at a time) are a *band*: each of its rows is walked once, left to right through the
  /// band's columns, so a row's segments are read once however many boxes cross it (up to
  /// 64 boxes a band).
  func copy(_ boxes: [FrameDamage.Box], into target: UnsafeMutablePointer<UInt8>, stride: Int) {
    guard !boxes.isEmpty else { return }
    words.withUnsafeBufferPointer { words in
      rowStarts.withUnsafeBufferPointer { rowStarts in
        checkStarts.withUnsafeBufferPointer { checkStarts in
          checks.withUnsafeBufferPointer { checks in
            guard let base = words.baseAddress else { return }
            // On the stack: a band of more boxes is copied in parts.
            withUnsafeTemporaryAllocation(of: (from: Int, to: Int).self, capacity: 64) { spans in
              var next = 0
              while next < boxes.count {
                let minY = max(0, boxes[next].minY)
                let maxY = min(height, boxes[next].maxY)
                // The band: this box and those after it over the same rows.
                var count = 0
                var sorted = true
                while next < boxes.count, count < spans.count, max(0, boxes[next].minY) == minY,
                  min(height, boxes[next].maxY) == maxY
                {
                  let (from, to) = (max(0, boxes[next].minX), min(width, boxes[next].maxX))
                  next += 1
                  guard from < to else { continue }
                  if count > 0, from < spans[count - 1].from { sorted = false }
                  spans[count] = (from, to)
                  count += 1
                }
                guard minY < maxY, count > 0 else { continue }
                if !sorted { PixelRuns.sort(spans, count: count) }
                count = PixelRuns.merge(spans, count: count)
                let band = UnsafeBufferPointer(rebasing: spans[0..<count])
                guard let rowStarts = rowStarts.baseAddress else { continue }
                guard let checks = checks.baseAddress, !checkStarts.isEmpty else {
                  PixelRuns.copy(
                    band, rows: minY..<maxY, from: base, rowStarts: rowStarts, into: target,
                    stride: stride)
                  continue
                }
                for y in minY..<maxY {
                  let first = Int(checkStarts[y])
                  let rowChecks = UnsafeBufferPointer(
                    start: checks + 2 * first, count: 2 * (Int(checkStarts[y + 1]) - first))
                  PixelRuns.copy(
                    band, ofRow: y, from: base, at: Int(rowStarts[y]), checks: rowChecks,
                    into: UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(
                      to: UInt32.self))
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes the columns of `spans` of each of `rows` into the rows at `target`, `stride`
  /// bytes apart, for runs with no checkpoints: a loop of its own, with nothing per row but
  /// the row's start, since a spinner's underlay (ten segments a row) restores some two
  /// hundred rows a frame.
  @inline(never)
  private static func copy(
    _ spans: UnsafeBufferPointer<(from: Int, to: Int)>, rows: Range<Int>,
    from base: UnsafePointer<UInt32>, rowStarts: UnsafePointer<Int32>,
    into target: UnsafeMutablePointer<UInt8>, stride: Int
  ) {
    let none = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    for y in rows {
      PixelRuns.copy(
        spans, ofRow: y, from: base, at: Int(rowStarts[y]), checks: none,
        into: UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self))
    }
  }

  /// Sorts the first `count` spans by where they start (a band's boxes usually come left to
  /// right already; a few out of order are moved into place).
  private static func sort(_ spans: UnsafeMutableBufferPointer<(from: Int, to: Int)>, count: Int) {
    for k in 1..<count {
      let span = spans[k]
      var at = k
      while at > 0, spans[at - 1].from > span.from {
        spans[at] = spans[at - 1]
        at -= 1
      }
      spans[at] = span
    }
  }

  /// Joins the first `count` spans (sorted by start) where they overlap or touch; returns
  /// how many are left.
  private static func merge(_ spans: UnsafeMutableBufferPointer<(from: Int, to: Int)>, count: Int)
    -> Int
  {
    var kept = 0
    for k in 1..<max(1, count) {
      if spans[k].from <= spans[kept].to {
        spans[kept].to = max(spans[kept].to, spans[k].to)
      } else {
        kept += 1
        spans[kept] = spans[k]
      }
    }
    return kept + 1
  }

  /// Writes the columns of `spans` (sorted, apart, inside the row) of the row whose segments
  /// start at word `start` into `row`, walking the segments once, from the checkpoint
  /// before each span when the row has `checks` (pairs of word and pixel, see ``checks``).
  @inline(__always)
  private static func copy(
    _ spans: UnsafeBufferPointer<(from: Int, to: Int)>, ofRow y: Int,
    from base: UnsafePointer<UInt32>, at start: Int, checks: UnsafeBufferPointer<Int32>,
    into row: UnsafeMutablePointer<UInt32>
  ) {
    var at = start
    // The first pixel of the segment at `at`.
    var x = 0
    for span in spans {
      var from = span.from
      // Checkpoint k (from 1) is the segment holding pixel k × checkStep.
      let k = from / PixelRuns.checkStep
      if k >= 1, 2 * k <= checks.count, Int(checks[2 * k - 1]) > x {
        at = Int(checks[2 * k - 2])
        x = Int(checks[2 * k - 1])
      }
      // The segments ending at or before the span are stepped over in a loop of their own
      // with wrapping arithmetic (the walk, not the pixels, is most of a restore's
      // instructions: a spinner's underlay has about ten segments a row, each visited on
      // every restored row). A segment's words stay inside the row's, so nothing overflows.
      var header = base[at]
      var end = x &+ Int(header & ~PixelRuns.runFlag)
      while end <= from {
        at &+= header & PixelRuns.runFlag != 0 ? 2 : (1 &+ Int(header))
        x = end
        header = base[at]
        end = x &+ Int(header & ~PixelRuns.runFlag)
      }
      while true {
        let isRun = header & PixelRuns.runFlag != 0
        let to = min(end, span.to)
        if isRun {
          PixelRuns.fill(row + from, with: base[at &+ 1], count: to &- from)
        } else {
          PixelRuns.move(base + (at &+ 1 &+ (from &- x)), to: row + from, count: to &- from)
        }
        // The next span may start inside the segment that reaches this one's end.
        if end >= span.to { break }
        from = end
        at &+= isRun ? 2 : (1 &+ Int(header))
        x = end
        header = base[at]
        end = x &+ Int(header & ~PixelRuns.runFlag)
      }
    }
  }

  /// Copies `count` pixels: a loop for a few (most pieces along a cover are a few pixels of
  /// an edge, where a call to `memcpy` costs more than the copy), `memcpy` for more.
  @inline(__always)
  private static func move(
    _ source: UnsafePointer<UInt32>, to start: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if count < PixelRuns.longCopy {
      for k in 0..<count { start[k] = source[k] }
    } else {
      start.update(from: source, count: count)
    }
  }

  /// Writes `count` pixels of `value` from `start`: `memset` for more than a few of a value
  /// of four equal bytes (transparent, mostly), else a plain loop the compiler vectorises.
  @inline(__always)
  private static func fill(_ start: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
    if count >= PixelRuns.longCopy, value == (value & 0xFF) &* 0x0101_0101 {
      UnsafeMutableRawPointer(start).initializeMemory(
        as: UInt8.self, repeating: UInt8(truncatingIfNeeded: value), count: count * 4)
      return
    }
    for k in 0..<count { start[k] = value }
  }

  private static func row(_ data: UnsafePointer<UInt8>, _ y: Int, _ stride: Int)
    -> UnsafePointer<UInt32>
  {
    UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
  }

  /// Calls `body(start, count, isRun)` for each segment of the first `width` pixels of
  /// `row`, left to right: runs of at least ``shortestRun`` equal pixels, and the pixels
  /// between them.
  @inline(__always)
  private static func segments(
    _ row: UnsafePointer<UInt32>, width: Int,
    _ body: (_ start: Int, _ count: Int, _ isRun: Bool) -> Void
  ) {
    var literal = 0
    var x = 0
    while x < width {
      let value = row[x]
      var end = x + 1
      // Four, then two pixels at a time through long runs (a frame's transparent rest).
      let pair = UInt64(value) | UInt64(value) << 32
      while end + 4 <= width {
        let raw = UnsafeRawPointer(row + end)
        let first = raw.loadUnaligned(as: UInt64.self) ^ pair
        guard first | (raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair) == 0
        else { break }
        end += 4
      }
      while end + 2 <= width, UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == pair {
        end += 2
      }
      while end < width, row[end] == value { end += 1 }
      if end - x >= shortestRun {
        if literal < x { body(literal, x - literal, false) }
        body(x, end - x, true)
        literal = end
      }
      x = end
    }
    if literal < width { body(literal, width - literal, false) }
  }
}
