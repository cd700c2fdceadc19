extension CairoStroker {
  /// The stroker's `move_to`.
  mutating func moveTo(_ p: CairoPoint) {
    addCaps()
    hasFirstFace = false
    hasCurrentFace = false
    hasInitialSubpath = false
    firstPoint = p
    currentFace.point = p
  }

  /// The first segment after a move: its face starts both sides (and is kept for a
  /// closing join).
  mutating func begin(_ f: CairoStrokeFace) {
    if !hasFirstFace {
      firstFace = f
      hasFirstFace = true
    }
    hasCurrentFace = true
    cw.append(f.cw)
    ccw.append(f.ccw)
  }

  /// The stroker's `line_to`.
  mutating func lineTo(_ p: CairoPoint) {
    let p1 = currentFace.point
    hasInitialSubpath = true
    if p1 == p { return }
    let slope = CairoSlope(from: p1, to: p)
    let start = face(at: p1, slope: slope)
    if hasCurrentFace {
      let turn = CairoSlope.compare(currentFace.devVector, start.devVector)
      if turn != 0 {
        outerJoin(currentFace, start, clockwise: turn < 0)
        innerJoin(currentFace, start, clockwise: turn < 0)
      }
    } else {
      begin(start)
    }
    currentFace = start
    currentFace.point = p
    currentFace.ccw = currentFace.ccw.offset(slope.dx, slope.dy)
    currentFace.cw = currentFace.cw.offset(slope.dx, slope.dy)
    cw.append(currentFace.cw)
    ccw.append(currentFace.ccw)
  }

  /// The stroker's `spline_to`: one point of a flattened curve with the curve's tangent
  /// there; a fan where the curve turns too sharply for its chords.
  mutating func splineTo(_ p: CairoPoint, tangent: CairoSlope) {
    var f: CairoStrokeFace
    if tangent.dx | tangent.dy == 0 {
      f = currentFace.reversed
      let clockwise = Self.isClockwise(currentFace, f)
      addFan(
        currentFace.devVector, f.devVector, around: currentFace.point, clockwise: clockwise,
        cwSide: clockwise)
    } else {
      f = face(at: p, slope: tangent)
      let dot = f.devSlopeX * currentFace.devSlopeX + f.devSlopeY * currentFace.devSlopeY
      if dot < splineCuspTolerance {
        let clockwise = Self.isClockwise(currentFace, f)
        let dx = f.point.x &- currentFace.point.x
        let dy = f.point.y &- currentFace.point.y
        currentFace.cw = currentFace.cw.offset(dx, dy)
        cw.append(currentFace.cw)
        currentFace.ccw = currentFace.ccw.offset(dx, dy)
        ccw.append(currentFace.ccw)
        addFan(
          currentFace.devVector, f.devVector, around: currentFace.point, clockwise: clockwise,
          cwSide: clockwise)
      }
      cw.append(f.cw)
      ccw.append(f.ccw)
    }
    currentFace = f
  }

  /// The stroker's `curve_to`: a curve from the current point, flattened by Cairo's
  /// spline decomposition at the tolerance.
  mutating func curveTo(_ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint) {
    let a = currentFace.point
    if hasBounds, !CairoSpline.intersects(a, b, c, d, min: boundsMin, max: boundsMax) {
      return lineTo(d)
    }
    guard let spline = CairoSpline(a, b, c, d) else { return lineTo(d) }
    let f = face(at: a, slope: spline.initialSlope)
    if hasCurrentFace {
      let clockwise = Self.isClockwise(currentFace, f)
      outerJoin(currentFace, f, clockwise: clockwise)
      innerJoin(currentFace, f, clockwise: clockwise)
    } else {
      begin(f)
    }
    currentFace = f
    var last = a
    decompose(a, b, c, d, toleranceSquared: tolerance * tolerance, last: &last)
    splineTo(d, tangent: spline.finalSlope)
  }

  /// `_cairo_spline_decompose_into`: halves the curve until each piece is within the
  /// tolerance of its chord, passing each piece's start (once) with its tangent.
  mutating func decompose(
    _ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint,
    toleranceSquared: Double, last: inout CairoPoint
  ) {
    if CairoSpline.errorSquared(a, b, c, d) < toleranceSquared {
      if a != last {
        last = a
        splineTo(a, tangent: CairoSlope(from: a, to: b))
      }
      return
    }
    let (first, second) = CairoSpline.split(a, b, c, d)
    decompose(
      first.0, first.1, first.2, first.3, toleranceSquared: toleranceSquared, last: &last)
    decompose(
      second.0, second.1, second.2, second.3, toleranceSquared: toleranceSquared, last: &last)
  }

  /// The stroker's `close_path`.
  mutating func closePath() {
    lineTo(firstPoint)
    if hasFirstFace, hasCurrentFace {
      outerClose(currentFace, firstFace)
      innerClose(currentFace, firstFace)
      addContour(cwSide: true)
      addContour(cwSide: false)
    } else {
      addCaps()
    }
    hasInitialSubpath = false
    hasFirstFace = false
    hasCurrentFace = false
  }
}
