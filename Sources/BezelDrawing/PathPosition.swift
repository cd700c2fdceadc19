import Foundation

/// A point on a path and the direction the path travels there.
public struct PathPosition: Hashable, Sendable {
  public var point: CGPoint
  /// The direction of travel in radians, `atan2(dy, dx)`: 0 towards +x, π/2 towards +y (down on
  /// screen), so `Transform(rotationAngle: tangentAngle)` turns +x along the path.
  public var tangentAngle: Double

  public init(point: CGPoint, tangentAngle: Double) {
    self.point = point
    self.tangentAngle = tangentAngle
  }
}
