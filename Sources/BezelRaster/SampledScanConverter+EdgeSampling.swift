extension SampledScanConverter {
  /// Samples a pixel row's 15 sub-rows edge by edge instead of sub-row by sub-row, where
  /// that comes out as Cairo's `sub_row` would; falls back to it from the first sub-row
  /// where it might not.
  ///
  /// A sub-row adds, for every span, its start's and end's cell contributions with opposite
  /// signs (``addSubspan(_:_:)`` is that sum, clipping included). Summed over the edges in
  /// column order, that is each edge's column weighted by how the inside changes across it,
  /// and edges at one column sum to the change across all of them whatever their order. So
  /// while the active edges keep one column order, each edge's weight stays the same and
  /// its sub-rows can be added in one loop. The row is cut where edges start or end; in each
  /// piece the order is checked at its last sub-row (against the rounding, which is the same
  /// for every edge as `dy` is even, so orders at both ends hold in between) and after its
  /// last step, where Cairo would move an edge that went back past another. Pieces of up
  /// to ``shortPiece`` sub-rows are sampled sub-row by sub-row.
  mutating func sampleRowByEdges(mask: Int32) {
    var sub: Int32 = 0
    while sub < Self.subRows {
      mergeSubRow(Int(sub))
      var end = Self.subRows
      var s = sub + 1
      while s < end {
        if subHeads[Int(s)] >= 0 { end = s }
        s += 1
      }
      var e = edges[Int(Self.head)].next
      while e != Self.tail {
        let h = edges[Int(e)].heightLeft
        if h < end - sub { end = sub + h }
        e = edges[Int(e)].next
      }
      if end - sub <= shortPiece {
        // Checking the order of a piece this short costs more than sampling it.
        repeat {
          sampleSubRow(mask: mask)
          sub += 1
        } while sub < end
        continue
      }
      guard piecesKeepOrder(steps: end - sub, mask: mask) else {
        while sub < Self.subRows {
          mergeSubRow(Int(sub))
          sampleSubRow(mask: mask)
          sub += 1
        }
        return
      }
      samplePiece(steps: end - sub, mask: mask)
      sub = end
    }
  }

  /// The position of edge `e` after `steps` sub-row steps, its remainder in `0..<dy`, as
  /// that many of Cairo's steps leave it.
  @inline(__always)
  func position(_ e: UnsafeMutablePointer<Edge>, after steps: Int32) -> (quo: Int32, rem: Int64) {
    let dy = e.pointee.dy
    let rem = e.pointee.xRem &+ Int64(steps) &* e.pointee.stepRem
    var carry = rem / dy
    var left = rem &- carry &* dy
    if left < 0 {
      carry -= 1
      left &+= dy
    }
    return (e.pointee.xQuo &+ steps &* e.pointee.stepQuo &+ Int32(truncatingIfNeeded: carry), left)
  }

  /// Whether position (`quo`, `rem` / `dy`) is at or before (`otherQuo`, `otherRem` /
  /// `otherDy`), exactly; a `dy` of 0 is a vertical edge's, whose remainder is 0.
  @inline(__always)
  static func isAtOrBefore(
    _ quo: Int32, _ rem: Int64, _ dy: Int64, _ otherQuo: Int32, _ otherRem: Int64,
    _ otherDy: Int64
  ) -> Bool {
    if quo != otherQuo { return quo < otherQuo }
    let lhs = rem.multipliedFullWidth(by: otherDy == 0 ? 1 : otherDy)
    let rhs = otherRem.multipliedFullWidth(by: dy == 0 ? 1 : dy)
    return lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low <= rhs.low
  }

  /// Whether the active edges, all live for the next `steps` sub-rows, are in column order
  /// and keep it over them and after their last step, and the winding closes: the
  /// conditions for ``samplePiece(steps:mask:)``.
  ///
  /// Rounded columns in order at both ends of the piece keep it in between only where
  /// they differ; where two are equal at an end, their exact positions must be in order
  /// there, or the rounding could swap them between.
  func piecesKeepOrder(steps: Int32, mask: Int32) -> Bool {
    // The last edge's rounded column and exact position now and at the last sub-row.
    var first = Int32.min
    var firstAt: (quo: Int32, rem: Int64, dy: Int64) = (0, 0, 0)
    var last = Int32.min
    var lastAt: (quo: Int32, rem: Int64, dy: Int64) = (0, 0, 0)
    var stepped = Int32.min
    var winding: Int32 = 0
    var e = edges[Int(Self.head)].next
    while e != Self.tail {
      let edge = edges + Int(e)
      winding &+= edge.pointee.direction
      let dy = edge.pointee.dy
      let cell = edge.pointee.cell
      let now = (quo: edge.pointee.xQuo, rem: dy == 0 ? 0 : edge.pointee.xRem, dy: dy)
      // Cairo keeps the list in column order; checked anyway, as the weights rely on it.
      if cell < first { return false }
      if cell == first,
        !Self.isAtOrBefore(firstAt.quo, firstAt.rem, firstAt.dy, now.quo, now.rem, now.dy)
      {
        return false
      }
      first = cell
      firstAt = now
      var at = now
      var atLast = cell
      var after = cell
      if dy != 0 {
        var (quo, rem) = position(edge, after: steps &- 1)
        at = (quo, rem, dy)
        let halfDy = edge.pointee.halfDy
        atLast = quo &+ (rem >= halfDy ? 1 : 0)
        quo &+= edge.pointee.stepQuo
        rem &+= edge.pointee.stepRem
        Self.carry(&quo, &rem, dy)
        after = quo &+ (rem >= halfDy ? 1 : 0)
      }
      if atLast < last { return false }
      if atLast == last, !Self.isAtOrBefore(lastAt.quo, lastAt.rem, lastAt.dy, at.quo, at.rem, dy) {
        return false
      }
      last = atLast
      lastAt = at
      // Cairo moves an edge whose next column is left of the one before it.
      if edge.pointee.heightLeft != steps {
        if after < stepped { return false }
        stepped = after
      }
      e = edge.pointee.next
    }
    return winding & mask == 0
  }

  /// Adds `steps` sub-rows of the active edges edge by edge, steps them down and drops
  /// those that end, as that many calls of ``sampleSubRow(mask:)`` would.
  mutating func samplePiece(steps: Int32, mask: Int32) {
    var winding: Int32 = 0
    var e = edges[Int(Self.head)].next
    while e != Self.tail {
      let edge = edges + Int(e)
      let next = edge.pointee.next
      let before = winding & mask != 0
      winding &+= edge.pointee.direction
      let after = winding & mask != 0
      let height = edge.pointee.heightLeft
      if height > 1 { minHeight = -1 }
      if before != after {
        let sign: Int32 = after ? 1 : -1
        if edge.pointee.dy == 0 {
          let cell = edge.pointee.cell
          addCell(cell >> 8, area: sign &* steps &* 2 &* (cell & 255), height: sign &* steps)
        } else {
          addEdgeSubRows(edge, steps: steps, sign: sign)
        }
      } else if edge.pointee.dy != 0 {
        // An edge inside a span or outside all only moves.
        let (quo, rem) = position(edge, after: steps)
        edge.pointee.xQuo = quo
        edge.pointee.xRem = rem
        edge.pointee.cell = quo &+ (rem >= edge.pointee.halfDy ? 1 : 0)
      }
      edge.pointee.heightLeft = height &- steps
      if height == steps { unlink(e) }
      e = next
    }
  }

  /// Adds edge `edge`'s column, `sign` times, for `steps` sub-rows from its current one and
  /// steps it down past them, batching the sub-rows that fall in one pixel.
  @inline(__always)
  mutating func addEdgeSubRows(_ edge: UnsafeMutablePointer<Edge>, steps: Int32, sign: Int32) {
    var quo = edge.pointee.xQuo
    var rem = edge.pointee.xRem
    var cell = edge.pointee.cell
    let dy = edge.pointee.dy
    let halfDy = edge.pointee.halfDy
    // A step with its remainder in 0..<dy too, so a step carries at most upwards.
    var stepQuo = edge.pointee.stepQuo
    var stepRem = edge.pointee.stepRem
    if stepRem < 0 {
      stepQuo &-= 1
      stepRem &+= dy
    }
    var pixel = cell >> 8
    // The columns summed in `pixel` so far, and how many.
    var sum: Int32 = 0
    var count: Int32 = 0
    var n = steps
    while true {
      if cell >> 8 != pixel {
        addCell(pixel, area: sign &* 2 &* (sum &- count &* (pixel &<< 8)), height: sign &* count)
        pixel = cell >> 8
        sum = 0
        count = 0
      }
      sum &+= cell
      count &+= 1
      quo &+= stepQuo
      rem &+= stepRem
      if rem >= dy {
        quo &+= 1
        rem &-= dy
      }
      cell = quo &+ (rem >= halfDy ? 1 : 0)
      n &-= 1
      if n == 0 { break }
    }
    addCell(pixel, area: sign &* 2 &* (sum &- count &* (pixel &<< 8)), height: sign &* count)
    edge.pointee.xQuo = quo
    edge.pointee.xRem = rem
    edge.pointee.cell = cell
  }
}
