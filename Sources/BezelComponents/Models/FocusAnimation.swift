import BezelMotion
import Foundation

/// The tap-to-focus timeline of a ``FocusFrame``: the brackets appear around the tapped point
/// larger than their size, shrink into place, hold, then fade away.
///
/// ```swift
/// let animation = FocusAnimation()
/// animation.state(at: 0)     // scale 1.5, opacity 1
/// animation.state(at: 0.3)   // scale 1, opacity 1
/// animation.state(at: 2)     // nil: gone
/// ```
public struct FocusAnimation: Hashable, Sendable {
  /// The brackets' look at one moment of the animation.
  public struct State: Hashable, Sendable {
    /// Relative to the brackets' resting size.
    public var scale: Double
    public var opacity: Double
  }

  /// The size the brackets appear at, relative to their resting size.
  public var initialScale: Double
  /// Seconds to shrink into place (ease-out).
  public var shrinkDuration: Double
  /// Seconds to stay in place.
  public var holdDuration: Double
  /// Seconds to fade away (ease-in-out).
  public var fadeDuration: Double

  public init(
    initialScale: Double = 1.5, shrinkDuration: Double = 0.3, holdDuration: Double = 0.7,
    fadeDuration: Double = 0.5
  ) {
    func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
    self.initialScale = initialScale.isFinite && initialScale > 0 ? initialScale : 1
    self.shrinkDuration = clean(shrinkDuration)
    self.holdDuration = clean(holdDuration)
    self.fadeDuration = clean(fadeDuration)
  }

  /// Seconds from the tap until the brackets are gone.
  public var duration: Double { shrinkDuration + holdDuration + fadeDuration }

  /// The state `elapsed` seconds after the tap, or `nil` before it and once it is over.
  public func state(at elapsed: Double) -> State? {
    guard elapsed >= 0, elapsed < duration else { return nil }
    if elapsed < shrinkDuration {
      let f = TimingFunction.easeOut.value(at: elapsed / shrinkDuration)
      return State(scale: initialScale + (1 - initialScale) * f, opacity: 1)
    }
    let fadeStart = shrinkDuration + holdDuration
    guard elapsed >= fadeStart, fadeDuration > 0 else { return State(scale: 1, opacity: 1) }
    let f = TimingFunction.easeInEaseOut.value(at: (elapsed - fadeStart) / fadeDuration)
    return State(scale: 1, opacity: 1 - f)
  }
}
