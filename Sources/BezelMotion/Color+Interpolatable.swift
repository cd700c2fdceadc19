import BezelDrawing

/// Colours blend component by component in sRGB with straight alpha, as Core Animation does.
extension Color: AdditiveInterpolatable {
  public func interpolated(to other: Color, fraction: Double) -> Color {
    Color(
      red: red.interpolated(to: other.red, fraction: fraction),
      green: green.interpolated(to: other.green, fraction: fraction),
      blue: blue.interpolated(to: other.blue, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }

  public func distance(to other: Color) -> Double {
    let dr = other.red - red
    let dg = other.green - green
    let db = other.blue - blue
    let da = other.alpha - alpha
    return (dr * dr + dg * dg + db * db + da * da).squareRoot()
  }

  /// A clear colour with the same hue, so that animating from `nil` fades in.
  public static func absentValue(matching value: Color) -> Color? { value.withAlpha(0) }

  public func adding(_ other: Color) -> Color {
    Color(
      red: red + other.red, green: green + other.green, blue: blue + other.blue,
      alpha: alpha + other.alpha)
  }

  public func subtracting(_ other: Color) -> Color {
    Color(
      red: red - other.red, green: green - other.green, blue: blue - other.blue,
      alpha: alpha - other.alpha)
  }
}
