/// Decides at compile time whether compiled content is the same at every frame: every
/// ``Track`` in it is a constant.
///
/// It walks the content's stored values by reflection, so a property added to a node later is
/// checked with no change here. Anything it cannot see into (a closure) counts as changing.
enum StillContent {
  /// Shape content drawing more than this (``DrawingBudget/weight(of:)``) is evaluated per
  /// frame, not held.
  static let maximumStillWeight = 10_000.0

  /// Evaluates once, into ``CompiledLayer/stillShapes``, the shape layers whose content never
  /// changes; called after the composition passed its drawing budget.
  static func evaluateStillShapes(_ layers: inout [CompiledLayer]) {
    for i in layers.indices {
      guard case .shapes(let nodes) = layers[i].content,
        DrawingBudget.weight(of: nodes) <= maximumStillWeight, isStill(nodes)
      else { continue }
      layers[i].stillShapes = ShapeEvaluator.evaluate(nodes, frame: 0, alpha: 1)
    }
  }

  /// Whether `content` holds no animated track and nothing opaque to reflection.
  static func isStill(_ content: Any) -> Bool {
    if let track = content as? any TimeDependent { return !track.dependsOnTime }
    let mirror = Mirror(reflecting: content)
    if mirror.children.isEmpty {
      // Closures reflect as leaves too; only plain values may end the walk.
      return !String(describing: type(of: content)).contains("->")
    }
    return mirror.children.allSatisfy { isStill($0.value) }
  }
}
