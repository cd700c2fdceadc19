/// A decoder is its own single-value container, as `JSONDecoder`'s is.
extension LottieJSONDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { kind == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard kind == .bool else { throw mismatch(type) }
    return tape.bool(index)
  }

  func decode(_ type: String.Type) throws -> String {
    guard kind == .string else { throw mismatch(type) }
    return tape.string(index)
  }

  func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  /// Numbers too large for a double (`1e400`) are refused, as `JSONDecoder` refuses them.
  private func floatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
    guard kind == .number else { throw mismatch(type) }
    let n = tape.number(index)
    let converted = T(n)
    guard converted.isFinite else { throw doesNotFit(n, type) }
    return converted
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard kind == .number else { throw mismatch(type) }
    let n = tape.number(index)
    guard let exact = T(exactly: n) else { throw doesNotFit(n, type) }
    return exact
  }

  private func doesNotFit(_ n: Double, _ type: Any.Type) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: codingPath,
        debugDescription: "Parsed JSON number <\(n)> does not fit in \(type)."))
  }
}
