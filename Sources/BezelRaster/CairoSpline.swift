/// The pieces of Cairo 1.16's curve flattening (`cairo-spline.c`) the stroker uses: a
/// curve's end tangents, its halving in fixed point and its flatness bound.
struct CairoSpline {
  var initialSlope: CairoSlope
  var finalSlope: CairoSlope

  /// `_cairo_spline_init`: nil when the curve is a straight line from `a` to `d` to Cairo.
  init?(_ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint) {
    if a == b, c == d { return nil }
    if a != b {
      initialSlope = CairoSlope(from: a, to: b)
    } else if a != c {
      initialSlope = CairoSlope(from: a, to: c)
    } else if a != d {
      initialSlope = CairoSlope(from: a, to: d)
    } else {
      return nil
    }
    if c != d {
      finalSlope = CairoSlope(from: c, to: d)
    } else if b != d {
      finalSlope = CairoSlope(from: b, to: d)
    } else {
      return nil
    }
  }

  /// `_cairo_spline_intersects`: whether the control polygon's box can meet the box.
  static func intersects(
    _ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint,
    min lo: CairoPoint, max hi: CairoPoint
  ) -> Bool {
    func inside(_ p: CairoPoint) -> Bool {
      lo.x <= p.x && p.x <= hi.x && lo.y <= p.y && p.y <= hi.y
    }
    if inside(a) || inside(b) || inside(c) || inside(d) { return true }
    let minX = Swift.min(a.x, b.x, c.x, d.x)
    let maxX = Swift.max(a.x, b.x, c.x, d.x)
    let minY = Swift.min(a.y, b.y, c.y, d.y)
    let maxY = Swift.max(a.y, b.y, c.y, d.y)
    return !(maxX <= lo.x || minX >= hi.x || maxY <= lo.y || minY >= hi.y)
  }

  /// `_lerp_half`.
  @inline(__always)
  static func half(_ a: CairoPoint, _ b: CairoPoint) -> CairoPoint {
    CairoPoint(x: a.x &+ ((b.x &- a.x) >> 1), y: a.y &+ ((b.y &- a.y) >> 1))
  }

  /// `_de_casteljau`: the curve's two halves.
  static func split(
    _ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint
  ) -> (
    (CairoPoint, CairoPoint, CairoPoint, CairoPoint),
    (CairoPoint, CairoPoint, CairoPoint, CairoPoint)
  ) {
    let ab = half(a, b)
    let bc = half(b, c)
    let cd = half(c, d)
    let abbc = half(ab, bc)
    let bccd = half(bc, cd)
    let mid = half(abbc, bccd)
    return ((a, ab, abbc, mid), (mid, bccd, cd, d))
  }

  /// `_cairo_spline_error_squared`: a bound on the squared distance of the curve from
  /// its chord, from the control points' distances to it.
  static func errorSquared(
    _ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint
  ) -> Double {
    var bdx = CairoFixed.double(b.x &- a.x)
    var bdy = CairoFixed.double(b.y &- a.y)
    var cdx = CairoFixed.double(c.x &- a.x)
    var cdy = CairoFixed.double(c.y &- a.y)
    if a != d {
      let dx = CairoFixed.double(d.x &- a.x)
      let dy = CairoFixed.double(d.y &- a.y)
      let v = dx * dx + dy * dy
      // The control point less its projection onto the chord, clamped to the chord.
      func offChord(_ px: inout Double, _ py: inout Double) {
        let u = px * dx + py * dy
        if u <= 0 { return }
        if u >= v {
          px -= dx
          py -= dy
        } else {
          px -= u / v * dx
          py -= u / v * dy
        }
      }
      offChord(&bdx, &bdy)
      offChord(&cdx, &cdy)
    }
    let berr = bdx * bdx + bdy * bdy
    let cerr = cdx * cdx + cdy * cdy
    return berr > cerr ? berr : cerr
  }
}
