import BezelMotion
import Foundation

/// A rectangle moving to another over a duration, as a pure function of clock time: the
/// brackets of a ``FocusFrame`` snapping to a detected document or code.
///
/// ```swift
/// var frame = RectTransition(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
/// frame.move(to: CGRect(x: 20, y: 20, width: 40, height: 40), at: 1, duration: 0.5,
///            timingFunction: .linear)
/// frame.rect(at: 1.25)   // (10, 10, 70, 70)
/// ```
///
/// A move starts from wherever the rectangle is at that moment, so snapping again mid-way
/// never jumps.
public struct RectTransition: Hashable, Sendable {
  public private(set) var from: CGRect
  public private(set) var to: CGRect
  public private(set) var startTime: Double
  public private(set) var duration: Double
  public private(set) var timingFunction: TimingFunction

  public init(rect: CGRect) {
    from = rect
    to = rect
    startTime = -.infinity
    duration = 0
    timingFunction = .linear
  }

  /// Moves to `rect` from where it is at `time`, over `duration` seconds (0: at once).
  public mutating func move(
    to rect: CGRect, at time: Double, duration: Double = 0,
    timingFunction: TimingFunction = .easeInEaseOut
  ) {
    from = self.rect(at: time)
    to = rect.standardized
    startTime = time.isFinite ? time : 0
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.timingFunction = timingFunction
  }

  /// The rectangle at `time`.
  public func rect(at time: Double) -> CGRect {
    guard time > startTime else { return from }
    guard duration > 0, time < startTime + duration else { return to }
    let f = timingFunction.value(at: (time - startTime) / duration)
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    return CGRect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }
}
