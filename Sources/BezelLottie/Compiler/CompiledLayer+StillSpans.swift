extension CompiledLayer {
  /// The frames (the composition's) over which the layer's content evaluates to the same
  /// items at full opacity.
  var computedContentSpans: StillSpans {
    switch content {
    case .none, .solid, .image: return .always
    case .shapes(let nodes): return StillContent.spans(of: nodes)
    case .precomp(let child, _, _, let remap):
      // A remapped precomposition shows one of its frames for as long as the remap holds.
      if let remap { return remap.stillSpans }
      return child.spans.mapped(offset: startTime, stretch: stretch)
    case .text(let text): return text.stillSpans.intersection(StillContent.spans(of: masks))
    }
  }

  /// The frames over which the layer's whole item holds still: its content, transform (and
  /// heading, when auto-oriented), masks, effects, camera, and whether it shows at all.
  func computedSpans(content: StillSpans) -> StillSpans {
    var spans = content.intersection(StillSpans(splitAt: [inPoint, outPoint]))
      .intersection(StillContent.spans(of: transform)).intersection(StillContent.spans(of: masks))
    // No effects and no camera hold still; those there are found by reflection.
    if !effects.isEmpty { spans = spans.intersection(StillContent.spans(of: effects as Any)) }
    if let camera { spans = spans.intersection(StillContent.spans(of: camera as Any)) }
    if autoOrient { spans = spans.intersection(transform.position.stillDirectionSpans) }
    return spans
  }
}
