// Cells: each row's touched pixels, their areas, and whether one run of lines crosses them.
extension CoverageRasterizer {
  /// Adds every line's area to the cells of device rows `rows`; `false`, with the band
  /// cleared, when the cells did not fit the pool.
  func accumulate(rows: Range<Int>) -> Bool {
    bandTop = rows.lowerBound
    cellCount = 0
    cellsOverflowed = false
    bandHorizontalCount = 0
    // The switch is decided once a band, each loop walking with it fixed.
    if takesShortcuts {
      walkLines(rows: rows, shortcuts: true)
    } else {
      walkLines(rows: rows, shortcuts: false)
    }
    if bandHorizontalCount > 0, !cellsOverflowed { markHorizontals(rows: rows) }
    if wrappedCells > 0 {
      if !cellsOverflowed { checkWrappedCells() }
      wrappedCells = 0
    }
    guard cellsOverflowed else {
      if sharedRows > 0 { resolveSharedCells(rows: rows) }
      return true
    }
    for row in 0..<rows.count {
      forEachCell(inRow: row, clearing: true) { _, _ in }
      leftCover[row] = 0
      rowShares[row] = false
    }
    sharedRows = 0
    return false
  }

  /// Walks every line crossing device rows `rows` (``walk(_:index:rows:shortcuts:)``), in
  /// the order stored.
  ///
  /// A fill rendered in several bands has its lines grouped (``groupLines()``): a band then
  /// skips the groups that do not reach it, where every band looked at every line of the
  /// fill (a frame-wide fill of 32 bands tested each line 32 times). The lines it walks and
  /// their order are the same.
  @inline(__always)
  func walkLines(rows: Range<Int>, shortcuts: Bool) {
    let (top, bottom) = (rows.lowerBound << 8, rows.upperBound << 8)
    let (lines, count, grouped) = (self.lines, lineCount, groupCount)
    let size = grouped == 0 ? count : Self.linesPerGroup
    for group in 0..<max(grouped, 1) {
      if grouped != 0 {
        let bounds = groups[group]
        guard Int(bounds.bottom) > top && Int(bounds.top) < bottom else { continue }
      }
      let start = group &* size
      for index in start..<min(start &+ size, count) {
        let line = lines[index]
        guard Int(line.y1) > top && Int(line.y0) < bottom else { continue }
        if line.direction == 0 {
          // Listed for ``markHorizontals(rows:)`` (inside the band's rows: never on a row
          // boundary), which then need not go through every line again.
          bandHorizontals[bandHorizontalCount] = Int32(truncatingIfNeeded: index)
          bandHorizontalCount &+= 1
        }
        walk(line, index: Int32(truncatingIfNeeded: index), rows: rows, shortcuts: shortcuts)
      }
    }
  }

