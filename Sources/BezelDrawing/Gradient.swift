import Foundation

/// Colour stops along a gradient, locations in 0…1 in increasing order.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) {
      self.location = location
      self.color = color
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) {
    self.stops = stops
  }
}

/// What fills or strokes a path: a colour or a gradient in the path's coordinate space.
public enum Paint: Hashable, Sendable {
  case color(Color)
  /// A linear gradient from `start` to `end`; it pads beyond both ends.
  case linearGradient(Gradient, start: CGPoint, end: CGPoint)
  /// A radial gradient around `center` out to `radius`; `focus` is the highlight point
  /// the gradient starts from (equal to `center` for none).
  case radialGradient(Gradient, center: CGPoint, radius: Double, focus: CGPoint)
  /// A conic (angular, sweep) gradient around `center`: the stops' locations 0…1 are one full
  /// turn clockwise on screen from `startAngle` (radians, 0 at 3 o'clock, y down), like CSS's
  /// `conic-gradient`. It covers the whole plane; the colour jumps from the last stop back
  /// to the first at `startAngle`.
  ///
  /// ```swift
  /// // Red at 12 o'clock turning to blue just before it, as a ring's gradient stroke.
  /// let paint = Paint.conicGradient(
  ///   Gradient(stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)]),
  ///   center: CGPoint(x: 50, y: 50), startAngle: -.pi / 2)
  /// ```
  case conicGradient(Gradient, center: CGPoint, startAngle: Double)

  public static func solid(_ color: Color) -> Paint { .color(color) }
}
