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

  /// The top bit of a header: a run of one colour (one word follows).
  private static let runFlag: UInt32 = 0x8000_0000
  /// Stretches of one colour shorter than this stay with their neighbours: a run takes two
  /// words, so a shorter one would save nothing.
  private static let shortestRun = 3
  /// Segments of at most this many pixels are copied by a loop of their own.
  private static let shortCopy = 32

  /// Bytes held.
  var bytes: Int {
    (rowStarts.capacity * MemoryLayout<Int32>.stride) + words.capacity * MemoryLayout<UInt32>.stride
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
    var total = 0
    for y in 0..<height {
      starts[y] = Int32(total)
      PixelRuns.segments(PixelRuns.row(data, y, stride), width: width) { _, count, isRun in
        total += 1 + (isRun ? 1 : count)
      }
    }
    starts[height] = Int32(total)
    // Reuse the storage when it is about the size needed; otherwise let it go first, so the
    // old and new storage are not held at once.
    if words.capacity < total || words.capacity > 2 * total + 1024 {
      words = []
      words.reserveCapacity(total)
    } else {
      words.removeAll(keepingCapacity: true)
    }
    for y in 0..<height {
      let row = PixelRuns.row(data, y, stride)
      PixelRuns.segments(row, width: width) { start, count, isRun in
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
    self.width = width
    self.height = height
  }

  /// Lets the storage go.
  mutating func removeAll() {
    rowStarts = []
    words = []
    width = 0
    height = 0
  }

  /// Writes the pixels inside each of `boxes` (clamped to the pixels described) into the
  /// ARGB32 rows at `target`, `stride` bytes apart, at the same places.
  ///
  /// A box that continues the one before it along the same rows (the runs of a cover, left
  /// to right) takes up each row's walk where that box left it.
  func copy(_ boxes: [FrameDamage.Box], into target: UnsafeMutablePointer<UInt8>, stride: Int) {
    words.withUnsafeBufferPointer { words in
      rowStarts.withUnsafeBufferPointer { rowStarts in
        guard let base = words.baseAddress else { return }
        withUnsafeTemporaryAllocation(of: (at: Int, x: Int).self, capacity: 64) { cursors in
          var previous: FrameDamage.Box?
          for box in boxes {
            let minX = max(0, box.minX)
            let maxX = min(width, box.maxX)
            let minY = max(0, box.minY)
            let maxY = min(height, box.maxY)
            guard minX < maxX, minY < maxY else { continue }
            // Only boxes as tall as the cursors kept take up the walk (a cover's cells are).
            let keeps = maxY - minY <= cursors.count
            let resumes =
              keeps
              && (previous.map { $0.minY == minY && $0.maxY == maxY && $0.maxX <= minX } ?? false)
            for y in minY..<maxY {
              let cursor = resumes ? cursors[y - minY] : (Int(rowStarts[y]), 0)
              let reached = PixelRuns.copy(
                minX..<maxX, ofRow: y, from: base, at: cursor, end: Int(rowStarts[y + 1]),
                into: target, stride: stride)
              if keeps { cursors[y - minY] = reached }
            }
            previous = keeps ? FrameDamage.Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : nil
          }
        }
      }
    }
  }

  /// Writes `columns` of row `y` into the target, walking its segments from `cursor` (a
  /// segment's index in the words and its first pixel, at or left of `columns`); returns the
  /// last segment reached, where a copy further right can start.
  @inline(__always)
  private static func copy(
    _ columns: Range<Int>, ofRow y: Int, from base: UnsafePointer<UInt32>,
    at cursor: (at: Int, x: Int), end: Int, into target: UnsafeMutablePointer<UInt8>,
    stride: Int
  ) -> (at: Int, x: Int) {
    let (minX, maxX) = (columns.lowerBound, columns.upperBound)
    let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
    var (at, x) = cursor
    while at < end {
      let header = base[at]
      let count = Int(header & ~PixelRuns.runFlag)
      let isRun = header & PixelRuns.runFlag != 0
      let from = max(x, minX)
      let to = min(x + count, maxX)
      if from < to {
        let source = base + at + 1 + (isRun ? 0 : from - x)
        if to - from <= PixelRuns.shortCopy {
          // A few pixels: a call to `memcpy` or `memset` would cost more.
          if isRun {
            for k in from..<to { row[k] = source[0] }
          } else {
            for k in 0..<(to - from) { row[from + k] = source[k] }
          }
        } else if isRun {
          PixelRuns.fill(row + from, with: source[0], count: to - from)
        } else {
          (row + from).update(from: source, count: to - from)
        }
      }
      // Stop on the segment that reaches the right edge: the next box may start inside it.
      if x + count >= maxX { break }
      at += 1 + (isRun ? 1 : count)
      x += count
    }
    return (at, x)
  }

  /// Writes `count` pixels of `value` from `start`: `memset` for a value of four equal bytes
  /// (transparent, mostly), else a plain loop the compiler vectorises.
  @inline(__always)
  private static func fill(_ start: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
    if value == (value & 0xFF) &* 0x0101_0101 {
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
      // Two pixels at a time through long runs (a frame's transparent rest).
      let pair = UInt64(value) | UInt64(value) << 32
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
