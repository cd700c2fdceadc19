import BezelDrawing

/// Decides at compile time whether compiled content is the same at every frame: every
/// ``Track`` in it is a constant.
///
/// Shape lists, transforms and masks walk their own tracks (``StillWalkable``); anything else
/// is walked by reflection over its stored values, which debug builds also run beside every
/// walk to check it. Anything reflection cannot see into (a closure) counts as changing.
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
      layers[i].stillShapes = ShapeEvaluator.evaluate(
        nodes, frame: 0, alpha: 1, keepsMeasures: false)
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
    if let walkable = content as? any StillWalkable {
      let spans = walkable.walkedStillSpans
      assert(spans == reflectedSpans(of: content), "a walk missed a track of \(type(of: content))")
      return spans
    }
    return reflectedSpans(of: content)
  }

  /// ``spans(of:)`` of compiled content that walks its own tracks (a shape list, a transform,
  /// masks), read with no reflection and no boxing into `Any` (which instantiates the type
  /// metadata of every track type it boxes).
  static func spans<Content: StillWalkable>(of content: Content) -> StillSpans {
    let spans = content.walkedStillSpans
    assert(spans == reflectedSpans(of: content), "a walk missed a track of \(Content.self)")
    return spans
  }

  /// ``spans(of:)`` of a shape list, each node walked directly.
  static func spans(of nodes: [ShapeNode]) -> StillSpans {
    let spans = walk(nodes)
    assert(spans == reflectedSpans(of: nodes), "a walk missed a track of a shape list")
    return spans
  }

  /// ``spans(of:)`` of masks, each walked directly (none: still).
  static func spans(of masks: [CompiledMask]) -> StillSpans {
    var spans = StillSpans.always
    for mask in masks { spans = spans.intersection(mask.walkedStillSpans) }
    assert(spans == reflectedSpans(of: masks), "a walk missed a track of a mask")
    return spans
  }

  /// The intersection of `nodes`' spans, each walked directly.
  static func walk(_ nodes: [ShapeNode]) -> StillSpans {
    var spans = StillSpans.always
    for node in nodes {
      spans = spans.intersection(node.walkedStillSpans)
      if spans.isNever { break }
    }
    return spans
  }

  /// The spans of a value with nothing inside (an empty array, `nil`) of type `type`: still,
  /// unless the type holds closures, which could be anything.
  static func spans(ofEmpty type: Any.Type) -> StillSpans {
    String(describing: type).contains("->") ? .never : .always
  }

  /// ``spans(of:)`` found by reflection, walking `content`'s stored values (what each
  /// ``StillWalkable`` walk must give).
  static func reflectedSpans(of content: Any) -> StillSpans {
    if let track = content as? any TimeDependent { return track.stillSpans }
    // Outlines and plain values hold no track; their points need no walk.
    if content is BezierShape || content is Path || content is Double || content is Int
      || content is Bool || content is String
    {
      return .always
    }
    let mirror = Mirror(reflecting: content)
    if mirror.children.isEmpty { return spans(ofEmpty: type(of: content)) }
    var spans = StillSpans.always
    for child in mirror.children {
      spans = spans.intersection(reflectedSpans(of: child.value))
      if spans.isNever { break }
    }
    return spans
  }
}
