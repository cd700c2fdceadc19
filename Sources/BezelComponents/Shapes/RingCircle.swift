import BezelDrawing
import Foundation

/// The circle a ring is stroked on in one rectangle, measured once: kept by a ring's layer
/// while its shape and bounds stay, so a frame trims the kept circle instead of building and
/// measuring a new one, and hands out the same track path (an identity check when the list
/// is compared with the last frame's).
struct RingCircle: Sendable {
  /// What the circle was built from.
  let shape: RingShape
  let bounds: CGRect
  /// `shape.path(in: bounds)`.
  let path: Path
  private let measure: PathMeasure

  init(shape: RingShape, in bounds: CGRect) {
    self.shape = shape
    self.bounds = bounds
    path = shape.path(in: bounds)
    measure = PathMeasure(path)
  }

  /// Whether this is the circle of `shape` in `bounds`.
  func matches(_ shape: RingShape, in bounds: CGRect) -> Bool {
    self.shape == shape && self.bounds == bounds
  }

  /// The circle from its start to `fraction` of a turn: `path.trimmed(from: 0, to: fraction)`
  /// without measuring it again.
  func trimmed(to fraction: Double) -> Path {
    measure.trimmed(from: 0, to: fraction)
  }
}
