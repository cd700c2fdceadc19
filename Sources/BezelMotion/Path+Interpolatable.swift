import BezelDrawing
import Foundation

/// Paths morph point by point when they have the same structure (the same element kinds in
/// the same order); otherwise the animation switches from one to the other half-way, since
/// Core Animation leaves such morphs undefined.
extension Path: Interpolatable {
  public func interpolated(to other: Path, fraction: Double) -> Path {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard let pairs = Path.matchedPoints(self, other) else { return fraction < 0.5 ? self : other }
    var index = 0
    func next() -> CGPoint {
      defer { index += 1 }
      return pairs[index].0.interpolated(to: pairs[index].1, fraction: fraction)
    }
    var result = Path()
    for element in elements {
      switch element {
      case .move: result.move(to: next())
      case .line: result.addLine(to: next())
      case .quadCurve:
        let control = next()
        result.addQuadCurve(to: next(), control: control)
      case .curve:
        let c1 = next()
        let c2 = next()
        result.addCurve(to: next(), control1: c1, control2: c2)
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  public func distance(to other: Path) -> Double {
    guard let pairs = Path.matchedPoints(self, other) else { return 0 }
    return pairs.reduce(0) { $0 + $1.0.distance(to: $1.1) }
  }

  /// Corresponding points of two paths of the same structure (controls before end points),
  /// or `nil` when the structures differ.
  static func matchedPoints(_ a: Path, _ b: Path) -> [(CGPoint, CGPoint)]? {
    guard a.elements.count == b.elements.count else { return nil }
    var pairs: [(CGPoint, CGPoint)] = []
    pairs.reserveCapacity(a.elements.count * 3)
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
        pairs.append((p, q))
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        pairs.append((c, d))
        pairs.append((p, q))
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        pairs.append((c1, d1))
        pairs.append((c2, d2))
        pairs.append((p, q))
      case (.closeSubpath, .closeSubpath):
        continue
      default:
        return nil
      }
    }
    return pairs
  }
}
