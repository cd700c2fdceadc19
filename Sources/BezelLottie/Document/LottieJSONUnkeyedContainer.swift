/// The items of a JSON array, read in order for a ``LottieJSONDecoder``.
///
/// A failed read does not move on, so a caller can try the same item as another type.
struct LottieJSONUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: LottieJSONDecoder
  let itemCount: Int
  private(set) var currentIndex = 0
  /// The record of the current item.
  private var item: Int

  init(decoder: LottieJSONDecoder) {
    self.decoder = decoder
    itemCount = decoder.tape.count(decoder.index)
    item = decoder.index + 1
  }

  private var tape: LottieJSONTape { decoder.tape }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { itemCount }
  var isAtEnd: Bool { currentIndex >= itemCount }

  /// The decoder of the current item.
  private func next(_ type: Any.Type) throws -> LottieJSONDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath + [LottieJSON.Step.index(currentIndex)],
          debugDescription: "Unkeyed container is at end."))
    }
    return decoder.child(item, index: currentIndex)
  }

  private mutating func moveOn() {
    item = tape.next(item)
    currentIndex += 1
  }

  private mutating func advance<T>(_ read: (LottieJSONDecoder) throws -> T) throws -> T {
    let value = try read(next(T.self))
    moveOn()
    return value
  }

  mutating func decodeNil() throws -> Bool {
    _ = try next(Any?.self)
    guard tape.kind(item) == .null else { return false }
    moveOn()
    return true
  }

  // Numbers, the common case, are read without making a child decoder.
  mutating func decode(_ type: Double.Type) throws -> Double {
    if currentIndex < itemCount, tape.kind(item) == .number {
      let n = tape.number(item)
      if n.isFinite {
        item += 1
        currentIndex += 1
        return n
      }
    }
    return try advance { try $0.decode(type) }
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try advance { try $0.decode(type) } }
  mutating func decode(_ type: String.Type) throws -> String {
    try advance { try $0.decode(type) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float { try advance { try $0.decode(type) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try advance { try $0.decode(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try advance { try $0.decode(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try advance { try $0.decode(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try advance { try $0.decode(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try advance { try $0.decode(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try advance { try $0.decode(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try advance { try $0.decode(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try advance { try $0.decode(type) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try advance { try $0.decode(type) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try advance { try $0.decode(type) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try advance { try T(from: $0) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try advance { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try advance { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try advance { $0 }
  }
}
