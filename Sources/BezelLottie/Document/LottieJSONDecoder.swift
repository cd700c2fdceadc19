/// Decodes the model's `Decodable` types from a parsed ``LottieJSON`` tree.
///
/// The model's `init(from:)` code is the one place that maps the Lottie format to the model;
/// this decoder feeds it from the tree the document was read into once, instead of from
/// bytes. It behaves as Foundation's `JSONDecoder` does (the same errors, with the same
/// coding paths, so ``LottieError`` names the same JSON paths), and it never fails on a
/// lookup that only probes (`try?`), which the lenient number reading relies on.
///
/// ```swift
/// let tree = try LottieJSONReader.read(bytes)
/// let model = try AnimationModel(from: LottieJSONDecoder(tree, log: log))
/// ```
struct LottieJSONDecoder: Decoder {
  let value: LottieJSON
  let path: LottieCodingPath
  /// Where unsupported features are reported while decoding (`Decoder.report`).
  let log: FeatureLog?

  init(_ value: LottieJSON, log: FeatureLog? = nil) {
    self.init(value, path: .root, log: log)
  }

  init(_ value: LottieJSON, path: LottieCodingPath, log: FeatureLog?) {
    self.value = value
    self.path = path
    self.log = log
  }

  var codingPath: [any CodingKey] { path.keys }

  var userInfo: [CodingUserInfoKey: Any] {
    guard let log else { return [:] }
    return [FeatureLog.key: log]
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch value {
    case .object(let fields):
      return KeyedDecodingContainer(LottieJSONKeyedContainer<Key>(fields: fields, decoder: self))
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get keyed decoding container -- found null value instead"))
    default: throw mismatch([String: Any].self)
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch value {
    case .array(let items): return LottieJSONUnkeyedContainer(items: items, decoder: self)
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self,
        .init(
          codingPath: codingPath,
          debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    default: throw mismatch([Any].self)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// The decoder of `child`, one step below this one.
  func child(_ child: LottieJSON, key: String) -> LottieJSONDecoder {
    LottieJSONDecoder(child, path: .key(key, parent: path), log: log)
  }

  func child(_ child: LottieJSON, index: Int) -> LottieJSONDecoder {
    LottieJSONDecoder(child, path: .index(index, parent: path), log: log)
  }

  /// The error for a value of the wrong kind (`null` is a missing value, as in `JSONDecoder`).
  func mismatch(_ type: Any.Type) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath,
      debugDescription: "Expected to decode \(type) but found \(value.kind) instead.")
    if value == .null { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
  }
}

extension LottieJSON {
  /// The value's kind, for error messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
