import BezelLottieExpressions

extension Double {
  /// A baked expression value: its first number.
  init?(baked value: ExpressionValue) {
    guard case .numbers(let n) = value, let first = n.first else { return nil }
    self = first
  }
}

extension NumberList {
  init?(baked value: ExpressionValue) {
    guard case .numbers(let n) = value else { return nil }
    self.init(n)
  }
}

extension ShapeValue {
  init?(baked value: ExpressionValue) {
    guard case .shape(let s) = value else { return nil }
    self.init(s)
  }

  /// The outline an expression sees or made, as the model holds outlines.
  init(_ s: ExpressionShapeValue) {
    self.init(
      closed: s.closed, vertices: s.vertices, inTangents: s.inTangents, outTangents: s.outTangents)
  }
}

extension KeyframeModel {
  /// A keyframe holding `start` from `time` on, blended linearly to the next.
  init(time: Double, start: Value) {
    self.time = time
    self.start = start
    end = nil
    easeOut = nil
    easeIn = nil
    hold = false
    spatialOut = nil
    spatialIn = nil
  }
}

extension AnimatableModel {
  /// The baked expression's keyframes in the property's own type; `nil` when there are none.
  var bakedContent: Content? {
    guard let keyframes = expression?.keyframes, !keyframes.isEmpty else { return nil }
    if keyframes.count == 1 {
      return Value(baked: keyframes[0].value).map { .fixed($0) }
    }
    var frames: [KeyframeModel<Value>] = []
    for k in keyframes {
      guard let v = Value(baked: k.value) else { return nil }
      frames.append(KeyframeModel(time: k.time, start: v))
    }
    return .keyframes(frames)
  }
}
