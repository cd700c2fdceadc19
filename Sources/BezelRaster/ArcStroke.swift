import BezelDrawing
import Foundation

/// The stroke of a circular arc in device pixels, recognised from a path's cubics
/// (``recognise(_:style:transform:)``), whose coverage is measured exactly from the circle
/// (``render(clip:into:)``) instead of from a flattened outline.
///
/// The stroke is the annulus `radius ± halfWidth` inside the wedge from `start` through
/// `sweep` (increasing device angle), plus a cap beyond each end; a `full` ring has no
/// ends. Each end is measured on its own in a small ``Zone`` round the end's midpoint;
/// elsewhere a pixel is either wholly inside the wedge or wholly outside it, so its coverage
/// is the annulus's, from ``DiskArea``. Recognition refuses (the caller then strokes the
/// path as before) arcs whose ends could meet each other, a width past the centre, dashes,
/// a transform that does not keep circles, and curves off the circle by more than
/// ``tolerance``.
struct ArcStroke {
  var centerX: Double
  var centerY: Double
  var radius: Double
  var halfWidth: Double
  var start: Double
  var sweep: Double
  var cap: LineCap
  var full: Bool

  /// How far (device pixels) a curve may stray from the circle and still be drawn as it:
  /// below Cairo's flattening tolerance (0.1), and above the 2.7e-4 of the radius that the
  /// usual four-cubic circle strays, up to a radius of about 230 pixels.
  static let tolerance = 1.0 / 16

  /// One end of the arc, midpoint (`x`, `y`): the wedge's edge there is the line through
  /// the centre along (`ux`, `uy`), the wedge on the side of (`nx`, `ny`). Pixels within
  /// `reach` of the midpoint that the line crosses are measured against it; the cap lies
  /// within `capReach` of the midpoint, beyond the line.
  struct Zone {
    var x: Double
    var y: Double
    var ux: Double
    var uy: Double
    var nx: Double
    var ny: Double
    var reach: Double
    var capReach: Double
  }

  /// Its two ends, the first `endCount` of them (none for a full ring), held inline: the
  /// coverage looks at them for every pixel it measures.
  private(set) var zones = InlineArray<2, Zone>(
    repeating: Zone(x: 0, y: 0, ux: 0, uy: 0, nx: 0, ny: 0, reach: 0, capReach: 0))
  private(set) var endCount = 0
  /// The wedge's sides, the normals of its two edges towards it (nothing for a full ring),
  /// apart from `zones`: every measured pixel asks them.
  private(set) var sides = (0.0, 0.0, 0.0, 0.0)

  init(
    centerX: Double, centerY: Double, radius: Double, halfWidth: Double, start: Double,
    sweep: Double, cap: LineCap, full: Bool
  ) {
    (self.centerX, self.centerY, self.radius, self.halfWidth) =
      (centerX, centerY, radius, halfWidth)
    (self.start, self.sweep, self.cap, self.full) = (start, sweep, cap, full)
    guard !full else { return }
    // A pixel meeting the end's line within the band (and a pixel and a half beyond, past
    // which the line meets no pixel that meets the ring), or its cap, lies in the zone.
    let capReach: Double
    switch cap {
    case .butt: capReach = 0
    case .round: capReach = halfWidth
    case .square: capReach = halfWidth * 2.0.squareRoot()
    }
    let reach = halfWidth + 2.25
    for (angle, side) in [(start, 1.0), (start + sweep, -1.0)] {
      let (ux, uy) = (cos(angle), sin(angle))
      zones[endCount] = Zone(
        x: centerX + radius * ux, y: centerY + radius * uy, ux: ux, uy: uy, nx: -uy * side,
        ny: ux * side, reach: reach, capReach: capReach)
      endCount += 1
    }
    sides = (zones[0].nx, zones[0].ny, zones[1].nx, zones[1].ny)
  }

  /// Whether every point within a zone's reach (and a pixel more) of an end lies on its
  /// side of the other end and of the centre, so the wedge there is the end's half-plane.
  var endsApart: Bool {
    guard endCount > 0 else { return true }
    let zone = zones[0]
    let extent = max(zone.reach, zone.capReach) + 1.5
    guard extent < radius else { return false }
    let angle = asin(extent / radius)
    return 2 * angle < sweep && 2 * angle < 2 * Double.pi - sweep
  }

  /// The device pixels the stroke touches: the ring's box for a full ring, else the box of
  /// the wedge's corners, the outer circle where the sweep passes an axis, and the caps.
  var box: FrameDamage.Box {
    var (minX, minY, maxX, maxY) = (
      Double.infinity, Double.infinity, -Double.infinity, -Double.infinity
    )
    func add(_ x: Double, _ y: Double, _ r: Double) {
      (minX, minY) = (min(minX, x - r), min(minY, y - r))
      (maxX, maxY) = (max(maxX, x + r), max(maxY, y + r))
    }
    if endCount == 0 {
      add(centerX, centerY, radius + halfWidth)
    } else {
      for end in 0..<endCount {
        let zone = zones[end]
        for r in [radius - halfWidth, radius + halfWidth] {
          add(centerX + r * zone.ux, centerY + r * zone.uy, 0)
        }
        add(zone.x, zone.y, zone.capReach)
      }
      for quarter in 0..<4 {
        let angle = Double(quarter) * Double.pi / 2
        var turn = (angle - start).truncatingRemainder(dividingBy: 2 * Double.pi)
        if turn < 0 { turn += 2 * Double.pi }
        guard turn <= sweep else { continue }
        add(
          centerX + (radius + halfWidth) * cos(angle), centerY + (radius + halfWidth) * sin(angle),
          0)
      }
    }
    return FrameDamage.Box(
      minX: Int(minX.rounded(.down)) - 1, minY: Int(minY.rounded(.down)) - 1,
      maxX: Int(maxX.rounded(.up)) + 1, maxY: Int(maxY.rounded(.up)) + 1)
  }
}
