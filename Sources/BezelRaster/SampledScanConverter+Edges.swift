extension SampledScanConverter {
  /// A 24.8 fixed-point row as a grid row, rounded to the nearest (Cairo's
  /// `INPUT_TO_GRID_Y`).
  @inline(__always)
  static func gridRow(_ y: Int32) -> Int32 {
    Int32(truncatingIfNeeded: (Int64(y) * Int64(subRows) + 128) >> 8)
  }

  /// Adds an edge of the polygon, clipped to the box's rows (Cairo's `polygon_add_edge`).
  /// The order of adding is part of the result: edges meeting at one grid column keep it.
  mutating func add(_ edge: FixedEdge) {
    var top = Self.gridRow(edge.top)
    if top < gridMinY { top = gridMinY }
    var bottom = Self.gridRow(edge.bottom)
    if bottom > gridMaxY { bottom = gridMaxY }
    guard bottom > top else { return }
    var e = Edge()
    e.top = top
    e.heightLeft = bottom - top
    let downwards = edge.y2 > edge.y1
    e.direction = downwards ? edge.direction : -edge.direction
    let (x1, y1, x2, y2) =
      downwards ? (edge.x1, edge.y1, edge.x2, edge.y2) : (edge.x2, edge.y2, edge.x1, edge.y1)
    if x1 == x2 {
      e.cell = x1
      e.xQuo = x1
    } else {
      let ex = Int64(x2 - x1) * Int64(Self.columns)
      let ey = Int64(y2 - y1) * Int64(Self.subRows) * 512
      e.stepQuo = Int32(truncatingIfNeeded: ex * 512 / ey)
      e.stepRem = ex * 512 % ey
      // The edge's column at the middle of its first sub-row.
      var at = Int64(2 * top + 1) << 8
      at -= Int64(y1) * Int64(Self.subRows) * 2
      at *= ex
      e.xQuo = Int32(truncatingIfNeeded: at / ey) &+ x1
      e.xRem = at % ey
      Self.carry(&e.xQuo, &e.xRem, ey)
      if e.heightLeft >= Self.subRows {
        let whole = ex * Int64(2 * Self.subRows << 8)
        e.rowStepQuo = Int32(truncatingIfNeeded: whole / ey)
        e.rowStepRem = whole % ey
      }
      e.dy = ey
      e.halfDy = ey / 2
      e.cell = e.xQuo + (e.xRem >= e.halfDy ? 1 : 0)
    }
    let row = Int((top - gridMinY) / Self.subRows)
    e.next = rowHeads[row]
    rowHeads[row] = Int32(edgeCount)
    append(e)
  }

  /// Brings a remainder in units of `dy` back into `0..<dy`, carrying into the quotient:
  /// one carry suffices for every step Cairo takes.
  @inline(__always)
  static func carry(_ quo: inout Int32, _ rem: inout Int64, _ dy: Int64) {
    if rem < 0 {
      quo &-= 1
      rem &+= dy
    } else if rem >= dy {
      quo &+= 1
      rem &-= dy
    }
  }

  /// Moves an edge down by `quo` columns and `rem` in units of its `dy`, and rounds its
  /// column to the nearest (Cairo's `step` and `full_step`).
  @inline(__always)
  static func advance(_ e: inout Edge, _ quo: Int32, _ rem: Int64) {
    guard e.dy != 0 else { return }
    e.xQuo &+= quo
    e.xRem &+= rem
    carry(&e.xQuo, &e.xRem, e.dy)
    e.cell = e.xQuo &+ (e.xRem >= e.halfDy ? 1 : 0)
  }

  /// Moves an edge down one sub-row.
  @inline(__always)
  static func step(_ e: inout Edge) { advance(&e, e.stepQuo, e.stepRem) }

  /// Moves an edge down a whole pixel row.
  @inline(__always)
  static func rowStep(_ e: inout Edge) { advance(&e, e.rowStepQuo, e.rowStepRem) }

  /// Takes edge `i` out of the active list; its own links stay, so a walk can go on.
  @inline(__always)
  mutating func unlink(_ i: Int32) {
    let prev = edges[Int(i)].prev
    let next = edges[Int(i)].next
    edges[Int(prev)].next = next
    edges[Int(next)].prev = prev
  }
}
