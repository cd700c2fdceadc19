extension IntersectionOrder {
  /// The most layers of one intersection group that can never be cut past ``maxParts`` or
  /// ``maxDraws``: k layers cut each other along at most k − 1 lines per layer, which make at
  /// most 1 + (k − 1) + (k − 1)(k − 2) / 2 parts of it (the cells of k − 1 lines), so each
  /// layer has at most 7 parts (and so at most 7 draws) when k = 4, and k · 7 = 28 parts in
  /// all; 5 layers can make 11 parts of one.
  static let layersThatCannotFallBack = 4

  /// Tells `bezel info` when a composition's 3D layers may not be cut where they cross: a
  /// stack of more 3D layers than are cut (``maxLayers``) is drawn whole in depth order; an
  /// intersection group of more than ``layersThatCannotFallBack`` layers that can be cut may
  /// at some frame be cut into more than ``maxParts`` parts or draw a layer more than
  /// ``maxDraws`` times, and then keeps the depth order at that frame.
  static func noteOversizedStacks(_ layers: [CompiledLayer], path: String, log: FeatureLog) {
    var run = 0
    var longest = 0
    var group = 0
    var mayFallBack = false
    // The most cuts a run's groups can make (each of a group's k layers cut into at most
    // `cells(k)` parts); the budget of ``maxParts`` is the run's.
    var runCuts = 0
    func endGroup() {
      if group > layersThatCannotFallBack { mayFallBack = true }
      runCuts += group * (cells(group) - 1)
      if runCuts >= maxParts { mayFallBack = true }
      group = 0
    }
    // Bottom first, as the stacks are drawn; layers that draw nothing split no stack.
    for layer in layers.reversed() where !layer.isMatteSource && !layer.hidden {
      if layer.is3D, layer.camera == nil {
        if case .none = layer.content { continue }
        run += 1
        longest = max(longest, run)
        if separates(layer) {
          endGroup()
        } else if canBeCut(layer) {
          group += 1
        }
      } else if layer.isAdjustment || !isEmpty(layer.content) {
        endGroup()
        run = 0
        runCuts = 0
      }
    }
    endGroup()
    if longest > maxLayers {
      let feature =
        "3D intersections in a stack of more than \(maxLayers) 3D layers "
        + "(not cut: drawn whole in depth order)"
      log.add(feature, at: path)
      log.use(feature, drawn: false)
    } else if mayFallBack {
      let feature =
        "3D intersections of \(layersThatCannotFallBack + 1) or more 3D layers (may fall back "
        + "to depth order at a frame cut into more than \(maxParts) parts or drawing a layer "
        + "more than \(maxDraws) times)"
      log.add(feature, at: path)
      log.use(feature, drawn: false)
    }
  }

  /// Whether After Effects keeps the 3D layers on either side of `layer` from intersecting
  /// (its manual's "3D layer interactions, render order, and collapsed transformations"): a
  /// precomposition (Lottie has no collapsed transformations) or a layer with a layer style
  /// (see ``SpacePlane/separates``).
  static func separates(_ layer: CompiledLayer) -> Bool {
    if case .precomp = layer.content { return true }
    return layer.effects.contains {
      if case .style = $0.source { return true }
      return false
    }
  }

  /// Whether the layer's content box is cut (shapes, solids and images without effects).
  private static func canBeCut(_ layer: CompiledLayer) -> Bool {
    guard layer.effects.isEmpty else { return false }
    switch layer.content {
    case .shapes, .solid, .image: return true
    default: return false
    }
  }

  /// The most parts k layers that cross make of one of them (cells of k − 1 lines).
  private static func cells(_ k: Int) -> Int {
    k < 1 ? 0 : 1 + (k - 1) + (k - 1) * (k - 2) / 2
  }

  private static func isEmpty(_ content: CompiledLayer.Content) -> Bool {
    if case .none = content { return true }
    return false
  }
}
