/// A Bézier outline as expressions see it (`points()`, `inTangents()`, `outTangents()`,
/// `isClosed()`): vertices with tangents relative to them, as Lottie writes them.
package struct ExpressionShapeValue: Sendable, Hashable {
  package var closed: Bool
  package var vertices: [[Double]]
  package var inTangents: [[Double]]
  package var outTangents: [[Double]]

  package init(
    closed: Bool, vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]]
  ) {
    self.closed = closed
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
  }
}
