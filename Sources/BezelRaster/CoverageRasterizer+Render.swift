// Rendering: bands of rows accumulated, then handed to a sink as runs.
extension CoverageRasterizer {
  /// Writes the coverage of rows `rows` (of the prepared box, top row 0) into `output`, one
  /// row of the box's width every `stride` bytes, the first at `output`.
  func render(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>, stride: Int) {
    setClip(Clip(bounds))
    let rows = max(0, rows.lowerBound)..<min(box.maxY - box.minY, rows.upperBound)
    guard !rows.isEmpty else { return }
    let width = box.maxX - box.minX
    for y in rows { (output + (y - rows.lowerBound) * stride).update(repeating: 0, count: width) }
    var sink = ByteRows(
      output: output, stride: stride, minX: box.minX, minY: box.minY + rows.lowerBound)
    render(rows: (box.minY + rows.lowerBound)..<(box.minY + rows.upperBound), into: &sink)
  }

  /// Hands the coverage of the prepared path inside `clip` (within the prepared box) to
  /// `sink`, row after row, as runs of equal coverage (uncovered pixels are not reported).
  ///
  /// The path is cut to the clip exactly, so where an edge of the clip cuts a pixel, the
  /// pixel takes the area of the path inside the clip; inside, the coverage is the one the
  /// whole box would give.
  func render<Sink: CoverageSpanSink>(clip: Clip, into sink: inout Sink) {
    setClip(clip)
    guard box.minX < box.maxX, box.minY < box.maxY else { return }
    render(rows: box.minY..<box.maxY, into: &sink)
  }

  func setClip(_ clip: Clip) {
    self.clip = clip
    box = clip.pixels
  }

  /// Hands the coverage of device rows `rows` (within the box) to `sink`.
  func render<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    var band = CoverageRasterizer.bandRows
    var top = rows.lowerBound
    while top < rows.upperBound {
      let bottom = min(rows.upperBound, top + band)
      if accumulate(rows: top..<bottom) {
        emit(rows: top..<bottom, into: &sink)
        top = bottom
      } else if bottom - top > 1 && cellCapacity >= CoverageRasterizer.bandCells {
        // Too many touched cells for the pool: the band again, in halves.
        band = (bottom - top + 1) / 2
      } else {
        // The small first pool grows straight to a band's (one block let go, not a chain
        // of doublings left in the heap), so small outlines hold a small pool; past that,
        // one row can touch more cells than the pool holds (only a very wide box can).
        cells.deallocate()
        cellCapacity =
          cellCapacity < CoverageRasterizer.bandCells
          ? CoverageRasterizer.bandCells : cellCapacity * 2
        cells = .allocate(capacity: cellCapacity)
      }
    }
  }

  /// Hands the accumulated rows to `sink` as runs, clearing them for the next band.
  ///
  /// The buffers and fields it reads are copied to locals first: a sink's stores into
  /// pixels may alias them, which would make every cell load them again.
  func emit<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    let (cells, heads, cursors, left) = (self.cells, rowHeads, rowCursors, leftCover)
    let (minX, bandTop, evenOdd) = (box.minX, self.bandTop, self.evenOdd)
    let width = box.maxX &- minX
    for y in rows {
      let row = y &- bandTop
      var winding = left[row]
      var x = 0
      var index = heads[row]
      while index >= 0 {
        let cell = cells[Int(index)]
        let cx = Int(cell.x)
        if cx > x, winding != 0 {
          let alpha = Self.coverage(winding << 9, evenOdd: evenOdd)
          if alpha != 0 { sink.span(y: y, x: minX &+ x, count: cx &- x, alpha: alpha) }
        }
        // Wrapping: a row's winding sums 32-bit covers, far inside 64 bits.
        winding &+= Int(cell.cover)
        let alpha =
          cell.line == Cell.resolved
          ? UInt8(truncatingIfNeeded: cell.area)
          : Self.coverage(winding << 9 &- Int(cell.area), evenOdd: evenOdd)
        if alpha != 0 { sink.pixel(y: y, x: minX &+ cx, alpha: alpha) }
        x = cx &+ 1
        index = cell.next
      }
      if x < width, winding != 0 {
        let alpha = Self.coverage(winding << 9, evenOdd: evenOdd)
        if alpha != 0 { sink.span(y: y, x: minX &+ x, count: width &- x, alpha: alpha) }
      }
      heads[row] = -1
      cursors[row] = -1
      left[row] = 0
    }
  }

  /// The coverage byte of a winding area in 1/131072 pixels (2 × 256²) under the fill rule.
  @inline(__always)
  static func coverage(_ area: Int, evenOdd: Bool) -> UInt8 {
    var a = abs(area)
    if evenOdd {
      a &= (1 << 18) - 1
      if a > 1 << 17 { a = (1 << 18) - a }
    } else {
      a = min(a, 1 << 17)
    }
    // At most 2^18 here: no product overflows.
    return UInt8(truncatingIfNeeded: (a &* 255 &+ (1 << 16)) >> 17)
  }
}
