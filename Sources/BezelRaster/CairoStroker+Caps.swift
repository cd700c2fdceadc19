extension CairoStroker {
  /// `add_cap`: the end of an open subpath at face `f`, onto a side.
  mutating func addCap(_ f: CairoStrokeFace, cwSide: Bool) {
    switch lineCap {
    case .round:
      addFan(f.devVector, f.devVector.reversed, around: f.point, clockwise: false, cwSide: cwSide)
    case .square:
      let dx = f.usrVectorX * halfLineWidth
      let dy = f.usrVectorY * halfLineWidth
      let x = CairoFixed.from(ctm.xx * dx + ctm.xy * dy)
      let y = CairoFixed.from(ctm.yx * dx + ctm.yy * dy)
      append(f.ccw.offset(x, y), cwSide: cwSide)
      append(f.cw.offset(x, y), cwSide: cwSide)
    case .butt:
      break
    }
    append(f.cw, cwSide: cwSide)
  }

  /// `add_caps`: ends the subpath, capping it (a lone point with round caps as a dot) and
  /// adding its sides to the polygon.
  mutating func addCaps() {
    if hasInitialSubpath, !hasFirstFace, !hasCurrentFace, lineCap == .round {
      let f = face(at: firstPoint, slope: CairoSlope(dx: 256, dy: 0))
      addCap(f.reversed, cwSide: false)
      addCap(f, cwSide: false)
      ccw.append(ccw[0])
      addContour(cwSide: false)
    } else {
      if hasCurrentFace { addCap(currentFace, cwSide: false) }
      addContour(cwSide: false)
      if hasFirstFace {
        ccw.append(firstFace.cw)
        addCap(firstFace.reversed, cwSide: false)
        addContour(cwSide: false)
      }
      addContour(cwSide: true)
    }
  }

  /// `_cairo_polygon_add_contour`: the edges between a side's successive points (not
  /// closed; the `cw` side wound +1, the `ccw` side −1), then the side emptied.
  mutating func addContour(cwSide: Bool) {
    let points = cwSide ? cw : ccw
    if points.count > 1 {
      var a = points[0]
      for b in points.dropFirst() {
        if cwSide {
          polygon.addLine(x1: a.x, y1: a.y, x2: b.x, y2: b.y)
        } else {
          polygon.addLine(x1: b.x, y1: b.y, x2: a.x, y2: a.y)
        }
        a = b
      }
    }
    if cwSide { cw.removeAll(keepingCapacity: true) } else { ccw.removeAll(keepingCapacity: true) }
  }
}
