/// An outline's coverage stored as runs along each row, the way rlottie keeps a path's spans:
/// nothing for uncovered pixels, a 4-byte run for a fully covered stretch, one byte per pixel
/// only where the coverage is partial (the outline's edges).
///
/// A filled disc 200 pixels across takes about 5 KiB this way instead of the 40 KiB of its
/// A8 box, and a thin ring far less than its mostly empty box. Made from A8 rows (what Cairo
/// or any rasteriser writes), so whoever rasterises only hands over the rows:
///
/// ```swift
/// let runs = CoverageRuns(rows: a8, stride: stride, box: box)
/// runs.expand(into: mask, stride: stride)  // the same bytes again
/// ```
///
/// Each run is a 4-byte header, the first pixel (`UInt16`, from the box's left edge) and the
/// count (`UInt16`, top bit set for full coverage), then, for partial coverage, its bytes.
/// A small outline is mostly edge, and its runs would take more than its box: it keeps the
/// A8 rows as they are instead (each row then one run of the box's width).
struct CoverageRuns {
  /// The device pixels the coverage spans.
  let box: FrameDamage.Box
  /// Where each row's runs start in ``data``; row `y` (from `box.minY`) is
  /// `rowStarts[y] ..< rowStarts[y + 1]`.
  private(set) var rowStarts: [Int32]
  /// The runs, row after row; or, when ``isPlain``, the A8 rows, the box's width apart.
  private(set) var data: [UInt8]
  /// Whether ``data`` holds the A8 rows themselves (fewer bytes than their runs).
  let isPlain: Bool

  /// The widest box runs can describe (a run's start is a `UInt16`).
  static let maximumWidth = Int(UInt16.max)
  /// The top bit of a run's count: fully covered, no bytes follow.
  static let fullFlag: UInt16 = 0x8000
  /// Fully covered stretches shorter than this are kept as bytes with their neighbours: a
  /// header costs as much as four coverage bytes, and tiny runs would only slow the blend.
  static let shortestFullRun = 4

  /// The runs of the A8 coverage rows at `rows`: row `y` of `box` (from its top) starts at
  /// `rows + y × stride` with the coverage of pixel `box.minX`. `box` is at most
  /// ``maximumWidth`` pixels wide.
  init(rows: UnsafePointer<UInt8>, stride: Int, box: FrameDamage.Box) {
    let width = min(max(0, box.maxX - box.minX), CoverageRuns.maximumWidth)
    let height = max(0, box.maxY - box.minY)
    var rowStarts: [Int32] = []
    rowStarts.reserveCapacity(height + 1)
    var data: [UInt8] = []
    for y in 0..<height {
      rowStarts.append(Int32(data.count))
      let row = rows + y * stride
      var x = 0
      while x < width {
        if x + 8 <= width, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 {
          x += 8
          continue
        }
        if row[x] == 0 {
          x += 1
          continue
        }
        var end = x
        while end < width, row[end] != 0 { end += 1 }
        // Within the covered stretch `x..<end`: long runs of full coverage take no bytes.
        var partial = x
        var p = x
        while p < end {
          guard row[p] == 0xFF else {
            p += 1
            continue
          }
          var q = p
          while q < end, row[q] == 0xFF { q += 1 }
          if q - p >= CoverageRuns.shortestFullRun {
            if partial < p { Self.append(row, partial..<p, full: false, to: &data) }
            Self.append(row, p..<q, full: true, to: &data)
            partial = q
          }
          p = q
        }
        if partial < end { Self.append(row, partial..<end, full: false, to: &data) }
        x = end
      }
    }
    rowStarts.append(Int32(data.count))
    self.init(box: box, rowStarts: rowStarts, data: data)
  }

