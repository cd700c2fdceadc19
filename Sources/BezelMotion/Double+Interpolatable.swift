extension Double: AdditiveInterpolatable {
  public func interpolated(to other: Double, fraction: Double) -> Double {
    // Exact at both ends, unlike `self + (other − self) × fraction`.
    fraction == 1 ? other : self + (other - self) * fraction
  }

  public func distance(to other: Double) -> Double { abs(other - self) }
  public func adding(_ other: Double) -> Double { self + other }
  public func subtracting(_ other: Double) -> Double { self - other }
}
