import BezelDrawing
import Foundation

/// The area of one pixel inside an ``ArcStroke``, and which pixels need measuring.
extension ArcStroke {
  /// Whether the direction (`vx`, `vy`) from the centre is within the sweep.
  func inWedge(_ vx: Double, _ vy: Double) -> Bool {
    guard endCount == 2 else { return true }
    let a = sides.0 * vx + sides.1 * vy >= 0
    let b = sides.2 * vx + sides.3 * vy >= 0
    return sweep <= .pi ? a && b : a || b
  }

  /// The abscissas of the pixel centres along the row through `middle` within `reach` of
  /// `zone`'s midpoint whose side of its line is within `lowest`…`highest`.
  func span(
    _ zone: Zone, _ reach: Double, _ lowest: Double, _ highest: Double, _ middle: Double
  ) -> (Double, Double)? {
    let dy = middle - zone.y
    guard abs(dy) <= reach else { return nil }
    let w = (reach * reach - dy * dy).squareRoot()
    var (lo, hi) = (zone.x - w, zone.x + w)
    // side(x) = nx · (x − cx) + k along the row.
    let k = zone.ny * (middle - centerY)
    if abs(zone.nx) < 1e-9 {
      guard k >= lowest, k <= highest else { return nil }
      return (lo, hi)
    }
    var (a, b) = ((lowest - k) / zone.nx + centerX, (highest - k) / zone.nx + centerX)
    if a > b { (a, b) = (b, a) }
    lo = max(lo, a)
    hi = min(hi, b)
    return lo <= hi ? (lo, hi) : nil
  }

  /// The area of the pixel at (`x`, `y`) (relative to the centre) inside the ring.
  ///
  /// A circle of radius ``DiskArea/flatRadius`` or more is taken, across one pixel, as its
  /// tangent nearest the pixel's centre (``DiskArea/halfPlane(_:_:_:)``): within 0.118 / r
  /// of the area, under half a level of 255 there, at a fraction of the cost.
  @inline(__always)
  func ringArea(_ x: Double, _ y: Double) -> Double {
    let (vx, vy) = (x + 0.5, y + 0.5)
    let d = (vx * vx + vy * vy).squareRoot()
    let h = Self.halfDiagonal
    let (o, i) = (outer, inner)
    if d - h >= o || d + h <= i { return 0 }
    let outside = d + h <= o ? 1 : diskArea(o, d, x, y)
    return d - h >= i ? outside : outside - diskArea(i, d, x, y)
  }

  /// The area of the pixel at (`x`, `y`) inside the disk of radius `r` about the centre,
  /// whose circle crosses it (`d`: the distance of the pixel's centre).
  @inline(__always)
  private func diskArea(_ r: Double, _ d: Double, _ x: Double, _ y: Double) -> Double {
    guard r >= DiskArea.flatRadius else { return DiskArea.rectangle(r, x, x + 1, y, y + 1) }
    let inverse = 1 / d
    let (a, b) = (abs(x + 0.5) * inverse, abs(y + 0.5) * inverse)
    return a >= b ? DiskArea.halfPlane(r - d, a, b) : DiskArea.halfPlane(r - d, b, a)
  }

  /// The area of the pixel at (`x`, `y`) (relative to the centre) inside the stroke where
  /// `zone`'s line crosses it: the ring on the wedge's side, the cap beyond.
  func coverage(_ x: Double, _ y: Double, across zone: Zone) -> Double {
    let (vx, vy) = (x + 0.5, y + 0.5)
    let d = (vx * vx + vy * vy).squareRoot()
    let h = Self.halfDiagonal
    if d - h >= inner, d + h <= outer {
      // Wholly in the ring: the part on the wedge's side is the pixel cut by the line.
      let (a, b) = (abs(zone.nx), abs(zone.ny))
      let ring = DiskArea.halfPlane(zone.nx * vx + zone.ny * vy, max(a, b), min(a, b))
      if solidCap(vx, vy, zone) { return 1 }
      guard cap != .butt else { return ring }
    }
    let cell = ConvexCell(x: x, y: y)
    let inside = cell.cut(zone.nx, zone.ny, 0)
    var ring = 0.0
    if d - h < outer {
      ring = d + h <= outer ? inside.area : DiskArea.polygon(inside, outer)
      if d + h > inner {
        ring -= d - h >= inner ? 0 : DiskArea.polygon(inside, inner)
      } else {
        ring = 0
      }
    }
    guard cap != .butt else { return ring }
    return ring + capArea(cell.cut(-zone.nx, -zone.ny, 0), x, y, whole: false, zone)
  }

  /// Whether the pixel centred at (`vx`, `vy`) (relative to the centre) lies wholly inside
  /// the cap's shape extended across the end's line (a disk, a square), which the ring
  /// fills on the other side.
  func solidCap(_ vx: Double, _ vy: Double, _ zone: Zone) -> Bool {
    let h = Self.halfDiagonal
    switch cap {
    case .butt:
      return false
    case .round:
      let (dx, dy) = (vx + centerX - zone.x, vy + centerY - zone.y)
      return (dx * dx + dy * dy).squareRoot() + h <= halfWidth
    case .square:
      let along = zone.ux * vx + zone.uy * vy
      let depth = -(zone.nx * vx + zone.ny * vy)
      return abs(along - radius) + h <= halfWidth && depth + h <= halfWidth
    }
  }

  /// The area of `cell` (the pixel at (`x`, `y`) relative to the centre, or its part beyond
  /// the end's line when not `whole`) inside the end's cap.
  func capArea(
    _ cell: ConvexCell, _ x: Double, _ y: Double, whole: Bool, _ zone: Zone
  ) -> Double {
    let (mx, my) = (zone.x - centerX, zone.y - centerY)
    let (vx, vy) = (x + 0.5, y + 0.5)
    let h = Self.halfDiagonal
    switch cap {
    case .butt:
      return 0
    case .round:
      let d = ((vx - mx) * (vx - mx) + (vy - my) * (vy - my)).squareRoot()
      if d - h >= halfWidth { return 0 }
      if d + h <= halfWidth { return whole ? 1 : cell.area }
      if whole { return DiskArea.rectangle(halfWidth, x - mx, x + 1 - mx, y - my, y + 1 - my) }
      return DiskArea.polygon(cell.offset(by: mx, my), halfWidth)
    case .square:
      let along = zone.ux * vx + zone.uy * vy
      let depth = -(zone.nx * vx + zone.ny * vy)
      if abs(along - radius) - h >= halfWidth || depth - h >= halfWidth { return 0 }
      return
        cell
        .cut(zone.ux, zone.uy, inner)
        .cut(-zone.ux, -zone.uy, -outer)
        .cut(zone.nx, zone.ny, -halfWidth)
        .area
    }
  }
}
