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

  /// A memo for a walk over `items`, `nil` when a lone shape asks once anyway. A lone
  /// group gets one: a group with no clip or compositing of its own hands it on to its
  /// children (a Lottie layer is such a group round its shapes).
  static func forWalk(over items: some Collection<DisplayItem>) -> DeviceClipMemo? {
    guard isEnabled, let first = items.first else { return nil }
    guard items.count > 1 else {
      if case .group = first { return DeviceClipMemo() }
      return nil
    }
    return DeviceClipMemo()
  }

  deinit {
    if case .listed(let list) = state { cairo_rectangle_list_destroy(list) }
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
