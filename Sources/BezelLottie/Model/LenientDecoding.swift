/// Reading the loose value types real Lottie files contain, as lottie-web does.
///
/// Exporters write numbers as integers, floats, booleans, numeric strings or one-element
/// arrays; anything else is a type error naming its path. Every optional key goes through
/// ``has(_:)``, so an explicit `null` anywhere means the same as a missing key.
extension KeyedDecodingContainer {
  /// Whether `key` holds a value: a missing key and an explicit `null` are both absent.
  func has(_ key: Key) -> Bool {
    contains(key) && (try? decodeNil(forKey: key)) != true
  }

  /// The value at `key` read with its lenient reader, or `nil` when absent or `null`.
  func lottie<Value: KeyframeValue>(_ type: Value.Type, _ key: Key) throws -> Value? {
    has(key) ? try Value(lottie: superDecoder(forKey: key)) : nil
  }

  /// The object at `key`, or `nil` when absent or `null`; any other type is an error.
  func nested<NestedKey: CodingKey>(_ type: NestedKey.Type, _ key: Key) throws
    -> KeyedDecodingContainer<NestedKey>?
  {
    has(key) ? try nestedContainer(keyedBy: type, forKey: key) : nil
  }

  func number(_ key: Key) throws -> Double? {
    guard has(key) else { return nil }
    if let value = try? decode(Double.self, forKey: key) { return value }
    if let value = try? decode(Bool.self, forKey: key) { return value ? 1 : 0 }
    if let text = try? decode(String.self, forKey: key), let value = Double(text) { return value }
    if var array = try? nestedUnkeyedContainer(forKey: key),
      let value = try? array.decode(
        Double.self)
    {
      return value
    }
    throw DecodingError.typeMismatch(
      Double.self,
      .init(codingPath: codingPath + [key], debugDescription: "expected a number"))
  }

  func number(_ key: Key, default value: Double) throws -> Double {
    try number(key) ?? value
  }

  func int(_ key: Key) throws -> Int? {
    guard let value = try number(key) else { return nil }
    guard value.isFinite, abs(value) < 1e15 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + [key], debugDescription: "expected an integer"))
    }
    return Int(value)
  }

  func flag(_ key: Key) throws -> Bool {
    (try number(key) ?? 0) != 0
  }

  func string(_ key: Key) throws -> String? {
    guard has(key) else { return nil }
    if let value = try? decode(String.self, forKey: key) { return value }
    if let value = try? decode(Double.self, forKey: key) {
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    throw DecodingError.typeMismatch(
      String.self,
      .init(codingPath: codingPath + [key], debugDescription: "expected a string"))
  }

  /// A list that some exporters write as a single value.
  func list<T: Decodable>(_ type: T.Type, _ key: Key) throws -> [T] {
    guard has(key) else { return [] }
    if (try? nestedUnkeyedContainer(forKey: key)) != nil {
      return try decode([T].self, forKey: key)
    }
    return [try decode(T.self, forKey: key)]
  }
}

extension UnkeyedDecodingContainer {
  /// The remaining elements as numbers (booleans count as 0 / 1).
  mutating func numbers() throws -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(max(0, (count ?? 0) - currentIndex))
    try forEachNumber { values.append($0) }
    return values
  }

  /// Gives `body` each remaining element as a number (booleans count as 0 / 1), in order.
  mutating func forEachNumber(_ body: (Double) -> Void) throws {
    while !isAtEnd {
      if let value = try? decode(Double.self) {
        body(value)
      } else if let value = try? decode(Bool.self) {
        body(value ? 1 : 0)
      } else {
        throw DecodingError.typeMismatch(
          Double.self,
          .init(
            codingPath: codingPath + [LottieCodingKey(intValue: currentIndex)!],
            debugDescription: "expected a number"))
      }
    }
  }
}
