import BezelLayers
import Foundation

/// One interactive scene of the preview window: laid out for the view's size, drawn as
/// a display list at live time, and fed the clicks the view receives.
///
/// Time is seconds on the host's monotonic clock, the clock the scene was made with: a press
/// happens at the clock's current reading (components consult the clock too, e.g. an overlay's
/// hit testing asks whether it shows now), a frame at the frame clock's time. Time never goes
/// back, but may skip ahead (frames can be dropped; scenes must not count ticks).
@MainActor
protocol PreviewScene: AnyObject {
  /// Lays the scene out again for a canvas of `size` points (the view's size).
  func layout(size: CGSize, time: Double)
  /// The picture at `time`.
  func displayList(at time: Double) -> DisplayList
  /// A primary-button press at `point` (canvas points, y down) at `time`.
  func press(at point: CGPoint, time: Double)
  /// Whether the picture can change after `time` without further input. While true the host
  /// redraws on every frame of the display; once false it stops until the next input.
  func isAnimating(at time: Double) -> Bool
  /// What the scene says to a screen reader at `time` (its window's layer tree's).
  func accessibilityElements(at time: Double) -> [AccessibilityElement]
}
