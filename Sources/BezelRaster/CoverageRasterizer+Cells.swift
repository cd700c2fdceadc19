// Cells: each row's touched pixels, their areas, and whether one run of lines crosses them.
extension CoverageRasterizer {
  /// Adds every line's area to the cells of device rows `rows`; `false`, with the band
  /// cleared, when the cells did not fit the pool.
  func accumulate(rows: Range<Int>) -> Bool {
    bandTop = rows.lowerBound
    cellCount = 0
    cellsOverflowed = false
    currentRow = -1
    let (top, bottom) = (rows.lowerBound << 8, rows.upperBound << 8)
    for (index, line) in UnsafeBufferPointer(start: lines, count: lineCount).enumerated()
    where Int(line.y1) > top && Int(line.y0) < bottom {
      walk(line, index: Int32(index), rows: rows)
    }
    flush()
    if horizontalCount > 0, !cellsOverflowed { markHorizontals(rows: rows) }
    if wrappedCells > 0 {
      wrappedCells = 0
      if !cellsOverflowed { checkWrappedCells(rows: rows) }
    }
    guard cellsOverflowed else {
      if sharedRows > 0 { resolveSharedCells(rows: rows) }
      return true
    }
    for row in 0..<rows.count {
      rowHeads[row] = -1
      rowCursors[row] = -1
      leftCover[row] = 0
      rowShares[row] = false
    }
    sharedRows = 0
    return false
  }

  /// Adds `cover` and `area` of the `line`th line to device pixel `cell` of device row
  /// `row` (right of the box's left edge).
  @inline(__always)
  func addPiece(row: Int, cell: Int, cover: Int, area: Int, line: Int32) {
    guard cover != 0 else { return }
    if cell < box.minX {
      leftCover[row &- bandTop] &+= cover
      return
    }
    guard cell < box.maxX else { return }
    let x = cell &- box.minX
    if x == currentX && row == currentRow {
      currentCover &+= cover
      currentArea &+= area
      if line != currentLine {
        if connects(currentLine, line) {
          currentLine = line
        } else if currentHeadLast < 0 {
          (currentHeadFirst, currentHeadLast) = (currentFirstLine, currentLine)
          (currentFirstLine, currentLine) = (line, line)
        } else {
          currentShared = true
        }
      }
      return
    }
    flush()
    (currentX, currentRow, currentCover, currentArea) = (x, row, cover, area)
    (currentFirstLine, currentLine, currentShared) = (line, line, false)
    currentHeadLast = -1
  }

  /// Whether the `later`th line is the `earlier`th or the one stored right after it and
  /// starting where it ends: lines one pixel holds that all connect so bound it once, and
  /// the areas they add give its coverage exactly (see ``resolveSharedCells(rows:)``).
  @inline(__always)
  func connects(_ earlier: Int32, _ later: Int32) -> Bool {
    later == earlier || (later == earlier &+ 1 && lines[Int(later)].continues)
  }

  /// Marks the cell at `index` as held by lines that do not connect.
  @inline(__always)
  func share(_ index: Int32, row: Int) {
    cells[Int(index)].line = Cell.shared
    let flag = rowShares + (row &- bandTop)
    if !flag.pointee {
      flag.pointee = true
      sharedRows &+= 1
    }
  }

  /// Adds the cell being accumulated to its row's sorted list.
  @inline(__always)
  func flush() {
    let row = currentRow
    guard row >= 0 else { return }
    currentRow = -1
    // A box column: far inside 32 bits.
    guard let index = cell(row: row, x: Int32(truncatingIfNeeded: currentX)) else { return }
    // Through one pointer: stores through `cells` do not make the property load again.
    let cell = cells + Int(index)
    cell.pointee.cover &+= Int32(truncatingIfNeeded: currentCover)
    cell.pointee.area &+= Int32(truncatingIfNeeded: currentArea)
    if currentShared {
      if cell.pointee.line != Cell.shared { share(index, row: row) }
      return
    }
    let (first, last) = (currentFirstLine, currentLine)
    if currentHeadLast >= 0 {
      apply(from: currentHeadFirst, through: currentHeadLast, to: index, row: row)
    }
    apply(from: first, through: last, to: index, row: row)
  }

  /// Takes the run of connected lines `start` … `end` (walked after the cell's lines)
  /// among the lines crossing the cell at `index` of device row `row`.
  @inline(__always)
  func apply(from start: Int32, through end: Int32, to index: Int32, row: Int) {
    let run = (lowerBound: start, upperBound: end)
    let cell = cells + Int(index)
    let last = cell.pointee.line
    if last == Cell.fresh {
      (cell.pointee.first, cell.pointee.line) = (run.lowerBound, run.upperBound)
    } else if last != Cell.shared {
      if connects(last, run.lowerBound) {
        cell.pointee.line = run.upperBound
      } else if cell.pointee.headLast < 0,
        lines[Int(cell.pointee.first)].closedBy >= run.lowerBound
      {
        // Lines walked later, before the closing line of the contour whose start the
        // cell's run holds: the run may go on round the closing corner, which is checked
        // once all its lines are in (``checkWrappedCells(rows:)``).
        let first = cell.pointee.first
        (cell.pointee.headFirst, cell.pointee.headLast) = (first, last)
        (cell.pointee.first, cell.pointee.line) = (run.lowerBound, run.upperBound)
        wrappedCells += 1
      } else {
        share(index, row: row)
      }
    }
  }

  /// Shares every cell of the band `rows` whose run wrapped round a closing corner but is
  /// not one run: its part from the contour's start does not begin at the contour's first
  /// line, or its part up to the end does not reach the closing line.
  func checkWrappedCells(rows: Range<Int>) {
    for row in 0..<rows.count {
      var index = rowHeads[row]
      while index >= 0 {
        let cell = cells[Int(index)]
        if cell.headLast >= 0, cell.line >= 0 {
          let head = lines[Int(cell.headFirst)]
          if head.continues || head.closedBy != cell.line { share(index, row: bandTop + row) }
        }
        index = cell.next
      }
    }
  }

  /// The cell of box column `x` in device row `row`, added (``Cell/fresh``) to the row's
  /// sorted list if it has none; `nil` when the pool is full. Inlined: it runs for every
  /// cell a line adds to.
  @inline(__always)
  func cell(row: Int, x: Int32) -> Int32? {
    let cells = self.cells
    let head = rowHeads + (row &- bandTop)
    let cursor = rowCursors + (row &- bandTop)
    var previous: Int32 = -1
    var index = head.pointee
    // Edges are walked left to right within a row: most cells go right of the last one.
    if cursor.pointee >= 0, cells[Int(cursor.pointee)].x <= x {
      previous = cursor.pointee
      index = cells[Int(previous)].x == x ? previous : cells[Int(previous)].next
      if index == previous { previous = -1 }
    }
    while index >= 0, cells[Int(index)].x < x {
      previous = index
      index = cells[Int(index)].next
    }
    if index >= 0, cells[Int(index)].x == x {
      cursor.pointee = index
      return index
    }
    guard cellCount < cellCapacity else {
      cellsOverflowed = true
      return nil
    }
    // The pool holds far fewer than 2^31 cells.
    let new = Int32(truncatingIfNeeded: cellCount)
    cellCount &+= 1
    (cells + Int(new)).initialize(
      to: Cell(x: x, cover: 0, area: 0, next: index, first: 0, line: Cell.fresh))
    if previous < 0 { head.pointee = new } else { cells[Int(previous)].next = new }
    cursor.pointee = new
    return new
  }
}
