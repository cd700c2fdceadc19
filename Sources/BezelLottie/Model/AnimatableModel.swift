/// A property that is either one value or keyframes (`{"a": 1, "k": [...]}`).
struct AnimatableModel<Value: KeyframeValue>: Sendable, Decodable {
  enum Content: Sendable {
    case fixed(Value)
    case keyframes([KeyframeModel<Value>])
  }

  /// The value or keyframes the file holds.
  var decoded: Content
  /// Whether the property carries an expression.
  var hasExpression: Bool
  /// Where the expression's baked keyframes go, when it has one.
  var expression: ExpressionSlot?

  /// The keyframes to draw: the expression's once baked, else the file's own.
  var content: Content { bakedContent ?? decoded }

  init(_ value: Value) {
    decoded = .fixed(value)
    hasExpression = false
  }

  private typealias Keys = LottieCodingKey

  init(from decoder: any Decoder) throws {
    // Files before 5.7.15 write a text path's margins as bare numbers, which lottie-web wraps
    // as `{"a": 0, "k": …}`; any property written without its object reads the same way.
    guard let c = try? decoder.container(keyedBy: Keys.self) else {
      decoded = .fixed(try Value(lottie: decoder))
      hasExpression = false
      return
    }
    hasExpression = (try? c.decodeIfPresent(String.self, forKey: .x)) != nil
    if hasExpression { expression = decoder.expressionSlot(report: Keys.x) }
    guard c.contains(.k) else {
      throw DecodingError.keyNotFound(
        Keys.k,
        .init(codingPath: decoder.codingPath, debugDescription: "property has no value 'k'"))
    }
    // Decide by the shape of `k`, as lottie-web does (`a` is often missing or wrong).
    if var array = try? c.nestedUnkeyedContainer(forKey: .k) {
      let firstIsNumber = array.isAtEnd || (try? array.decode(Double.self)) != nil
      if firstIsNumber {
        decoded = .fixed(try Value(lottie: c.superDecoder(forKey: .k)))
      } else {
        decoded = .keyframes(try Self.keyframes(c.nestedUnkeyedContainer(forKey: .k)))
      }
    } else {
      decoded = .fixed(try Value(lottie: c.superDecoder(forKey: .k)))
    }
  }

  /// The keyframes of `list`, leaving out entries that are not objects: lottie-web reads
  /// them as keyframes without a time or value, which draw nothing of their own.
  private static func keyframes(_ list: any UnkeyedDecodingContainer) throws
    -> [KeyframeModel<Value>]
  {
    var list = list
    var frames: [KeyframeModel<Value>] = []
    while !list.isAtEnd {
      let element = try list.superDecoder()
      guard (try? element.container(keyedBy: LottieCodingKey.self)) != nil else { continue }
      frames.append(try KeyframeModel(from: element))
    }
    return frames
  }

  var isAnimated: Bool {
    if case .keyframes = content { return true }
    return false
  }
}

extension AnimatableModel where Value == ShapeValue {
  /// Makes every outline the file holds closed or open (`closed` / `cl` of old files).
  mutating func close(_ closed: Bool) {
    switch decoded {
    case .fixed(var shape):
      shape.closed = closed
      decoded = .fixed(shape)
    case .keyframes(var frames):
      for i in frames.indices {
        frames[i].start?.closed = closed
        frames[i].end?.closed = closed
      }
      decoded = .keyframes(frames)
    }
  }
}
