/// A seed scene's frame written by hand with Cairo (and Pango for text): the baseline the
/// engine's overhead is measured against.
@MainActor
protocol DirectFrame: AnyObject {
  /// Draws the frame at `time` into `cr`, in points (the caller has applied the scale and
  /// cleared the surface).
  func draw(_ cr: OpaquePointer, at time: Double)
}
