/// A property that is either one value or keyframes (`{"a": 1, "k": [...]}`).
struct AnimatableModel<Value: KeyframeValue>: Sendable, Decodable {
  enum Content: Sendable {
    case fixed(Value)
    case keyframes([KeyframeModel<Value>])
  }

  var content: Content
  /// Whether the property carries an expression (reported, not run).
  var hasExpression: Bool

  init(_ value: Value) {
    content = .fixed(value)
    hasExpression = false
  }

  private enum Keys: String, CodingKey { case a, k, x }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    hasExpression = (try? c.decodeIfPresent(String.self, forKey: .x)) != nil
    if hasExpression { decoder.report("expression", at: Keys.x) }
    guard c.contains(.k) else {
      throw DecodingError.keyNotFound(
        Keys.k,
        .init(codingPath: decoder.codingPath, debugDescription: "property has no value 'k'"))
    }
    // Decide by the shape of `k`, as lottie-web does (`a` is often missing or wrong).
    if var array = try? c.nestedUnkeyedContainer(forKey: .k) {
      let firstIsNumber = array.isAtEnd || (try? array.decode(Double.self)) != nil
      if firstIsNumber {
        content = .fixed(try Value(lottie: c.superDecoder(forKey: .k)))
      } else {
        content = .keyframes(try c.decode([KeyframeModel<Value>].self, forKey: .k))
      }
    } else {
      content = .fixed(try Value(lottie: c.superDecoder(forKey: .k)))
    }
  }

  var isAnimated: Bool {
    if case .keyframes = content { return true }
    return false
  }
}
