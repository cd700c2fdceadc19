import BezelDrawing
import Foundation

/// A ring's circle: one full turn starting at 12 o'clock (or ``startAngle`` past it), on a radius of
/// `(min(width, height) − lineWidth) / 2` so a stroke of `lineWidth` stays inside the rect.
///
/// Trimming it to `0…progress` draws the filled part of the ring.
public struct RingShape: Shape, Hashable {
  public var lineWidth: Double
  public var direction: RingDirection
  /// Where the turn starts, in radians clockwise on screen from 12 o'clock.
  public var startAngle: Double

  public init(lineWidth: Double = 10, direction: RingDirection = .clockwise, startAngle: Double = 0)
  {
    self.lineWidth = lineWidth
    self.direction = direction
    self.startAngle = startAngle
  }

  /// The circle's radius in `rect`, never negative.
  public func radius(in rect: CGRect) -> Double {
    max(0, (min(rect.width, rect.height) - max(0, lineWidth)) / 2)
  }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    let start = -Double.pi / 2 + (startAngle.isFinite ? startAngle : 0)
    let clockwise = direction == .clockwise
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius(in: rect), startAngle: start,
      endAngle: clockwise ? start + 2 * .pi : start - 2 * .pi, clockwise: clockwise)
    return path
  }
}
