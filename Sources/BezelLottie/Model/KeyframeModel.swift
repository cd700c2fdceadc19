/// One keyframe: the value from `time` on, with the easing towards the next keyframe.
struct KeyframeModel<Value: KeyframeValue>: Sendable, Decodable {
  var time: Double
  var start: Value?
  /// The end value, written by old (v4) exporters; newer files use the next keyframe's start.
  var end: Value?
  /// Easing handles of the curve from this keyframe to the next (`o` then `i`).
  var easeOut: EasingModel?
  var easeIn: EasingModel?
  var hold: Bool
  /// Spatial tangents (`to`, `ti`) of a position's path to the next keyframe.
  var spatialOut: [Double]?
  var spatialIn: [Double]?

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    guard let t = try c.number(.t) else {
      throw DecodingError.keyNotFound(
        Keys.t, .init(codingPath: decoder.codingPath, debugDescription: "keyframe has no time"))
    }
    time = t
    start = try c.lottie(Value.self, .s)
    end = try c.lottie(Value.self, .e)
    easeOut = try c.decodeIfPresent(EasingModel.self, forKey: .o)
    easeIn = try c.decodeIfPresent(EasingModel.self, forKey: .i)
    hold = try c.flag(.h)
    spatialOut = try c.lottie(NumberList.self, .to)?.values
    spatialIn = try c.lottie(NumberList.self, .ti)?.values
  }
}

/// A keyframe's easing handle; one number per dimension or one for all.
struct EasingModel: Sendable, Decodable, Hashable {
  var x: [Double]
  var y: [Double]

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    x = try c.lottie(NumberList.self, .x)?.values ?? []
    y = try c.lottie(NumberList.self, .y)?.values ?? []
  }
}
