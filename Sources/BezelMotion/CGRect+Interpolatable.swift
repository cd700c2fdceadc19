import Foundation

extension CGRect: AdditiveInterpolatable {
  public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }

  public func distance(to other: CGRect) -> Double {
    let o = origin.distance(to: other.origin)
    let s = size.distance(to: other.size)
    return (o * o + s * s).squareRoot()
  }

  public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }

  public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
}
