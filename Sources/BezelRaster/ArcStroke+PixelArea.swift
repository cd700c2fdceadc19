import BezelDrawing
import Foundation

/// The area of one pixel inside an ``ArcStroke``, and which pixels need measuring.
extension ArcStroke {
  /// Whether the point (device pixels) is inside the stroke (the ring in the wedge, or a
  /// cap): for a pixel wholly in or out, its centre tells.
  func covers(_ x: Double, _ y: Double) -> Bool {
    let (vx, vy) = (x - centerX, y - centerY)
    let d2 = vx * vx + vy * vy
    if d2 <= outer * outer, d2 >= inner * inner, inWedge(vx, vy) { return true }
    for end in 0..<endCount where zones[end].nx * vx + zones[end].ny * vy < 0 {
      let zone = zones[end]
      let (ex, ey) = (x - zone.x, y - zone.y)
      switch cap {
      case .butt:
        return false
      case .round:
        if ex * ex + ey * ey <= halfWidth * halfWidth { return true }
      case .square:
        let along = zone.ux * vx + zone.uy * vy
        let depth = -(zone.nx * vx + zone.ny * vy)
        if abs(along - radius) <= halfWidth, depth <= halfWidth { return true }
      }
    }
    return false
  }

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

  /// The area of pixel (`px`, `py`) inside the stroke.
  func coverage(_ px: Int, _ py: Int) -> Double {
    let (x, y) = (Double(px) - centerX, Double(py) - centerY)
    let (vx, vy) = (x + 0.5, y + 0.5)
    let h = Self.halfDiagonal
    for end in 0..<endCount {
      let zone = zones[end]
      let (dx, dy) = (vx + centerX - zone.x, vy + centerY - zone.y)
      let d2 = dx * dx + dy * dy
      let side = zone.nx * vx + zone.ny * vy
      if abs(side) < h, d2 <= (zone.reach + h) * (zone.reach + h) {
        return coverage(x, y, across: zone)
      }
      if side <= -h, d2 <= (zone.capReach + h) * (zone.capReach + h) {
        return capArea(ConvexCell(x: x, y: y), x, y, whole: true, zone)
      }
    }
    let ring = ringArea(x, y)
    return ring > 0 && inWedge(vx, vy) ? ring : 0
  }

  /// The area of the pixel at (`x`, `y`) (relative to the centre) inside the ring.
  ///
  /// A circle of radius ``DiskArea/flatRadius`` or more is taken, across one pixel, as its
  /// tangent nearest the pixel's centre (``DiskArea/halfPlane(_:_:_:)``): within 0.118 / r
  /// of the area, under half a level of 255 there, at a fraction of the cost.
  func ringArea(_ x: Double, _ y: Double) -> Double {
    let (vx, vy) = (x + 0.5, y + 0.5)
    let d = (vx * vx + vy * vy).squareRoot()
    let h = Self.halfDiagonal
    let inverse = d > 0 ? 1 / d : 0
    let (a, b) = d > 0 ? (abs(vx) * inverse, abs(vy) * inverse) : (1, 0)
    let (long, short) = a >= b ? (a, b) : (b, a)
    func disk(_ r: Double) -> Double {
      if d + h <= r { return 1 }
      if d - h >= r { return 0 }
      if r >= DiskArea.flatRadius { return DiskArea.halfPlane(r - d, long, short) }
      return DiskArea.rectangle(r, x, x + 1, y, y + 1)
    }
    let outside = disk(outer)
    guard outside > 0 else { return 0 }
    return outside - disk(inner)
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
