import BezelDrawing
import BezelLayers
import Foundation

extension FrameDamage {
  /// Appends the device box (clamped to the canvas) of every group with effects in `items`;
  /// `false` when one cannot be bounded.
  ///
  /// An effect reads pixels around the one it writes (a blur, a shadow's offset), so a
  /// redraw clipped through the middle of such a group would compute it from part of its
  /// content: damage that reaches into one must take in all of it.
  static func collectEffectGroups(
    _ items: [DisplayItem], _ transform: Transform, width: Int, height: Int,
    into boxes: inout [Box]
  ) -> Bool {
    for item in items {
      guard case .group(let group) = item else { continue }
      if !group.effects.isEmpty {
        guard let local = ContentBounds.of(item) else { return false }
        if local.isNull { continue }
        guard let device = ContentBounds.map(local, through: transform),
          let whole = Box(around: device)
        else { return false }
        let box = Box(
          minX: max(0, whole.minX), minY: max(0, whole.minY), maxX: min(width, whole.maxX),
          maxY: min(height, whole.maxY))
        if box.maxX > box.minX, box.maxY > box.minY { boxes.append(box) }
      }
      let inner = group.transform.concatenating(transform)
      guard
        collectEffectGroups(group.children, inner, width: width, height: height, into: &boxes)
      else { return false }
      if let mask = group.mask,
        !collectEffectGroups(mask.items, inner, width: width, height: height, into: &boxes)
      {
        return false
      }
    }
    return true
  }
}
