import BezelDrawing
import Foundation

@testable import BezelLottieExpressions

/// A document made in code, with no Lottie file behind it: what the interface asks of a player.
struct FakeDocument {
  var frameRate = 10.0
  var inPoint = 0.0
  var outPoint = 40.0
  var compositions: [ExpressionCompositionInfo] = []
  var footage: [String: any ExpressionTreeNode] = [:]

  /// A layer of the root composition with the given property tree.
  static func layer(
    _ name: String, index: Int, parent: Int? = nil, properties: FakeNode,
    sites: [[ExpressionStep]] = []
  ) -> ExpressionLayerInfo {
    ExpressionLayerInfo(
      path: "$.layers[\(index - 1)]", name: name, index: index, parentIndex: parent,
      startTime: 0, stretch: 1, inPoint: 0, outPoint: 40, isHidden: false, width: 0, height: 0,
      reference: nil, hasTimeRemap: false, expressionSites: sites, properties: properties)
  }
}

extension FakeDocument: ExpressionDocument {
  /// Straight lines between the vertices (tangents are ignored: the tests' paths have none).
  func path(of shape: ExpressionShapeValue) -> Path {
    var path = Path()
    for (i, v) in shape.vertices.enumerated() {
      let p = CGPoint(x: v[0], y: v[1])
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    if shape.closed { path.closeSubpath() }
    return path
  }
}
