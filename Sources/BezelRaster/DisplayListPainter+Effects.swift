import BezelDrawing
import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Draws a group that has pixel effects: its children are composited into a surface with
  /// the group's clip and mask, the effects run on that surface in order, and the result is
  /// painted with the group's opacity and blend mode.
  ///
  /// The surface is the group's content box grown by what the effects can reach (a blur's
  /// spread, a shadow's offset), so a shadow falls outside the group's clip; the current clip
  /// (at most the canvas) bounds it, whatever the parameters. A group whose effects see all
  /// of its content (``GroupItem/effectsSeeWholeContent``) that reaches past the clip is
  /// drawn into a larger image, so that the part beyond the canvas casts its shadow too.
  func drawWithEffects(_ group: GroupItem, opacity: Double) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var parent = cairo_matrix_t()
    cairo_get_matrix(cr, &parent)
    var whole: (content: FrameDamage.Box, frame: FrameDamage.Box)?
    if group.effectsSeeWholeContent, softClip == nil, let frame = deviceClipBox() {
      var plain = group
      plain.effects = []
      whole = deviceBox(of: [.group(plain)]).map { ($0, frame) }
    }
    if !group.blendMode.clearsWithoutSource { clipToContent([.group(group)]) }
    if !group.transform.isIdentity {
      guard let m = CairoConstants.matrix(group.transform) else { return }
      CairoMatrix.concatenate(m, on: cr)
    }
    var content = cairo_matrix_t()
    cairo_get_matrix(cr, &content)
    if let whole,
      let box = sourceBox(
        content: whole.content, frame: whole.frame,
        reach: EffectStack(content: content, parent: parent).reach(of: group.effects))
    {
      return drawBeyondCanvas(group, opacity: opacity, in: box, content: content, parent: parent)
    }
    cairo_push_group(cr)
    let drawn = drawMaskedChildren(of: group)
    guard let result = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(result) }
    guard drawn else { return }
    EffectStack(content: content, parent: parent).apply(group.effects, to: result)
    paint(result, of: group, opacity: opacity)
  }

  /// Paints the effects' result with the group's opacity and blend mode.
  private func paint(_ result: OpaquePointer, of group: GroupItem, opacity: Double) {
    cairo_set_source(cr, result)
    cairo_set_operator(cr, CairoConstants.blendOperator(group.blendMode))
    if opacity >= 1 {
      cairo_paint(cr)
    } else {
      cairo_paint_with_alpha(cr, opacity)
    }
  }

  /// Draws `group`'s children with its clip and mask, as the effects get them; `false` when
  /// the clip cannot be set (nothing is drawn then).
  private func drawMaskedChildren(of group: GroupItem) -> Bool {
    var painter = nested
    if let clip = group.clip {
      guard CairoPath.set(clip, on: cr) else { return false }
      cairo_set_fill_rule(cr, CairoConstants.fillRule(group.clipRule))
      cairo_clip(cr)
      painter.noteClip(clip)
    }
    painter.draw(group.children)
    if let mask = group.mask, let pattern = makeMask(mask, opacity: 1) {
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_mask(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
    return true
  }

  /// The device pixels a layer's effects need when they see all of its content: the clip
  /// (where the result lands) grown by what the effects reach (a shadow's offset and blur),
  /// within the content's box, joined with the clip; `nil` when that is the clip itself (the
  /// content lies inside it, the usual case), which a pushed group covers. Each side grows by
  /// at most a quarter of the `frame`'s size (the clip the layer is drawn in, the canvas at
  /// most), so no parameter makes the image more than 2.25 times the frame's area.
  private func sourceBox(content: FrameDamage.Box, frame: FrameDamage.Box, reach: Double)
    -> FrameDamage.Box?
  {
    guard let clip = deviceClipBox() else { return nil }
    guard
      content.minX < clip.minX || content.minY < clip.minY || content.maxX > clip.maxX
        || content.maxY > clip.maxY
    else { return nil }
    let r = Int(min(max(reach.isFinite ? reach.rounded(.up) : 0, 0), 1e6))
    let rx = min(r, (frame.maxX - frame.minX) / 4)
    let ry = min(r, (frame.maxY - frame.minY) / 4)
    let box = FrameDamage.Box(
      minX: min(clip.minX, max(content.minX, clip.minX - rx)),
      minY: min(clip.minY, max(content.minY, clip.minY - ry)),
      maxX: max(clip.maxX, min(content.maxX, clip.maxX + rx)),
      maxY: max(clip.maxY, min(content.maxY, clip.maxY + ry)))
    return box == clip ? nil : box
  }

  /// ``drawWithEffects(_:opacity:)`` for content that reaches past the canvas: composited into
  /// an image of `box` (device pixels, larger than the clip) so that the effects see it, the
  /// result painted through the clip.
  private func drawBeyondCanvas(
    _ group: GroupItem, opacity: Double, in box: FrameDamage.Box, content: cairo_matrix_t,
    parent: cairo_matrix_t
  ) {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
    else { return }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
    cairo_surface_set_device_offset(surface, -Double(box.minX), -Double(box.minY))
    guard let sub = cairo_create(surface) else { return }
    var m = content
    cairo_set_matrix(sub, &m)
    var painter = DisplayListPainter(cr: sub, images: images, text: text)
    painter.depth = depth
    painter.policy = policy
    let drawn = painter.drawMaskedChildren(of: group)
    cairo_destroy(sub)
    guard drawn, let result = cairo_pattern_create_for_surface(surface) else { return }
    defer { cairo_pattern_destroy(result) }
    EffectStack(content: content, parent: parent).apply(group.effects, to: result)
    cairo_identity_matrix(cr)
    paint(result, of: group, opacity: opacity)
  }
}
