import Foundation

extension CGPoint: AdditiveInterpolatable {
  public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(
      x: Double(x).interpolated(to: Double(other.x), fraction: fraction),
      y: Double(y).interpolated(to: Double(other.y), fraction: fraction))
  }

  public func distance(to other: CGPoint) -> Double {
    Double(hypot(other.x - x, other.y - y))
  }

  public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
  public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
}
