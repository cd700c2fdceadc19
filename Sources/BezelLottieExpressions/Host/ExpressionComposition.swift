/// A composition (the root or a precomposition asset) as expressions see it.
package final class ExpressionComposition {
  package let name: String
  let width: Double
  let height: Double
  package internal(set) var layers: [ExpressionLayer] = []
  /// The composition frames that can be shown (`nil`: none, or not known yet).
  package internal(set) var visible: ClosedRange<Double>?

  init(name: String, width: Double, height: Double) {
    self.name = name
    self.width = width
    self.height = height
  }
}
