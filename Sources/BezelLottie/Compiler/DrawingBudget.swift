/// A bound on how much one frame may draw, checked when an animation is compiled.
///
/// Repeaters and precompositions multiply: three nested repeaters of 1,000 copies, or ten
/// precompositions each showing the next one ten times, ask a few hundred bytes of JSON for
/// billions of shapes per frame; a repeater of 1,000 thousand-point stars asks for two million
/// stroked vertices. Such files are refused with a typed error instead of exhausting memory or
/// taking minutes per frame while it is drawn.
///
/// The weight is in *shape units*: a shape or style counts 1, and each fill or stroke also counts
/// half a unit for every vertex of the outlines it draws (what a rasteriser's time grows with:
/// a stroked 2,000-vertex star costs about as much as a thousand rectangles).
enum DrawingBudget {
  /// The most shape units one frame may draw.
  static let maxShapes = 1_000_000.0

  /// A shape unit for every this many vertices a style draws.
  static let verticesPerUnit = 2.0

  /// An upper bound on the shape units one evaluation of `nodes` costs.
  static func weight(of nodes: [ShapeNode]) -> Double {
    weight(of: nodes, stylesAbove: 0)
  }

  /// `stylesAbove` counts the styles of enclosing groups, which draw this group's outlines too.
  private static func weight(of nodes: [ShapeNode], stylesAbove: Int) -> Double {
    var styles = stylesAbove
    for node in nodes {
      if case .style = node { styles += 1 }
    }
    var total = 0.0
    for node in nodes {
      switch node {
      case .group(let items, _): total += weight(of: items, stylesAbove: styles)
      case .style: total += 1
      case .geometry(let geometry):
        total += 1 + maxVertices(geometry) * Double(styles) / verticesPerUnit
      case .trim, .roundCorners, .merge, .offsetPath, .puckerBloat, .zigZag, .twist: break
      case .repeater(let content, let settings):
        total += maxCopies(settings.copies) * weight(of: content, stylesAbove: styles)
      }
    }
    return total
  }

  /// The most vertices `geometry` has at any frame, before modifiers (which are bounded on
  /// their own, see ``ShapeEvaluator/maxModifierPoints``).
  static func maxVertices(_ geometry: GeometryNode) -> Double {
    switch geometry.kind {
    case .path(let track):
      switch track.storage {
      case .constant(let shape): return Double(shape.count)
      case .keyframes(let segments, let first, let last):
        var most = max(first.count, last.count)
        for segment in segments {
          most = max(most, segment.from.count, segment.to.count)
        }
        return Double(most)
      }
    case .rectangle: return 8
    case .ellipse: return 4
    case .polystar(let tracks):
      // The evaluator caps the points at 1,000, as a repeater's copies.
      return maxCopies(tracks.points) * (tracks.isStar ? 2 : 1)
    }
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
