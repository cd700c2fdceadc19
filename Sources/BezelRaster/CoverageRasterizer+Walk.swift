// Walking a line through the rows and columns it crosses.
extension CoverageRasterizer {
  /// Adds `line` (the `index`th)'s area to the cells of the rows of `rows` it crosses,
  /// within the clip; with `shortcuts` (``takesShortcuts``), a tall vertical edge's middle
  /// rows at once and a piece inside the clip without the general row walk.
  @inline(__always)
  func walk(_ line: Line, index: Int32, rows: Range<Int>, shortcuts: Bool) {
    let (x0, y0, x1, y1) = (Int(line.x0), Int(line.y0), Int(line.x1), Int(line.y1))
    let direction = Int(line.direction)
    let top = max(y0, clip.top)
    let bottom = min(y1, clip.bottom)
    guard top < bottom else { return }
    let first = max(rows.lowerBound, top >> 8)
    let last = min(rows.upperBound, (bottom + 255) >> 8)
    guard first < last else { return }
    if x0 == x1 {
      let x = min(max(x0, clip.left), clip.right)
      func rowHeight(_ row: Int) -> Int { min(bottom, (row + 1) << 8) - max(top, row << 8) }
      let column = x >> 8
      if shortcuts, last &- first > 2, column < box.maxX, x & 255 != 0 || column != box.minX {
        // Into cells of the box (not its left edge's winding): the rows between the first
        // and the last are whole, one fresh piece each, added as `press` would add them.
        let (above, below) = (first, last &- 1)
        press(row: above, at: x, cover: direction * rowHeight(above), line: index)
        let cover = direction &* 256
        addColumn(
          rows: (above &+ 1)..<below, column: Int32(column &- box.minX), cover: cover,
          area: cover &* 2 &* (x & 255), line: index)
        press(row: below, at: x, cover: direction * rowHeight(below), line: index)
        return
      }
      for row in first..<last {
        press(row: row, at: x, cover: direction * rowHeight(row), line: index)
      }
      return
    }
    // Where the line crosses a row boundary, from its ends alone (so the same in any box).
    let dxdy = Double(x1 - x0) / Double(y1 - y0)
    // And where it crosses a column boundary, as ``rowPiece`` finds it.
    let dydx = Double(y1 - y0) / Double(x1 - x0)
    let (xLow, xHigh) = (min(x0, x1), max(x0, x1))
    func x(at y: Int) -> Int {
      if y == y0 { return x0 }
      if y == y1 { return x1 }
      return min(max(x0 &+ Self.floor(crossing: Double(y &- y0) * dxdy), xLow), xHigh)
    }
    // Wrapping arithmetic per row, as per column in ``rowPiece``: coordinates within the
    // rasteriser's range cannot overflow.
    var ya = max(top, first << 8)
    var xa = x(at: ya)
    let (left, right) = (clip.left, clip.right)
    for row in first..<last {
      let yb = min(bottom, (row &+ 1) &<< 8)
      let xb = x(at: yb)
      let (lo, hi) = (min(xa, xb), max(xa, xb))
      // Most pieces lie inside the clip, in one pixel or across a few: added here, as
      // ``rowPiece`` adds them (after its cases for pieces left or right of the clip), with
      // no call and its set-up (a sixth of a fill's walk, for pieces of two or three pixels).
      if shortcuts, lo >= left, hi > left, lo < right, hi <= right {
        let cell = lo >> 8
        if hi <= (cell &+ 1) &<< 8 {
          let dy = direction &* (yb &- ya)
          addInside(
            row: row, cell: cell, cover: dy, area: dy &* (xa &+ xb &- 2 &* (cell &<< 8)),
            line: index)
        } else {
          let (yl, yh, sign) = xa <= xb ? (ya, yb, direction) : (yb, ya, -direction)
          addAcross(
            row: row, cell: cell, from: (lo, yl), to: (hi, yh), sign: sign, line: index,
            y: (y0, x0, dydx, ya, yb))
        }
      } else {
        rowPiece(line, index: index, row: row, xa, ya, xb, yb)
      }
      ya = yb
      xa = xb
    }
  }

