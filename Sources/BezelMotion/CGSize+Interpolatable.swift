import Foundation

extension CGSize: AdditiveInterpolatable {
  public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: Double(width).interpolated(to: Double(other.width), fraction: fraction),
      height: Double(height).interpolated(to: Double(other.height), fraction: fraction))
  }

  public func distance(to other: CGSize) -> Double {
    Double(hypot(other.width - width, other.height - height))
  }

  public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }

  public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }
}
