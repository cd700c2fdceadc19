/// One worker's reusable ARGB32 pixel words for `Canvas.render(_:scale:background:into:)`;
/// a class so each worker mutates its own array without touching the others'.
final class WordBuffer: @unchecked Sendable {
  var words: [UInt32] = []
}
