import Foundation

extension Path {
  /// Whether every point and control point of the path is finite (no NaN, no infinity): a
  /// path that is not has no place on a canvas and is drawn as nothing.
  package var isFinite: Bool {
    func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    return elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): return finite(p)
      case .quadCurve(let p, let c): return finite(p) && finite(c)
      case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
      case .closeSubpath: return true
      }
    }
  }
}
