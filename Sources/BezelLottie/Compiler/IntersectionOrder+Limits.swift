extension IntersectionOrder {
  /// Tells `bezel info` when a composition has a stack of more 3D layers than are cut where
  /// they cross (``maxLayers``): those are drawn whole, in depth order. (Stacks within the
  /// limit may still be cut into more parts than ``maxParts`` at some frame, and then keep
  /// the depth sort at that frame; that depends on the frame and is not listed.)
  static func noteOversizedStacks(_ layers: [CompiledLayer], path: String, log: FeatureLog) {
    var run = 0
    var longest = 0
    // Bottom first, as the stacks are drawn; layers that draw nothing split no stack.
    for layer in layers.reversed() where !layer.isMatteSource && !layer.hidden {
      if layer.is3D, layer.camera == nil {
        if case .none = layer.content { continue }
        run += 1
        longest = max(longest, run)
      } else if layer.isAdjustment || !isEmpty(layer.content) {
        run = 0
      }
    }
    guard longest > maxLayers else { return }
    let feature =
      "3D intersections in a stack of more than \(maxLayers) 3D layers "
      + "(not cut: drawn whole in depth order)"
    log.add(feature, at: path)
    log.use(feature, drawn: false)
  }

  private static func isEmpty(_ content: CompiledLayer.Content) -> Bool {
    if case .none = content { return true }
    return false
  }
}
