/// The fields of a JSON object, read by key for a ``LottieJSONDecoder``.
///
/// A key is found by walking the object's fields (Lottie objects have a few), taking the last
/// of a key given twice.
struct LottieJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: LottieJSONDecoder

  private var tape: LottieJSONTape { decoder.tape }

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { tape.keys(of: decoder.index).compactMap { Key(stringValue: $0) } }

  /// The record of `key`'s value, if the object has the key.
  private func find(_ key: Key) -> Int? {
    tape.value(in: decoder.index, forKey: key.stringValue)
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  private func value(_ key: Key) throws -> Int {
    guard let value = find(key) else {
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

  func decodeNil(forKey key: Key) throws -> Bool { tape.kind(try value(key)) == .null }

  // The common kinds are read without making a child decoder; it is made only to throw.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    let value = try value(key)
    if tape.kind(value) == .bool { return tape.bool(value) }
    return try decoder.child(value, key: key.stringValue).decode(type)
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    let value = try value(key)
    if tape.kind(value) == .string { return tape.string(value) }
    return try decoder.child(value, key: key.stringValue).decode(type)
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    let value = try value(key)
    if tape.kind(value) == .number {
      let n = tape.number(value)
      if n.isFinite { return n }
    }
    return try decoder.child(value, key: key.stringValue).decode(type)
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
    guard let value = find(key), tape.kind(value) != .null else { return nil }
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
    decoder.child(tape.value(in: decoder.index, forKey: "super") ?? tape.missing, key: "super")
  }

  /// An absent key gives a decoder of `null`, as `JSONDecoder`'s does.
  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(find(key) ?? tape.missing, key: key.stringValue)
  }
}
