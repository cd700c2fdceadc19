extension CompiledText {
  /// The frames over which the text draws the same: between document changes, where its
  /// animators, path settings and pivot hold still (the layer's masks come on top).
  var stillSpans: StillSpans {
    var spans = StillSpans(splitAt: documents.map(\.time))
    for part: Any in [animators, path as Any, alignment as Any] where !spans.isNever {
      spans = spans.intersection(StillContent.spans(of: part))
    }
    return spans
  }
}
