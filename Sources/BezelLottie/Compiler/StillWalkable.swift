/// Compiled content that reads the frames it holds still over from its own fields, so
/// ``StillContent/spans(of:)`` needs no reflection for it.
///
/// Reflection instantiates type metadata and generic conformances of the standard library the
/// first time it runs (about 70 KiB of the runtime's pages per process, counted in the
/// benchmark's peak on every file). A walk must give what reflection gives: the intersection
/// of every track reachable from the value. Debug builds check it against the reflected walk
/// on every call (``StillContent/reflectedSpans(of:)``), so a field added later and left out
/// of a walk fails the tests that compile a file animating it.
protocol StillWalkable {
  /// The frames over which every track in the value holds still.
  var walkedStillSpans: StillSpans { get }
}

extension Array: StillWalkable {
  var walkedStillSpans: StillSpans {
    if isEmpty { return StillContent.spans(ofEmpty: Self.self) }
    var spans = StillSpans.always
    for element in self {
      spans = spans.intersection(StillContent.spans(of: element))
      if spans.isNever { break }
    }
    return spans
  }
}

extension Optional: StillWalkable {
  var walkedStillSpans: StillSpans {
    switch self {
    case .none: return StillContent.spans(ofEmpty: Self.self)
    case .some(let wrapped): return StillContent.spans(of: wrapped)
    }
  }
}
