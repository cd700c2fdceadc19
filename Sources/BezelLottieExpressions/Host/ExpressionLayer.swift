/// A layer as expressions see it: its timing, its place in its composition and its properties.
package final class ExpressionLayer {
  package let info: ExpressionLayerInfo
  unowned let composition: ExpressionComposition
  /// The position in the composition's layer list.
  let position: Int

  init(info: ExpressionLayerInfo, composition: ExpressionComposition, position: Int) {
    self.info = info
    self.composition = composition
    self.position = position
  }

  /// The layer's JSON path, e.g. `$.assets[1].layers[3]`.
  var path: String { info.path }
  var name: String { info.name }
  var index: Int? { info.index }
  var inPoint: Double { info.inPoint }
  var outPoint: Double { info.outPoint }
  var startTime: Double { info.startTime }

  /// The frame the layer's keyframes are read at, at composition frame `frame`: keyframe times
  /// are in the composition's time (as lottie-web and the player read them).
  func localFrame(_ frame: Double) -> Double {
    frame
  }

  /// The frame a precomposition layer shows of its composition at composition frame `frame`.
  func childFrame(_ frame: Double) -> Double {
    (frame - info.startTime) / info.stretch
  }

  var parent: ExpressionLayer? {
    guard let parentIndex = info.parentIndex, parentIndex != index else { return nil }
    return composition.layers.first { $0.index == parentIndex }
  }

  /// The node at `steps` inside the layer's property tree.
  func node(_ steps: [ExpressionStep]) -> (any ExpressionTreeNode)? {
    var n: (any ExpressionTreeNode)? = info.properties
    for s in steps {
      switch s {
      case .key(let k): n = n?.member(k)
      case .index(let i): n = n?.item(at: i)
      }
    }
    return n
  }
}
