extension SampledScanConverter {
  /// Adds to the cell of pixel column `x`: 16-bit sums that wrap as Cairo's do. A cell left
  /// of the box only carries its height into the row; one right of it is dropped.
  @inline(__always)
  mutating func addCell(_ x: Int32, area: Int32, height: Int32) {
    // One unsigned comparison keeps the box's cells; the rest are rare.
    let offset = x &- minX
    guard UInt32(bitPattern: offset) < UInt32(bitPattern: width) else {
      if x < minX { leftHeight &+= Int16(truncatingIfNeeded: height) }
      return
    }
    let i = Int(offset)
    cellArea[i] &+= Int16(truncatingIfNeeded: area)
    cellHeight[i] &+= Int16(truncatingIfNeeded: height)
    if !listed[i] {
      listed[i] = true
      if touched[touchedCount &- 1] > offset { touchedInOrder = false }
      touched[touchedCount] = offset
      touchedCount &+= 1
    }
  }

  /// Adds one sub-row's span from grid column `x1` to `x2` (Cairo's
  /// `cell_list_add_subspan`).
  @inline(__always)
  mutating func addSubspan(_ x1: Int32, _ x2: Int32) {
    guard x1 != x2 else { return }
    let ix1 = x1 >> 8
    let fx1 = x1 & 255
    let ix2 = x2 >> 8
    let fx2 = x2 & 255
    if ix1 != ix2 {
      addCell(ix1, area: 2 * fx1, height: 1)
      addCell(ix2, area: -2 * fx2, height: -1)
    } else {
      addCell(ix1, area: 2 * (fx1 - fx2), height: 0)
    }
  }

  /// Moves `x` (a quotient in grid columns, a remainder in units of `dy`) back by half of
  /// `step`, from the middle of a sub-row to the top of the pixel row.
  @inline(__always)
  static func halfStepBack(_ x: inout (quo: Int32, rem: Int64), _ e: Edge) {
    x.quo &-= e.stepQuo / 2
    x.rem &-= e.stepRem / 2
    carry(&x.quo, &x.rem, e.dy)
  }

  /// Adds the trapezoids edge `index` cuts from the pixels it crosses in a whole row, and
  /// steps it to the next (Cairo's `cell_list_render_edge`). `sign` is +1 for a span's left
  /// edge, −1 for its right. Its arithmetic wraps, as Cairo's C does, instead of trapping:
  /// for 24.8 coordinates it stays far inside its types, and the checks cost a tenth of it.
  mutating func addWholeRowEdge(_ index: Int32, sign: Int32) {
    var x1 = (quo: edges[Int(index)].xQuo, rem: edges[Int(index)].xRem)
    Self.rowStep(&edges[Int(index)])
    let e = edges[Int(index)]
    var x2 = (quo: e.xQuo, rem: e.xRem)
    if e.dy != 0 {
      Self.halfStepBack(&x1, e)
      Self.halfStepBack(&x2, e)
    }
    var ix1 = x1.quo >> 8
    var fx1 = x1.quo & 255
    var ix2 = x2.quo >> 8
    var fx2 = x2.quo & 255
    let rows = Self.subRows
    if ix1 == ix2 {
      addCell(ix1, area: sign &* (fx1 &+ fx2) &* rows, height: sign &* rows)
      return
    }
    if ix2 < ix1 {
      swap(&ix1, &ix2)
      swap(&fx1, &fx2)
      swap(&x1, &x2)
    }
    let dy = e.dy
    let dx = Int64(x2.quo &- x1.quo) &* dy &+ (x2.rem &- x1.rem)
    var t = Int64((ix1 &+ 1) &* Self.columns) &* dy
    t &-= Int64(x1.quo) &* dy &+ x1.rem
    t &*= Int64(rows)
    var yQuo = Int32(truncatingIfNeeded: t / dx)
    var yRem = t % dx
    addCell(ix1, area: sign &* yQuo &* (Self.columns + fx1), height: sign &* yQuo)
    var yLast = yQuo
    if ix1 &+ 1 < ix2 {
      let across = Int64(rows) &* Int64(Self.columns) &* dy
      let fullQuo = Int32(truncatingIfNeeded: across / dx)
      let fullRem = across % dx
      ix1 &+= 1
      repeat {
        yQuo &+= fullQuo
        yRem &+= fullRem
        if yRem >= dx {
          yQuo &+= 1
          yRem &-= dx
        }
        let h = yQuo &- yLast
        addCell(ix1, area: sign &* h &* Self.columns, height: sign &* h)
        yLast = yQuo
        ix1 &+= 1
      } while ix1 != ix2
    }
    let h = rows &- yLast
    addCell(ix2, area: sign &* h &* fx2, height: sign &* h)
  }

