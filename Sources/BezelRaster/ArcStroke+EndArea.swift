import BezelDrawing
import Foundation

/// The pixels near one end of an ``ArcStroke`` and their areas, measured cheaply where only
/// one edge crosses a pixel and exactly (``coverage(_:_:across:)``) where several meet.
extension ArcStroke {
  /// The pixels of row `y` near end `end`: those its line crosses within the zone's reach
  /// and those its cap may cover, as one run `low ..< high`; `nil` when there are none.
  ///
  /// A pixel is taken when its centre is in the range a hundredth of a pixel wide, so
  /// rounding never leaves out one that ``endArea(_:_:_:)`` would measure.
  func endSpan(_ end: Int, _ y: Int) -> (Int, Int)? {
    let zone = zones[end]
    let middle = Double(y) + 0.5
    let h = Self.halfDiagonal
    guard abs(middle - zone.y) <= max(zone.reach, zone.capReach) + h else { return nil }
    var low = Int.max
    var high = Int.min
    if let (lo, hi) = span(zone, zone.reach + h, -h, h, middle) {
      low = -CoverageRasterizer.floor(0.51 - lo)
      high = CoverageRasterizer.floor(hi - 0.49) + 1
    }
    if zone.capReach > 0, let (lo, hi) = span(zone, zone.capReach + h, -.infinity, -h, middle) {
      low = min(low, -CoverageRasterizer.floor(0.51 - lo))
      high = max(high, CoverageRasterizer.floor(hi - 0.49) + 1)
    }
    return low < high ? (low, high) : nil
  }

  /// The area of pixel (`px`, `py`), near `zone`'s end, inside the stroke.
  ///
  /// On the wedge's side of the end's line it is the ring's area; beyond it the cap's; a
  /// pixel the line crosses is wholly covered inside the ring and the cap's extension,
  /// half-plane cut inside the ring by a butt end, and measured exactly otherwise (where the
  /// line meets a circle or the cap's edge: a few pixels an end).
  func endArea(_ zone: Zone, _ px: Int, _ py: Int) -> Double {
    let (x, y) = (Double(px) - centerX, Double(py) - centerY)
    let (vx, vy) = (x + 0.5, y + 0.5)
    let h = Self.halfDiagonal
    let side = zone.nx * vx + zone.ny * vy
    if side >= h {
      let d2 = vx * vx + vy * vy
      let (o, i) = (outer, inner)
      if d2 >= (o + h) * (o + h) || (i > h && d2 <= (i - h) * (i - h)) { return 0 }
      if d2 >= (i + h) * (i + h), d2 <= (o - h) * (o - h) { return 1 }
      return ringArea(x, y)
    }
    if side <= -h {
      guard cap != .butt else { return 0 }
      if cap == .round {
        let (dx, dy) = (vx + centerX - zone.x, vy + centerY - zone.y)
        let d2 = dx * dx + dy * dy
        if d2 >= (halfWidth + h) * (halfWidth + h) { return 0 }
        if halfWidth > h, d2 <= (halfWidth - h) * (halfWidth - h) { return 1 }
      } else if solidCap(vx, vy, zone) {
        return 1
      }
      return capArea(ConvexCell(x: x, y: y), x, y, whole: true, zone)
    }
    let d = (vx * vx + vy * vy).squareRoot()
    // A round cap lies inside the ring's circles.
    if cap != .square, d - h >= outer || d + h <= inner { return 0 }
    if d - h >= inner, d + h <= outer {
      if solidCap(vx, vy, zone) { return 1 }
      if cap == .butt {
        let (a, b) = (abs(zone.nx), abs(zone.ny))
        return DiskArea.halfPlane(side, max(a, b), min(a, b))
      }
    }
    return coverage(x, y, across: zone)
  }
}
