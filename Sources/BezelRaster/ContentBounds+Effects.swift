import BezelDrawing
import BezelLayers
import Foundation

extension ContentBounds {
  /// The box, in `group`'s parent's coordinates, that `group` paints when its masked children
  /// cover `box` (in its children's coordinates): each effect grows it in its own space, the
  /// content effects before the transform and the layer styles after; `nil` when an effect is
  /// unbounded.
  static func grown(_ box: CGRect, by group: GroupItem) -> CGRect? {
    var inner = box
    for effect in group.effects where effect.space == .content {
      guard let next = effect.bounds(around: inner) else { return nil }
      inner = next
    }
    guard var outer = map(inner, through: group.transform) else { return nil }
    for effect in group.effects where effect.space == .parent {
      guard let next = effect.bounds(around: outer) else { return nil }
      outer = next
    }
    return outer
  }
}
