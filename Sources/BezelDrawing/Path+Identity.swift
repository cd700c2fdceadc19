import Foundation

extension Path {
  /// Whether `other` holds the same elements with the same coordinates bit for bit.
  ///
  /// Stricter than `==`, which takes `-0.0` for `0.0` and never matches a NaN: a value
  /// computed from one path (a ``PathMeasure``) stands for the other only when every bit it
  /// was computed from is the same.
  ///
  /// - Complexity: O(*n*) in the number of elements; O(1) when both share their storage.
  package func isIdentical(to other: Path) -> Bool {
    guard elements.count == other.elements.count else { return false }
    let same = elements.withUnsafeBufferPointer { a in
      other.elements.withUnsafeBufferPointer { b in
        a.baseAddress == b.baseAddress
      }
    }
    if same { return true }
    @inline(__always) func identical(_ p: CGPoint, _ q: CGPoint) -> Bool {
      Double(p.x).bitPattern == Double(q.x).bitPattern
        && Double(p.y).bitPattern == Double(q.y).bitPattern
    }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
        guard identical(p, q) else { return false }
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        guard identical(p, q), identical(c, d) else { return false }
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        guard identical(p, q), identical(c1, d1), identical(c2, d2) else { return false }
      case (.closeSubpath, .closeSubpath):
        continue
      default:
        return false
      }
    }
    return true
  }
}
