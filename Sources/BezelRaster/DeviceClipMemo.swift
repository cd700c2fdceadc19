import BezelLayers
import CCairo

/// The current clip's rectangles in device space, asked of Cairo at most once while the
/// items of one list are drawn.
///
/// `cairo_copy_clip_rectangle_list` copies the clip, builds a pixman region of its boxes and
/// allocates the list on every call: 4–8 K instructions, which every fill of Bezel's
/// rasteriser paid (twice when its kept coverage was looked up first). Each item leaves the
/// clip as it found it, so every item of a list starts under the clip the list was entered
/// with: a list's walk makes one memo, and a fill asks it only before it changes the clip
/// itself, so the list Cairo gave the first fill serves the rest, and so does a group with no
/// clip and no compositing (its children are drawn on the same surface under the same clip;
/// a transform does not move the clip's device pixels). Code reached any other way
/// (a group's lone faded child, the strips round a soft clip, a stroke's outline) passes no
/// memo and asks Cairo.
final class DeviceClipMemo {
  /// Whether lists' walks keep the clip's rectangles (else every use asks Cairo), so tests
  /// can compare both.
  @TaskLocal static var isEnabled = true

  private enum State {
    case unasked
    /// Cairo cannot list the clip (a path, or one that cuts pixels).
    case unlisted
    case listed(UnsafeMutablePointer<cairo_rectangle_list_t>)
  }

  private var state = State.unasked

  /// The most memos a canvas keeps for its next walks (``retire(to:)``): as many as walks
  /// nest, which few scenes take past a handful.
  static let maximumSpares = 16

  /// A memo for a walk over `items`, `nil` when a lone shape asks once anyway. A lone
  /// group gets one: a group with no clip or compositing of its own hands it on to its
  /// children (a Lottie layer is such a group round its shapes). It is one `spares` keeps
  /// when there is one (a walk made an object every time); give it back with
  /// ``retire(to:)`` when the walk ends.
  static func forWalk(
    over items: some Collection<DisplayItem>, spares: ImageSurfaceCache
  ) -> DeviceClipMemo? {
    guard isEnabled, let first = items.first else { return nil }
    if items.count == 1 {
      guard case .group = first else { return nil }
    }
    return spares.spareClipMemos.popLast() ?? DeviceClipMemo()
  }

  /// Forgets the clip (a memo reused must ask Cairo again) and hands the memo to `spares`
  /// for a later walk; call when the walk it was made for ends.
  func retire(to spares: ImageSurfaceCache) {
    forget()
    guard spares.spareClipMemos.count < Self.maximumSpares else { return }
    spares.spareClipMemos.append(self)
  }

  private func forget() {
    if case .listed(let list) = state { cairo_rectangle_list_destroy(list) }
    state = .unasked
  }

  deinit {
    forget()
  }

  /// Calls `body` with the clip of `cr` as device rectangles, through `memo` when given
  /// (asking Cairo once a walk), else asking Cairo.
  @inline(__always)
  static func withRectangles<Result>(
    of cr: OpaquePointer, _ memo: DeviceClipMemo?,
    _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    if let memo { return memo.withRectangles(of: cr, body) }
    return DisplayListPainter.withDeviceClipRectangles(of: cr, body)
  }

  /// Calls `body` with the clip of `cr` as device rectangles, as
  /// ``DisplayListPainter/withDeviceClipRectangles(of:_:)`` does, asking Cairo only the first
  /// time; `cr` must be under the same clip on every call.
  func withRectangles<Result>(
    of cr: OpaquePointer, _ body: (UnsafeBufferPointer<cairo_rectangle_t>) -> Result
  ) -> Result? {
    if case .unasked = state {
      state = DisplayListPainter.copyDeviceClipRectangles(of: cr).map { .listed($0) } ?? .unlisted
    }
    guard case .listed(let list) = state else { return nil }
    return body(DisplayListPainter.rectangles(of: list))
  }
}
