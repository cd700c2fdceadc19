import Foundation

/// The circle a ring layer drew on last, shared by the layer and its presentation copies, so
/// whichever draws a frame finds the circle the last frame built (``RingCircle``).
@MainActor
final class KeptRingCircle {
  var circle: RingCircle?

  /// The circle of `drawing` in `bounds`: the kept one while it matches, else a new one,
  /// kept for the next frame.
  func circle(of drawing: RingDrawing, in bounds: CGRect) -> RingCircle {
    let shape = drawing.shape()
    if let circle, circle.matches(shape, in: bounds) { return circle }
    let made = RingCircle(shape: shape, in: bounds)
    circle = made
    return made
  }
}
