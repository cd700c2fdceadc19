import Foundation

extension Gradient {
  /// The colour at `location` (0…1): the stops' colours interpolated linearly with straight
  /// alpha, padding with the first and last stop beyond them.
  ///
  /// ```swift
  /// let g = Gradient(stops: [.init(location: 0, color: .red), .init(location: 1, color: .blue)])
  /// g.color(at: 0.25)  // (0.75, 0, 0.25)
  /// ```
  public func color(at location: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard location > first.location else { return first.color }
    guard location < last.location else { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let span = b.location - a.location
      let f = span > 0 ? (location - a.location) / span : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      return Color(
        red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }
}
