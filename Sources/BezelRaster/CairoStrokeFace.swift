/// Where a stroked segment starts or ends (`cairo_stroke_face_t`): the path point, the
/// outline's points either side of it, and the segment's direction in device space
/// (exact and normalised) and user space (normalised).
struct CairoStrokeFace {
  var ccw = CairoPoint(x: 0, y: 0)
  var point = CairoPoint(x: 0, y: 0)
  var cw = CairoPoint(x: 0, y: 0)
  var devVector = CairoSlope(dx: 0, dy: 0)
  var devSlopeX = 0.0
  var devSlopeY = 0.0
  var usrVectorX = 0.0
  var usrVectorY = 0.0
  var length = 0.0

  /// The face turned back on itself, as a leading cap and a cusp need it.
  var reversed: CairoStrokeFace {
    var r = self
    r.usrVectorX = -usrVectorX
    r.usrVectorY = -usrVectorY
    r.devVector = devVector.reversed
    r.cw = ccw
    r.ccw = cw
    return r
  }
}
