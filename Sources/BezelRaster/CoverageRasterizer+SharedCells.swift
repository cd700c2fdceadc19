// Shared cells: pixels crossed by lines of several runs, measured exactly strip by strip.
extension CoverageRasterizer {
  /// Works out exactly the coverage of every ``Cell/shared`` cell of the band `rows`.
  ///
  /// The areas a cell's edges add are its coverage only where its winding takes two
  /// neighbouring values (0 and ±1, or any two for even-odd): so it does where one run of
  /// connected lines crosses it, whatever their turns, since crossing them always steps the
  /// winding the same way. Where lines that do not connect cross one pixel (two overlapping
  /// subpaths, the two sides of a sliver, the pieces of a stroke's outline), the winding
  /// may step twice and summed areas over-cover; there the pixel's row is cut into strips
  /// at every end and crossing of its lines, and within each the inside is measured by
  /// walking the winding across the strip. The strips are cut in doubles from the lines' own
  /// ends and every line of the row counts (not what was pressed onto the box's edge), so a
  /// pixel's byte is the same in any box.
  func resolveSharedCells(rows: Range<Int>) {
    defer { sharedRows = 0 }
    // Lines are listed for the band's rows from its first shared one to its last only: a
    // band of many rows has shared cells in a few, and a line outside them is then turned
    // down by its ends alone, where it went down every row it crossed, twice.
    var (low, high) = (0, rows.count)
    while low < high, !rowShares[low] { low += 1 }
    while high > low, !rowShares[high - 1] { high -= 1 }
    guard low < high else { return }
    let shared = (bandTop + low)..<(bandTop + high)
    let count = high - low
    for row in 0...count { rowLineStarts[row] = 0 }
    // The lines crossing each row with a shared cell: counted, then listed (by row from the
    // first shared one). The lines that reach the rows at all are kept as they are counted,
    // and only those are gone through again to list them.
    func rowsReached(by line: Line) -> Range<Int>? {
      let top = max(Int(line.y0), clip.top)
      let bottom = min(Int(line.y1), clip.bottom)
      guard top < bottom else { return nil }
      let first = max(shared.lowerBound, top >> 8)
      let last = min(shared.upperBound, (bottom + 255) >> 8)
      return first < last ? first..<last : nil
    }
    var reaching = 0
    forEachLineGroup(reaching: shared) { group in
      for index in group {
        guard let span = rowsReached(by: lines[index]) else { continue }
        if reaching == reachingCapacity {
          Self.grow(&reachingLines, &reachingCapacity, keeping: reaching)
        }
        reachingLines[reaching] = Int32(truncatingIfNeeded: index)
        reaching &+= 1
        for row in span where rowShares[row - bandTop] {
          rowLineStarts[row - shared.lowerBound + 1] += 1
        }
      }
    }
    for row in 0..<count {
      rowLineStarts[row + 1] += rowLineStarts[row]
      rowCursors[row] = rowLineStarts[row]
    }
    let total = Int(rowLineStarts[count])
    Self.reserve(&rowLines, &rowLineCapacity, total)
    for k in 0..<reaching {
      let index = reachingLines[k]
      guard let span = rowsReached(by: lines[Int(index)]) else { continue }
      for row in span where rowShares[row - bandTop] {
        let offset = row - shared.lowerBound
        rowLines[Int(rowCursors[offset])] = index
        rowCursors[offset] += 1
      }
    }
    for offset in 0..<count where rowShares[low + offset] {
      let row = low + offset
      rowShares[row] = false
      let crossing = Int(rowLineStarts[offset])..<Int(rowLineStarts[offset + 1])
      // Each shared cell walks every line of its row: past the budget (thousands of
      // overlapping copies, as a hostile repeater makes) the row keeps its summed areas, so
      // a frame's cost stays bounded by the rows times the budget.
      guard sharedCellCount(row: row) * crossing.count <= Self.exactRowBudget else { continue }
      // Room for any cell of the row, made once a row rather than checked per cell (a
      // tenth of a small cell's cost): at most three parts a line, both ends of each, and
      // sixteen crossings before ``exactCoverage(cell:row:lines:)`` grows the events.
      Self.reserve(&pieces, &pieceCapacity, 3 * crossing.count)
      Self.reserve(&events, &eventCapacity, 6 * crossing.count + 16)
      Self.reserve(&strip, &stripCapacity, 3 * crossing.count)
      forEachCell(inRow: row) { x, index in
        guard cells[Int(index)].line == Cell.shared,
          let alpha = exactCoverage(cell: x, row: bandTop + row, lines: crossing)
        else { return }
        cells[Int(index)].area = Int32(alpha)
        cells[Int(index)].line = Cell.resolved
        resolvedCells += 1
      }
    }
  }

