/// Evaluates a document's expressions at every frame their layers show and puts the results
/// into the document tree as keyframes, so the player draws them like any other animated
/// property.
///
/// Baking happens once, at load; frames stay a pure function of time and nothing is shared
/// between threads. Samples are taken at whole composition frames and blended linearly in
/// between. An expression that cannot be parsed, or that fails at every frame, is left in
/// place (and so reported as unsupported); one that fails at some frames uses its keyframed
/// value there and is reported with the reason.
enum ExpressionBaker {
  /// At most this many samples per property; longer layers are sampled more sparsely.
  static let maxSamples = 3_000

  static func bake(
    _ document: inout LottieJSON, log: FeatureLog, loadFile: ExpressionHost.FileLoader? = nil
  ) {
    guard case .object(let root) = document, containsExpression(document) else { return }
    let host = ExpressionHost(document: root, loadFile: loadFile)
    for comp in host.compositions {
      for layer in comp.layers {
        for relative in sites(in: .object(layer.json), path: []) {
          guard let property = host.property(layer, relative), let source = property.source else {
            continue
          }
          // Unparsable: left in place, so the decoder reports it as unsupported.
          if case .failure = host.program(source) { continue }
          guard let keyframes = sample(property, layer: layer, host: host, log: log) else {
            continue
          }
          document.update(at: property.steps[...]) { node in
            guard case .object(var o) = node else { return }
            o["x"] = nil
            // Text documents stay a keyframe list, the only form a text layer reads.
            if keyframes.count == 1, let s = keyframes[0]["s"], !property.isText {
              o["k"] = s.arrayValue?.count == 1 && property.isShape ? s.arrayValue?[0] : s
              o["a"] = .number(0)
            } else {
              o["k"] = .array(keyframes)
              o["a"] = .number(1)
            }
            node = .object(o)
          }
        }
      }
    }
  }

  /// The baked keyframes, or `nil` when the expression failed at every frame.
  private static func sample(
    _ property: ExpressionProperty, layer: ExpressionLayer, host: ExpressionHost, log: FeatureLog
  ) -> [LottieJSON]? {
    // Only frames the layer can be seen at: inside its in/out points and its composition's
    // shown frames (a frame either side keeps the blend at the edges right).
    guard let shown = layer.composition.visible else { return nil }
    let first = max(layer.inPoint, shown.lowerBound - 1).rounded(.down)
    let last = min(layer.outPoint, shown.upperBound + 1).rounded(.up)
    guard first.isFinite && last.isFinite && first <= last else { return nil }
    let span = last - first
    let step = max(1, (span / Double(maxSamples)).rounded(.up))
    var keyframes: [(Double, LottieJSON)] = []
    var failures = 0
    var frame = first
    while frame <= last {
      let (value, failed) = host.valueAndStatus(property, compFrame: frame)
      if failed { failures += 1 }
      keyframes.append((layer.localFrame(frame), value.json))
      frame += step
    }
    // Failing everywhere: left in place, so the decoder reports it as unsupported.
    guard failures < keyframes.count else { return nil }
    if failures > 0, let error = host.failures[property.path] {
      log.add("expression failing at some frames: \(error)", at: property.path + ".x")
    }
    keyframes.sort { $0.0 < $1.0 }
    // Runs of equal values need only their ends; a constant needs one sample.
    var kept: [(Double, LottieJSON)] = []
    for (i, k) in keyframes.enumerated() {
      if i > 0 && i < keyframes.count - 1 && keyframes[i - 1].1 == k.1
        && keyframes[i + 1].1 == k.1
      {
        continue
      }
      kept.append(k)
    }
    if kept.allSatisfy({ $0.1 == kept[0].1 }) { kept = [kept[0]] }
    return kept.map { .object(["t": .number($0.0), "s": $0.1]) }
  }

  /// Relative paths of the animatable properties carrying an expression under `node`.
  private static func sites(in node: LottieJSON, path: [LottieJSON.Step]) -> [[LottieJSON.Step]] {
    switch node {
    case .object(let o):
      var found: [[LottieJSON.Step]] = []
      if case .string = o["x"], o["k"] != nil { found.append(path) }
      for (key, child) in o.sorted(by: { $0.key < $1.key }) {
        switch child {
        case .object, .array: found += sites(in: child, path: path + [.key(key)])
        default: break
        }
      }
      return found
    case .array(let a):
      var found: [[LottieJSON.Step]] = []
      for (i, child) in a.enumerated() {
        switch child {
        case .object, .array: found += sites(in: child, path: path + [.index(i)])
        default: break
        }
      }
      return found
    default: return []
    }
  }

  /// Whether any property under `node` carries an expression (a string `x` beside its `k`):
  /// a walk that stops at the first, so files without expressions build no host.
  static func containsExpression(_ node: LottieJSON) -> Bool {
    switch node {
    case .object(let o):
      if case .string = o["x"], o["k"] != nil { return true }
      return o.values.contains { $0.isContainer && containsExpression($0) }
    case .array(let a): return a.contains { $0.isContainer && containsExpression($0) }
    default: return false
    }
  }
}
