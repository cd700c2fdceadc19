/// Evaluates a document's expressions at every frame their layers show, as keyframes the
/// player draws like any other animated property.
///
/// Baking happens once, at load; frames stay a pure function of time and nothing is shared
/// between threads. Samples are taken at whole composition frames and blended linearly in
/// between. An expression that cannot be parsed, or that fails at every frame, is not baked
/// (the player reports it as unsupported); one that fails at some frames uses its keyframed
/// value there and carries the reason.
package enum ExpressionBaker {
  /// At most this many samples per property; longer layers are sampled more sparsely.
  static let maxSamples = 3_000

  /// The baked properties, in the order of the document's compositions and layers and, in a
  /// layer, of its expression sites.
  package static func bake(_ host: ExpressionHost) -> [BakedExpression] {
    var baked: [BakedExpression] = []
    for comp in host.compositions {
      for layer in comp.layers {
        for relative in layer.info.expressionSites {
          guard let property = host.property(layer, relative), let source = property.source else {
            continue
          }
          if case .failure = host.program(source) { continue }
          if let result = sample(property, layer: layer, host: host) { baked.append(result) }
        }
      }
    }
    return baked
  }

  /// The baked keyframes, or `nil` when the expression failed at every frame.
  private static func sample(
    _ property: ExpressionProperty, layer: ExpressionLayer, host: ExpressionHost
  ) -> BakedExpression? {
    // Only frames the layer can be seen at: inside its in/out points and its composition's
    // shown frames (a frame either side keeps the blend at the edges right).
    guard let shown = layer.composition.visible else { return nil }
    let first = max(layer.inPoint, shown.lowerBound - 1).rounded(.down)
    let last = min(layer.outPoint, shown.upperBound + 1).rounded(.up)
    guard first.isFinite && last.isFinite && first <= last else { return nil }
    let span = last - first
    let step = max(1, (span / Double(maxSamples)).rounded(.up))
    var keyframes: [(time: Double, value: ExpressionValue)] = []
    var failures = 0
    var frame = first
    while frame <= last {
      let (value, failed) = host.valueAndStatus(property, compFrame: frame)
      if failed { failures += 1 }
      keyframes.append((layer.localFrame(frame), value.rounded))
      frame += step
    }
    guard failures < keyframes.count else { return nil }
    keyframes.sort { $0.time < $1.time }
    // Runs of equal values need only their ends; a constant needs one sample.
    var kept: [(time: Double, value: ExpressionValue)] = []
    for (i, k) in keyframes.enumerated() {
      if i > 0 && i < keyframes.count - 1 && keyframes[i - 1].value == k.value
        && keyframes[i + 1].value == k.value
      {
        continue
      }
      kept.append(k)
    }
    if kept.allSatisfy({ $0.value == kept[0].value }) { kept = [kept[0]] }
    return BakedExpression(
      path: property.path, keyframes: kept,
      failure: failures > 0 ? host.failures[property.path] : nil)
  }
}
