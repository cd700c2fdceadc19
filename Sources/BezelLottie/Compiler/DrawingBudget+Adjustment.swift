extension DrawingBudget {
  /// What one adjustment layer's effect pass counts, in shape units: its effects run over a
  /// surface the size of its region, as costly as thousands of small fills.
  static let adjustmentUnits = 10_000.0

  /// The shape units a composition's layers draw with its adjustment layers, each of which
  /// draws the layers below it up to three times (left alone outside its region, under and
  /// through its effects inside); an adjustment layer that would take the composition past
  /// ``maxShapes`` is drawn as a null layer instead, so stacked adjustment layers cannot
  /// multiply a frame's work without bound.
  ///
  /// `layerWeights` are the layers' own units, top layer first, as `layers` are.
  static func limitAdjustments(_ layers: inout [CompiledLayer], layerWeights: [Double]) -> Double {
    var below = 0.0
    for i in layers.indices.reversed() {
      let own = i < layerWeights.count ? layerWeights[i] : 1
      if layers[i].isAdjustment {
        let multiplied = below * 3 + own + adjustmentUnits
        if multiplied <= maxShapes {
          below = multiplied
          continue
        }
        layers[i].isAdjustment = false
      }
      below += own
    }
    return below
  }
}
