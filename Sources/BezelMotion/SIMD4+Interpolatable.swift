/// Four numbers blended lane by lane: points with depth, scales, colours as RGBA.
///
/// ```swift
/// SIMD4<Double>(0, 0, 0, 1).interpolated(to: SIMD4(1, 0.5, 0, 1), fraction: 0.5)
/// // (0.5, 0.25, 0, 1)
/// ```
extension SIMD4: Interpolatable where Scalar == Double {
  public func interpolated(to other: SIMD4<Double>, fraction: Double) -> SIMD4<Double> {
    // Exact at both ends, like the scalar blend.
    fraction == 1 ? other : self + (other - self) * fraction
  }

  /// The Euclidean distance over all four lanes.
  public func distance(to other: SIMD4<Double>) -> Double {
    let d = other - self
    return (d * d).sum().squareRoot()
  }
}
