extension FixedPolygon {
  /// The `y` where the line through `a` and `b` crosses column `x` (Cairo's
  /// `_cairo_edge_compute_intersection_y_for_x`: the quotient truncated, not floored).
  static func y(
    atX x: Int32, ax: Int32, ay: Int32, bx: Int32, by: Int32
  ) -> Int32 {
    if x == ax { return ay }
    if x == bx { return by }
    let dx = bx - ax
    guard dx != 0 else { return ay }
    return ay &+ Int32(truncatingIfNeeded: Int64(x - ax) * Int64(by - ay) / Int64(dx))
  }

  /// The `x` where the line through `a` and `b` crosses row `y` (Cairo's
  /// `_cairo_edge_compute_intersection_x_for_y`).
  static func x(
    atY y: Int32, ax: Int32, ay: Int32, bx: Int32, by: Int32
  ) -> Int32 {
    if y == ay { return ax }
    if y == by { return bx }
    let dy = by - ay
    guard dy != 0 else { return ax }
    return ax &+ Int32(truncatingIfNeeded: Int64(y - ay) * Int64(bx - ax) / Int64(dy))
  }

  /// Appends an edge and grows the extents as Cairo's `_add_edge` does: from the line's
  /// `x` at the edge's top and bottom, only when the line's own end lies outside them.
  mutating func append(_ e: FixedEdge) {
    edges.append(e)
    extentMinY = min(extentMinY, e.top)
    extentMaxY = max(extentMaxY, e.bottom)
    if e.x1 < extentMinX || e.x1 > extentMaxX {
      let x =
        e.top == e.y1 ? e.x1 : Self.x(atY: e.top, ax: e.x1, ay: e.y1, bx: e.x2, by: e.y2)
      extentMinX = min(extentMinX, x)
      extentMaxX = max(extentMaxX, x)
    }
    if e.x2 < extentMinX || e.x2 > extentMaxX {
      let x =
        e.bottom == e.y2 ? e.x2 : Self.x(atY: e.bottom, ax: e.x1, ay: e.y1, bx: e.x2, by: e.y2)
      extentMinX = min(extentMinX, x)
      extentMaxX = max(extentMaxX, x)
    }
  }

  /// Adds the downward edge `a`–`b` clipped to the limit box (Cairo's `_add_clipped_edge`
  /// for one box).
  mutating func addClipped(ax: Int32, ay: Int32, bx: Int32, by: Int32, direction: Int32) {
    guard ay < limitY2, by > limitY1 else { return }
    var top = max(ay, limitY1)
    var bottom = min(by, limitY2)
    let left = min(ax, bx)
    let right = max(ax, bx)
    func add(_ x1: Int32, _ y1: Int32, _ x2: Int32, _ y2: Int32, _ t: Int32, _ b: Int32) {
      append(FixedEdge(x1: x1, y1: y1, x2: x2, y2: y2, top: t, bottom: b, direction: direction))
    }
    if limitX1 <= left, right <= limitX2 {
      add(ax, ay, bx, by, top, bottom)
    } else if right <= limitX1 {
      add(limitX1, limitY1, limitX1, limitY2, top, bottom)
    } else if limitX2 <= left {
      add(limitX2, limitY1, limitX2, limitY2, top, bottom)
    } else {
      let line = (ax: ax, ay: ay, bx: bx, by: by)
      func yAt(_ x: Int32) -> Int32 {
        Self.y(atX: x, ax: line.ax, ay: line.ay, bx: line.bx, by: line.by)
      }
      func xAt(_ y: Int32) -> Int32 {
        Self.x(atY: y, ax: line.ax, ay: line.ay, bx: line.bx, by: line.by)
      }
      // The edge is drawn downwards, so it runs to the right exactly when its x grows.
      if ax <= bx {
        var leftY = top
        if left < limitX1 {
          leftY = yAt(limitX1)
          if xAt(leftY) < limitX1 { leftY += 1 }
        }
        leftY = min(leftY, bottom)
        if top < leftY {
          add(limitX1, limitY1, limitX1, limitY2, top, leftY)
          top = leftY
        }
        var rightY = bottom
        if right > limitX2 {
          rightY = yAt(limitX2)
          if xAt(rightY) > limitX2 { rightY -= 1 }
        }
        rightY = max(rightY, top)
        if bottom > rightY {
          add(limitX2, limitY1, limitX2, limitY2, rightY, bottom)
          bottom = rightY
        }
      } else {
        var rightY = top
        if right > limitX2 {
          rightY = yAt(limitX2)
          if xAt(rightY) > limitX2 { rightY += 1 }
        }
        rightY = min(rightY, bottom)
        if top < rightY {
          add(limitX2, limitY1, limitX2, limitY2, top, rightY)
          top = rightY
        }
        var leftY = bottom
        if left < limitX1 {
          leftY = yAt(limitX1)
          if xAt(leftY) < limitX1 { leftY -= 1 }
        }
        leftY = max(leftY, top)
        if bottom > leftY {
          add(limitX1, limitY1, limitX1, limitY2, leftY, bottom)
          bottom = leftY
        }
      }
      if top != bottom { add(ax, ay, bx, by, top, bottom) }
    }
  }
}
