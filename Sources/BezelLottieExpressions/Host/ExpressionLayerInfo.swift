/// What expressions know of a layer: its names, timing, size and property tree.
package struct ExpressionLayerInfo {
  /// The layer's JSON path, e.g. `$.assets[1].layers[3]`; its properties' paths extend it.
  package var path: String
  package var name: String
  /// `ind`.
  package var index: Int?
  /// The `ind` of the parent layer.
  package var parentIndex: Int?
  /// Frames in the composition's time.
  package var startTime: Double
  /// The time stretch (`sr`), never 0.
  package var stretch: Double
  package var inPoint: Double
  package var outPoint: Double
  package var isHidden: Bool
  /// The layer's own size (precompositions, solids), else 0.
  package var width: Double
  package var height: Double
  /// The asset the layer shows (`refId`): a precomposition, image or data footage.
  package var reference: String?
  package var hasTimeRemap: Bool
  /// Where the layer's properties carrying expressions are, in the order they are baked.
  package var expressionSites: [[ExpressionStep]]
  package var properties: any ExpressionTreeNode

  package init(
    path: String, name: String, index: Int?, parentIndex: Int?, startTime: Double,
    stretch: Double, inPoint: Double, outPoint: Double, isHidden: Bool, width: Double,
    height: Double, reference: String?, hasTimeRemap: Bool, expressionSites: [[ExpressionStep]],
    properties: any ExpressionTreeNode
  ) {
    self.path = path
    self.name = name
    self.index = index
    self.parentIndex = parentIndex
    self.startTime = startTime
    self.stretch = stretch
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.isHidden = isHidden
    self.width = width
    self.height = height
    self.reference = reference
    self.hasTimeRemap = hasTimeRemap
    self.expressionSites = expressionSites
    self.properties = properties
  }
}
