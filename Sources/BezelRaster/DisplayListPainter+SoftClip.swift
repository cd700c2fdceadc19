import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Replaces the clip of the current path (set, with its fill rule) by a ``SoftClip`` when
  /// drawing like browsers and the clip has partly covered pixels: the clip becomes the
  /// whole pixels it reaches, and what is drawn inside is scaled by its coverage. `false`
  /// when the path should be clipped to as usual.
  mutating func clipSoftly(for group: GroupItem) -> Bool {
    // Operators that clear outside their source reach the whole clip, not only the shapes
    // drawn: those keep Cairo's clip.
    guard policy == .browserLike, !group.blendMode.clearsWithoutSource,
      !clearsOutsideContent(group.children), let box = currentPathBox(),
      let soft = SoftClip.make(of: cr, rule: cairo_get_fill_rule(cr), in: box, outer: softClip)
    else { return false }
    clip(toDevice: box)
    softClip = soft
    return true
  }

  /// The whole device pixels of the current path inside the current clip (and soft clip),
  /// `nil` when empty or beyond Cairo's fixed-point range.
  private func currentPathBox() -> FrameDamage.Box? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_identity_matrix(cr)
    var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
    cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
    var (cx0, cy0, cx1, cy1) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
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
  /// clip's coverage; straight when it only reaches fully covered pixels.
  func drawScaled(_ item: DisplayItem, by clip: SoftClip) {
    var plain = self
    plain.softClip = nil
    if let box = deviceBox(of: [item]), clip.covers(box) { return plain.draw(item) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_push_group(cr)
    plain.draw(item)
    cairo_pop_group_to_source(cr)
    cairo_identity_matrix(cr)
    cairo_mask_surface(cr, clip.surface, Double(clip.box.minX), Double(clip.box.minY))
  }
}