  /// The most line visits (shared cells times the lines crossing their row) one row may
  /// spend on exact coverage; see ``resolveSharedCells(rows:)``.
  static let exactRowBudget = 1 << 14

  /// How many ``Cell/shared`` cells band row `row` holds.
  func sharedCellCount(row: Int) -> Int {
    var count = 0
    forEachCell(inRow: row) { _, index in
      if cells[Int(index)].line == Cell.shared { count += 1 }
    }
    return count
  }

  /// The coverage byte of cell `cell` (of the box) in device row `row`, from the lines
  /// crossing the row (`lines`, a range of ``rowLines``), measured strip by strip; `nil`
  /// when no line spans part of the row there (only flat, horizontal ones share the cell,
  /// which then keeps its summed area: none).
  ///
  /// The caller reserves ``pieces`` and ``strip`` for three parts a line of `crossing`, and
  /// ``events`` for both ends of each and sixteen crossings, as
  /// ``resolveSharedCells(rows:)`` does once a row: only crossings past those grow a buffer
  /// here.
  func exactCoverage(cell: Int, row: Int, lines crossing: Range<Int>) -> UInt8? {
    assert(
      pieceCapacity >= 3 * crossing.count && stripCapacity >= 3 * crossing.count
        && eventCapacity >= 6 * crossing.count + 16,
      "exactCoverage's buffers are reserved by its caller")
    let c = cell + box.minX
    let left = Double(max(c << 8, clip.left))
    let right = Double(min((c + 1) << 8, clip.right))
    let rowTop = max(row << 8, clip.top)
    let rowBottom = min((row + 1) << 8, clip.bottom)
    guard left < right, rowTop < rowBottom else { return 0 }
    // At most three parts a line (left of, inside and right of the cell), room for which,
    // their ends and the strips the caller made. The buffers are taken into locals and the
    // counts wrap (each far below `Int.max`): stores into them made the loops load every
    // field again.
    let (pieces, lines, rowLines) = (self.pieces, self.lines, self.rowLines)
    var pieceCount = 0
    for k in crossing {
      let line = lines[Int(rowLines[k])]
      let top = max(Int(line.y0), rowTop)
      let bottom = min(Int(line.y1), rowBottom)
      guard top < bottom else { continue }
      let (x0, y0) = (Double(line.x0), Double(line.y0))
      let slope = Double(Int(line.x1) - Int(line.x0)) / Double(Int(line.y1) - Int(line.y0))
      let (ya, yb) = (Double(top), Double(bottom))
      let (xa, xb) = (x0 + (ya - y0) * slope, x0 + (yb - y0) * slope)
      let direction = Int(line.direction)
      let (lo, hi) = (min(xa, xb), max(xa, xb))
      if lo >= right { continue }
      if hi <= left {
        pieces[pieceCount] = Piece(
          top: ya, bottom: yb, xTop: left, xBottom: left, direction: direction, left: true)
        pieceCount &+= 1
        continue
      }
      // Cut where it crosses the cell's sides, so that each part lies on one side of them.
      func cut(_ side: Double) -> Double { min(max(y0 + (side - x0) / slope, ya), yb) }
      var cutLeft = lo < left ? cut(left) : yb
      var cutRight = hi > right ? cut(right) : yb
      if cutRight < cutLeft { swap(&cutLeft, &cutRight) }
      for part in 0..<3 {
        let (s, t) =
          part == 0 ? (ya, cutLeft) : part == 1 ? (cutLeft, cutRight) : (cutRight, yb)
        guard s < t else { continue }
        let (xs, xt) = (x0 + (s - y0) * slope, x0 + (t - y0) * slope)
        let mean = (xs + xt) / 2
        if mean >= right { continue }
        let outside = mean <= left
        pieces[pieceCount] = Piece(
          top: s, bottom: t, xTop: outside ? left : min(max(xs, left), right),
          xBottom: outside ? left : min(max(xt, left), right), direction: direction,
          left: outside)
        pieceCount &+= 1
      }
    }
    guard pieceCount > 0 else { return nil }
    // Both ends of every part; crossings grow the buffer as they come (reserving one for
    // each pair would take gigabytes for a hostile pile of copies in one pixel).
    var events = self.events
    // A line's parts follow one another, each starting where the last ended: that height
    // is listed once (a height listed twice ends no strip, so the strips are the same, and
    // there are fewer to sort).
    var eventCount = 0
    var lastBottom = -Double.infinity
    for i in 0..<pieceCount {
      let (top, bottom) = (pieces[i].top, pieces[i].bottom)
      if top != lastBottom {
        events[eventCount] = top
        eventCount &+= 1
      }
      events[eventCount] = bottom
      eventCount &+= 1
      lastBottom = bottom
    }
    // Where two parts inside the cell cross, a strip ends.
    for i in 0..<pieceCount where !pieces[i].left {
      let p = pieces[i]
      for j in (i + 1)..<pieceCount where !pieces[j].left {
        let q = pieces[j]
        let top = max(p.top, q.top)
        let bottom = min(p.bottom, q.bottom)
        guard top < bottom else { continue }
        let above = p.doubledMean(top, top) - q.doubledMean(top, top)
        let below = p.doubledMean(bottom, bottom) - q.doubledMean(bottom, bottom)
        guard (above < 0 && below > 0) || (above > 0 && below < 0) else { continue }
        let y = top + (bottom - top) * above / (above - below)
        if y > top, y < bottom {
          if eventCount == eventCapacity {
            Self.grow(&self.events, &eventCapacity, keeping: eventCount)
            events = self.events
          }
          events[eventCount] = y
          eventCount &+= 1
        }
      }
    }
    Self.sortInPlace(
      events, count: eventCount, scratch: &eventScratch, capacity: &eventScratchCapacity
    ) { $0 < $1 }
    let strip = self.strip
    let evenOdd = self.evenOdd
    var area = 0.0
    var top = events[0]
    for e in 1..<eventCount where events[e] > top {
      let bottom = events[e]
      var winding = 0
      var edges = 0
      for i in 0..<pieceCount where pieces[i].top <= top && pieces[i].bottom >= bottom {
        let p = pieces[i]
        if p.left {
          winding &+= p.direction
        } else {
          strip[edges] = (p.doubledMean(top, bottom), p.direction)
          edges &+= 1
        }
      }
      Self.sortInPlace(
        strip, count: edges, scratch: &stripScratch, capacity: &stripScratchCapacity
      ) { $0.key < $1.key }
      // Twice the inside's width, the region right of each edge where the inside begins
      // added and where it ends taken away.
      var inside = Self.covers(winding, evenOdd: evenOdd)
      var width = inside ? 2 * (right - left) : 0
      for i in 0..<edges {
        let edge = strip[i]
        winding &+= edge.direction
        let now = Self.covers(winding, evenOdd: evenOdd)
        if now != inside {
          width += (now ? 1 : -1) * (2 * right - edge.key)
          inside = now
        }
      }
      area += (bottom - top) * width
      top = bottom
    }
    let a = min(max(Self.rounded(area), 0), 1 << 17)
    return UInt8(truncatingIfNeeded: (a * 255 + (1 << 16)) >> 17)
  }

