import BezelDrawing
import BezelLayers
import CCairo
import CPango
import Foundation

/// Draws display items into a Cairo context, using a canvas's caches.
///
/// Every item leaves the context's state (transform, clip, operator, source) as it found it,
/// and nothing here can put the context into Cairo's sticky error state: singular
/// transforms, bad dash patterns and non-finite coordinates are refused before Cairo sees
/// them.
struct DisplayListPainter {
  let cr: OpaquePointer
  let images: ImageSurfaceCache
  let text: TextLayoutCache
  /// How many groups and masks enclose the items being drawn.
  var depth = 0
  /// How edges are placed (a group's ``GroupItem/renderPolicy`` replaces it inside).
  var policy: RenderPolicy = .exact
  /// The device pixels of the whole frame when drawing one (in the device space of every
  /// surface drawn on, damage regions and pushed groups included), `nil` when unknown. Soft
  /// clips are made over it rather than over the current clip, so a clip that holds still
  /// is kept while the damage around it moves.
  var frameBox: FrameDamage.Box?
  /// The anti-aliased clip that scales what is drawn, drawing like browsers.
  var softClip: SoftClip?
  /// Whether a draw of an outline not kept yet counts towards keeping its coverage; `false`
  /// while an item is drawn again in the same frame (the strips of ``drawScaled(_:by:)``), so
  /// a shape drawn twice a frame is not taken for one drawn on two frames.
  var sightsCoverage = true
  /// Whether a group's clip cuts through pixels (a path, or a rectangle off the pixel
  /// grid): fills are then Cairo's (see ``drawSolidFill(_:color:rule:)``).
  var clipCutsPixels = false
  /// The device pixels the groups' clips on whole pixels leave (they narrow to one
  /// rectangle), `nil` when no group clips: what Cairo fills and strokes inside is cut there
  /// as at the frame's edges, so kept coverage must be cut there too. The damage being
  /// redrawn is no part of it: a fresh drawing of the whole frame is not cut at the damage.
  var contentClip: FrameDamage.Box?
  /// Device pixels outside which nothing drawn now can show (the damage boxes being redrawn),
  /// `nil` when everything drawn may show. A group wholly outside it is skipped: a frame
  /// whose damage is several boxes far apart walks its list once per box, and without this
  /// every still item elsewhere would pay its transform, clip test and kept-coverage lookup
  /// on every walk only to draw nothing (``cullTest(_:)``).
  var cullBox: FrameDamage.Box?
  /// Whether the context is clipped to damage narrower than the frame may be, so a hairline
  /// may lie wholly outside the clip even with no clip of a group in effect: hairlines are
  /// then tested against the clip before they are flattened (``HairlineStroke/missesClip(_:)``),
  /// a test not worth its cost on a frame drawn whole.
  var drawsDamage = false

  /// Whether strokes wider than a hairline drawn like browsers are fills of their outline
  /// (``StrokeOutline``) rather than Cairo's strokes. Off by default: with it on, the worst
  /// frame of both night_own files goes from 0.91 % to 1.03 % of pixels off (edge
  /// anti-aliasing moves between pixels, the ink in total stays the same), so the corpus
  /// guard loses two files, and dashed strokes cost more than `cairo_stroke`
  /// (`thorvg__stroke_dash` 63.5 M instructions against 49.1 M: where a dot and a dash's
  /// cap share pixels, the rasteriser measures them exactly). Solid strokes cost less (the
  /// spinner 102.8 M → 90.6 M, `rlottie__fingerprint_success` 597.5 M → 452.9 M).
  /// `BEZEL_STROKE_OUTLINES=1` turns it on for a whole process (the corpus run, the
  /// benchmark), tests with `withValue`.
  @TaskLocal static var fillsStrokeOutlines =
    ProcessEnvironment.isOn("BEZEL_STROKE_OUTLINES")

  /// Whether a popped group (a composited group and its mask, an item painted through a
  /// soft clip) is placed on the device pixels it was drawn on exactly (default `true`,
  /// ``placeOnDevice(_:)``) rather than through its transform composed with that
  /// transform's inverse; off inside `DisplayListPainter.$placesGroupsExactly
  /// .withValue(false) { … }`, so tests can compare.
  @TaskLocal static var placesGroupsExactly = true

  /// Groups nested deeper than this draw nothing: each level costs stack (and a pushed
  /// surface for composited groups), and no real scene comes near it.
  static let maximumDepth = 256

  /// A painter for the children of a group or mask.
  var nested: DisplayListPainter {
    var painter = self
    painter.depth += 1
    return painter
  }

