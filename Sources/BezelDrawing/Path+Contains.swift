import Foundation

extension Path {
  /// Whether `point` is inside the area the path fills with `fillRule`.
  ///
  /// Every subpath counts as closed, as when filling. The test casts a ray towards +x and adds
  /// ±1 for each crossing of the curves themselves (not their control polygons), with the
  /// direction of the crossing as sign: `.nonZero` is inside when the sum is not zero,
  /// `.evenOdd` when it is odd. Points exactly on the outline may fall either way.
  ///
  /// ```swift
  /// var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
  /// ring.contains(CGPoint(x: 50, y: 50), fillRule: .evenOdd)  // false: the hole
  /// ring.contains(CGPoint(x: 50, y: 50))                      // true: same direction
  /// ```
  ///
  /// Complexity: O(segments). Segments entirely above, below or left of the point are
  /// rejected from their control points; a curve straddling the ray is cut at its vertical
  /// extrema and each crossing is found by safeguarded Newton iteration.
  public func contains(_ point: CGPoint, fillRule: FillRule = .nonZero) -> Bool {
    let p = point.simd
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    forEachSubpath { span in
      forEachSegment(of: span, closingOpenSubpath: true) { segment, _ in
        winding += Path.winding(of: segment, around: p)
      }
    }
    switch fillRule {
    case .nonZero: return winding != 0
    case .evenOdd: return winding & 1 != 0
    }
  }

  /// The signed number of times `segment` crosses the ray from `p` towards +x: +1 going
  /// down (y increasing), −1 going up. A piece counts when exactly one of its ends is below
  /// `p.y` (`y > p.y`), so a vertex on the ray is counted once by the pieces meeting there.
  static func winding(of segment: PathSegment, around p: SIMD2<Double>) -> Int {
    let hullMin = pointwiseMin(
      pointwiseMin(segment.p0, segment.p1), pointwiseMin(segment.p2, segment.p3))
    let hullMax = pointwiseMax(
      pointwiseMax(segment.p0, segment.p1), pointwiseMax(segment.p2, segment.p3))
    if hullMax.x <= p.x || hullMin.y > p.y || hullMax.y <= p.y { return 0 }
    if segment.kind == .line {
      let a = segment.p0
      let b = segment.p3
      guard (a.y > p.y) != (b.y > p.y) else { return 0 }
      let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
      guard x > p.x else { return 0 }
      return b.y > a.y ? 1 : -1
    }
    // Cut the curve where y turns, so every piece is monotone in y.
    let cuts = segment.extremaParameters(axis: 1)
    var winding = 0
    var t0 = 0.0
    var y0 = segment.p0.y
    for index in 0...cuts.count {
      let t1 = index < cuts.count ? cuts[index] : 1
      let y1 = index < cuts.count ? segment.point(at: t1).y : segment.p3.y
      if (y0 > p.y) != (y1 > p.y) {
        let direction = y1 > y0 ? 1 : -1
        if hullMin.x > p.x {
          winding += direction
        } else {
          let t = segment.parameter(whereAxis: 1, equals: p.y, in: t0, t1)
          if segment.point(at: t).x > p.x { winding += direction }
        }
      }
      t0 = t1
      y0 = y1
    }
    return winding
  }
}
