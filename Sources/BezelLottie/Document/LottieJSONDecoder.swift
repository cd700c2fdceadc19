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
final class LottieJSONDecoder: Decoder {
  let value: LottieJSON
  /// The decoder of the object or array holding this value, and this value's step in it.
  private let parent: LottieJSONDecoder?
  private let step: LottieJSON.Step
  /// Where unsupported features are reported while decoding (`Decoder.report`).
  let log: FeatureLog?
  /// Where properties carrying expressions are registered for baking; without it they are
  /// reported as unsupported.
  let expressions: ExpressionSlots?

  init(_ value: LottieJSON, log: FeatureLog? = nil, expressions: ExpressionSlots? = nil) {
    self.value = value
    parent = nil
    step = .index(0)
    self.log = log
    self.expressions = expressions
  }

  private init(_ value: LottieJSON, parent: LottieJSONDecoder, step: LottieJSON.Step) {
    self.value = value
    self.parent = parent
    self.step = step
    log = parent.log
    expressions = parent.expressions
  }

  /// Built only when asked for (errors and reports): decoding makes a decoder per value.
  var codingPath: [any CodingKey] {
    var steps: [any CodingKey] = []
    var node = self
    while let parent = node.parent {
      steps.append(node.step)
      node = parent
    }
    return steps.reversed()
  }

  var userInfo: [CodingUserInfoKey: Any] {
    var info: [CodingUserInfoKey: Any] = [:]
    if let log { info[FeatureLog.key] = log }
    if let expressions { info[ExpressionSlots.key] = expressions }
    return info
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
    LottieJSONDecoder(child, parent: self, step: .key(key))
  }

  func child(_ child: LottieJSON, index: Int) -> LottieJSONDecoder {
    LottieJSONDecoder(child, parent: self, step: .index(index))
  }

  /// The error for a value of the wrong kind (`null` is a missing value, as in `JSONDecoder`).
  func mismatch(_ type: Any.Type) -> DecodingError {
    // Lenient reading probes with `try?` and throws this often: no type names in the text.
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "found \(value.kind) instead")
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
