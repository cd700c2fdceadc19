import BezelDrawing
import Foundation

/// Whether two numbers agree within an absolute tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree within an absolute tolerance in each coordinate.
func isClose(_ a: CGPoint?, _ b: CGPoint, within tolerance: Double) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

extension Path {
  /// The first point of the path (its first `move`).
  var firstPoint: CGPoint? {
    guard case .move(let p) = elements.first else { return nil }
    return p
  }

  /// The element kinds, for comparing structure: "M", "L", "Q", "C", "Z".
  var shape: String {
    elements.map { element -> String in
      switch element {
      case .move: return "M"
      case .line: return "L"
      case .quadCurve: return "Q"
      case .curve: return "C"
      case .closeSubpath: return "Z"
      }
    }.joined()
  }
}

/// Whether two element lists have the same structure and points within `tolerance`.
func isClose(_ a: [PathElement], _ b: [PathElement], within tolerance: Double = 1e-9) -> Bool {
  guard a.count == b.count else { return false }
  for (x, y) in zip(a, b) {
    switch (x, y) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
      if !isClose(p, q, within: tolerance) { return false }
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      if !isClose(p, q, within: tolerance) || !isClose(c, d, within: tolerance) { return false }
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      if !isClose(p, q, within: tolerance) || !isClose(c1, d1, within: tolerance)
        || !isClose(c2, d2, within: tolerance)
      {
        return false
      }
    case (.closeSubpath, .closeSubpath):
      continue
    default:
      return false
    }
  }
  return true
}
