import BezelDrawing
import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Replaces the clip of the current path (set, with its fill rule) by a ``SoftClip`` when
  /// drawing like browsers and the clip has partly covered pixels: the clip becomes the
  /// whole pixels it reaches, and what is drawn inside is scaled by its coverage. `false`
  /// when the path should be clipped to as usual.
  ///
  /// Where the clip has no partly covered pixel within the pixels it can reach now (a
  /// damage box wholly inside a precomposition's bounds), it is clipped to here as it is,
  /// and `true` says it cuts no pixel: a whole frame draws under the soft clip, which
  /// leaves fills on Bezel's rasteriser (``rasterisesFills``), and so must a damage box.
  mutating func clipSoftly(for group: GroupItem) -> Bool {
    // Operators that clear outside their source reach the whole clip, not only the shapes
    // drawn: those keep Cairo's clip.
    guard policy == .browserLike, !group.blendMode.clearsWithoutSource,
      !clearsOutsideContent(group.children), let path = group.clip, let box = currentPathBox()
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let key = SoftClipCache.Key(
      outline: CoverageCache.Key(
        path: path, stroke: nil, rule: group.clipRule, policy: policy, matrix: m),
      box: box, outer: softClip)
    let rule = cairo_get_fill_rule(cr)
    let outer = softClip
    guard
      let soft = images.softClips.clip(
        for: key,
        making: {
          // A rectangle along the device axes (a moved and scaled mask or bounds) is
          // measured, not filled.
          if outer == nil, SoftClip.measuresRectangles,
            let rectangle = SoftClip.deviceRectangle(of: path, matrix: m, on: cr)
          {
            return SoftClip.rectangle(rectangle, in: box)
          }
          return SoftClip.make(of: cr, rule: rule, in: box, outer: outer)
        })
    else {
      cairo_clip(cr)
      // Cut where the soft clip's box cuts the whole frame's drawing, as below: the same
      // kept coverage serves both.
      narrowContentClip(to: box)
      return true
    }
    narrowClip(toDevice: box)
    softClip = soft
    return true
  }

  /// The whole device pixels of the current path inside the frame (inside the current clip
  /// when the frame is unknown) and the soft clip, `nil` when empty or beyond Cairo's
  /// fixed-point range.
  ///
  /// Not bounded by the current clip while the frame is known: that holds the damage and the
  /// boxes of enclosing groups, which move from frame to frame, and a box that moves makes
  /// another clip to keep. The clip's coverage is the same wherever its box ends, and what is
  /// drawn under it stays inside the current clip anyway.
  private func currentPathBox() -> FrameDamage.Box? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
    var (cx0, cy0, cx1, cy1) = (0.0, 0.0, 0.0, 0.0)
    if let frameBox {
      (cx0, cy0) = (Double(frameBox.minX), Double(frameBox.minY))
      (cx1, cy1) = (Double(frameBox.maxX), Double(frameBox.maxY))
    } else {
      cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    }
    cairo_set_matrix(cr, &m)
    var left = max(x0, cx0).rounded(.down)
    var top = max(y0, cy0).rounded(.down)
    var right = min(x1, cx1).rounded(.up)
    var bottom = min(y1, cy1).rounded(.up)
    if let outer = softClip?.box {
      left = max(left, Double(outer.minX))
      top = max(top, Double(outer.minY))
      right = min(right, Double(outer.maxX))
      bottom = min(bottom, Double(outer.maxY))
    }
    let limit = 1_000_000.0
    guard left < right, top < bottom, left > -limit, top > -limit, right < limit,
      bottom < limit
    else { return nil }
    return FrameDamage.Box(minX: Int(left), minY: Int(top), maxX: Int(right), maxY: Int(bottom))
  }

  /// Whether `item` takes the soft clip to its own children instead of being scaled as a
  /// whole: a pass-through group, whose children are each clipped as the browser clips
  /// every draw, and a group that clears outside its content.
  func passesSoftClip(_ item: DisplayItem) -> Bool {
    guard case .group(let group) = item else { return false }
    return group.isPassThrough || group.blendMode.clearsWithoutSource
  }

  /// Draws `item` with its coverage multiplied by `clip`: into a group, painted through the
  /// clip's coverage; straight when it only reaches fully covered pixels. `memo`, when
  /// given, holds the Cairo clip in effect now (``DeviceClipMemo``): drawn straight, the item
  /// is under it, so its fills need not ask Cairo for the clip again.
  func drawScaled(_ item: DisplayItem, by clip: SoftClip, enteredUnder memo: DeviceClipMemo? = nil)
  {
    var plain = self
    plain.softClip = nil
    let box = deviceBox(of: item)
    if let box, clip.covers(box) { return plain.draw(item, enteredUnder: memo) }
    // Control points of rounded shapes often reach a fitted picture's cut edge rows (or past
    // them) while the outline stays well inside; a group and a masked composite as large
    // as the item cost most of such a file's frame, and the clip scales nothing there.
    if box != nil, blendsAsInAGroup(item), SoftClip.measuresCurves,
      let exact = deviceBox(ofCurves: item),
      clip.covers(exact)
    {
      return plain.draw(item, enteredUnder: memo)
    }
    if let box, SoftClip.drawsSplit, compositesOnce(item),
      plain.drawSplit(item, by: clip, in: box, enteredUnder: memo)
    {
      return
    }
    if let box, SoftClip.blendsKeptStrokes, plain.blendKeptStroke(item, by: clip, in: box) {
      return
    }
    plain.drawMasked(item, by: clip, in: box)
  }

  /// Draws `item` straight onto the fully covered pixels of `clip` it reaches and through
  /// groups on the rest (at most four strips around them), when the covered part is at least
  /// half of `box`; `false` (drawing nothing) otherwise.
  ///
  /// Painted onto a transparent group, an item that composites once with the normal operator
  /// leaves exactly the pixels it would composite, and the group painted through full
  /// coverage puts them down unchanged; so the fully covered pixels need no group. A
  /// precomposition's bounds scaled to the frame cut only its edge rows and columns, and a
  /// group as large as the shape on every frame cost most of such a file's time.
  ///
  /// `memo`, when given, holds the Cairo clip in effect now (``DeviceClipMemo``): the
  /// straight draw's clip is worked out from it, and the strips are drawn under it.
  private func drawSplit(
    _ item: DisplayItem, by clip: SoftClip, in box: FrameDamage.Box,
    enteredUnder memo: DeviceClipMemo?
  ) -> Bool {
    let reach = box.intersection(clip.box)
    guard reach.minX < reach.maxX, reach.minY < reach.maxY,
      let inside = clip.coveredBox(in: reach), 2 * inside.area >= reach.area
    else { return false }
    // Asked before the clip narrows, so the straight draw's clip is derived from it.
    memo?.prime(cr)
    cairo_save(cr)
    var straight = self
    straight.narrowClip(toDevice: inside)
    if memo != nil {
      straight.draw(CollectionOfOne(item), under: memo, within: inside)
    } else {
      straight.draw(item)
    }
    cairo_restore(cr)
    var again = self
    again.sightsCoverage = false
    // The (at most four) strips round the covered box that are not empty, on the stack: a
    // moving mask splits its shapes every frame.
    withUnsafeTemporaryAllocation(of: FrameDamage.Box.self, capacity: 4) { strips in
      var count = 0
      func add(_ minX: Int, _ minY: Int, _ maxX: Int, _ maxY: Int) {
        guard minX < maxX, minY < maxY else { return }
        strips.initializeElement(
          at: count, to: FrameDamage.Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY))
        count += 1
      }
      add(reach.minX, reach.minY, reach.maxX, inside.minY)
      add(reach.minX, inside.maxY, reach.maxX, reach.maxY)
      add(reach.minX, inside.minY, inside.minX, inside.maxY)
      add(inside.maxX, inside.minY, reach.maxX, inside.maxY)
      let edges = UnsafeBufferPointer(rebasing: strips[..<count])
      if SoftClip.masksInPlace, again.drawMaskedInPlace(item, by: clip, in: edges, memo) {
        return
      }
      for strip in edges {
        again.drawMasked(item, by: clip, in: strip)
      }
    }
    return true
  }

  /// Draws `item` through `clip`'s coverage inside `strips` (device pixels) straight onto
  /// the target, giving the pixels ``drawMasked(_:by:in:)`` gives each strip, when it is
  /// one opaque solid fill (inside groups with one child, no opacity, clip, mask, effect or
  /// other blend mode) that Bezel's rasteriser fills here under a clip of whole pixels;
  /// `false`, with nothing drawn, otherwise.
  ///
  /// A group pushed, filled and painted through the mask for each of a shape's four edge
  /// strips cost a file of moving rectangular masks most of its frame
  /// (``CoverageCompositor/MaskedSpans`` does their arithmetic pixel by pixel).
  /// `memo`, when given, holds the Cairo clip in effect now (``DeviceClipMemo``).
  private func drawMaskedInPlace(
    _ item: DisplayItem, by clip: SoftClip, in strips: UnsafeBufferPointer<FrameDamage.Box>,
    _ memo: DeviceClipMemo?
  ) -> Bool {
    switch item {
    case .fill(let path, .color(let color), let rule):
      guard let pixel = CoverageCompositor.opaquePixel(color) else { return false }
      return fillMasked(path, pixel: pixel, rule: rule, by: clip, in: strips, memo)
    case .fill, .stroke, .image, .text:
      return false
    case .group(let group):
      guard depth + 1 < DisplayListPainter.maximumDepth, group.children.count == 1,
        group.opacity >= 1, group.blendMode == .normal, group.effects.isEmpty,
        group.mask == nil, group.clip == nil, group.renderPolicy.map({ $0 == policy }) ?? true
      else { return false }
      cairo_save(cr)
      defer { cairo_restore(cr) }
      var inner = nested
      // With no clip of its own, the group leaves the clip (and `memo`) as it was.
      guard inner.applyTransformAndClip(of: group) else { return false }
      return inner.drawMaskedInPlace(group.children[0], by: clip, in: strips, memo)
    }
  }

  /// ``drawMaskedInPlace(_:by:in:)`` of an opaque fill, `pixel` its colour.
  private func fillMasked(
    _ path: Path, pixel: UInt32, rule: FillRule, by clip: SoftClip,
    in strips: UnsafeBufferPointer<FrameDamage.Box>, _ memo: DeviceClipMemo?
  ) -> Bool {
    // The fill a group would hold: the rasteriser's, under whole pixels of clip (which the
    // strips narrow), composited with the normal operator.
    guard rasterisesFills, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      let target = BlendTarget(cr),
      let data = cairo_image_surface_get_data(clip.surface)
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let (geometry, transform) = fillGeometry(path, matrix: m)
    guard let hull = CoverageRasterizer.deviceBox(of: geometry, transform: transform) else {
      return false
    }
    let reach = hull.intersection(target.deviceBox).intersection(clip.box)
    return withDeviceClipRectangles(memo) { rectangles -> Bool in
      // The canvas's list, its capacity kept from frame to frame.
      var regions = images.spareBoxes
      images.spareBoxes = []
      regions.removeAll(keepingCapacity: true)
      defer { images.spareBoxes = regions }
      for r in rectangles {
        guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(),
          r.height == r.height.rounded(), abs(r.x) < 1e7, abs(r.y) < 1e7,
          r.width < 1e7, r.height < 1e7
        else { return false }
        let box = FrameDamage.Box(
          minX: Int(r.x), minY: Int(r.y), maxX: Int(r.x + r.width), maxY: Int(r.y + r.height)
        ).intersection(reach)
        for strip in strips {
          let region = box.intersection(strip)
          if region.minX < region.maxX, region.minY < region.maxY { regions.append(region) }
        }
      }
      guard var union = regions.first else { return true }
      for region in regions.dropFirst() { union = union.union(region) }
      let rasterizer = images.rasterizer
      guard rasterizer.prepare(geometry, transform: transform, rule: rule, box: union) else {
        return false
      }
      cairo_surface_flush(clip.surface)
      var spans = CoverageCompositor.MaskedSpans(
        pixel: pixel, target: target, mask: UnsafePointer(data),
        maskStride: Int(cairo_image_surface_get_stride(clip.surface)), maskBox: clip.box)
      for region in regions {
        rasterizer.render(clip: CoverageRasterizer.Clip(region), into: &spans)
      }
      cairo_surface_mark_dirty(cairo_get_group_target(cr))
      return true
    } ?? false
  }

  /// Draws `item` into a group bounded by `box` and paints it through `clip`'s coverage.
  private func drawMasked(_ item: DisplayItem, by clip: SoftClip, in box: FrameDamage.Box?) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // The pushed group is as large as the clip: bound it to what the item can paint.
    var painter = self
    if let box { painter.narrowClip(toDevice: box) }
    cairo_push_group(cr)
    painter.draw(item)
    guard DisplayListPainter.placesGroupsExactly else {
      cairo_pop_group_to_source(cr)
      cairo_identity_matrix(cr)
      return cairo_mask_surface(
        cr, clip.surface, Double(clip.box.minX), Double(clip.box.minY))
    }
    // Most of a file whose strokes cross a precomposition's edge, when pixman composited
    // these through its general path (see ``placeOnDevice(_:)``).
    let content = cairo_pop_group(cr)
    cairo_identity_matrix(cr)
    placeOnDevice(content)
    cairo_set_source(cr, content)
    cairo_pattern_destroy(content)
    cairo_mask_surface(cr, clip.surface, Double(clip.box.minX), Double(clip.box.minY))
  }

  /// Whether `item` blends onto the target with pixman's `IN` and `OVER` arithmetic alone,
  /// so that drawn straight it gives the pixels it gives drawn onto a transparent group
  /// painted back through full coverage: linear and radial gradients (Bezel's shader and
  /// pixman both), and groups of only those with the normal blend mode and no clip, mask or
  /// effect (their opacity is one more `IN`).
  ///
  /// Left out: solid colours, as Cairo and Bezel blend an opaque colour's edge pixels by
  /// interpolation, which rounds differently onto a transparent group than onto the frame;
  /// conic gradients, images and text, not checked.
  private func blendsAsInAGroup(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill(_, let paint, _), .stroke(_, let paint, _):
      switch paint {
      case .linearGradient, .radialGradient: return true
      case .color, .conicGradient: return false
      }
    case .image, .text:
      return false
    case .group(let group):
      guard group.blendMode == .normal, group.effects.isEmpty, group.mask == nil,
        group.clip == nil, group.renderPolicy.map({ $0 == policy }) ?? true
      else { return false }
      return group.children.allSatisfy(blendsAsInAGroup)
    }
  }

  /// Whether drawing `item` straight onto the target gives the very pixels it leaves on a
  /// transparent group: one composite with the normal operator, of opaque colours only — an
  /// opaque solid fill, or a group (its children composited apart first) of those.
  ///
  /// Left out, as their pixels depend on the size of the surface or clip they are drawn in:
  /// translucent solid fills (not yet checked against their group's pixels), gradients and transformed images (pixman steps
  /// them from the composite's left edge), strokes (a thin one is drawn band by band, like
  /// browsers' faded hairlines), masks, text (glyph by glyph), and effects and
  /// other blend modes (they read what is below), and clips (their own soft clip is made
  /// over the clip's extents).
  private func compositesOnce(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill(_, .color(let color), _): return color.alpha >= 1
    case .fill, .stroke, .image, .text: return false
    case .group(let group):
      guard group.blendMode == .normal, group.effects.isEmpty, group.mask == nil,
        group.clip == nil, !group.isPassThrough
      else { return false }
      // A lone child is drawn with its colour faded by the group's opacity.
      if group.opacity < 1, group.children.count == 1, case .fill = group.children[0] {
        return false
      }
      return group.children.allSatisfy { child in
        if case .group(let inner) = child, inner.isPassThrough {
          return inner.clip == nil && inner.children.allSatisfy(compositesOnce)
        }
        return compositesOnce(child)
      }
    }
  }
}
