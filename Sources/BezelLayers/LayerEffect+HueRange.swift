extension LayerEffect {
  /// A range of hues that a Hue/Saturation adjustment is limited to: full strength within
  /// `width` / 2 degrees of `center`, fading linearly to nothing over `falloff` degrees on
  /// each side.
  ///
  /// After Effects' colour ranges are 30° wide with 30° of falloff on either side, centred on
  /// the primaries and secondaries:
  ///
  /// ```swift
  /// let reds = LayerEffect.HueRange.afterEffects(.reds)  // 345°…15°, fading out by 315° and 45°
  /// reds.weight(atHue: 30)  // 0.5
  /// ```
  public struct HueRange: Sendable, Equatable {
    /// After Effects' Channel Control choices that name a colour.
    public enum Colour: Int, Sendable, CaseIterable {
      case reds, yellows, greens, cyans, blues, magentas
    }

    /// The hue at the range's middle, in degrees (0 red, 120 green, 240 blue).
    public var center: Double
    /// The full-strength part, in degrees.
    public var width: Double
    /// How far beyond the full-strength part the strength fades to nothing, in degrees.
    public var falloff: Double

    public init(center: Double, width: Double, falloff: Double) {
      self.center = center
      self.width = width
      self.falloff = falloff
    }

    /// After Effects' default range for `colour`: 30° wide, 30° of falloff on either side.
    public static func afterEffects(_ colour: Colour) -> HueRange {
      HueRange(center: Double(colour.rawValue) * 60, width: 30, falloff: 30)
    }

    /// How strongly a pixel of hue `hue` (degrees) is adjusted: 1 inside the range, falling
    /// linearly to 0 across the falloff, 0 beyond.
    public func weight(atHue hue: Double) -> Double {
      guard hue.isFinite, center.isFinite else { return 0 }
      var d = (hue - center).truncatingRemainder(dividingBy: 360)
      if d < 0 { d += 360 }
      let distance = min(d, 360 - d)
      let half = max(width, 0) / 2
      if distance <= half { return 1 }
      guard falloff > 0, falloff.isFinite else { return 0 }
      return max(0, 1 - (distance - half) / falloff)
    }
  }
}
