/// A bound on how much one frame may draw, checked when an animation is compiled.
///
/// Repeaters and precompositions multiply: three nested repeaters of 1,000 copies, or ten
/// precompositions each showing the next one ten times, ask a few hundred bytes of JSON for
/// billions of shapes per frame. Such files are refused with a typed error instead of
/// exhausting memory while a frame is built.
enum DrawingBudget {
  /// The most shapes and styles one frame may produce.
  static let maxShapes = 1_000_000.0

  /// An upper bound on the shapes and styles one evaluation of `nodes` produces.
  static func weight(of nodes: [ShapeNode]) -> Double {
    var total = 0.0
    for node in nodes {
      switch node {
      case .group(let items, _): total += weight(of: items)
      case .geometry, .style: total += 1
      case .trim, .roundCorners, .merge, .offsetPath, .puckerBloat, .zigZag, .twist: break
      case .repeater(let content, let settings):
        total += maxCopies(settings.copies) * weight(of: content)
      }
    }
    return total
  }

  /// The most copies a repeater makes at any frame (the evaluator caps each at 1,000).
  static func maxCopies(_ copies: Track<Double>) -> Double {
    func clamped(_ value: Double) -> Double {
      value.isFinite ? min(max(value, 0), 1000).rounded(.up) : 0
    }
    switch copies.storage {
    case .constant(let value): return clamped(value)
    case .keyframes(let segments, let first, let last):
      var most = max(clamped(first), clamped(last))
      for segment in segments { most = max(most, clamped(segment.from), clamped(segment.to)) }
      return most
    }
  }
}
