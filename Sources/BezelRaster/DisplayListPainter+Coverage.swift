import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Whether Cairo's strokes in a translucent colour are blended from kept coverage where
  /// that gives `cairo_stroke`'s bytes (``blendsAsCairoStroke(_:cut:)``; default `true`);
  /// tests turn it off to compare.
  @TaskLocal static var keepsTranslucentStrokes = true

  /// Draws a fill (`stroke` `nil`) or stroke of `path` with `paint` from coverage kept in the
  /// canvas's ``CoverageCache``, keeping it now when this is the outline's second draw;
  /// `false` when the caller must draw it itself.
  ///
  /// The pixels are those a fresh draw gives: the coverage is rasterised by the code a fresh
  /// draw uses (Bezel's ``CoverageRasterizer`` for a fill where ``rasterisesFills`` holds,
  /// else Cairo at the same device position), an opaque colour is blended through it with
  /// the arithmetic of Cairo's span filler (``CoverageCompositor``, as the rasteriser's
  /// fresh fills blend), and a gradient is masked through it as a fresh gradient fill masks.
  /// A translucent colour is blended with pixman's `OVER` as the rasteriser's fresh fill
  /// blends it, and kept for fills the rasteriser draws and for Cairo's strokes: Cairo's own
  /// translucent spans round one way on a surface it knows is clear and another elsewhere,
  /// so a kept stroke is blended only where the surface is shown not to be one and nothing
  /// cuts the stroke (``blendsAsCairoStroke(_:cut:)``). Draws whose clip cuts through the
  /// outline's pixels with partial coverage are left to the caller, and so is Cairo's
  /// coverage that one clip rectangle does not hold whole (``holdsWhole(_:_:)``).
  ///
  /// A stroke drawn as the fill of its outline (``StrokeOutline``) passes `outline`, which
  /// makes that outline: its coverage is kept under the stroke (path, style, transform,
  /// made by the rasteriser as the outline's fresh fill is, where ``rasterisesFills``
  /// holds), so an unchanged stroke is not outlined again; `outline` is called only when
  /// the coverage is made.
  ///
  /// `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  func drawKeptCoverage(
    _ path: Path, stroke: StrokeStyle?, rule: FillRule, paint: Paint,
    outline: (() -> StrokeOutlinePolygons?)? = nil, clip memo: DeviceClipMemo? = nil
  ) -> Bool {
    guard CoverageCache.isEnabled else { return false }
    let pixel: UInt32?
    // Cairo's stroke in a translucent colour, blended as Cairo blends it where it can be
    // shown to (``blendsAsCairoStroke(_:cut:)``).
    var translucentStroke = false
    switch paint {
    case .color(let color):
      if let opaque = CoverageCompositor.opaquePixel(color) {
        pixel = opaque
      } else {
        // A translucent fill is kept only where a fresh one is the rasteriser's, blended
        // by the same arithmetic (``CoverageCompositor/SolidSpans``); Cairo's own fill of
        // it rounds by what it knows of the surface, and so does its stroke.
        guard outline == nil, color.alpha > 0, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
          stroke == nil ? rasterisesFills : Self.keepsTranslucentStrokes
        else { return false }
        translucentStroke = stroke != nil
        pixel = CoverageCompositor.premultipliedPixel(color)
      }
    default:
      pixel = nil
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let cache = images.coverage
    let rasterised = (stroke == nil || outline != nil) && rasterisesFills
    // An outline's coverage is the rasteriser's fill of it, or none is kept.
    if outline != nil, !rasterised { return false }
    let key = coverageKey(path, stroke: stroke, rule: rule, matrix: m, rasterised: rasterised)
    let cut = key.frame
    // A hit on Cairo's coverage is counted once it is blended.
    var kept = cache.lookUp(key, counting: rasterised)
    var found = true
    let regions: ClipRegions
    if let coverage = kept {
      guard let inClip = clipRegions(in: coverage.box, clip: memo) else { return false }
      regions = inClip
    } else {
      guard sightsCoverage else { return false }
      guard cache.sight(key) else {
        // Cairo blends a translucent stroke on an inked surface one pixman composite per
        // run; its coverage made on an A8 surface and blended here gives the same bytes
        // for less, even for one draw (``blendFreshStroke(_:style:pixel:key:matrix:clip:)``).
        guard translucentStroke, let stroke, let pixel else { return false }
        return blendFreshStroke(path, style: stroke, pixel: pixel, key: key, matrix: m, clip: memo)
      }
      // What is rasterised: the outline of a stroke drawn as one (device polygons), else the
      // path itself.
      var polygons: StrokeOutlinePolygons?
      if let outline {
        guard let made = outline(), !made.isEmpty else {
          cache.refuse(key)
          return false
        }
        polygons = made
      }
      // An outline's box is its polygons' pixels and one more round them, as an item's.
      let outlineBox = polygons.map { made in
        Self.deviceHull(of: made).map {
          FrameDamage.Box(
            minX: $0.minX - 1, minY: $0.minY - 1, maxX: $0.maxX + 1, maxY: $0.maxY + 1)
        }
      }
      let item: DisplayItem =
        stroke.map { .stroke(path, paint: paint, style: $0) }
        ?? .fill(path, paint: paint, rule: rule)
      guard let whole = outlineBox ?? deviceBox(of: item),
        let box = Self.keepablePart(of: whole, inside: cut)
      else {
        cache.refuse(key)
        return false
      }
      // Cairo rasterises the outline on an A8 surface of its box before it is kept as runs:
      // that surface may not take more than the whole budget. The runs take at least their
      // row table.
      let a8Bytes =
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.maxX - box.minX)))
        * (box.maxY - box.minY)
      guard rasterised || a8Bytes <= cache.budget else {
        cache.refuse(key)
        return false
      }
      guard let inClip = clipRegions(in: box, clip: memo),
        rasterised || Self.holdsWhole(box, inClip),
        cache.makeRoom(for: 4 * (box.maxY - box.minY + 1))
      else { return false }
      let made =
        rasterised
        ? rasteriseRuns(box: box) { rasterizer in
          if let polygons { return rasterizer.prepare(polygons, rule: rule, box: box) }
          let (geometry, transform) = fillGeometry(path, matrix: m)
          return rasterizer.prepare(geometry, transform: transform, rule: rule, box: box)
        }
        : rasterise(
          path, stroke: stroke, rule: rule, box: box, matrix: m, keepingMask: pixel == nil)
      guard let coverage = made else {
        cache.refuse(key)
        return false
      }
      // The runs' size is known only once rasterised; coverage that does not fit is drawn
      // from this once, dropped, and not rasterised for keeping again.
      guard cache.makeRoom(for: coverage.bytes) else {
        cache.refuse(key)
        defer { coverage.mask.map(cairo_surface_destroy) }
        if translucentStroke, !blendsAsCairoStroke(coverage, cut: cut) {
          return false
        }
        return drawKept(pixel: pixel, paint: paint, through: coverage, in: inClip, matrix: m)
      }
      cache.insert(coverage, key: key)
      kept = coverage
      regions = inClip
      found = false
    }
    guard let kept else { return false }
    if !rasterised {
      guard Self.holdsWhole(kept.box, regions),
        !translucentStroke || blendsAsCairoStroke(kept, cut: cut)
      else { return false }
      if found { cache.countHit() }
    }
    return drawKept(pixel: pixel, paint: paint, through: kept, in: regions, matrix: m)
  }

  /// Whether one of `regions` holds all of `box`: only then does Cairo's coverage of `box`
  /// give a fresh `cairo_stroke`'s or `cairo_fill`'s bytes inside them.
  ///
  /// Cairo cuts what it draws at each rectangle of the clip, and beside each cut the
  /// coverage moves by a level or more, as at a surface's edge. Coverage is kept cut only
  /// where a fresh draw is (the frame, the damage, a group's clip of one whole-pixel
  /// rectangle: ``coverageKey(_:stroke:rule:matrix:rasterised:)``), so under a clip of
  /// several rectangles an outline crossing one of them is left to Cairo.
  static func holdsWhole(_ box: FrameDamage.Box, _ regions: ClipRegions) -> Bool {
    regions.only == box
  }

  /// Whether a translucent colour blended with pixman's `OVER` through Cairo's stroke
  /// `coverage`, which one clip rectangle holds whole (``holdsWhole(_:_:)``), gives
  /// `cairo_stroke`'s bytes here.
  ///
  /// Cairo blends a translucent stroke's spans with pixman's `OVER` on a surface it does not
  /// think clear (``InkedTarget``), and its coverage there is the coverage kept only where
  /// nothing cuts the stroke: a clip or a surface edge through it moves the pixels beside
  /// the cut by a level or two (as the frame's edge does, see ``part(of:inside:)``). So the
  /// coverage must be the stroke's whole box (not cut at `cut`, which would touch its edge),
  /// inside the surface drawn on.
  func blendsAsCairoStroke(
    _ coverage: CoverageCache.Coverage, cut: FrameDamage.Box?
  ) -> Bool {
    blendsAsCairoStroke(box: coverage.box, cut: cut)
  }

  /// ``blendsAsCairoStroke(_:cut:)`` for coverage over `box`, before it is made.
  func blendsAsCairoStroke(box: FrameDamage.Box, cut: FrameDamage.Box?) -> Bool {
    guard let target = BlendTarget(cr), target.deviceBox.contains(box) else { return false }
    if let cut,
      box.minX <= cut.minX || box.minY <= cut.minY || box.maxX >= cut.maxX
        || box.maxY >= cut.maxY
    {
      return false
    }
    return images.inkedTarget.holdsInk(target, within: box)
  }

  /// The key coverage of the outline drawn here under `m` is kept by. Cairo's coverage
  /// (`rasterised` false) is cut where a fresh draw of the frame is: at the frame's edges and
  /// at the groups' clips.
  private func coverageKey(
    _ path: Path, stroke: StrokeStyle?, rule: FillRule, matrix m: cairo_matrix_t,
    rasterised: Bool
  ) -> CoverageCache.Key {
    CoverageCache.Key(
      path: path, stroke: stroke, rule: rule, policy: policy, matrix: m, rasterised: rasterised,
      frame: rasterised ? nil : Self.meet(frameBox ?? targetBox(), contentClip))
  }

  /// The coverage kept of `path` stroked with `style` as ``drawKeptCoverage(_:stroke:rule:paint:outline:)``
  /// would find it for a stroke Cairo draws here, `nil` when none is kept.
  func keptCoverage(ofStroke path: Path, style: StrokeStyle) -> CoverageCache.Coverage? {
    guard CoverageCache.isEnabled else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return images.coverage.lookUp(
      coverageKey(path, stroke: style, rule: .nonZero, matrix: m, rasterised: false))
  }

  /// The coverage of `path` stroked with `style` by Cairo here: kept, else made now exactly
  /// as ``drawKeptCoverage(_:stroke:rule:paint:outline:clip:)`` makes it to keep (an A8
  /// surface of the stroke's pixels inside the same cut), and kept when this draw makes it
  /// worth keeping; `nil` when the cache is off or the coverage cannot be made. Coverage
  /// made and not kept is handed over as the surface's bytes: encoding it into runs cost
  /// more than blending it.
  func strokeCoverage(ofStroke path: Path, style: StrokeStyle) -> StrokeCoverage? {
    guard CoverageCache.isEnabled else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let cache = images.coverage
    let key = coverageKey(path, stroke: style, rule: .nonZero, matrix: m, rasterised: false)
    if let kept = cache.lookUp(key) { return .kept(kept) }
    guard let whole = deviceBox(of: .stroke(path, paint: .color(.black), style: style)),
      let box = Self.keepablePart(of: whole, inside: key.frame),
      let surface = coverageSurface(path, stroke: style, rule: .nonZero, box: box, matrix: m)
    else { return nil }
    // Counted as the draw it replaces would be, so a still stroke is kept as it was.
    guard sightsCoverage, cache.sight(key), let rows = cairo_image_surface_get_data(surface)
    else { return .made(surface, box) }
    let made = CoverageCache.Coverage(
      runs: CoverageRuns(
        rows: rows, stride: Int(cairo_image_surface_get_stride(surface)), box: box),
      mask: nil)
    cairo_surface_destroy(surface)
    if cache.makeRoom(for: made.bytes) { cache.insert(made, key: key) }
    return .kept(made)
  }

  /// Draws `pixel` (a colour) or else `paint` through `coverage` inside `regions`;
  /// `false` when the caller must draw the outline itself.
  private func drawKept(
    pixel: UInt32?, paint: Paint, through coverage: CoverageCache.Coverage,
    in regions: ClipRegions, matrix: cairo_matrix_t
  ) -> Bool {
    defer { if regions.storage.capacity > 0 { images.spareRegions = regions.storage } }
    if let pixel {
      return CoverageCompositor.blend(pixel, through: coverage, in: regions, onTargetOf: cr)
    }
    if let mask = coverage.mask {
      guard let source = setSource(paint) else { return true }
      shade(source, through: mask, at: coverage.box, matrix: matrix)
      return true
    }
    // Cairo's coverage kept for a colour has no mask surface to give Cairo; the
    // rasteriser's is shaded from its runs, or where the shader declines, expanded into one.
    guard coverage.isRasterised else { return false }
    if shadeRuns(paint, through: coverage.runs, in: regions, matrix: matrix) { return true }
    return shade(paint, at: coverage.box, matrix: matrix) { rows, stride in
      coverage.runs.expand(into: rows, stride: stride)
    }
  }

  /// Shades the gradient `paint` straight from `runs` inside `regions` with
  /// ``GradientShader``, as it shades the same coverage as a mask; `false`, drawing nothing,
  /// when the shader declines (the caller then masks the runs expanded into a surface).
  private func shadeRuns(
    _ paint: Paint, through runs: CoverageRuns, in regions: ClipRegions,
    matrix: cairo_matrix_t
  ) -> Bool {
    guard paint.isGradient, let source = setSource(paint), let gradient = source.gradient
    else { return false }
    defer { cairo_pattern_destroy(gradient) }
    return GradientShader.shade(
      cr, source: gradient, set: matrix, runs: runs, in: regions, rows: images.gradientRows)
  }

  /// Paints `paint` through coverage that `write` puts into the rows (`stride` bytes apart)
  /// of a new, cleared A8 surface of `box`; `false` when Cairo cannot make the surface.
  func shade(
    _ paint: Paint, at box: FrameDamage.Box, matrix: cairo_matrix_t,
    coverage write: (UnsafeMutablePointer<UInt8>, Int) -> Void
  ) -> Bool {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
    else { return false }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let rows = cairo_image_surface_get_data(surface)
    else { return false }
    write(rows, Int(cairo_image_surface_get_stride(surface)))
    cairo_surface_mark_dirty(surface)
    guard let source = setSource(paint) else { return true }
    shade(source, through: surface, at: box, matrix: matrix)
    return true
  }

  /// Paints `source` (set under the user space `matrix`) through the A8 surface `mask`,
  /// whose first pixel is device pixel (`box.minX`, `box.minY`), and destroys its gradient.
  func shade(
    _ source: Source, through mask: OpaquePointer, at box: FrameDamage.Box,
    matrix: cairo_matrix_t
  ) {
    var m = matrix
    cairo_identity_matrix(cr)
    // Shaded as a fresh draw shades it, so a kept outline gives the same pixels.
    if source.gradient.map({
      !GradientShader.shade(
        cr, source: $0, set: matrix, mask: mask, x: box.minX, y: box.minY,
        rows: images.gradientRows)
    }) ?? true {
      cairo_mask_surface(cr, mask, Double(box.minX), Double(box.minY))
    }
    cairo_set_matrix(cr, &m)
    if let gradient = source.gradient { cairo_pattern_destroy(gradient) }
  }

  /// The part of `box` inside `frame` whose coverage may be kept: not empty, at most
  /// ``CoverageCache/maximumPixels``, rows at most ``CoverageRuns/maximumWidth`` wide.
  static func keepablePart(
    of box: FrameDamage.Box, inside frame: FrameDamage.Box?
  ) -> FrameDamage.Box? {
    guard let part = part(of: box, inside: frame), part.area > 0,
      part.area <= CoverageCache.maximumPixels, part.maxX - part.minX <= CoverageRuns.maximumWidth
    else { return nil }
    return part
  }

  /// The part of an outline's device `box` that its coverage is kept over: inside `frame`
  /// for Cairo's coverage, all of it when `frame` is `nil` (the rasteriser's). Cairo cuts
  /// what it fills or strokes at the edges of the surface it draws on, and where an edge of
  /// the outline crosses that cut, the pixels beside it come out a few levels apart from the
  /// uncut outline's; coverage made on a surface of the whole `box` would then differ from a
  /// fresh draw along the frame's edge (a mitred star poking into the frame,
  /// `KeptCoverageFrameEdgeTests`). `nil` when nothing of it is in the frame.
  private static func part(
    of box: FrameDamage.Box, inside frame: FrameDamage.Box?
  ) -> FrameDamage.Box? {
    guard let frame else { return box }
    let inside = box.intersection(frame)
    return inside.maxX > inside.minX && inside.maxY > inside.minY ? inside : nil
  }

  /// The pixels in both `a` and `b`, either where the other is `nil` (no bound).
  private static func meet(_ a: FrameDamage.Box?, _ b: FrameDamage.Box?) -> FrameDamage.Box? {
    guard let a else { return b }
    guard let b else { return a }
    return a.intersection(b)
  }

  /// The device pixels of the image surface `cr` draws on, `nil` when it is none.
  private func targetBox() -> FrameDamage.Box? {
    guard let target = cairo_get_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    var (dx, dy) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &dx, &dy)
    let (x, y) = (Int(-dx), Int(-dy))
    return FrameDamage.Box(
      minX: x, minY: y, maxX: x + Int(cairo_image_surface_get_width(target)),
      maxY: y + Int(cairo_image_surface_get_height(target)))
  }

  /// The parts of `box` the current clip draws in, as whole-pixel boxes that do not overlap;
  /// `nil` when the clip cuts through pixels of `box` with partial coverage (a path, or
  /// rectangles off the pixel grid), which a blend through coverage cannot reproduce.
  /// `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  func clipRegions(in box: FrameDamage.Box, clip: DeviceClipMemo? = nil) -> ClipRegions? {
    withDeviceClipRectangles(clip) { regions(of: $0, in: box) } ?? nil
  }

  /// ``clipRegions(in:)`` for the clip's device rectangles.
  private func regions(
    of rectangles: UnsafeBufferPointer<cairo_rectangle_t>, in box: FrameDamage.Box
  ) -> ClipRegions? {
    // The last blend's storage (``drawKept(pixel:paint:through:in:matrix:)`` hands it back),
    // taken so that it is not shared while boxes are appended.
    var regions = ClipRegions(takingFrom: &images.spareRegions)
    for r in rectangles {
      let (minX, minY, maxX, maxY) = (r.x, r.y, r.x + r.width, r.y + r.height)
      if minX >= Double(box.maxX) || minY >= Double(box.maxY) || maxX <= Double(box.minX)
        || maxY <= Double(box.minY)
      {
        continue
      }
      let whole =
        minX == minX.rounded() && minY == minY.rounded() && maxX == maxX.rounded()
        && maxY == maxY.rounded()
      if !whole {
        // Off the grid, it must hold all of `box` in whole pixels (and so be the only one).
        guard minX.rounded(.up) <= Double(box.minX), minY.rounded(.up) <= Double(box.minY),
          maxX.rounded(.down) >= Double(box.maxX), maxY.rounded(.down) >= Double(box.maxY)
        else {
          images.spareRegions = regions.storage
          return nil
        }
        images.spareRegions = regions.storage
        return ClipRegions(box)
      }
      regions.append(
        FrameDamage.Box(
          minX: max(box.minX, Int(minX)), minY: max(box.minY, Int(minY)),
          maxX: min(box.maxX, Int(maxX)), maxY: min(box.maxY, Int(maxY))))
    }
    return regions
  }

  /// The coverage in `box` of what `prepare` readies Bezel's rasteriser with (a fill's path,
  /// or a stroke's outline polygons: the same bytes as their fresh fill through
  /// ``drawSolidFill(_:color:rule:)``), handed over as runs with no A8 pass; `nil` when the
  /// rasteriser leaves the fill to Cairo.
  private func rasteriseRuns(
    box: FrameDamage.Box, prepare: (CoverageRasterizer) -> Bool
  ) -> CoverageCache.Coverage? {
    let rasterizer = images.rasterizer
    guard prepare(rasterizer) else { return nil }
    var builder = CoverageRuns.Builder(box: box, scratch: rasterizer.takeRunScratch())
    rasterizer.render(clip: CoverageRasterizer.Clip(box), into: &builder)
    let runs = builder.finish()
    rasterizer.keepRunScratch(builder.takeScratch())
    return CoverageCache.Coverage(runs: runs, mask: nil, rasterised: true)
  }

  /// The coverage of the outline in `box`: the path set and filled or stroked with an opaque
  /// source exactly as on the target, on an A8 surface at the same device position, then
  /// kept as runs (and as that surface too when `keepingMask`).
  private func rasterise(
    _ path: Path, stroke: StrokeStyle?, rule: FillRule, box: FrameDamage.Box,
    matrix: cairo_matrix_t, keepingMask: Bool
  ) -> CoverageCache.Coverage? {
    guard let surface = coverageSurface(path, stroke: stroke, rule: rule, box: box, matrix: matrix)
    else { return nil }
    guard let rows = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let runs = CoverageRuns(
      rows: rows, stride: Int(cairo_image_surface_get_stride(surface)), box: box)
    if keepingMask { return CoverageCache.Coverage(runs: runs, mask: surface) }
    cairo_surface_destroy(surface)
    return CoverageCache.Coverage(runs: runs, mask: nil)
  }

  /// The A8 surface of `box` (its first pixel device pixel (`box.minX`, `box.minY`)) with
  /// the path set and filled or stroked with an opaque source exactly as on the target;
  /// `nil` when Cairo fails. Its pixels are `bytes` when given (zero, rows
  /// `cairo_format_stride_for_width` apart, the caller's: not freed with the surface), else
  /// its own. The caller destroys it.
  func coverageSurface(
    _ path: Path, stroke: StrokeStyle?, rule: FillRule, box: FrameDamage.Box,
    matrix: cairo_matrix_t, in bytes: UnsafeMutableRawPointer? = nil
  ) -> OpaquePointer? {
    let (width, height) = (Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
    let made =
      if let bytes {
        cairo_image_surface_create_for_data(
          bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, width, height,
          cairo_format_stride_for_width(CAIRO_FORMAT_A8, width))
      } else {
        cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
      }
    guard let surface = made else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    if let stroke, writeConvertedStroke(path, style: stroke, box: box, matrix: matrix, on: surface)
    {
      return surface
    }
    guard let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_set_device_offset(surface, Double(-box.minX), Double(-box.minY))
    var m = matrix
    cairo_set_matrix(context, &m)
    let painter = DisplayListPainter(
      cr: context, images: images, text: text, depth: depth, policy: policy)
    cairo_set_source_rgba(context, 0, 0, 0, 1)
    if let stroke {
      if painter.setStrokePath(path, width: stroke.lineWidth) {
        painter.setStrokeStyle(stroke)
        cairo_stroke(context)
      }
    } else if painter.setFillPath(path) {
      cairo_set_fill_rule(context, CairoConstants.fillRule(rule))
      cairo_fill(context)
    }
    let status = cairo_status(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    cairo_surface_set_device_offset(surface, 0, 0)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}
