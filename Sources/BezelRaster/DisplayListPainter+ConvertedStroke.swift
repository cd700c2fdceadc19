import BezelDrawing
import CCairo

extension DisplayListPainter {
  /// Whether undashed strokes in a colour are stroked through ``ConvertedStrokes`` (Cairo's
  /// stroker and scan converter rebuilt) where that gives `cairo_stroke`'s bytes (default
  /// `true`); tests turn it off to compare with Cairo's own stroke.
  ///
  /// Every such stroke is converted: since the converter's row emission was rebuilt, it
  /// costs less than Cairo's on every kind of row, and under callgrind (`bezel
  /// __bench-player bezel single 512 1 quick FILE`) converting every stroke took, among
  /// others, `rlottie__abstract_circle` from 3,171 M to 2,786 M instructions,
  /// `thorvg__duck` from 2,211 M to 2,081 M and `rlottie__polystar_anim` from 2,205 M to
  /// 2,086 M, where converting only strokes 12 px wide with curves had left them at Cairo's
  /// cost.
  @TaskLocal static var convertsStrokes = true

  /// Strokes `path` with `style` in `color` on the ARGB32 target as `cairo_stroke` does,
  /// without Cairo: the polygon Cairo's stroker builds (``CairoStroker``), converted by its
  /// scan converter rebuilt (``SampledScanConverter``), each span blended as Cairo's
  /// in-place span renderer blends it (``CoverageCompositor/SolidSpans``). `false`, drawing
  /// nothing, where that is not shown to hold: dashes, another operator or antialiasing, a
  /// target Bezel cannot write, a clip that is not one whole-pixel box over the stroke's
  /// box, a stroke Cairo draws as boxes (every segment on an axis, mitred), a translucent
  /// colour on a target not shown inked (``InkedTarget``), or nothing to draw.
  func drawConvertedStroke(
    _ path: Path, style: StrokeStyle, color: Color, clip memo: DeviceClipMemo?
  ) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard Self.convertsStrokes, style.dashPattern.isEmpty, color.alpha > 0,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      cairo_get_antialias(cr) == CAIRO_ANTIALIAS_DEFAULT, let target = BlendTarget(cr)
    else { return false }
    let opaque = CoverageCompositor.opaquePixel(color)
    if opaque == nil, images.inkedTarget.isKnownClear(target) { return false }
    let snapped = snappedStrokePath(path, width: style.lineWidth, matrix: m)
    // Setting a device path resets the inverse Cairo strokes with to `m`'s own, as
    // ``setStrokePath(_:width:)`` would have.
    if snapped != nil { cairo_set_matrix(cr, &m) }
    let strokes = images.convertedStrokes
    guard
      strokes.path.set(
        snapped ?? path, ctm: snapped == nil ? m : Self.identity, offsetX: Double(target.dx),
        offsetY: Double(target.dy)), strokes.path.hasExtents
    else { return false }
    let (cap, join, miter) = Self.cairoStyle(style)
    let mask = CairoStroker.maskBox(
      of: strokes.path,
      reach: CairoStroker.fixedReach(
        of: strokes.path, width: style.lineWidth, cap: cap, join: join, miterLimit: miter,
        ctm: m))
    // Cairo's operation extents, device pixels: the mask box on the surface, cut by the
    // clip, which must be one whole-pixel box there.
    let device = FrameDamage.Box(
      minX: max(Int(mask.minX), 0) - target.dx, minY: max(Int(mask.minY), 0) - target.dy,
      maxX: min(Int(mask.maxX), target.width) - target.dx,
      maxY: min(Int(mask.maxY), target.height) - target.dy)
    guard device.minX < device.maxX, device.minY < device.maxY,
      let regions = clipRegions(in: device, clip: memo)
    else { return false }
    defer { images.spareRegions = regions.storage }
    guard let only = regions.only else { return false }
    let outcome = strokes.stroker.stroke(
      strokes.path, width: style.lineWidth, cap: cap, join: join, miterLimit: miter, ctm: m,
      ctmInverse: inverseMatrix(), tolerance: cairo_get_tolerance(cr),
      clip: (
        Int32(only.minX + target.dx), Int32(only.minY + target.dy),
        Int32(only.maxX + target.dx), Int32(only.maxY + target.dy)
      ))
    guard case .polygon(let x0, let y0, let x1, let y1) = outcome else { return false }
    if opaque == nil {
      let drawn = FrameDamage.Box(
        minX: Int(x0) - target.dx, minY: Int(y0) - target.dy, maxX: Int(x1) - target.dx,
        maxY: Int(y1) - target.dy)
      guard images.inkedTarget.holdsInk(target, within: drawn) else { return false }
    }
    var spans = CoverageCompositor.SolidSpans(
      pixel: opaque ?? CoverageCompositor.premultipliedPixel(color),
      target: target.inSurfaceSpace)
    strokes.render((x0, y0, x1, y1), into: &spans)
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
    images.coverage.countConvertedStroke()
    return true
  }

  /// Writes the coverage of the stroke of `path` with `style` into the new, clear A8
  /// `surface` of `box` (as ``coverageSurface(_:stroke:rule:box:matrix:in:)`` makes it, its
  /// first pixel device pixel (`box.minX`, `box.minY`)) as `cairo_stroke` in an opaque colour
  /// under `matrix` leaves it there: the converter's coverage, which on a clear surface is
  /// the byte Cairo stores. `false`, with nothing written, where that is not shown: dashes,
  /// a stroke Cairo draws as boxes, a transform Cairo cannot invert, or nothing to draw.
  func writeConvertedStroke(
    _ path: Path, style: StrokeStyle, box: FrameDamage.Box, matrix m: cairo_matrix_t,
    on surface: OpaquePointer
  ) -> Bool {
    guard Self.convertsStrokes, style.dashPattern.isEmpty, style.lineWidth > 0,
      let bytes = cairo_image_surface_get_data(surface)
    else { return false }
    // The inverse `cairo_set_matrix` works out, which Cairo's stroker is given.
    var inverse = m
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return false }
    let snapped = snappedStrokePath(path, width: style.lineWidth, matrix: m)
    let strokes = images.convertedStrokes
    guard
      strokes.path.set(
        snapped ?? path, ctm: snapped == nil ? m : Self.identity,
        offsetX: Double(-box.minX), offsetY: Double(-box.minY))
    else { return false }
    let (cap, join, miter) = Self.cairoStyle(style)
    let outcome = strokes.stroker.stroke(
      strokes.path, width: style.lineWidth, cap: cap, join: join, miterLimit: miter, ctm: m,
      ctmInverse: inverse, tolerance: CoverageRasterizer.tolerance,
      clip: (0, 0, Int32(box.maxX - box.minX), Int32(box.maxY - box.minY)))
    guard case .polygon(let x0, let y0, let x1, let y1) = outcome else { return false }
    var sink = A8CoverageSink(
      bytes: bytes, stride: Int(cairo_image_surface_get_stride(surface)))
    strokes.render((x0, y0, x1, y1), into: &sink)
    cairo_surface_mark_dirty(surface)
    images.coverage.countConvertedStroke()
    return true
  }

  private static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  /// The caps, joins and mitre limit ``setStrokeStyle(_:)`` gives Cairo for `style`.
  private static func cairoStyle(_ style: StrokeStyle) -> (LineCap, LineJoin, Double) {
    (
      style.lineCap, style.lineJoin,
      style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
    )
  }

  /// The inverse of the current transform as Cairo keeps it (accumulated with each
  /// transform, not worked out from the matrix), read back through its device-to-user
  /// mappings: exact, as the unit vectors and the origin pick its entries out.
  private func inverseMatrix() -> cairo_matrix_t {
    var (xx, yx) = (1.0, 0.0)
    var (xy, yy) = (0.0, 1.0)
    var (x0, y0) = (0.0, 0.0)
    cairo_device_to_user_distance(cr, &xx, &yx)
    cairo_device_to_user_distance(cr, &xy, &yy)
    cairo_device_to_user(cr, &x0, &y0)
    return cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
  }
}
