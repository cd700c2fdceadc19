import BezelDrawing

/// What a document shows its expressions: the small interface the Lottie player implements
/// over its model and the host (``ExpressionHost``) evaluates against.
///
/// ```swift
/// let host = ExpressionHost(document: myDocument)
/// let baked = ExpressionBaker.bake(host)   // keyframes per property carrying an expression
/// ```
package protocol ExpressionDocument {
  /// Frames per second.
  var frameRate: Double { get }
  /// The first and the end frame of the root composition.
  var inPoint: Double { get }
  var outPoint: Double { get }
  /// The root composition first, then the precompositions in asset order.
  var compositions: [ExpressionCompositionInfo] { get }
  /// Data footage (JSON files a data layer shows), by asset id.
  var footage: [String: any ExpressionTreeNode] { get }
  /// The outline as a drawing path, measured for `pointOnPath` and `tangentOnPath`.
  func path(of shape: ExpressionShapeValue) -> Path
}