  /// Cairo's `GRID_AREA_TO_ALPHA` for a 2 × 256 × 15 grid area.
  @inline(__always)
  static func alpha(_ area: Int16) -> UInt8 {
    let c = Int32(area)
    return UInt8(truncatingIfNeeded: (c &+ (c &<< 4) &+ 256) >> 9)
  }

  /// Hands the row's coverage to `sink` for `rows` device rows from `y` as runs of one
  /// level (Cairo's `blit_a8`, per pixel the same levels), then empties the cells.
  mutating func emitRow<Sink: CoverageSpanSink>(y: Int32, rows: Int32, into sink: inout Sink) {
    guard touchedCount > 0 || leftHeight != 0 else { return }
    if !touchedInOrder { sortTouched() }
    if rows == 1, Sink.copiesShareStorage {
      // Most rows: a copy the loop owns stays in registers across the sink's calls, and
      // the one row needs no loop.
      var copy = sink
      emitRuns(y: Int(y), rows: 1, into: &copy)
    } else {
      emitRuns(y: Int(y), rows: Int(rows), into: &sink)
    }
    leftHeight = 0
    touchedCount = 0
    touchedInOrder = true
  }

  /// Hands the row's coverage to `sink` for `rows` device rows from `y` as runs of one
  /// level, and empties the cells: each touched cell takes its own level, the pixels up to
  /// the next the cover alone.
  @inline(__always)
  mutating func emitRuns<Sink: CoverageSpanSink>(y: Int, rows: Int, into sink: inout Sink) {
    let area = cellArea
    let height = cellHeight
    let cells = touched
    let listed = self.listed
    let count = touchedCount
    let width = Int(self.width)
    let x0 = Int(minX)
    // The end of the row closes the last cell's gap.
    cells[count] = Int32(truncatingIfNeeded: width)
    var cover = leftHeight &* 512
    var runStart = 0
    var runAlpha = Self.alpha(cover)
    @inline(__always) func flush(_ end: Int, _ sink: inout Sink) {
      guard runAlpha != 0, end > runStart else { return }
      var r = 0
      repeat {
        if end &- runStart == 1 {
          sink.pixel(y: y &+ r, x: x0 &+ runStart, alpha: runAlpha)
        } else {
          sink.span(y: y &+ r, x: x0 &+ runStart, count: end &- runStart, alpha: runAlpha)
        }
        r &+= 1
      } while r < rows
    }
    var k = 0
    while k < count {
      let i = Int(cells[k])
      k &+= 1
      cover &+= height[i] &* 512
      let a = Self.alpha(cover &- area[i])
      area[i] = 0
      height[i] = 0
      listed[i] = false
      if a != runAlpha {
        flush(i, &sink)
        runStart = i
        runAlpha = a
      }
      let after = i &+ 1
      guard Int(cells[k]) > after else { continue }
      let gap = Self.alpha(cover)
      if gap != runAlpha {
        flush(after, &sink)
        runStart = after
        runAlpha = gap
      }
    }
    flush(width, &sink)
  }

  /// Sorts the touched cells by column: an insertion sort, as they are touched mostly in
  /// order.
  mutating func sortTouched() {
    var i = 1
    while i < touchedCount {
      let v = touched[i]
      var j = i
      while j > 0, touched[j - 1] > v {
        touched[j] = touched[j - 1]
        j -= 1
      }
      touched[j] = v
      i += 1
    }
  }
}