  /// Adds the part of `line` in device row `row`, from (`xa`, `ya`) to (`xb`, `yb`) (1/256
  /// pixels, top to bottom), to the cells it crosses; its parts left or right of the clip
  /// are pressed onto the clip's edge, which winds the row the same.
  @inline(__always)
  func rowPiece(
    _ line: Line, index: Int32, row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int
  ) {
    let direction = Int(line.direction)
    let (lo, hi) = (min(xa, xb), max(xa, xb))
    let (left, right) = (clip.left, clip.right)
    if hi <= left {
      return press(row: row, at: left, cover: direction * (yb - ya), line: index)
    }
    if lo >= right {
      return press(row: row, at: right, cover: direction * (yb - ya), line: index)
    }
    var cell = lo >> 8
    if lo >= left, hi <= right, hi <= (cell &+ 1) &<< 8 {
      let dy = direction &* (yb &- ya)
      addInside(
        row: row, cell: cell, cover: dy, area: dy &* (xa &+ xb &- 2 &* (cell &<< 8)),
        line: index)
      return
    }
    // Across columns, left to right: where it crosses a column boundary or the clip's
    // edge, again from the line's ends alone, kept within this row's part.
    let (x0, y0) = (Int(line.x0), Int(line.y0))
    let dydx = Double(Int(line.y1) - y0) / Double(Int(line.x1) - x0)
    func y(at x: Int) -> Int {
      min(max(y0 &+ Self.floor(crossing: Double(x &- x0) * dydx), ya), yb)
    }
    // Walking left to right reverses a line drawn right to left.
    let (yl, yh, sign) = xa <= xb ? (ya, yb, direction) : (yb, ya, -direction)
    var (px, py) = (lo, yl)
    if lo < left {
      let yLeft = y(at: left)
      press(row: row, at: left, cover: sign * (yLeft - yl), line: index)
      (px, py) = (left, yLeft)
      cell = left >> 8
    }
    let end = min(hi, right)
    let yEnd = hi <= right ? yh : y(at: right)
    addAcross(
      row: row, cell: cell, from: (px, py), to: (end, yEnd), sign: sign, line: index,
      y: (y0, x0, dydx, ya, yb))
    if hi > right { press(row: row, at: right, cover: sign * (yh - yEnd), line: index) }
  }

  /// Adds one piece of the `line`th line, `cover` and `area`, to box column `column` of each
  /// device row of `rows` (as ``addPiece(row:cell:cover:area:line:)`` adds it).
  ///
  /// The map's row addresses step down the column instead of being worked out per row, and
  /// the pool's count is kept in a local: a tall vertical edge costs a few stores a row.
  @inline(__always)
  func addColumn(rows: Range<Int>, column: Int32, cover: Int, area: Int, line: Int32) {
    guard !rows.isEmpty else { return }
    let (cover, area) = (Int32(truncatingIfNeeded: cover), Int32(truncatingIfNeeded: area))
    let x = Int(column)
    let word = x &>> 6
    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: x & 63)
    let (mapWidth, wordsPerRow) = (self.mapWidth, self.wordsPerRow)
    let r = rows.lowerBound &- bandTop
    var slot = slots + (r &* mapWidth &+ x)
    var bits = touched + (r &* wordsPerRow &+ word)
    var count = cellCount
    let capacity = cellCapacity
    for row in rows {
      if bits.pointee & bit != 0 {
        add(to: Int32(slot.pointee), row: row, cover: cover, area: area, line: line)
      } else if count < capacity {
        make(
          count, slot: slot, bits: bits, bit: bit,
          as: Cell(cover: cover, area: area, first: line, line: line))
        count &+= 1
      } else {
        cellsOverflowed = true
      }
      slot += mapWidth
      bits += wordsPerRow
    }
    cellCount = count
  }

  /// Adds a vertical edge at `x` (1/256 pixels, within the clip) winding `cover`; on the
  /// box's left edge it only winds the row (the same sum), on its right edge nothing.
  @inline(__always)
  func press(row: Int, at x: Int, cover: Int, line: Int32) {
    if x & 255 == 0, x >> 8 == box.minX {
      leftCover[row - bandTop] += cover
      return
    }
    addPiece(row: row, cell: x >> 8, cover: cover, area: cover * 2 * (x & 255), line: line)
  }
}
