import BezelDrawing
import BezelLayers
import Foundation

/// What a ``Canvas`` remembers of the last frame it drew into its own surface and into a
/// caller's buffer, to redraw only what changed.
struct RetainedFrames {
  /// A drawn frame: the list and how it was drawn.
  struct Frame {
    var list: DisplayList
    var scale: Double
    var background: Color?
    var policy: RenderPolicy
  }

  var enabled = true
  /// The frame the canvas's own surface holds.
  var surfaceFrame: Frame?
  /// The frame in `buffer`, the caller's array last drawn into.
  var bufferFrame: Frame?
  /// Shares the caller's storage: while it does, any write to the caller's array copies the
  /// storage first, so finding the same storage again means finding the same pixels.
  var buffer: [UInt32] = []
  private(set) var statistics = RetainedFrameStatistics()

  /// Drops the frames held (they stay valid, but a change of setting starts afresh).
  mutating func forget() {
    surfaceFrame = nil
    bufferFrame = nil
    buffer = []
  }

  /// Whether `pixels` is the storage last drawn into (and so still holds that frame).
  func isSameBuffer(_ pixels: [UInt32]) -> Bool {
    guard enabled, !buffer.isEmpty, buffer.count == pixels.count else { return false }
    let held = buffer.withUnsafeBufferPointer { $0.baseAddress }
    return held == pixels.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// Where `frame` must be drawn over pixels holding `previous` (`nil`: all of them), and
  /// counts the frame in ``statistics``.
  mutating func damage(to frame: Frame, from previous: Frame?, width: Int, height: Int)
    -> FrameDamage?
  {
    statistics.frames += 1
    let area = width * height
    guard enabled, let previous, previous.scale == frame.scale,
      previous.background == frame.background, previous.policy == frame.policy,
      let damage = FrameDamage(
        from: previous.list, to: frame.list, scale: frame.scale, width: width, height: height)
    else {
      statistics.redrawnPixels += area
      statistics.totalPixels += area
      return nil
    }
    let redrawn = damage.redrawnArea
    statistics.totalPixels += area
    statistics.redrawnPixels += redrawn
    if redrawn == 0 { statistics.reused += 1 } else { statistics.partial += 1 }
    return damage
  }
}
