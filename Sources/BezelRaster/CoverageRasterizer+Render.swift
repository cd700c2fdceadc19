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

  /// Hands the coverage of device rows `rows` (within the box) to `sink`; a box wider than
  /// ``widestRow`` (wider than any Cairo surface) in strips of columns, each with all its
  /// rows, whose edges are whole pixels: inside a clip a pixel takes the coverage the whole
  /// box gives.
  func render<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    guard box.maxX - box.minX > CoverageRasterizer.widestRow else {
      return renderBands(rows: rows, into: &sink)
    }
    let whole = clip
    let end = box.maxX
    var left = box.minX
    while left < end {
      let right = min(left + CoverageRasterizer.widestRow, end)
      setClip(
        Clip(
          left: max(whole.left, left << 8), top: whole.top, right: min(whole.right, right << 8),
          bottom: whole.bottom))
      renderBands(rows: rows, into: &sink)
      left = right
    }
    setClip(whole)
  }

  /// Hands the coverage of device rows `rows` (within the box, at most ``widestRow`` wide)
  /// to `sink`, band after band.
  func renderBands<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    var band = prepareMap(width: box.maxX - box.minX, rows: rows.count)
    Self.reserve(&bandHorizontals, &bandHorizontalCapacity, horizontalCount)
    if takesShortcuts, rows.count > band { groupLines() }
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
    if slotCapacity > CoverageRasterizer.mapPixels { releaseWideMap() }
  }

  /// Lets go of a map grown past ``mapPixels`` for one row wider than that (it is empty
  /// after the last band), so what the rasteriser keeps does not follow the widest box.
  func releaseWideMap() {
    slots.deallocate()
    slots = .allocate(capacity: 0)
    slotCapacity = 0
    touched.deallocate()
    touched = .allocate(capacity: 0)
    touchedCapacity = 0
  }

  /// Lays the cell map out for rows of `width` pixels, growing it if one band of rows (of
  /// the `count` rendered) needs more, and returns how many rows a band then has. The map
  /// is empty (every bit clear) between bands; it grows only as far as the
  /// fills drawn need, up to ``mapPixels`` (past it only for a row wider than that, and
  /// only until that fill is drawn).
  func prepareMap(width: Int, rows count: Int) -> Int {
    let width = max(1, width)
    let rows = min(
      CoverageRasterizer.bandRows, max(1, CoverageRasterizer.mapPixels / width), max(1, count))
    let words = (width + 63) >> 6
    if rows > rowCapacity { growRows(rows) }
    if rows * width > slotCapacity {
      slots.deallocate()
      // Doubling, up to a band's worth: fills that grow a little at a time clear it rarely.
      slotCapacity = max(rows * width, min(2 * slotCapacity, CoverageRasterizer.mapPixels))
      slots = .allocate(capacity: slotCapacity)
    }
    if rows * words > touchedCapacity {
      touched.deallocate()
      touchedCapacity = max(
        rows * words, min(2 * touchedCapacity, CoverageRasterizer.mapPixels / 64))
      touched = .allocate(capacity: touchedCapacity)
      touched.initialize(repeating: 0, count: touchedCapacity)
    }
    (mapWidth, wordsPerRow) = (width, words)
    return rows
  }

  /// Hands the accumulated rows to `sink` as runs, clearing them for the next band.
  ///
  /// A sink whose copies write where it does (``CoverageSpanSink/copiesShareStorage``) is
  /// worked on as a local copy: its fields then stay in registers, where through `inout`
  /// every edge pixel loaded them again and worked out its row's address afresh (a fifth
  /// of an opaque edge pixel's cost).
  func emit<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    guard Sink.copiesShareStorage else { return emitRows(rows, into: &sink) }
    var local = sink
    emitRows(rows, into: &local)
    sink = local
  }

  /// ``emit(rows:into:)``'s walk over the band's cells.
  ///
  /// The buffers and fields it reads are copied to locals first: a sink's stores into
  /// pixels may alias them, which would make every cell load them again.
  @inline(__always)
  func emitRows<Sink: CoverageSpanSink>(_ rows: Range<Int>, into sink: inout Sink) {
    let (cells, slots, touched, left) = (self.cells, self.slots, self.touched, leftCover)
    let (words, mapWidth) = (wordsPerRow, self.mapWidth)
    let (minX, bandTop, evenOdd) = (box.minX, self.bandTop, self.evenOdd)
    let width = box.maxX &- minX
    // The map's rows stepped down the band, not worked out per row.
    var (bits, map) = (touched, slots)
    bits += (rows.lowerBound &- bandTop) &* words
    map += (rows.lowerBound &- bandTop) &* mapWidth
    for y in rows {
      let row = y &- bandTop
      var winding = left[row]
      left[row] = 0
      var x = 0
      defer { (bits, map) = (bits + words, map + mapWidth) }
      for word in 0..<words {
        var set = bits[word]
        if set != 0 {
          bits[word] = 0
          while set != 0 {
            let cx = word &<< 6 | set.trailingZeroBitCount
            set &= set &- 1
            let index = Int(map[cx])
            if cx > x, winding != 0 {
              let alpha = Self.coverage(winding << 9, evenOdd: evenOdd)
              if alpha != 0 { sink.span(y: y, x: minX &+ x, count: cx &- x, alpha: alpha) }
            }
            let cell = cells + index
            // Wrapping: a row's winding sums 32-bit covers, far inside 64 bits.
            winding &+= Int(cell.pointee.cover)
            let alpha =
              cell.pointee.line == Cell.resolved
              ? UInt8(truncatingIfNeeded: cell.pointee.area)
              : Self.coverage(winding << 9 &- Int(cell.pointee.area), evenOdd: evenOdd)
            if alpha != 0 { sink.pixel(y: y, x: minX &+ cx, alpha: alpha) }
            x = cx &+ 1
          }
        }
      }
      if x < width, winding != 0 {
        let alpha = Self.coverage(winding << 9, evenOdd: evenOdd)
        if alpha != 0 { sink.span(y: y, x: minX &+ x, count: width &- x, alpha: alpha) }
      }
    }
  }

  /// The coverage byte of a winding area in 1/131072 pixels (2 × 256²) under the fill rule.
  @inline(__always)
  static func coverage(_ area: Int, evenOdd: Bool) -> UInt8 {
    // Wrapping: an area is a sum of 32-bit covers and areas, far from `Int.min` (`abs`
    // checked for it on every pixel).
    var a = area < 0 ? 0 &- area : area
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