  /// The runs `rowStarts` and `data` over `box` (what ``Builder`` collects), or the A8 rows
  /// they expand to when those take fewer bytes.
  init(box: FrameDamage.Box, rowStarts: [Int32], data: [UInt8]) {
    let width = min(max(0, box.maxX - box.minX), CoverageRuns.maximumWidth)
    let height = max(0, box.maxY - box.minY)
    let runs = CoverageRuns(box: box, rowStarts: rowStarts, data: data, isPlain: false)
    guard data.count + rowStarts.count * MemoryLayout<Int32>.stride >= width * height else {
      self = runs
      return
    }
    var plain = [UInt8](repeating: 0, count: width * height)
    plain.withUnsafeMutableBufferPointer { rows in
      if let base = rows.baseAddress { runs.expand(into: base, stride: width) }
    }
    self.init(box: box, rowStarts: [], data: plain, isPlain: true)
  }

  private init(box: FrameDamage.Box, rowStarts: [Int32], data: [UInt8], isPlain: Bool) {
    self.box = box
    self.rowStarts = rowStarts
    self.data = data
    self.isPlain = isPlain
  }

  /// Appends the runs of `range` of `row` (split where a count would not fit its 15 bits).
  private static func append(
    _ row: UnsafePointer<UInt8>, _ range: Range<Int>, full: Bool, to data: inout [UInt8]
  ) {
    append(
      start: range.lowerBound, count: range.count, cover: full ? nil : row + range.lowerBound,
      to: &data)
  }

  /// Appends the runs of `count` pixels from pixel `start` of a row: fully covered when
  /// `cover` is `nil`, else with the coverage bytes at `cover` (split where a count would not
  /// fit its 15 bits).
  static func append(
    start: Int, count: Int, cover: UnsafePointer<UInt8>?, to data: inout [UInt8]
  ) {
    var from = 0
    while from < count {
      let piece = min(count - from, Int(fullFlag) - 1)
      let header = UInt16(piece) | (cover == nil ? fullFlag : 0)
      let x = start + from
      data.append(UInt8(truncatingIfNeeded: x))
      data.append(UInt8(truncatingIfNeeded: x >> 8))
      data.append(UInt8(truncatingIfNeeded: header))
      data.append(UInt8(truncatingIfNeeded: header >> 8))
      if let cover {
        data.append(contentsOf: UnsafeBufferPointer(start: cover + from, count: piece))
      }
      from += piece
    }
  }

  /// Bytes held.
  var bytes: Int { rowStarts.count * MemoryLayout<Int32>.stride + data.count }

  /// Calls `body(x, count, cover)` for each run of row `y` (from the box's top), `x` from
  /// the box's left edge, `cover` its coverage bytes (which may hold zeros and full
  /// coverage too) or `nil` when fully covered. `data` is ``data``'s storage.
  @inline(__always)
  func forEachRun(
    inRow y: Int, in data: UnsafeBufferPointer<UInt8>,
    _ body: (_ x: Int, _ count: Int, _ cover: UnsafePointer<UInt8>?) -> Void
  ) {
    guard let base = data.baseAddress else { return }
    if isPlain {
      let width = box.maxX - box.minX
      body(0, width, base + y * width)
      return
    }
    var at = Int(rowStarts[y])
    let end = Int(rowStarts[y + 1])
    while at < end {
      let x = Int(base[at]) | Int(base[at + 1]) << 8
      let header = UInt16(base[at + 2]) | UInt16(base[at + 3]) << 8
      let count = Int(header & ~CoverageRuns.fullFlag)
      if header & CoverageRuns.fullFlag != 0 {
        body(x, count, nil)
        at += 4
      } else {
        body(x, count, base + at + 4)
        at += 4 + count
      }
    }
  }

  /// Writes the coverage back as A8 rows at `rows` (`stride` bytes apart, the box's width
  /// at least), zero where nothing covers.
  func expand(into rows: UnsafeMutablePointer<UInt8>, stride: Int) {
    let width = box.maxX - box.minX
    let height = box.maxY - box.minY
    guard width > 0, height > 0 else { return }
    data.withUnsafeBufferPointer { data in
      for y in 0..<height {
        let row = rows + y * stride
        row.update(repeating: 0, count: width)
        forEachRun(inRow: y, in: data) { x, count, cover in
          if let cover {
            (row + x).update(from: cover, count: count)
          } else {
            (row + x).update(repeating: 0xFF, count: count)
          }
        }
      }
    }
  }
}
