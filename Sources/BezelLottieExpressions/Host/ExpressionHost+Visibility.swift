/// Which frames of each precomposition its layers can be seen at, so baking samples only those.
extension ExpressionHost {
  /// Works out which frames of each precomposition its layers can show, from the frames of
  /// the compositions using it.
  static func propagateVisibility(
    _ compositions: [ExpressionComposition], _ assets: [String: ExpressionComposition]
  ) {
    for _ in 0..<min(compositions.count, 64) {
      var changed = false
      for comp in compositions {
        guard let shown = comp.visible else { continue }
        for layer in comp.layers {
          guard let ref = layer.info.reference, let inner = assets[ref],
            let window = range(
              max(layer.inPoint, shown.lowerBound), min(layer.outPoint, shown.upperBound)),
            layer.inPoint < shown.upperBound && layer.outPoint > shown.lowerBound
          else { continue }
          var span: ClosedRange<Double>?
          if layer.info.hasTimeRemap {
            // Time remapping can show any frame: use the inner layers' own extent.
            let lo = inner.layers.map(\.inPoint).min() ?? 0
            let hi = inner.layers.map(\.outPoint).max() ?? 0
            span = range(lo, hi)
          } else {
            span = range(layer.childFrame(window.lowerBound), layer.childFrame(window.upperBound))
          }
          guard let span else { continue }
          let merged =
            inner.visible.map {
              min($0.lowerBound, span.lowerBound)...max($0.upperBound, span.upperBound)
            } ?? span
          if merged != inner.visible {
            inner.visible = merged
            changed = true
          }
        }
      }
      if !changed { break }
    }
  }
}
