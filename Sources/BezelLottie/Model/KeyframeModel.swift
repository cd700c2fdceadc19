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

  private enum Keys: String, CodingKey { case t, s, e, i, o, h, to, ti }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    guard let t = try c.number(.t) else {
      throw DecodingError.keyNotFound(
        Keys.t, .init(codingPath: decoder.codingPath, debugDescription: "keyframe has no time"))
    }
    time = t
    start =
      try c.contains(.s) && !c.decodeNil(forKey: .s)
      ? Value(lottie: c.superDecoder(forKey: .s)) : nil
    end =
      try c.contains(.e) && !c.decodeNil(forKey: .e)
      ? Value(lottie: c.superDecoder(forKey: .e)) : nil
    easeOut = try c.decodeIfPresent(EasingModel.self, forKey: .o)
    easeIn = try c.decodeIfPresent(EasingModel.self, forKey: .i)
    hold = try c.flag(.h)
    spatialOut = try c.contains(.to) ? NumberList(lottie: c.superDecoder(forKey: .to)).values : nil
    spatialIn = try c.contains(.ti) ? NumberList(lottie: c.superDecoder(forKey: .ti)).values : nil
  }
}

/// A keyframe's easing handle; one number per dimension or one for all.
struct EasingModel: Sendable, Decodable, Hashable {
  var x: [Double]
  var y: [Double]

  private enum Keys: String, CodingKey { case x, y }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    x = c.contains(.x) ? try NumberList(lottie: c.superDecoder(forKey: .x)).values : []
    y = c.contains(.y) ? try NumberList(lottie: c.superDecoder(forKey: .y)).values : []
  }
}