  /// Draws `items` in order; `clip`, when given, holds the clip in effect now (the one an
  /// enclosing list's walk was entered with, see ``DeviceClipMemo``), else one is made.
  func draw(_ items: [DisplayItem], enteredUnder clip: DeviceClipMemo? = nil) {
    if let clip {
      for item in items { draw(item, enteredUnder: clip) }
      return
    }
    draw(items, under: nil, within: nil)
  }

  /// Draws `items` in order under the clip of `parent` (an enclosing walk's, ``nil`` when
  /// unknown) cut to the device pixels `box` (not cut when `nil`).
  func draw(
    _ items: some Collection<DisplayItem>, under parent: DeviceClipMemo?,
    within box: FrameDamage.Box?
  ) {
    let memo = DeviceClipMemo.forWalk(over: items, spares: images, derivingFrom: parent)
    if let memo, let parent { _ = memo.derive(from: parent, within: box) }
    defer { memo?.retire(to: images) }
    for item in items { draw(item, enteredUnder: memo) }
  }

  /// Draws `items` in order under the clip the caller set on the context from `boxes`
  /// (device pixels, one path) on a surface whose device pixels are `extents`: the walk
  /// lists that clip from the boxes (``DeviceClipMemo/list(boxes:within:)``) instead of
  /// asking Cairo, which copies the clip and allocates its list.
  func draw(
    _ items: [DisplayItem], clippedTo boxes: [FrameDamage.Box], within extents: FrameDamage.Box
  ) {
    let memo = DeviceClipMemo.forWalk(over: items, spares: images)
    memo?.list(boxes: boxes, within: extents)
    defer { memo?.retire(to: images) }
    for item in items { draw(item, enteredUnder: memo) }
  }

  /// Draws `item`; `clip`, when given, holds the clip in effect now (the one a list's walk
  /// was entered with, see ``DeviceClipMemo``).
  func draw(_ item: DisplayItem, enteredUnder clip: DeviceClipMemo? = nil) {
    if let softClip, !passesSoftClip(item) {
      defer { images.inkedTarget.drew() }
      return drawScaled(item, by: softClip, enteredUnder: clip)
    }
    switch item {
    case .fill(let path, let paint, let rule):
      fill(path, paint: paint, rule: rule, clip: clip)
      images.inkedTarget.drew()
    case .stroke(let path, let paint, let style):
      stroke(path, paint: paint, style: style, clip: clip)
      images.inkedTarget.drew()
    case .text(let textItem):
      drawText(textItem)
      images.inkedTarget.drew()
    case .image(let bitmap, let rect, let quality):
      drawImage(bitmap, in: rect, quality: quality, alpha: 1)
      images.inkedTarget.drew()
    case .group(let group):
      if let policy = group.renderPolicy, policy != self.policy {
        var painter = self
        painter.policy = policy
        painter.drawGroup(group, enteredUnder: clip)
      } else {
        drawGroup(group, enteredUnder: clip)
      }
      // A group may draw what no item of it does (its composite, a faded child).
      images.inkedTarget.drew()
    }
  }

  // MARK: Shapes

