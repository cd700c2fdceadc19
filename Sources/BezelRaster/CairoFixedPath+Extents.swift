import Foundation

extension CairoFixedPath {
  /// `_cairo_box_add_curve_to`: the curve's end, and when a control point lies outside the
  /// box, the curve's extremes (`_cairo_spline_bound`), each rounded to fixed point.
  mutating func addCurveToExtents(
    _ a: CairoPoint, _ b: CairoPoint, _ c: CairoPoint, _ d: CairoPoint
  ) {
    addToExtents(d)
    guard !extentsContain(b) || !extentsContain(c) else { return }
    let x0 = CairoFixed.double(a.x)
    let y0 = CairoFixed.double(a.y)
    let x1 = CairoFixed.double(b.x)
    let y1 = CairoFixed.double(b.y)
    let x2 = CairoFixed.double(c.x)
    let y2 = CairoFixed.double(c.y)
    let x3 = CairoFixed.double(d.x)
    let y3 = CairoFixed.double(d.y)
    var ts: [Double] = []
    ts.reserveCapacity(4)
    func add(_ t: Double) { if 0 < t && t < 1 { ts.append(t) } }
    func extremes(_ a: Double, _ b: Double, _ c: Double) {
      if a == 0 {
        if b != 0 { add(-c / (2 * b)) }
        return
      }
      let b2 = b * b
      let delta = b2 - a * c
      if delta > 0 {
        let ab2 = 2 * a * b
        let feasible: Bool
        if ab2 >= 0 {
          feasible = delta > b2 && delta < a * a + b2 + ab2
        } else if -b / a >= 1 {
          feasible = delta < b2 && delta > a * a + b2 + ab2
        } else {
          feasible = delta < b2 || delta < a * a + b2 + ab2
        }
        if feasible {
          let root = delta.squareRoot()
          add((-b - root) / a)
          add((-b + root) / a)
        }
      } else if delta == 0 {
        add(-b / a)
      }
    }
    extremes(-x0 + 3 * x1 - 3 * x2 + x3, x0 - 2 * x1 + x2, -x0 + x1)
    extremes(-y0 + 3 * y1 - 3 * y2 + y3, y0 - 2 * y1 + y2, -y0 + y1)
    addToExtents(a)
    for t in ts {
      let t01 = 1 - t
      let t20 = t * t
      let t02 = t01 * t01
      let t30 = t20 * t
      let t213 = t20 * t01 * 3
      let t123 = t * t02 * 3
      let t03 = t01 * t02
      let x = x0 * t03 + x1 * t123 + x2 * t213 + x3 * t30
      let y = y0 * t03 + y1 * t123 + y2 * t213 + y3 * t30
      addToExtents(CairoPoint(x: CairoFixed.from(x), y: CairoFixed.from(y)))
    }
    addToExtents(d)
  }
}
