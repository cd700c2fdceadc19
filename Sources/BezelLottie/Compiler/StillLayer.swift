/// What holds still in one compiled layer, found at compile time, and the evaluations kept
/// of it between frames.
final class StillLayer: Sendable {
  /// The frames over which the content's items at full opacity hold still.
  let contentSpans: StillSpans
  /// The frames over which the layer's whole item holds still.
  let spans: StillSpans
  /// Top-level shape groups kept on their own while the rest of the content moves.
  let groups: [KeptGroup]
  /// The content's items from the last evaluation at full opacity, for frames in the same
  /// span of ``contentSpans``.
  let kept = KeptEvaluation()
  /// The content's items from the last evaluation at any opacity, whose unchanged paths and
  /// items the next evaluation reuses.
  let last = LastEvaluation()

  /// Nothing known to hold still (a layer not yet compiled).
  static let none = StillLayer(contentSpans: .never, spans: .never, groups: [])

  init(contentSpans: StillSpans, spans: StillSpans, groups: [KeptGroup]) {
    self.contentSpans = contentSpans
    self.spans = spans
    self.groups = groups
  }
}
