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
  /// (at most the canvas) bounds it, whatever the parameters.
  func drawWithEffects(_ group: GroupItem, opacity: Double) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var parent = cairo_matrix_t()
    cairo_get_matrix(cr, &parent)
    if !group.blendMode.clearsWithoutSource { clipToContent([.group(group)]) }
    if !group.transform.isIdentity {
      guard var m = CairoConstants.matrix(group.transform) else { return }
      cairo_transform(cr, &m)
    }
    var content = cairo_matrix_t()
    cairo_get_matrix(cr, &content)
    cairo_push_group(cr)
    var drawn = true
    if let clip = group.clip {
      drawn = CairoPath.set(clip, on: cr)
      cairo_set_fill_rule(cr, CairoConstants.fillRule(group.clipRule))
      if drawn { cairo_clip(cr) }
    }
    if drawn { nested.draw(group.children) }
    if drawn, let mask = group.mask, let pattern = makeMask(mask, opacity: 1) {
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_mask(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
    guard let result = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(result) }
    guard drawn else { return }
    EffectStack(content: content, parent: parent).apply(group.effects, to: result)
    cairo_set_source(cr, result)
    cairo_set_operator(cr, CairoConstants.blendOperator(group.blendMode))
    if opacity >= 1 {
      cairo_paint(cr)
    } else {
      cairo_paint_with_alpha(cr, opacity)
    }
  }
}
