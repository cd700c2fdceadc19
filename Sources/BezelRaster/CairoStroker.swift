import BezelDrawing
import CCairo
import Foundation

/// Cairo 1.16's stroker of undashed paths (`_cairo_path_fixed_stroke_to_polygon`,
/// `cairo-path-stroke-polygon.c`) rebuilt: the outline of a ``CairoFixedPath`` as two
/// contours a subpath, one each side of it, whose edges go into a ``FixedPolygon`` in
/// Cairo's order with Cairo's roundings, so that ``SampledScanConverter`` makes
/// `cairo_stroke`'s coverage of it.
///
/// ```swift
/// var stroker = CairoStroker()
/// if let box = stroker.polygon(of: path, style: style, ctm: m, ctmInverse: inverse,
///                              tolerance: 0.1, clip: surfaceBox, into: &polygon) { … }
/// ```
///
/// Its buffers are kept between strokes.
struct CairoStroker {
  var lineJoin = LineJoin.miter
  var lineCap = LineCap.butt
  var miterLimit = 10.0
  var ctm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
  var ctmInverse = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
  var inverseIsIdentity = true
  var tolerance = 0.1
  var splineCuspTolerance = 0.0
  var halfLineWidth = 0.5
  var ctmDeterminantPositive = true

  var pen = CairoPen()

  /// The polygon the outline goes into.
  var polygon = FixedPolygon()

  /// The two sides of the subpath being stroked (`cw` wound +1, `ccw` −1); not closed
  /// contours, as they may cross.
  var cw: [CairoPoint] = []
  var ccw: [CairoPoint] = []

  var firstPoint = CairoPoint(x: 0, y: 0)
  var hasInitialSubpath = false
  var hasCurrentFace = false
  var currentFace = CairoStrokeFace()
  var hasFirstFace = false
  var firstFace = CairoStrokeFace()

  /// With a limit box, joins, caps and curves wholly outside it (grown by the stroke's
  /// reach) are left out or drawn straight, as Cairo culls them.
  var hasBounds = false
  var boundsMin = CairoPoint(x: 0, y: 0)
  var boundsMax = CairoPoint(x: 0, y: 0)

  init() {}

  func boundsContain(_ p: CairoPoint) -> Bool {
    boundsMin.x <= p.x && p.x <= boundsMax.x && boundsMin.y <= p.y && p.y <= boundsMax.y
  }

  /// `_cairo_stroke_style_max_distance_from_path`: how far from the path the outline can
  /// reach, in device units along x and y.
  static func maxDistance(
    width: Double, cap: LineCap, join: LineJoin, miterLimit: Double, rectilinear: Bool,
    ctm m: cairo_matrix_t
  ) -> (Double, Double) {
    var expansion = 0.5
    if cap == .square { expansion = 0.5.squareRoot() }
    if join == .miter, !rectilinear, expansion < 2.0.squareRoot() * miterLimit {
      expansion = 2.0.squareRoot() * miterLimit
    }
    expansion *= width
    if CairoPen.hasUnityScale(m) { return (expansion, expansion) }
    return (expansion * hypot(m.xx, m.xy), expansion * hypot(m.yy, m.yx))
  }

  /// `normalize_slope`: (`dx`, `dy`) made a unit vector; returns its length.
  @inline(__always)
  static func normalize(_ dx: inout Double, _ dy: inout Double) -> Double {
    if dx == 0 {
      let mag = abs(dy)
      dy = dy > 0 ? 1 : -1
      dx = 0
      return mag
    }
    if dy == 0 {
      let mag = abs(dx)
      dx = dx > 0 ? 1 : -1
      dy = 0
      return mag
    }
    let mag = hypot(dx, dy)
    dx /= mag
    dy /= mag
    return mag
  }

  /// `compute_face`: the face of a segment leaving `point` along `slope`, its sides half
  /// the line width away, perpendicular in user space.
  func face(at point: CairoPoint, slope: CairoSlope) -> CairoStrokeFace {
    var sx = CairoFixed.double(slope.dx)
    var sy = CairoFixed.double(slope.dy)
    var f = CairoStrokeFace()
    f.length = Self.normalize(&sx, &sy)
    f.devSlopeX = sx
    f.devSlopeY = sy
    var fx: Double
    var fy: Double
    if !inverseIsIdentity {
      let m = ctmInverse
      let ux = m.xx * sx + m.xy * sy
      let uy = m.yx * sx + m.yy * sy
      sx = ux
      sy = uy
      _ = Self.normalize(&sx, &sy)
      if ctmDeterminantPositive {
        fx = -sy * halfLineWidth
        fy = sx * halfLineWidth
      } else {
        fx = sy * halfLineWidth
        fy = -sx * halfLineWidth
      }
      let d = ctm
      let x = d.xx * fx + d.xy * fy
      let y = d.yx * fx + d.yy * fy
      fx = x
      fy = y
    } else {
      fx = -sy * halfLineWidth
      fy = sx * halfLineWidth
    }
    let ox = CairoFixed.from(fx)
    let oy = CairoFixed.from(fy)
    f.ccw = point.offset(ox, oy)
    f.point = point
    f.cw = point.offset(0 &- ox, 0 &- oy)
    f.usrVectorX = sx
    f.usrVectorY = sy
    f.devVector = slope
    return f
  }
}
