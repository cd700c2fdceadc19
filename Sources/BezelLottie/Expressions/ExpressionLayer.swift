/// A layer as expressions see it: its JSON, timing and place in its composition.
final class ExpressionLayer {
  let json: [String: LottieJSON]
  /// The layer's JSON path, e.g. `$.assets[1].layers[3]`.
  let path: String
  let steps: [LottieJSON.Step]
  unowned let composition: ExpressionComposition
  /// The position in the composition's layer list.
  let position: Int
  let name: String
  let index: Int?
  let parentIndex: Int?
  let startTime: Double
  let stretch: Double
  let inPoint: Double
  let outPoint: Double

  init(
    json: [String: LottieJSON], path: String, steps: [LottieJSON.Step],
    composition: ExpressionComposition, position: Int
  ) {
    self.json = json
    self.path = path
    self.steps = steps
    self.composition = composition
    self.position = position
    name = json["nm"]?.stringValue ?? ""
    index = json["ind"]?.numberValue.map { Int(exactly: $0.rounded()) ?? 0 }
    parentIndex = json["parent"]?.numberValue.map { Int(exactly: $0.rounded()) ?? 0 }
    startTime = json["st"]?.numberValue ?? 0
    let sr = json["sr"]?.numberValue ?? 1
    stretch = sr == 0 || !sr.isFinite ? 1 : sr
    inPoint = json["ip"]?.numberValue ?? 0
    outPoint = json["op"]?.numberValue ?? 0
  }

  /// The frame the layer's keyframes are read at, at composition frame `frame`: keyframe times
  /// are in the composition's time (as lottie-web and the player read them).
  func localFrame(_ frame: Double) -> Double {
    frame
  }

  /// The frame a precomposition layer shows of its composition at composition frame `frame`.
  func childFrame(_ frame: Double) -> Double {
    (frame - startTime) / stretch
  }

  var parent: ExpressionLayer? {
    guard let parentIndex, parentIndex != index else { return nil }
    return composition.layers.first { $0.index == parentIndex }
  }
}

/// A composition (the root or a precomposition asset) as expressions see it.
final class ExpressionComposition {
  let name: String
  let width: Double
  let height: Double
  var layers: [ExpressionLayer] = []
  /// The composition frames that can be shown (`nil`: none, or not known yet).
  var visible: ClosedRange<Double>?

  init(name: String, width: Double, height: Double) {
    self.name = name
    self.width = width
    self.height = height
  }
}
