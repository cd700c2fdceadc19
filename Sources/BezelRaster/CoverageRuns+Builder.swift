extension CoverageRuns {
  /// Collects the spans ``CoverageRasterizer`` hands over into runs, with no A8 pass in
  /// between: a kept outline costs its runs, not a pass over its box.
  ///
  /// Spans arrive row after row, left to right within a row (as the rasteriser emits them).
  /// Adjacent spans join one run; a fully covered stretch takes no bytes when it is at least
  /// ``CoverageRuns/shortestFullRun`` long, and is kept as bytes with its neighbours when
  /// shorter (as ``CoverageRuns/init(rows:stride:box:)`` keeps A8 rows; where the two split
  /// runs differently, they still expand to the same bytes).
  struct Builder: CoverageSpanSink {
    let box: FrameDamage.Box
    private(set) var rowStarts: [Int32] = []
    private(set) var data: [UInt8] = []
    /// Where the open run's header is in ``data`` (−1: none), its first pixel (from the box's
    /// left edge), its count and whether it is fully covered.
    private var header = -1
    private var start = 0
    private var count = 0
    private var full = false

    /// Whether ``data`` is a caller's scratch, kept from one builder to the next: the runs
    /// then get an exact copy of it (``finish()``), and ``takeScratch()`` hands it back.
    private let reusesScratch: Bool

    /// A builder for coverage over `box` (at most ``CoverageRuns/maximumWidth`` wide),
    /// collecting into `scratch`'s storage when given (its contents are dropped).
    ///
    /// Grown from empty, the bytes of a mask's runs took a dozen allocations as they
    /// doubled (thorvg__masking, 15 a frame); collected in a kept scratch and copied once at
    /// their size, they take one.
    init(box: FrameDamage.Box, scratch: [UInt8]? = nil) {
      self.box = box
      rowStarts.reserveCapacity(max(0, box.maxY - box.minY) + 1)
      reusesScratch = scratch != nil
      if let scratch {
        data = scratch
        data.removeAll(keepingCapacity: true)
      }
    }

    mutating func span(y: Int, x: Int, count spanCount: Int, alpha: UInt8) {
      let row = y - box.minY
      let column = x - box.minX
      guard row >= 0, row < box.maxY - box.minY, column >= 0, spanCount > 0 else { return }
      if row >= rowStarts.count {
        close()
        while rowStarts.count <= row { rowStarts.append(Int32(data.count)) }
      }
      let joins = header >= 0 && start + count == column
      let long = alpha == 0xFF && spanCount >= CoverageRuns.shortestFullRun
      if joins, full, alpha == 0xFF {
        count += spanCount
      } else if joins, !full, !long {
        data.append(contentsOf: repeatElement(alpha, count: spanCount))
        count += spanCount
      } else {
        close()
        open(at: column, full: long)
        if long {
          count = spanCount
        } else {
          data.append(contentsOf: repeatElement(alpha, count: spanCount))
          count = spanCount
        }
      }
    }

    private mutating func open(at column: Int, full: Bool) {
      header = data.count
      start = column
      count = 0
      self.full = full
      data.append(contentsOf: repeatElement(0, count: 4))
    }

    /// Writes the open run's header, split into runs whose counts fit 15 bits.
    private mutating func close() {
      guard header >= 0 else { return }
      defer { header = -1 }
      if count < Int(CoverageRuns.fullFlag) {
        writeHeader(at: header, start: start, count: count)
        return
      }
      // Only a row wider than 32767 pixels gets here: rewrite the run in pieces.
      let bytes = Array(data[(header + 4)...])
      data.removeSubrange(header...)
      let (start, count, full) = (start, count, full)
      bytes.withUnsafeBufferPointer { cover in
        CoverageRuns.append(
          start: start, count: count, cover: full ? nil : cover.baseAddress, to: &data)
      }
    }

    private mutating func writeHeader(at index: Int, start: Int, count: Int) {
      let value = UInt16(count) | (full ? CoverageRuns.fullFlag : 0)
      data[index] = UInt8(truncatingIfNeeded: start)
      data[index + 1] = UInt8(truncatingIfNeeded: start >> 8)
      data[index + 2] = UInt8(truncatingIfNeeded: value)
      data[index + 3] = UInt8(truncatingIfNeeded: value >> 8)
    }

    /// The runs collected, every row of the box accounted for.
    mutating func finish() -> CoverageRuns {
      close()
      let height = max(0, box.maxY - box.minY)
      while rowStarts.count <= height { rowStarts.append(Int32(data.count)) }
      guard reusesScratch else { return CoverageRuns(box: box, rowStarts: rowStarts, data: data) }
      let bytes = data.withUnsafeBufferPointer { [UInt8]($0) }
      return CoverageRuns(box: box, rowStarts: rowStarts, data: bytes)
    }

    /// The scratch the bytes were collected in, for the next builder (empty when the
    /// builder was made without one); call after ``finish()``.
    mutating func takeScratch() -> [UInt8] {
      guard reusesScratch else { return [] }
      defer { data = [] }
      return data
    }
  }
}
