import BezelDrawing
import BezelLayers
import Foundation

extension FrameRenderer {
  /// `below` — the items of the layers under adjustment layer `i` in its composition — with
  /// the adjustment layer's effects applied to their composite, inside the layer's box and
  /// masks, at the layer's opacity; `nil` when the layer changes nothing at `frame`.
  ///
  /// Outside the layer's region the layers below are drawn as they are (masked by the
  /// region's complement); inside, the effects' result replaces them, or, at an opacity o
  /// under 1, is drawn at o over them (exact where they are opaque, the usual background;
  /// where they are partly transparent their coverage grows by the mix).
  func adjusted(
    _ below: [DisplayItem], by comp: CompiledComposition, _ i: Int, frame: Double, alpha: Double
  ) -> [DisplayItem]? {
    let layer = comp.layers[i]
    guard !below.isEmpty, frame >= layer.inPoint, frame < layer.outPoint,
      let box = layer.effects.first?.box, box.width > 0, box.height > 0
    else { return nil }
    let opacity = alpha * layer.transform.opacity(at: frame)
    let effects = layer.effects.compactMap { $0.effect(at: frame, masks: layer.masks) }
    guard opacity > 0, !effects.isEmpty else { return nil }
    let t = worldTransform(comp, i, frame: frame)
    guard let inverse = t.inverted() else { return nil }
    let content = DisplayItem.group(GroupItem(transform: inverse, children: below))
    var effected = GroupItem(children: [content])
    effected.effects = effects
    var inside = GroupItem(
      transform: t, clip: Path(rect: box),
      children: opacity >= 1
        ? [.group(effected)]
        : [content, .group(GroupItem(opacity: opacity, children: [.group(effected)]))])
    applyMasks(layer.masks, frame: frame, to: &inside)
    // The region the adjustment covers, as coverage, to leave the layers below outside it.
    let big = CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
    var region = GroupItem(
      transform: t, clip: Path(rect: box), children: [.fill(Path(rect: big), .white)])
    applyMasks(layer.masks, frame: frame, to: &region)
    let outside = GroupItem(
      mask: Mask(items: [.group(region)], mode: .alpha, inverted: true), children: below)
    return [.group(outside), .group(inside)]
  }
}
