import BezelDrawing
import Foundation

/// A shape turned about the centre of the rect it is drawn in (SwiftUI's `.rotation(_:)`).
public struct RotatedShape<Base: Shape>: Shape {
  public var base: Base
  /// Radians, clockwise on screen.
  public var angle: Double

  public init(_ base: Base, angle: Double) {
    self.base = base
    self.angle = angle
  }

  public func path(in rect: CGRect) -> Path {
    let turn = Transform(translationX: -rect.midX, y: -rect.midY)
      .concatenating(Transform(rotationAngle: angle))
      .concatenating(Transform(translationX: rect.midX, y: rect.midY))
    return base.path(in: rect).applying(turn)
  }
}

extension Shape {
  /// This shape turned by `angle` radians (clockwise on screen) about the rect's centre.
  public func rotation(_ angle: Double) -> RotatedShape<Self> {
    RotatedShape(self, angle: angle)
  }
}
