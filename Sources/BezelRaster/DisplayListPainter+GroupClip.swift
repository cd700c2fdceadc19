import BezelLayers
import CCairo

extension DisplayListPainter {
  /// What setting a group's clip did to the clip Cairo holds (``applyClip(of:)``), so the
  /// group's walk can work the clip's rectangles out instead of asking Cairo for them
  /// (``DeviceClipMemo/derive(from:within:)``).
  enum GroupClip {
    /// The clip is the one the group met: it has none, or one that cuts nothing.
    case unchanged
    /// The clip the group met, narrowed to these whole device pixels.
    case device(FrameDamage.Box)
    /// Some other clip (a path, or one Bezel did not measure).
    case other
  }

  /// Applies a group's transform to the current state; `false` when it is singular, in
  /// which case the group draws nothing.
  func applyTransform(of group: GroupItem) -> Bool {
    if !group.transform.isIdentity {
      guard let m = CairoConstants.matrix(group.transform) else { return false }
      CairoMatrix.concatenate(m, on: cr)
    }
    return true
  }

  /// Applies a group's clip (after its transform), saying what became of the clip Cairo
  /// holds; `nil` when the clip cannot be set, in which case the group draws nothing.
  mutating func applyClip(of group: GroupItem) -> GroupClip? {
    guard let clip = group.clip, clipCanCut(clip, group.children) else { return .unchanged }
    guard CairoPath.set(clip, on: cr) else { return nil }
    cairo_set_fill_rule(cr, CairoConstants.fillRule(group.clipRule))
    let outer = softClip
    if clipSoftly(for: group) {
      // A soft clip made here narrowed Cairo's clip to its box (``clipSoftly(for:)``).
      if let made = softClip, made !== outer { return .device(made.box) }
      return .other
    }
    cairo_clip(cr)
    return noteClip(clip).map { .device($0) } ?? .other
  }
}
