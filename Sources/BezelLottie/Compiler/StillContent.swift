import BezelDrawing

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
  /// changes; called after the composition passed its drawing budget and ``findSpans(_:)``.
  static func evaluateStillShapes(_ layers: inout [CompiledLayer]) {
    for i in layers.indices {
      guard case .shapes(let nodes) = layers[i].content, layers[i].still.contentSpans.isAlways,
        DrawingBudget.weight(of: nodes) <= maximumStillWeight
      else { continue }
      layers[i].stillShapes = ShapeEvaluator.evaluate(nodes, frame: 0, alpha: 1)
    }
  }

  /// Finds, for each layer, the frames over which its content and its whole item hold still;
  /// called once the layers are compiled (their precompositions with them).
  static func findSpans(_ layers: inout [CompiledLayer]) {
    for i in layers.indices {
      let content = layers[i].computedContentSpans
      var groups: [KeptGroup] = []
      if case .shapes(let nodes) = layers[i].content, !content.isAlways {
        groups = KeptGroup.groups(of: nodes)
      }
      layers[i].still = StillLayer(
        contentSpans: content, spans: layers[i].computedSpans(content: content), groups: groups)
    }
  }

  /// The frames over which `content` holds still: where every track in it does. Anything
  /// opaque to reflection (a closure) makes it ``StillSpans/never``.
  static func spans(of content: Any) -> StillSpans {
    if let track = content as? any TimeDependent { return track.stillSpans }
    // Outlines and plain values hold no track; their points need no walk.
    if content is BezierShape || content is Path || content is Double || content is Int
      || content is Bool || content is String
    {
      return .always
    }
    let mirror = Mirror(reflecting: content)
    if mirror.children.isEmpty {
      return String(describing: type(of: content)).contains("->") ? .never : .always
    }
    var spans = StillSpans.always
    for child in mirror.children {
      spans = spans.intersection(self.spans(of: child.value))
      if spans.isNever { break }
    }
    return spans
  }
}
