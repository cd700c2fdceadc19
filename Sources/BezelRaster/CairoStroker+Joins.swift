extension CairoStroker {
  /// `add_fan`: the pen's vertices between two directions around `mid`, onto a side.
  mutating func addFan(
    _ inSlope: CairoSlope, _ outSlope: CairoSlope, around mid: CairoPoint, clockwise: Bool,
    cwSide: Bool
  ) {
    if hasBounds, !boundsContain(mid) { return }
    let n = pen.vertices.count
    if clockwise {
      var (start, stop) = pen.activeCWVertices(inSlope, outSlope)
      while start != stop {
        let v = pen.vertices[start].point
        append(mid.offset(v.x, v.y), cwSide: cwSide)
        start += 1
        if start == n { start = 0 }
      }
    } else {
      var (start, stop) = pen.activeCCWVertices(inSlope, outSlope)
      while start != stop {
        let v = pen.vertices[start].point
        append(mid.offset(v.x, v.y), cwSide: cwSide)
        if start == 0 { start += n }
        start -= 1
      }
    }
  }

  @inline(__always)
  mutating func append(_ p: CairoPoint, cwSide: Bool) {
    if cwSide { cw.append(p) } else { ccw.append(p) }
  }

  /// `join_is_clockwise`.
  static func isClockwise(_ a: CairoStrokeFace, _ b: CairoStrokeFace) -> Bool {
    CairoSlope.compare(a.devVector, b.devVector) < 0
  }

  /// `inner_join`: the inside of a corner goes through the path point.
  mutating func innerJoin(_ a: CairoStrokeFace, _ b: CairoStrokeFace, clockwise: Bool) {
    if clockwise {
      ccw.append(a.point)
      ccw.append(b.ccw)
    } else {
      cw.append(a.point)
      cw.append(b.cw)
    }
  }

  /// `inner_close`: as ``innerJoin(_:_:clockwise:)``, the side's first point then moved to
  /// its last.
  mutating func innerClose(_ a: CairoStrokeFace, _ b: CairoStrokeFace) {
    if Self.isClockwise(a, b) {
      ccw.append(a.point)
      ccw.append(b.ccw)
      ccw[0] = ccw[ccw.count - 1]
    } else {
      cw.append(a.point)
      cw.append(b.cw)
      cw[0] = cw[cw.count - 1]
    }
  }

  /// The outer corner of a miter join of `a` and `b` through their outer points, when
  /// the miter limit allows it and the corner lies between the faces.
  func miterPoint(
    _ a: CairoStrokeFace, _ b: CairoStrokeFace, _ inPoint: CairoPoint, _ outPoint: CairoPoint
  ) -> CairoPoint? {
    let inDotOut = a.devSlopeX * b.devSlopeX + a.devSlopeY * b.devSlopeY
    let ml = miterLimit
    guard 2 <= ml * ml * (1 + inDotOut) else { return nil }
    let x1 = CairoFixed.double(inPoint.x)
    let y1 = CairoFixed.double(inPoint.y)
    let dx1 = a.devSlopeX
    let dy1 = a.devSlopeY
    let x2 = CairoFixed.double(outPoint.x)
    let y2 = CairoFixed.double(outPoint.y)
    let dx2 = b.devSlopeX
    let dy2 = b.devSlopeY
    let my = ((x2 - x1) * dy1 * dy2 - y2 * dx2 * dy1 + y1 * dx1 * dy2) / (dx1 * dy2 - dx2 * dy1)
    let mx = abs(dy1) >= abs(dy2) ? (my - y1) * dx1 / dy1 + x1 : (my - y2) * dx2 / dy2 + x2
    let ix = CairoFixed.double(a.point.x)
    let iy = CairoFixed.double(a.point.y)
    func sign(_ dxa: Double, _ dya: Double, _ dxb: Double, _ dyb: Double) -> Int {
      let c = dxa * dyb - dxb * dya
      return c > 0 ? 1 : c < 0 ? -1 : 0
    }
    let mdx = mx - ix
    let mdy = my - iy
    guard sign(x1 - ix, y1 - iy, mdx, mdy) != sign(x2 - ix, y2 - iy, mdx, mdy) else { return nil }
    return CairoPoint(x: CairoFixed.from(mx), y: CairoFixed.from(my))
  }

  /// `outer_join`: the outside of a corner, by the line join.
  mutating func outerJoin(_ a: CairoStrokeFace, _ b: CairoStrokeFace, clockwise: Bool) {
    if a.cw == b.cw, a.ccw == b.ccw { return }
    let (inPoint, outPoint) = clockwise ? (a.cw, b.cw) : (a.ccw, b.ccw)
    switch lineJoin {
    case .round:
      addFan(a.devVector, b.devVector, around: a.point, clockwise: clockwise, cwSide: clockwise)
    case .miter:
      if let p = miterPoint(a, b, inPoint, outPoint) {
        if clockwise { cw[cw.count - 1] = p } else { ccw[ccw.count - 1] = p }
        return
      }
    case .bevel:
      break
    }
    append(outPoint, cwSide: clockwise)
  }

  /// `outer_close`: the outside of the corner where a closed subpath meets its start.
  mutating func outerClose(_ a: CairoStrokeFace, _ b: CairoStrokeFace) {
    if a.cw == b.cw, a.ccw == b.ccw { return }
    let clockwise = Self.isClockwise(a, b)
    let (inPoint, outPoint) = clockwise ? (a.cw, b.cw) : (a.ccw, b.ccw)
    var miter = lineJoin == .miter
    if lineJoin == .round {
      // A round join falls through to a miter where the corner is too shallow for a fan.
      if a.devSlopeX * b.devSlopeX + a.devSlopeY * b.devSlopeY < splineCuspTolerance {
        addFan(a.devVector, b.devVector, around: a.point, clockwise: clockwise, cwSide: clockwise)
      } else {
        miter = true
      }
    }
    if miter, let p = miterPoint(a, b, inPoint, outPoint) {
      if clockwise {
        cw[cw.count - 1] = p
        cw[0] = p
      } else {
        ccw[ccw.count - 1] = p
        ccw[0] = p
      }
      return
    }
    append(outPoint, cwSide: clockwise)
  }
}
