import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Draws a pass-through group without a clip of its own (``GroupItem/isPassThrough``),
  /// whose only change to Cairo's state is its transform, putting the matrix back after
  /// instead of `cairo_save` / `cairo_restore`: a save copies the clip, an allocation for a
  /// clip of several rectangles (the damage of a frame in several boxes), about 5 a frame on
  /// rlottie__spin__lil_loader_v2. Items leave the clip, operator and matrix as they found
  /// them (those that change them save and restore), and every matrix is set whole
  /// (``CairoMatrix``), so setting the old one back leaves Cairo's inverse as the restore did.
  /// `cull` is the cull box the children are tested against.
  func drawMatrixOnlyGroup(
    _ group: GroupItem, cull: FrameDamage.Box?, enteredUnder clip: DeviceClipMemo?
  ) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    defer { cairo_set_matrix(cr, &m) }
    var inner = nested
    inner.cullBox = cull
    guard inner.applyTransform(of: group) else { return }
    inner.draw(group.children, enteredUnder: clip)
  }
}
