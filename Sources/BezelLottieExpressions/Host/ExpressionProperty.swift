/// One animatable property of the document, as expressions see it: its keyframed value (before
/// any expression), its keyframes, and its own expression if it has one.
package final class ExpressionProperty {
  /// The JSON path, e.g. `$.layers[0].ks.p`; also the property's identity.
  package let path: String
  /// Where the property is inside its layer.
  let steps: [ExpressionStep]
  unowned let layer: ExpressionLayer
  package let source: String?
  /// Keyframe times (local frames).
  let keyTimes: [Double]
  /// The split position's x and y, when this stands for a separated position.
  let components: [ExpressionProperty]
  private let track: (any ExpressionTrack)?

  init(
    track: any ExpressionTrack, source: String?, path: String, steps: [ExpressionStep],
    layer: ExpressionLayer
  ) {
    self.path = path
    self.steps = steps
    self.layer = layer
    self.source = source
    self.track = track
    keyTimes = track.keyTimes
    components = []
  }

  /// A separated position standing for its `x` and `y` properties.
  init(split: [ExpressionProperty], path: String, steps: [ExpressionStep], layer: ExpressionLayer) {
    self.path = path
    self.steps = steps
    self.layer = layer
    source = nil
    components = split
    keyTimes = split.first?.keyTimes ?? []
    track = nil
  }

  var isShape: Bool {
    if case .shape = rawValue(at: keyTimes.first ?? 0) { return true }
    return false
  }

  /// The value before the expression, at local frame `frame`.
  func rawValue(at frame: Double) -> ExpressionValue {
    if !components.isEmpty {
      return .numbers(components.map { $0.rawValue(at: frame).first })
    }
    return track?.value(at: frame) ?? .numbers([0])
  }
}