  /// Fills `path`; `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  func fill(_ path: Path, paint: Paint, rule: FillRule, clip: DeviceClipMemo? = nil) {
    if paint.isGradient { return fillShaded(path, paint: paint, rule: rule, clip: clip) }
    if drawKeptCoverage(path, stroke: nil, rule: rule, paint: paint, clip: clip) { return }
    if case .color(let color) = paint,
      drawSolidFill(path, color: color, rule: rule, clip: clip)
    {
      return
    }
    guard setFillPath(path) else { return }
    guard let pattern = setSource(paint) else {
      cairo_new_path(cr)
      return
    }
    cairo_set_fill_rule(cr, CairoConstants.fillRule(rule))
    cairo_fill(cr)
    if let gradient = pattern.gradient { cairo_pattern_destroy(gradient) }
  }

  /// Sets `path` for filling, its horizontal edges on quarter-pixel rows when drawing like
  /// browsers (see ``QuarterRowSnap``); `false` when it cannot be set.
  func setFillPath(_ path: Path) -> Bool {
    guard policy == .browserLike else { return CairoPath.set(path, on: cr) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard let snapped = snappedInSpare(path, CairoConstants.transform(m)) else {
      return CairoPath.set(path, on: cr)
    }
    return setDevicePath(snapped, userSpace: m)
  }

  /// Sets `path` for a stroke `width` wide, its horizontal segments placed so the stroke's
  /// horizontal edges fall on quarter-pixel rows (see ``QuarterRowSnap``) when drawing like
  /// browsers and the transform keeps them horizontal; `false` when it cannot be set.
  func setStrokePath(_ path: Path, width: Double) -> Bool {
    guard policy == .browserLike else { return CairoPath.set(path, on: cr) }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard let snapped = snappedStrokePath(path, width: width, matrix: m) else {
      return CairoPath.set(path, on: cr)
    }
    return setDevicePath(snapped, userSpace: m)
  }

  /// The device path ``setStrokePath(_:width:)`` sets for a stroke of `path` `width` wide
  /// under the current transform `m`, `nil` when it sets `path` itself in user space.
  func snappedStrokePath(_ path: Path, width: Double, matrix m: cairo_matrix_t) -> Path? {
    guard policy == .browserLike else { return nil }
    // Browsers draw a stroke at most a pixel wide as a faded hairline, not as an outline, so
    // its edges are not snapped there.
    let deviceWidth = width * abs(m.yy)
    guard m.xy == 0, m.yx == 0, deviceWidth > 1 else { return nil }
    return snappedInSpare(path, CairoConstants.transform(m), halfWidth: deviceWidth / 2)
  }

  /// Sets `path`, already in device space, then restores the user space `m` the paint is set
  /// in: Cairo keeps a path in device space, so the path stays where it was snapped.
  private func setDevicePath(_ path: Path, userSpace m: cairo_matrix_t) -> Bool {
    var m = m
    cairo_identity_matrix(cr)
    let done = CairoPath.set(path, on: cr)
    cairo_set_matrix(cr, &m)
    return done
  }

  private func stroke(
    _ path: Path, paint: Paint, style: StrokeStyle, clip: DeviceClipMemo? = nil
  ) {
    let width = style.lineWidth
    guard width.isFinite, width > 0 else { return }
    if case .color(let color) = paint, let coverage = hairlineCoverage(of: paint, style: style) {
      guard CairoPath.set(path, on: cr) else { return }
      let faded = color.withAlpha(color.alpha * coverage)
      setColor(faded)
      drawHairline(
        faded, mayMissClip: drawsDamage || contentClip != nil || clipCutsPixels, clip: clip)
      return
    }
    if drawArcStroke(path, paint: paint, style: style) { return }
    if policy == .browserLike, DisplayListPainter.fillsStrokeOutlines,
      fillOutline(of: path, paint: paint, style: style)
    {
      return
    }
    if drawKeptCoverage(path, stroke: style, rule: .nonZero, paint: paint, clip: clip) {
      return
    }
    let shaded = paint.isGradient
    if shaded {
      // The coverage mask below is no larger than the stroke's box.
      cairo_save(cr)
      clipToContent([.stroke(path, paint: paint, style: style)])
    }
    defer { if shaded { cairo_restore(cr) } }
    if case .color(let color) = paint,
      drawConvertedStroke(path, style: style, color: color, clip: clip)
    {
      return
    }
    guard setStrokePath(path, width: width) else { return }
    guard let pattern = setSource(paint) else {
      cairo_new_path(cr)
      return
    }
    setStrokeStyle(style)
    if let gradient = pattern.gradient {
      GradientShading.paint(cr, source: gradient, coverage: .stroke)
      cairo_pattern_destroy(gradient)
    } else {
      cairo_stroke(cr)
    }
  }

  /// The alpha a stroke of `paint` and `style` is faded by when it is drawn here as a
  /// hairline (``HairlineStroke``), `nil` when it is not one.
  func hairlineCoverage(of paint: Paint, style: StrokeStyle) -> Double? {
    guard policy == .browserLike, case .color = paint, style.dashPattern.isEmpty else {
      return nil
    }
    return HairlineStroke.coverage(width: style.lineWidth, in: cr)
  }

  /// Sets the line width, caps, joins and dashes of `style` (its width checked by the caller).
  func setStrokeStyle(_ style: StrokeStyle) {
    cairo_set_line_width(cr, style.lineWidth)
    cairo_set_line_cap(cr, CairoConstants.lineCap(style.lineCap))
    cairo_set_line_join(cr, CairoConstants.lineJoin(style.lineJoin))
    cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
    setDash(style.dashPattern, phase: style.dashPhase)
  }

  /// Cairo rejects (with a sticky error) negative, non-finite or all-zero dashes; those
  /// stroke solid, as Core Graphics does.
  private func setDash(_ pattern: [Double], phase: Double) {
    var total = 0.0
    var valid = !pattern.isEmpty
    for length in pattern {
      guard length.isFinite, length >= 0 else {
        valid = false
        break
      }
      total += length
    }
    guard valid, total > 0, total.isFinite else {
      cairo_set_dash(cr, nil, 0, 0)
      return
    }
    pattern.withUnsafeBufferPointer { dashes in
      cairo_set_dash(
        cr, dashes.baseAddress, Int32(clamping: dashes.count), phase.isFinite ? phase : 0)
    }
  }

  /// What `setSource` made: a gradient pattern to destroy after use, if any.
  struct Source {
    let gradient: OpaquePointer?
  }

  /// Sets `paint` as the source; `nil` when there is nothing to paint.
  func setSource(_ paint: Paint) -> Source? {
    switch paint {
    case .color(let color):
      guard color.alpha > 0 else { return nil }
      setColor(color)
      return Source(gradient: nil)
    case .linearGradient(let gradient, let start, let end):
      guard start.isFinite, end.isFinite, !gradient.stops.isEmpty else { return nil }
      guard
        let pattern = cairo_pattern_create_linear(
          Double(start.x), Double(start.y), Double(end.x), Double(end.y))
      else { return nil }
      return useGradient(pattern, gradient)
    case .radialGradient(let gradient, let center, let radius, let focus):
      guard center.isFinite, focus.isFinite, radius.isFinite, radius >= 0,
        !gradient.stops.isEmpty
      else { return nil }
      guard
        let pattern = cairo_pattern_create_radial(
          Double(focus.x), Double(focus.y), 0, Double(center.x), Double(center.y), radius)
      else { return nil }
      return useGradient(pattern, gradient)
    case .conicGradient(let gradient, let center, let startAngle):
      guard
        let mesh = ConicGradientPattern.make(
          gradient, center: center, startAngle: startAngle,
          radius: ConicGradientPattern.coveringRadius(cr, center: center))
      else { return nil }
      cairo_set_source(cr, mesh)
      return Source(gradient: mesh)
    }
  }

  private func useGradient(_ pattern: OpaquePointer, _ gradient: Gradient) -> Source? {
    for stop in gradient.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, CairoConstants.unit(stop.location), CairoConstants.unit(c.red),
        CairoConstants.unit(c.green), CairoConstants.unit(c.blue), CairoConstants.unit(c.alpha))
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
      cairo_pattern_destroy(pattern)
      return nil
    }
    cairo_set_source(cr, pattern)
    return Source(gradient: pattern)
  }

  private func setColor(_ color: Color) {
    cairo_set_source_rgba(
      cr, CairoConstants.unit(color.red), CairoConstants.unit(color.green),
      CairoConstants.unit(color.blue), CairoConstants.unit(color.alpha))
  }

  // MARK: Images

  private func drawImage(
    _ bitmap: Bitmap, in rect: CGRect, quality: ImageQuality, alpha: Double
  ) {
    let r = rect.standardized
    guard bitmap.width > 0, bitmap.height > 0, r.origin.isFinite, r.width.isFinite,
      r.height.isFinite, r.width > 0, r.height > 0
    else { return }
    let level = quality == .high ? mipLevel(bitmap, in: r) : 0
    let size = ImageMipmap.size(width: bitmap.width, height: bitmap.height, level: level)
    let (sourceWidth, sourceHeight) = (size.width, size.height)
    let surface = images.surface(for: bitmap, mipLevel: level)
    let sx = Double(r.width) / Double(sourceWidth)
    let sy = Double(r.height) / Double(sourceHeight)
    guard sx.isNormal, sy.isNormal, let surface else { return }
    cairo_save(cr)
    CairoMatrix.translateAndScale(x: Double(r.minX), y: Double(r.minY), sx: sx, sy: sy, on: cr)
    cairo_set_source_surface(cr, surface, 0, 0)
    let source = cairo_get_source(cr)
    // Bilinear on the nearest mipmap level, as browsers sample a scaled image.
    cairo_pattern_set_filter(
      source, quality == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    // Padding keeps the image's edges crisp when it is scaled; the rectangle bounds it.
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    let axisAligned = addImageBounds(width: Double(sourceWidth), height: Double(sourceHeight))
    if let source { placeOnPixmanSteps(source) }
    if alpha >= 1, !axisAligned, let source {
      shadeImage(source)
    } else if alpha >= 1 {
      cairo_fill(cr)
    } else {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
    cairo_restore(cr)
  }

  /// Gives `source` the transform from device pixels to its image that the current
  /// transform gives it, on pixman's 1/65536 steps, and draws from here in device space.
  ///
  /// Pixman takes a transform in those steps, rounded from where the surface drawn on
  /// begins: a damage box drawn on pixels of its own (a device offset) sampled a turned
  /// image a level or two apart from the whole frame at scattered pixels. A transform
  /// already on the steps is taken exactly wherever the surface begins, as whole-pixel
  /// offsets keep it on them.
  private func placeOnPixmanSteps(_ source: OpaquePointer) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
    func step(_ v: Double) -> Double { (v * 65536).rounded() / 65536 }
    var placed = cairo_matrix_t(
      xx: step(m.xx), yx: step(m.yx), xy: step(m.xy), yy: step(m.yy), x0: step(m.x0),
      y0: step(m.y0))
    // A transform pixman's steps cannot hold (singular on them, or beyond their range, an
    // image far outside the frame) is left to Cairo.
    guard placed.xx * placed.yy - placed.xy * placed.yx != 0,
      [placed.xx, placed.yx, placed.xy, placed.yy, placed.x0, placed.y0].allSatisfy({
        $0.isFinite && abs($0) < 32_768
      })
    else { return }
    cairo_pattern_set_matrix(source, &placed)
    cairo_identity_matrix(cr)
    // A source is placed by the transform in effect when it is set.
    cairo_set_source(cr, source)
  }

  /// Adds the rectangle an image of `width` × `height` user units covers to the path.
  ///
  /// Browsers draw an image whose transform keeps rectangles axis-aligned without
  /// anti-aliasing its edges (each pixel whose centre it covers), so such a rectangle is
  /// snapped to whole device pixels here; a rotated or skewed image keeps soft edges.
  /// Returns whether the rectangle was snapped.
  private func addImageBounds(width: Double, height: Double) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var x0 = 0.0
    var y0 = 0.0
    var x1 = width
    var y1 = height
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let left = min(x0, x1).rounded()
    let top = min(y0, y1).rounded()
    let right = max(x0, x1).rounded()
    let bottom = max(y0, y1).rounded()
    guard m.xy == 0, m.yx == 0, right > left, bottom > top else {
      cairo_rectangle(cr, 0, 0, width, height)
      return false
    }
    // The source pattern keeps the transform it was set with; only the path is in pixels.
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_set_matrix(cr, &m)
    return true
  }

  /// The mipmap level to draw `bitmap` from when it fills `rect` under the current transform:
  /// from the smaller of its two scales, each the length the transform gives one image pixel
  /// along that axis.
  private func mipLevel(_ bitmap: Bitmap, in rect: CGRect) -> Int {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot() * Double(rect.width) / Double(bitmap.width)
    let sy =
      (m.xy * m.xy + m.yy * m.yy).squareRoot() * Double(rect.height) / Double(bitmap.height)
    return ImageMipmap.level(forScale: min(sx, sy))
  }

  // MARK: Text

  private func drawText(_ item: TextItem) {
    let frame = item.frame.standardized
    guard item.color.alpha > 0 || (item.stroke?.color.alpha ?? 0) > 0,
      frame.origin.isFinite, frame.width.isFinite, frame.height.isFinite,
      let entry = text.layout(for: item)
    else { return }
    var x = Double(frame.minX)
    if !entry.alignsInsideWidth {
      let spare = Double(frame.width) - entry.width
      switch item.alignment {
      case .left, .justified: break
      case .center: x += spare / 2
      case .right: x += spare
      }
    }
    var y = Double(frame.minY)
    let spareHeight = Double(frame.height) - entry.height
    switch item.verticalAlignment {
    case .top: break
    case .center: y += spareHeight / 2
    case .bottom: y += spareHeight
    }
    if item.color.alpha > 0 {
      cairo_move_to(cr, x, y)
      setColor(item.color)
      pango_cairo_show_layout(cr, entry.layout)
    }
    if let outline = item.stroke, outline.color.alpha > 0, outline.width.isFinite,
      outline.width > 0
    {
      cairo_new_path(cr)
      cairo_move_to(cr, x, y)
      pango_cairo_layout_path(cr, entry.layout)
      setColor(outline.color)
      cairo_set_line_width(cr, outline.width)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_set_dash(cr, nil, 0, 0)
      cairo_stroke(cr)
    }
    cairo_new_path(cr)
  }

  // MARK: Groups

  /// Draws `group`; `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  private func drawGroup(_ group: GroupItem, enteredUnder clip: DeviceClipMemo? = nil) {
    guard depth < DisplayListPainter.maximumDepth else { return }
    let opacity = group.opacity.isNaN ? 0 : min(1, group.opacity)
    guard opacity > 0, !group.children.isEmpty else {
      if group.blendMode.clearsWithoutSource { drawEmptyGroup(group) }
      return
    }
    var cull = cullBox
    if cull != nil {
      switch cullTest(group) {
      case .outside:
        // A whole frame draws the group, and Cairo then forgets that the target is clear:
        // skipped, the next item drawn here would take Cairo's shortcut for a clear surface
        // (its `lerp`, or a fill for boxes) where the whole frame's blends with `OVER`.
        cairo_surface_mark_dirty(cairo_get_group_target(cr))
        return
      case .inside: cull = nil
      case .crossing: break
      }
    }
    guard group.effects.isEmpty else {
      // Effects draw their children on surfaces of their own, in another device space.
      var painter = self
      painter.cullBox = nil
      return painter.drawWithEffects(group, opacity: opacity)
    }
    if group.isPassThrough, case .none = group.clip {
      return drawMatrixOnlyGroup(group, cull: cull, enteredUnder: clip)
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var inner = nested
    inner.cullBox = cull
    guard inner.applyTransform(of: group) else { return }
    // The clip the group's walk is under: the one it met (a transform does not move the
    // clip's device pixels), cut to `narrowed` when given; `nil` when unknown.
    var met = clip
    var narrowed: FrameDamage.Box?
    // Matched, not compared with `nil`: the comparison copied the clip path (+0.15 % on
    // thorvg__loading_rectangle).
    if case .some = group.clip {
      // A clip of its own may narrow the met clip to whole pixels, whose rectangles the walk
      // then works out from the met clip's, asked before the clip changes.
      clip?.prime(cr)
      guard let applied = inner.applyClip(of: group) else { return }
      switch applied {
      case .unchanged: break
      case .device(let box): narrowed = box
      case .other: met = nil
      }
    }
    if group.isPassThrough {
      if narrowed != nil {
        inner.draw(group.children, under: met, within: narrowed)
      } else {
        inner.draw(group.children, enteredUnder: met)
      }
      return
    }
    if inner.softClip == nil, group.mask == nil, group.blendMode == .normal,
      group.children.count == 1,
      drawFaded(group.children[0], opacity: opacity, clip: narrowed == nil ? met : nil)
    {
      return
    }
    // The group's walk works its rectangles out from the clip it met, cut to `box` below
    // (``DeviceClipMemo/derive(from:within:)``).
    met?.prime(cr)
    var box = narrowed
    if !group.blendMode.clearsWithoutSource, let children = deviceBox(ofChildren: group.children) {
      self.clip(toDevice: children)
      if let narrowed { box = narrowed.intersection(children) } else { box = children }
    }
    if group.blendMode == .multiply, opacity >= 1, group.mask == nil, inner.softClip == nil,
      inner.drawMultiplied(group.children)
    {
      return
    }
    let parts =
      group.mask == nil && inner.softClip == nil && !group.blendMode.clearsWithoutSource
      ? inner.separateBoxes(of: group.children) : nil
    cairo_push_group(cr)
    // The group's surface is new and clear: its first strokes need not look for ink.
    images.inkedTarget.cleared(cairo_get_group_target(cr))
    inner.draw(group.children, under: met, within: box)
    composite(group, opacity: max(0, opacity), onlyIn: parts)
  }

  /// Where a group lies against ``cullBox``.
  enum CullResult {
    /// Nothing the group paints can show: it is skipped.
    case outside
    /// All the group paints lies inside: its children need no test.
    case inside
    /// It may reach both in and out, or its extent is unknown: its children are tested.
    case crossing
  }

  /// Where `group` (drawn in the current transform) lies against ``cullBox``. A group lies
  /// outside only when its device box (the box ``clipToContent(_:)`` clips it to, one pixel
  /// round its content) misses the cull box and nothing in it clears outside its content.
  func cullTest(_ group: GroupItem) -> CullResult {
    guard let cull = cullBox,
      let box = deviceBox(around: ContentBounds.of(only: group, memo: images.bounds))
    else { return .crossing }
    if cull.contains(box) { return .inside }
    if box.overlaps(cull) || group.blendMode.clearsWithoutSource
      || clearsOutsideContent(group.children)
    {
      return .crossing
    }
    return .outside
  }

  /// Narrows the clip to the whole device pixels `items` can paint (plus one for
  /// anti-aliasing), so a group pushed next is no larger than its content.
  ///
  /// Only for operators that leave the destination alone where the source is transparent:
  /// outside the content the group is transparent, so nothing there changes. The box is
  /// pixel-aligned, which Cairo clips exactly, leaving the pixels inside untouched.
  func clipToContent(_ items: [DisplayItem]) {
    guard let box = deviceBox(of: items) else { return }
    clip(toDevice: box)
  }

  /// Narrows the clip to the whole device pixels of `box`, which may cut what is drawn
  /// inside, and ``contentClip`` with it.
  mutating func narrowClip(toDevice box: FrameDamage.Box) {
    clip(toDevice: box)
    narrowContentClip(to: box)
  }

  /// Narrows ``contentClip`` to `box` (device pixels).
  mutating func narrowContentClip(to box: FrameDamage.Box) {
    contentClip = contentClip.map { $0.intersection(box) } ?? box
  }

  /// Narrows the clip to the whole device pixels of `box`, which Cairo clips exactly.
  func clip(toDevice box: FrameDamage.Box) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(
      cr, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX),
      Double(box.maxY - box.minY))
    cairo_clip(cr)
    cairo_set_matrix(cr, &m)
  }

  /// The whole device pixels `items` can paint, plus one on each side for anti-aliasing;
  /// `nil` when unknown, empty or beyond Cairo's fixed-point range.
  func deviceBox(of items: [DisplayItem]) -> FrameDamage.Box? {
    deviceBox(around: ContentBounds.of(items, memo: images.bounds))
  }

  /// ``deviceBox(of:)`` of a group's children, their box kept with those of other groups'
  /// children (``ContentBounds/of(children:memo:)``).
  func deviceBox(ofChildren children: [DisplayItem]) -> FrameDamage.Box? {
    deviceBox(around: ContentBounds.of(children: children, memo: images.bounds))
  }

  /// ``deviceBox(of:)`` of one item (no array made for it).
  func deviceBox(of item: DisplayItem) -> FrameDamage.Box? {
    deviceBox(around: ContentBounds.of(only: item, memo: images.bounds))
  }

  /// ``deviceBox(of:)`` of one item with its curves counted by their true extent
  /// (``ContentBounds/curves(of:)``): never larger, often smaller near rounded corners.
  func deviceBox(ofCurves item: DisplayItem) -> FrameDamage.Box? {
    deviceBox(around: ContentBounds.curves(of: item))
  }

  func deviceBox(around bounds: CGRect?) -> FrameDamage.Box? {
    guard let box = bounds, !box.isNull else { return nil }
    // The corners in device space, their least and greatest taken as `Array.min()` and
    // `max()` take them (first corner first), without arrays. Each corner is transformed as
    // `cairo_user_to_device` does it (`cairo_matrix_transform_point` with the current
    // matrix: (xx·x + xy·y) + x0), the same doubles without four calls into Cairo.
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    func device(_ ux: Double, _ uy: Double) -> (Double, Double) {
      (m.xx * ux + m.xy * uy + m.x0, m.yx * ux + m.yy * uy + m.y0)
    }
    var (x, y) = device(Double(box.minX), Double(box.minY))
    var (minX, maxX, minY, maxY) = (x, x, y, y)
    func include(_ cornerX: CGFloat, _ cornerY: CGFloat) {
      (x, y) = device(Double(cornerX), Double(cornerY))
      if x < minX { minX = x }
      if maxX < x { maxX = x }
      if y < minY { minY = y }
      if maxY < y { maxY = y }
    }
    include(box.maxX, box.minY)
    include(box.minX, box.maxY)
    include(box.maxX, box.maxY)
    let left = minX.rounded(.down) - 1
    let top = minY.rounded(.down) - 1
    let right = maxX.rounded(.up) + 1
    let bottom = maxY.rounded(.up) + 1
    // Beyond Cairo's fixed-point range a clip would be wrong, and nothing is saved anyway.
    let limit = 1_000_000.0
    guard left > -limit, top > -limit, right < limit, bottom < limit else { return nil }
    return FrameDamage.Box(
      minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
  }

  /// Draws a lone child of a group with only an opacity straight onto the target, with its
  /// alpha scaled, when that gives the same pixels as compositing it: a solid fill or stroke
  /// covers each pixel once, and so does an image. Returns `false` for anything else.
  /// `clip`, when given, holds the clip in effect now (``DeviceClipMemo``).
  private func drawFaded(_ item: DisplayItem, opacity: Double, clip: DeviceClipMemo?) -> Bool {
    switch item {
    case .fill(let path, .color(let color), let rule):
      fill(path, paint: .color(color.withAlpha(color.alpha * opacity)), rule: rule, clip: clip)
      return true
    case .stroke(let path, .color(let color), let style):
      stroke(
        path, paint: .color(color.withAlpha(color.alpha * opacity)), style: style, clip: clip)
      return true
    case .image(let bitmap, let rect, let quality):
      drawImage(bitmap, in: rect, quality: quality, alpha: opacity)
      return true
    default:
      return false
    }
  }

  /// Pops the group pushed for `group`'s children and composites it with its opacity, mask
  /// and blend mode.
  private func composite(
    _ group: GroupItem, opacity: Double, onlyIn parts: [FrameDamage.Box]? = nil
  ) {
    var maskPattern: OpaquePointer?
    if let mask = group.mask {
      maskPattern = makeMask(mask, opacity: opacity)
    }
    let content = cairo_pop_group(cr)
    var m = cairo_matrix_t()
    let exactly = DisplayListPainter.placesGroupsExactly
    if exactly {
      cairo_get_matrix(cr, &m)
      cairo_identity_matrix(cr)
      placeOnDevice(content)
      if let maskPattern { placeOnDevice(maskPattern) }
    }
    cairo_set_source(cr, content)
    cairo_set_operator(cr, CairoConstants.blendOperator(group.blendMode))
    if let maskPattern {
      cairo_mask(cr, maskPattern)
      cairo_pattern_destroy(maskPattern)
    } else if let parts {
      paint(opacity: opacity, onlyIn: parts)
    } else if opacity >= 1 {
      cairo_paint(cr)
    } else {
      cairo_paint_with_alpha(cr, opacity)
    }
    cairo_pattern_destroy(content)
    if exactly { cairo_set_matrix(cr, &m) }
  }

  /// Places `pattern`, a popped group, on the device pixels it was drawn on, to be painted
  /// under the identity matrix.
  ///
  /// Placed by the transform at the pop and its inverse at the paint, a group is sampled
  /// through that product, which under a turned or scaled layer is not exactly the identity
  /// in floating point: Cairo then hands pixman a transform, and pixman composites through its
  /// general path.
  func placeOnDevice(_ pattern: OpaquePointer?) {
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(pattern, &identity)
  }

  /// Renders `mask` (scaled by `opacity`) into a pattern whose alpha is the coverage.
  func makeMask(_ mask: Mask, opacity: Double) -> OpaquePointer? {
    switch mask.mode {
    case .alpha:
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      nested.draw(mask.items)
      if mask.inverted {
        // XOR with an opaque source leaves 1 − α.
        cairo_set_operator(cr, CAIRO_OPERATOR_XOR)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
      }
      if opacity < 1 {
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(cr, 0, 0, 0, opacity)
        cairo_paint(cr)
      }
      return cairo_pop_group(cr)
    case .luminance:
      cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
      nested.draw(mask.items)
      guard let pattern = cairo_pop_group(cr) else { return nil }
      LuminanceMask.convert(pattern, inverted: mask.inverted, opacity: opacity)
      return pattern
    }
  }

  /// Applies a group's transform and clip to the current state; `false` when the transform is
  /// singular or the clip cannot be set, in which case the group draws nothing.
  mutating func applyTransformAndClip(of group: GroupItem) -> Bool {
    applyTransform(of: group) && applyClip(of: group) != nil
  }

  /// Records the clip `clip` just set with `cairo_clip` under the current transform: where
  /// it cuts pixels, fills are Cairo's; on whole pixels, it narrows ``contentClip``. Returns
  /// those whole pixels (the rectangle the clip is), `nil` when it cuts pixels.
  @discardableResult
  mutating func noteClip(_ clip: Path) -> FrameDamage.Box? {
    guard let box = wholePixelBox(ofClip: clip) else {
      clipCutsPixels = true
      return nil
    }
    narrowContentClip(to: box)
    return box
  }

  /// A group with no visible children still matters for operators that clear what is below
  /// where the source is transparent (`destinationIn`, `copy`).
  private func drawEmptyGroup(_ group: GroupItem) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var painter = self
    guard painter.applyTransformAndClip(of: group) else { return }
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
  }
}

extension BlendMode {
  /// Operators whose result with a fully transparent source is a cleared destination.
  var clearsWithoutSource: Bool {
    self == .destinationIn || self == .copy
  }
}
