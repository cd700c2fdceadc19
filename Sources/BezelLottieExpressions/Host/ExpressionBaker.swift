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
    // Runs of equal values need only their ends, so a sample between two equal to it is
    // dropped as the next one comes: frames are taken in order (a layer's local frame is
    // its composition's), and only the samples kept are ever held at once.
    var kept: [(time: Double, value: ExpressionValue)] = []
    var samples = 0
    var failures = 0
    var frame = first
    while frame <= last {
      let (value, failed) = host.valueAndStatus(property, compFrame: frame)
      if failed { failures += 1 }
      let sample = (time: layer.localFrame(frame), value: value.rounded)
      if kept.count >= 2, kept[kept.count - 1].value == sample.value,
        kept[kept.count - 2].value == sample.value
      {
        kept[kept.count - 1] = sample
      } else {
        kept.append(sample)
      }
      samples += 1
      frame += step
    }
    guard failures < samples else { return nil }
    // A constant needs one sample.
    if kept.allSatisfy({ $0.value == kept[0].value }) { kept = [kept[0]] }
    return BakedExpression(
      path: property.path, keyframes: kept,
      failure: failures > 0 ? host.failures[property.path] : nil)
  }
}
