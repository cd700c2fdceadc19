// A row's piece of a line across columns.
extension CoverageRasterizer {
  /// Adds the part of the `line`th line in device row `row` from `start` to `end` (1/256
  /// pixels, left to right, inside the clip, `start` in device column `cell`), winding
  /// `sign`, to the cells of the columns it crosses.
  ///
  /// Where it crosses a column boundary is found from the line's top end and its slope
  /// (rows per column, `y`), kept within the row's part (`y.ya` … `y.yb`): from the line's
  /// ends alone, so the same in any box. The general walk
  /// (``rowPiece(_:index:row:_:_:_:_:)``) and its shortcut in
  /// ``walk(_:index:rows:shortcuts:)`` both come here.
  @inline(__always)
  func addAcross(
    row: Int, cell first: Int, from start: (x: Int, y: Int), to end: (x: Int, y: Int),
    sign: Int, line: Int32, y: (y0: Int, x0: Int, dydx: Double, ya: Int, yb: Int)
  ) {
    var (px, py) = start
    var cell = first
    // The row's part of the map and the box's left edge, taken once for all its columns
    // (as ``addInside(row:cell:cover:area:line:)`` takes them per piece).
    let r = row &- bandTop
    let map = (slots: slots + r &* mapWidth, bits: touched + r &* wordsPerRow)
    let minX = box.minX
    @inline(__always)
    func addInside(cell: Int, cover: Int, area: Int) {
      guard cover != 0 else { return }
      assert(cell >= box.minX && cell < box.maxX, "a piece inside the clip lies in the box")
      add(
        row: row, map: map, x: Int32(truncatingIfNeeded: cell &- minX),
        cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area),
        line: line)
    }
    // Wrapping arithmetic on the walk's per-column steps: every value is a coordinate
    // within the rasteriser's range (2^31 1/256 pixels) or a product of two within a pixel,
    // far from overflowing, and an overflow check per operation was a sixth of the walk.
    while true {
      let boundary = (cell &+ 1) &<< 8
      let base = cell &<< 8
      if boundary >= end.x {
        let dy = sign &* (end.y &- py)
        addInside(cell: cell, cover: dy, area: dy &* (px &+ end.x &- 2 &* base))
        break
      }
      let step = Self.floor(crossing: Double(boundary &- y.x0) * y.dydx)
      let by = min(max(y.y0 &+ step, y.ya), y.yb)
      let dy = sign &* (by &- py)
      addInside(cell: cell, cover: dy, area: dy &* (px &+ boundary &- 2 &* base))
      (px, py) = (boundary, by)
      cell &+= 1
    }
  }
}
