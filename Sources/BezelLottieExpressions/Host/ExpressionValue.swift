/// An animatable property's value at one moment, before or after its expression.
package enum ExpressionValue: Sendable, Equatable {
  /// A number or a vector (position, scale, colour…).
  case numbers([Double])
  /// A path.
  case shape(ExpressionShapeValue)
  /// A text layer's document (`sourceText`).
  case text(ExpressionText)

  /// The first number (0 for paths and text).
  package var first: Double {
    if case .numbers(let n) = self { return n.first ?? 0 }
    return 0
  }

  /// The value with its numbers rounded to ten-thousandths: far below what a frame can show,
  /// and what baked keyframes keep.
  package var rounded: ExpressionValue {
    func r(_ v: Double) -> Double { abs(v) < 1e9 ? (v * 10_000).rounded() / 10_000 : v }
    switch self {
    case .numbers(let n): return .numbers(n.map(r))
    case .shape(let s):
      func points(_ p: [[Double]]) -> [[Double]] { p.map { $0.map(r) } }
      return .shape(
        ExpressionShapeValue(
          closed: s.closed, vertices: points(s.vertices), inTangents: points(s.inTangents),
          outTangents: points(s.outTangents)))
    case .text: return self
    }
  }
}
