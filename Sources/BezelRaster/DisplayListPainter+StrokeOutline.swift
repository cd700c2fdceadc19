import BezelDrawing
import CCairo
import Foundation

extension DisplayListPainter {
  /// Draws the stroke of `path` as the fill of its outline (``StrokeOutline``), as Skia
  /// draws strokes wider than a hairline: its coverage is that of a fill (kept between
  /// frames, Bezel's rasteriser where fills use it), with the outline flattened within
  /// Cairo's 0.1 device pixel; `false` when the outline cannot be made (a transform that is
  /// singular, a path too large), and Cairo strokes it.
  ///
  /// A solid colour takes the outline's polygons straight into the rasteriser, made in
  /// device space with their horizontal edges on quarter rows as a fill's are
  /// (``QuarterRowSnap``): no path is made of them, snapped or keyed.
  func fillOutline(of path: Path, paint: Paint, style: StrokeStyle) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    // The largest stretch of the transform: a tolerance in user space that many times
    // smaller is Cairo's tolerance in device space along every direction.
    let squares = m.xx * m.xx + m.xy * m.xy + m.yx * m.yx + m.yy * m.yy
    let determinant = m.xx * m.yy - m.xy * m.yx
    let stretch =
      ((squares
      + (max(0, squares * squares - 4 * determinant * determinant))
      .squareRoot()) / 2).squareRoot()
    guard stretch.isFinite, stretch > 0, determinant != 0 else { return false }
    let tolerance = CoverageRasterizer.tolerance / stretch
    let transform = CairoConstants.transform(m)
    // Made at most once per draw, by the kept coverage or for a fresh fill, in the canvas's
    // stroke buffers, which take the polygons back once drawn.
    let buffers = images.strokeOutlineBuffers
    var made: StrokeOutlinePolygons?? = nil
    defer {
      if case .some(.some(var polygons)) = made {
        made = nil
        buffers.recycle(&polygons)
      }
    }
    func outline() -> StrokeOutlinePolygons? {
      if made == nil {
        var polygons = StrokeOutline.polygons(
          of: path, style: style, tolerance: tolerance, transform: transform, buffers: buffers)
        polygons?.snapHorizontalEdges()
        made = .some(polygons)
      }
      return made ?? nil
    }
    // Kept under the stroke, not the outline: a stroke that did not change is not outlined.
    if drawKeptCoverage(path, stroke: style, rule: .nonZero, paint: paint, outline: outline) {
      return true
    }
    guard let polygons = outline() else { return false }
    guard !polygons.isEmpty else { return true }
    if case .color(let color) = paint, drawSolidFill(polygons, color: color) { return true }
    // A gradient, or where the rasteriser does not fill: the outline filled as any path.
    guard let user = StrokeOutline.outline(of: path, style: style, tolerance: tolerance) else {
      return false
    }
    // The stroke's coverage is what gets kept; its outline's would be keyed by a path made
    // again each frame.
    var fresh = self
    fresh.sightsCoverage = false
    fresh.fill(user, paint: paint, rule: .nonZero)
    return true
  }

  /// Fills `polygons` (device pixels) with a colour through Bezel's rasteriser as
  /// ``drawSolidFill(_:color:rule:)`` fills a path (non-zero); `false` when the caller must
  /// fill them another way.
  func drawSolidFill(_ polygons: StrokeOutlinePolygons, color: Color) -> Bool {
    drawSolidFill(
      color: color, hull: { Self.deviceHull(of: polygons) },
      prepare: { rasterizer, box, keepingRight in
        rasterizer.prepare(polygons, rule: .nonZero, box: box, keepingRight: keepingRight)
      })
  }

  /// The whole device pixels `polygons` touch; `nil` when empty, not finite or beyond the
  /// rasteriser's coordinates (as ``CoverageRasterizer/deviceBox(of:transform:)``).
  static func deviceHull(of polygons: StrokeOutlinePolygons) -> FrameDamage.Box? {
    guard let (lo, hi) = polygons.extent else { return nil }
    let limit = CoverageRasterizer.coordinateLimit
    guard abs(lo.x) <= limit, abs(lo.y) <= limit, abs(hi.x) <= limit, abs(hi.y) <= limit
    else { return nil }
    return FrameDamage.Box(
      minX: Int(lo.x.rounded(.down)), minY: Int(lo.y.rounded(.down)),
      maxX: Int(hi.x.rounded(.up)), maxY: Int(hi.y.rounded(.up)))
  }
}
