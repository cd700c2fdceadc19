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

  public static func solid(_ color: Color) -> Paint { .color(color) }
}
