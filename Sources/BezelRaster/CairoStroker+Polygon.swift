import BezelDrawing
import CCairo

extension CairoStroker {
  /// What `cairo_stroke` makes of a path on an image surface.
  enum Outcome: Equatable {
    /// Nothing is drawn (no width, a pen of one point, or nothing inside the clip).
    case nothing
    /// Cairo strokes the path as boxes (`_cairo_path_fixed_stroke_rectilinear_to_boxes`),
    /// not through this polygon.
    case boxes
    /// The polygon, scan converted in this pixel box, nonzero.
    case polygon(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)
  }

  /// Whether Cairo's spans compositor takes its box shortcut for the stroke: every
  /// segment along an axis, mitred corners the limit keeps, no round caps, a transform
  /// without rotation or skew.
  static func drawsBoxes(
    _ path: CairoFixedPath, cap: LineCap, join: LineJoin, miterLimit: Double,
    ctm: cairo_matrix_t
  ) -> Bool {
    path.strokeIsRectilinear && join == .miter && miterLimit >= 2.0.squareRoot()
      && cap != .round && ctm.xy == 0 && ctm.yx == 0
  }

  /// ``maxDistance(width:cap:join:miterLimit:rectilinear:ctm:)`` for `path`, rounded to 24.8.
  static func fixedReach(
    of path: CairoFixedPath, width: Double, cap: LineCap, join: LineJoin, miterLimit: Double,
    ctm: cairo_matrix_t
  ) -> (Int32, Int32) {
    let (dx, dy) = maxDistance(
      width: width, cap: cap, join: join, miterLimit: miterLimit,
      rectilinear: path.strokeIsRectilinear, ctm: ctm)
    return (CairoFixed.from(dx), CairoFixed.from(dy))
  }

  /// `_cairo_path_fixed_approximate_stroke_extents`: the pixels the stroke of `path` may
  /// touch (its extents grown by `reach`, rounded out), the mask box Cairo's compositor
  /// starts from; `path` has extents.
  static func maskBox(
    of path: CairoFixedPath, reach: (Int32, Int32)
  ) -> (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
    (
      (path.extentsMin.x &- reach.0) >> 8, (path.extentsMin.y &- reach.1) >> 8,
      (path.extentsMax.x &+ reach.0 &+ 255) >> 8, (path.extentsMax.y &+ reach.1 &+ 255) >> 8
    )
  }

  /// Builds `cairo_stroke`'s polygon of `path` (undashed) into ``polygon`` as Cairo 1.16's
  /// image compositor does for a surface or rectangular clip `clip` (whole pixels): the
  /// stroke's approximate extents decide whether edges are clipped to the operation's
  /// box (and outlying joins culled), and the box the converter works in.
  mutating func stroke(
    _ path: CairoFixedPath, width: Double, cap: LineCap, join: LineJoin, miterLimit: Double,
    ctm: cairo_matrix_t, ctmInverse: cairo_matrix_t, tolerance: Double,
    clip: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)
  ) -> Outcome {
    polygon.reset(minX: 0, minY: 0, maxX: 0, maxY: 0)
    guard width > 0, path.hasExtents else { return .nothing }
    guard CairoPen.verticesNeeded(tolerance: tolerance, radius: width / 2, ctm: ctm) > 1 else {
      return .nothing
    }
    let (fdx, fdy) = Self.fixedReach(
      of: path, width: width, cap: cap, join: join, miterLimit: miterLimit, ctm: ctm)
    let (maskMinX, maskMinY, maskMaxX, maskMaxY) = Self.maskBox(of: path, reach: (fdx, fdy))
    let minX = max(clip.minX, maskMinX)
    let minY = max(clip.minY, maskMinY)
    let maxX = min(clip.maxX, maskMaxX)
    let maxY = min(clip.maxY, maskMaxY)
    guard minX < maxX, minY < maxY else { return .nothing }
    if Self.drawsBoxes(path, cap: cap, join: join, miterLimit: miterLimit, ctm: ctm) {
      return .boxes
    }
    let limited = minX > maskMinX || minY > maskMinY || maxX < maskMaxX || maxY < maskMaxY
    if limited {
      polygon.reset(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
      hasBounds = true
      boundsMin = CairoPoint(x: (minX << 8) &- fdx, y: (minY << 8) &- fdy)
      boundsMax = CairoPoint(x: (maxX << 8) &+ fdx, y: (maxY << 8) &+ fdy)
    } else {
      // Cairo adds the edges unclipped; a box past every 24.8 coordinate clips nothing.
      let far: Int32 = 1 << 23 - 1
      polygon.reset(minX: -far, minY: -far, maxX: far, maxY: far)
      hasBounds = false
    }

    lineCap = cap
    lineJoin = join
    self.miterLimit = miterLimit
    self.ctm = ctm
    self.ctmInverse = ctmInverse
    inverseIsIdentity =
      ctmInverse.xx == 1 && ctmInverse.yx == 0 && ctmInverse.xy == 0 && ctmInverse.yy == 1
      && ctmInverse.x0 == 0 && ctmInverse.y0 == 0
    self.tolerance = tolerance
    halfLineWidth = width / 2
    var cusp = 1 - tolerance / halfLineWidth
    cusp *= cusp
    cusp *= 2
    cusp -= 1
    splineCuspTolerance = cusp
    ctmDeterminantPositive = ctm.xx * ctm.yy - ctm.yx * ctm.xy >= 0
    if path.hasCurveTo || join == .round || cap == .round {
      pen.reset(radius: halfLineWidth, tolerance: tolerance, ctm: ctm)
      guard pen.vertices.count > 1 else { return .nothing }
    }
    hasCurrentFace = false
    hasFirstFace = false
    hasInitialSubpath = false
    cw.removeAll(keepingCapacity: true)
    ccw.removeAll(keepingCapacity: true)

    var k = 0
    for op in path.ops {
      switch op {
      case .move:
        moveTo(path.points[k])
        k += 1
      case .line:
        lineTo(path.points[k])
        k += 1
      case .curve:
        curveTo(path.points[k], path.points[k + 1], path.points[k + 2])
        k += 3
      case .close:
        closePath()
      }
    }
    if path.needsMoveTo, path.hasCurrentPoint { moveTo(path.current) }
    addCaps()

    guard let box = polygon.pixelBox else { return .nothing }
    let x0 = max(box.minX, minX)
    let y0 = max(box.minY, minY)
    let x1 = min(box.maxX, maxX)
    let y1 = min(box.maxY, maxY)
    guard x0 < x1, y0 < y1 else { return .nothing }
    return .polygon(minX: x0, minY: y0, maxX: x1, maxY: y1)
  }
}