  /// Sorts the first `count` elements of `buffer` (of a trivial type) by `less`, keeping
  /// equal ones in order (as the standard sort does, so ties come out the same): by insertion
  /// while few, else runs sorted by insertion merged through `scratch` (grown to `count`
  /// and kept, where the standard sort allocated a buffer on every call).
  @inline(__always)
  static func sortInPlace<T>(
    _ buffer: UnsafeMutablePointer<T>, count: Int, scratch: inout UnsafeMutablePointer<T>,
    capacity: inout Int, by less: (T, T) -> Bool
  ) {
    let run = 24
    guard count > run else {
      insertionSort(buffer, from: 0, to: count, by: less)
      return
    }
    reserve(&scratch, &capacity, count)
    var start = 0
    while start < count {
      insertionSort(buffer, from: start, to: min(start + run, count), by: less)
      start += run
    }
    var (from, to) = (buffer, scratch)
    var width = run
    while width < count {
      var low = 0
      while low < count {
        let middle = min(low + width, count)
        let high = min(low + 2 * width, count)
        var (i, j, k) = (low, middle, low)
        while i < middle, j < high {
          // The left one first when equal: stable.
          if less(from[j], from[i]) {
            to[k] = from[j]
            j += 1
          } else {
            to[k] = from[i]
            i += 1
          }
          k += 1
        }
        while i < middle {
          to[k] = from[i]
          i += 1
          k += 1
        }
        while j < high {
          to[k] = from[j]
          j += 1
          k += 1
        }
        low = high
      }
      swap(&from, &to)
      width *= 2
    }
    if from != buffer { buffer.update(from: from, count: count) }
  }

  /// Sorts `buffer[from..<to]` by `less` by insertion, keeping equal ones in order.
  @inline(__always)
  static func insertionSort<T>(
    _ buffer: UnsafeMutablePointer<T>, from start: Int, to end: Int, by less: (T, T) -> Bool
  ) {
    var i = start + 1
    while i < end {
      let value = buffer[i]
      var j = i
      while j > start, less(value, buffer[j - 1]) {
        buffer[j] = buffer[j - 1]
        j -= 1
      }
      buffer[j] = value
      i += 1
    }
  }

  /// Whether a point of winding `winding` is inside under the fill rule (even-odd with
  /// `evenOdd`, else nonzero).
  @inline(__always)
  static func covers(_ winding: Int, evenOdd: Bool) -> Bool {
    evenOdd ? winding & 1 != 0 : winding != 0
  }
}
