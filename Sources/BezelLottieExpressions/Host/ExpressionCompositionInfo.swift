/// What expressions know of a composition (the root or a precomposition asset).
package struct ExpressionCompositionInfo {
  /// The asset id; `nil` for the root.
  package var id: String?
  package var name: String
  package var width: Double
  package var height: Double
  package var layers: [ExpressionLayerInfo]

  package init(
    id: String?, name: String, width: Double, height: Double, layers: [ExpressionLayerInfo]
  ) {
    self.id = id
    self.name = name
    self.width = width
    self.height = height
    self.layers = layers
  }
}
