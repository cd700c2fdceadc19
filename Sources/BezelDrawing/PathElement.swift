import Foundation

/// One element of a ``Path``: the same vocabulary as `CGPathElement`.
public enum PathElement: Hashable, Sendable {
  case move(to: CGPoint)
  case line(to: CGPoint)
  case quadCurve(to: CGPoint, control: CGPoint)
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  case closeSubpath

  /// The element with every point mapped by `transform`.
  public func applying(_ transform: Transform) -> PathElement {
    switch self {
    case .move(let p): return .move(to: transform.apply(to: p))
    case .line(let p): return .line(to: transform.apply(to: p))
    case .quadCurve(let p, let c):
      return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
    case .curve(let p, let c1, let c2):
      return .curve(
        to: transform.apply(to: p), control1: transform.apply(to: c1),
        control2: transform.apply(to: c2))
    case .closeSubpath: return .closeSubpath
    }
  }
}
