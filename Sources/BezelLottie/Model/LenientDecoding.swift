/// Reading the loose number types real Lottie files contain.
///
/// Exporters write numbers as integers, floats, booleans, numeric strings or one-element
/// arrays; anything else is a type error naming its path.
extension KeyedDecodingContainer {
  func number(_ key: Key) throws -> Double? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
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
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
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
    guard contains(key), try !decodeNil(forKey: key) else { return [] }
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
    while !isAtEnd {
      if let value = try? decode(Double.self) {
        values.append(value)
      } else if let value = try? decode(Bool.self) {
        values.append(value ? 1 : 0)
      } else {
        throw DecodingError.typeMismatch(
          Double.self,
          .init(
            codingPath: codingPath + [LottieCodingKey(intValue: currentIndex)!],
            debugDescription: "expected a number"))
      }
    }
    return values
  }
}
