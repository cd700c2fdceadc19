import BezelLottieExpressions

/// Runs a document's expressions once, at load, and gives their results to the model's
/// properties as keyframes (see ``ExpressionBaker``).
enum ExpressionBaking {
  /// Bakes every expression `slots` found in `model`; those that cannot be baked are reported
  /// to `log` as unsupported.
  ///
  /// - Parameters:
  ///   - tape: the document the model was decoded from; its property trees are what scripts
  ///     walk (`content("Group 1")`, `effect("Slider")`).
  ///   - loadFile: reads data footage files.
  static func bake(
    _ model: AnimationModel, tape: LottieJSONTape, slots: ExpressionSlots, log: FeatureLog,
    loadFile: LottieExpressionDocument.FileLoader? = nil
  ) {
    defer { slots.reportUnbaked(to: log) }
    // A walk that stops at the first expression, so files without any build no host.
    guard tape.containsExpression else { return }
    let document = LottieExpressionDocument(model: model, tape: tape, loadFile: loadFile)
    for baked in ExpressionBaker.bake(ExpressionHost(document: document)) {
      if let error = baked.failure {
        log.add("expression failing at some frames: \(error)", at: baked.path + ".x")
      }
      slots[baked.path]?.bake(baked.keyframes)
    }
  }

  /// Bakes as ``bake(_:tape:slots:log:loadFile:)`` does, the document given as a tree.
  static func bake(
    _ model: AnimationModel, tree: LottieJSON, slots: ExpressionSlots, log: FeatureLog,
    loadFile: LottieExpressionDocument.FileLoader? = nil
  ) {
    bake(model, tape: LottieJSONTape.of(tree), slots: slots, log: log, loadFile: loadFile)
  }
}
