/// The fields of a JSON object, read by key for a ``LottieJSONDecoder``.
struct LottieJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let fields: [String: LottieJSON]
  let decoder: LottieJSONDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

  private func value(_ key: Key) throws -> LottieJSON {
    guard let value = fields[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return value
  }

  private func child(_ key: Key) throws -> LottieJSONDecoder {
    decoder.child(try value(key), key: key.stringValue)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

  // The common kinds are read without making a child decoder; it is made only to throw.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    if case .bool(let b) = try value(key) { return b }
    return try child(key).decode(type)
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if case .string(let s) = try value(key) { return s }
    return try child(key).decode(type)
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    if case .number(let n) = try value(key), n.isFinite { return n }
    return try child(key).decode(type)
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try child(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try child(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try child(key).decode(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: child(key))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = fields[key.stringValue], value != .null else { return nil }
    return try T(from: decoder.child(value, key: key.stringValue))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    decoder.child(fields["super"] ?? .null, key: "super")
  }

  /// An absent key gives a decoder of `null`, as `JSONDecoder`'s does.
  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(fields[key.stringValue] ?? .null, key: key.stringValue)
  }
}
