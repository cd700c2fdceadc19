import Foundation

/// Exact areas where a disk meets a pixel or a small convex polygon, for ``ArcStroke``'s
/// coverage: the true circle's area, not that of a flattened outline.
///
/// Coordinates are relative to the disk's centre.
enum DiskArea {
  /// The area of the rectangle `x0…x1` × `y0…y1` inside the disk of radius `r`.
  ///
  /// The rectangle is cut into strips above and below the centre, each the integral of
  /// `max(0, √(r² − t²) − y)` along `t` at its two heights (``strip(_:_:_:_:)``).
  @inline(__always)
  static func rectangle(_ r: Double, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double)
    -> Double
  {
    if y0 >= 0 { return strip(r, y0, x0, x1) - strip(r, y1, x0, x1) }
    if y1 <= 0 { return strip(r, -y1, x0, x1) - strip(r, -y0, x0, x1) }
    return 2 * strip(r, 0, x0, x1) - strip(r, y1, x0, x1) - strip(r, -y0, x0, x1)
  }

  /// `∫ max(0, √(r² − t²) − y) dt` for `t` in `t0…t1`, `y` ≥ 0: the area of the disk above
  /// height `y` (away from the centre) between those abscissas.
  @inline(__always)
  static func strip(_ r: Double, _ y: Double, _ t0: Double, _ t1: Double) -> Double {
    let r2 = r * r
    let h2 = r2 - y * y
    guard h2 > 0 else { return 0 }
    let a = h2.squareRoot()
    let u0 = min(max(t0, -a), a)
    let u1 = min(max(t1, -a), a)
    guard u1 > u0 else { return 0 }
    let s0 = max(0, r2 - u0 * u0).squareRoot()
    let s1 = max(0, r2 - u1 * u1).squareRoot()
    // asin(u1 / r) − asin(u0 / r) from the sine of the difference, which stays small for
    // the pixel-wide steps this is asked about.
    let angle = smallAsin((u1 * s0 - u0 * s1) / r2)
    return (u1 * s1 - u0 * s0 + r2 * angle) / 2 - y * (u1 - u0)
  }

  /// `asin(z)` for `z` in 0…1 (the difference of two angles under a right angle), by its
  /// series where that is within 1e-11.
  @inline(__always)
  static func smallAsin(_ z: Double) -> Double {
    guard z < 0.125 else { return asin(min(1, z)) }
    let z2 = z * z
    // z + z³/6 + 3z⁵/40 + 5z⁷/112 + 35z⁹/1152
    return z * (1 + z2 * (1.0 / 6 + z2 * (3.0 / 40 + z2 * (5.0 / 112 + z2 * (35.0 / 1152)))))
  }

  /// The radius from which a circle is measured across a pixel as its tangent line.
  static let flatRadius = 64.0

  /// The area of a unit square inside the half-plane whose edge runs `t` from the square's
  /// centre (positive: the centre inside), the edge's normal (`long`, `short`) in absolute
  /// values with `long` ≥ `short` and `long² + short²` = 1.
  @inline(__always)
  static func halfPlane(_ t: Double, _ long: Double, _ short: Double) -> Double {
    let s = (long + short) / 2
    let q = (long - short) / 2
    if t >= s { return 1 }
    if t <= -s { return 0 }
    if t < -q {
      let u = t + s
      return u * u / (2 * long * short)
    }
    if t > q {
      let u = s - t
      return 1 - u * u / (2 * long * short)
    }
    return 0.5 + t / long
  }

  /// The area of the convex `polygon` inside the disk of radius `r`.
  static func polygon(_ polygon: ConvexCell, _ r: Double) -> Double {
    guard polygon.count >= 3 else { return 0 }
    let r2 = r * r
    var farthest = 0.0
    for i in 0..<polygon.count {
      farthest = max(farthest, polygon.xs[i] * polygon.xs[i] + polygon.ys[i] * polygon.ys[i])
    }
    if farthest <= r2 { return polygon.area }
    var sum = 0.0
    for i in 0..<polygon.count {
      let j = i + 1 == polygon.count ? 0 : i + 1
      sum += triangle(polygon.xs[i], polygon.ys[i], polygon.xs[j], polygon.ys[j], r2)
    }
    return abs(sum)
  }

  /// The signed area of the triangle (centre, a, b) inside the disk whose radius squared is
  /// `r2`: the segment cut where it crosses the circle, straight pieces inside counted as
  /// triangles, pieces outside as sectors.
  private static func triangle(
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ r2: Double
  ) -> Double {
    let dx = bx - ax
    let dy = by - ay
    let a = dx * dx + dy * dy
    guard a > 0 else { return 0 }
    let b = ax * dx + ay * dy
    let c = ax * ax + ay * ay - r2
    let discriminant = b * b - a * c
    var cuts = (0.0, 1.0)
    if discriminant > 0 {
      let root = discriminant.squareRoot()
      cuts = (min(max((-b - root) / a, 0), 1), min(max((-b + root) / a, 0), 1))
    } else {
      cuts = (1, 1)
    }
    func piece(_ t0: Double, _ t1: Double) -> Double {
      guard t1 > t0 else { return 0 }
      let (px, py) = (ax + t0 * dx, ay + t0 * dy)
      let (qx, qy) = (ax + t1 * dx, ay + t1 * dy)
      let cross = px * qy - py * qx
      let tm = (t0 + t1) / 2
      let (mx, my) = (ax + tm * dx, ay + tm * dy)
      if mx * mx + my * my <= r2 { return cross / 2 }
      return r2 / 2 * atan2(cross, px * qx + py * qy)
    }
    if discriminant <= 0 { return piece(0, 1) }
    return piece(0, cuts.0) + piece(cuts.0, cuts.1) + piece(cuts.1, 1)
  }
}
