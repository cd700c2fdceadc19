import Foundation

extension CGFloat: AdditiveInterpolatable {
  public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
    CGFloat(Double(self).interpolated(to: Double(other), fraction: fraction))
  }

  public func distance(to other: CGFloat) -> Double { Swift.abs(Double(other) - Double(self)) }
  public func adding(_ other: CGFloat) -> CGFloat { self + other }
  public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
}