  /// Adds `cover` and `area` of the `line`th line to device pixel `cell` of device row
  /// `row` (right of the box's left edge).
  ///
  /// Each piece goes straight into its cell and its line into the cell's run
  /// (``apply(from:through:to:row:)``): lines taken one by one end in the same run however
  /// the lines crossing a pixel were grouped (which depends on the box, since lines outside
  /// it add no cells in between).
  @inline(__always)
  func addPiece(row: Int, cell: Int, cover: Int, area: Int, line: Int32) {
    guard cover != 0 else { return }
    if cell < box.minX {
      leftCover[row &- bandTop] &+= cover
      return
    }
    guard cell < box.maxX else { return }
    // A box column: far inside 32 bits.
    add(
      row: row, x: Int32(truncatingIfNeeded: cell &- box.minX),
      cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area), line: line)
  }

  /// ``addPiece(row:cell:cover:area:line:)`` for a piece inside the clip (`cell` a column
  /// of the box), as the walk's pieces between the clip's edges are: neither edge of the
  /// box is compared (two loads and branches a piece).
  @inline(__always)
  func addInside(row: Int, cell: Int, cover: Int, area: Int, line: Int32) {
    guard cover != 0 else { return }
    assert(cell >= box.minX && cell < box.maxX, "a piece inside the clip lies in the box")
    add(
      row: row, x: Int32(truncatingIfNeeded: cell &- box.minX),
      cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area), line: line)
  }

  /// Adds `cover` and `area` of the `line`th line to the cell of box column `x` in device
  /// row `row` (as ``cell(row:x:)`` then ``apply(from:through:to:row:)`` would): a pixel no
  /// line crossed yet is made with them and that line as its run, in one store, since a
  /// fresh cell taking one line holds just that.
  @inline(__always)
  func add(row: Int, x: Int32, cover: Int32, area: Int32, line: Int32) {
    let r = row &- bandTop
    add(
      row: row, map: (slots + r &* mapWidth, touched + r &* wordsPerRow), x: x, cover: cover,
      area: area, line: line)
  }

  /// ``add(row:x:cover:area:line:)`` with the row's part of the map (its first slot and
  /// its first word of bits) worked out already: a piece across several columns of one row
  /// works it out once, not per column.
  @inline(__always)
  func add(
    row: Int, map: (slots: UnsafeMutablePointer<UInt16>, bits: UnsafeMutablePointer<UInt64>),
    x: Int32, cover: Int32, area: Int32, line: Int32
  ) {
    // Not through ``cell(row:x:)``: returning the index and whether it is new cost the
    // fills 0.1–0.4 % of their instructions.
    let slot = map.slots + Int(x)
    let bits = map.bits + Int(x) &>> 6
    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: x & 63)
    if bits.pointee & bit != 0 {
      return add(to: Int32(slot.pointee), row: row, cover: cover, area: area, line: line)
    }
    guard cellCount < cellCapacity else {
      cellsOverflowed = true
      return
    }
    let new = cellCount
    cellCount &+= 1
    make(
      new, slot: slot, bits: bits, bit: bit,
      as: Cell(cover: cover, area: area, first: line, line: line))
  }

  /// Adds `cover` and `area` of the `line`th line to the cell at `index` (device row
  /// `row`), which lines crossed before.
  @inline(__always)
  func add(to index: Int32, row: Int, cover: Int32, area: Int32, line: Int32) {
    // Through one pointer: stores through `cells` do not make the property load again.
    let c = cells + Int(index)
    c.pointee.cover &+= cover
    c.pointee.area &+= area
    apply(from: line, through: line, to: index, row: row)
  }

  /// Makes the `index`th cell of the pool the pixel whose map entry is `slot` (its bit
  /// `bit` of `bits`), holding `cell`.
  @inline(__always)
  func make(
    _ index: Int, slot: UnsafeMutablePointer<UInt16>, bits: UnsafeMutablePointer<UInt64>,
    bit: UInt64, as cell: Cell
  ) {
    (cells + index).initialize(to: cell)
    // The pool holds at most ``widestRow`` cells (``render(rows:into:)``): 16 bits.
    slot.pointee = UInt16(truncatingIfNeeded: index)
    bits.pointee |= bit
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
        // once all its lines are in (``checkWrappedCells()``).
        let first = cell.pointee.first
        (cell.pointee.headFirst, cell.pointee.headLast) = (first, last)
        (cell.pointee.first, cell.pointee.line) = (run.lowerBound, run.upperBound)
        noteWrapped(index, row: row)
      } else {
        share(index, row: row)
      }
    }
  }

  /// Keeps the cell at `index` (device row `row`), whose run just wrapped round a closing
  /// corner, for ``checkWrappedCells()``.
  @inline(__always)
  func noteWrapped(_ index: Int32, row: Int) {
    let at = 2 &* wrappedCells
    if at &+ 2 > wrappedCapacity { Self.grow(&wrapped, &wrappedCapacity, keeping: at) }
    wrapped[at] = index
    wrapped[at &+ 1] = Int32(truncatingIfNeeded: row)
    wrappedCells &+= 1
  }

  /// Shares every cell of the band whose run wrapped round a closing corner but is not one
  /// run: its part from the contour's start does not begin at the contour's first line, or
  /// its part up to the end does not reach the closing line.
  func checkWrappedCells() {
    for k in 0..<wrappedCells {
      let index = wrapped[2 &* k]
      let cell = cells[Int(index)]
      if cell.headLast >= 0, cell.line >= 0 {
        let head = lines[Int(cell.headFirst)]
        if head.continues || head.closedBy != cell.line {
          share(index, row: Int(wrapped[2 &* k &+ 1]))
        }
      }
    }
  }

  /// The cell of box column `x` in device row `row`, made (``Cell/fresh``) and marked in
  /// the row's bits if it has none; `nil` when the pool is full. Inlined: it runs for every
  /// piece a line adds.
  @inline(__always)
  func cell(row: Int, x: Int32) -> Int32? {
    let r = row &- bandTop
    let slot = slots + (r &* mapWidth &+ Int(x))
    let bits = touched + (r &* wordsPerRow &+ Int(x) &>> 6)
    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: x & 63)
    if bits.pointee & bit != 0 { return Int32(slot.pointee) }
    guard cellCount < cellCapacity else {
      cellsOverflowed = true
      return nil
    }
    let new = cellCount
    cellCount &+= 1
    make(
      new, slot: slot, bits: bits, bit: bit,
      as: Cell(cover: 0, area: 0, first: 0, line: Cell.fresh))
    return Int32(truncatingIfNeeded: new)
  }

  /// Calls `body` with the box column and the index of each cell of band row `row`, left
  /// to right; `clearing` takes them off the map as it goes (clears their bits: the band is
  /// then empty there for the next one).
  @inline(__always)
  func forEachCell(inRow row: Int, clearing: Bool = false, _ body: (Int, Int32) -> Void) {
    let (bits, map) = (touched + row &* wordsPerRow, slots + row &* mapWidth)
    for word in 0..<wordsPerRow {
      var set = bits[word]
      guard set != 0 else { continue }
      if clearing { bits[word] = 0 }
      while set != 0 {
        let x = word &<< 6 | set.trailingZeroBitCount
        set &= set &- 1
        body(x, Int32(map[x]))
      }
    }
  }
}
