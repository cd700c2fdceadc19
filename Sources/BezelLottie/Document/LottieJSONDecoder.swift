/// Decodes the model's `Decodable` types from a parsed document (a ``LottieJSONTape``).
///
/// The model's `init(from:)` code is the one place that maps the Lottie format to the model;
/// this decoder feeds it from the tape the document was read into once, instead of from
/// bytes. It behaves as Foundation's `JSONDecoder` does (the same errors, with the same
/// coding paths, so ``LottieError`` names the same JSON paths), and it never fails on a
/// lookup that only probes (`try?`), which the lenient number reading relies on.
///
/// ```swift
/// let tape = try LottieJSONReader.tape(bytes)
/// let model = try AnimationModel(from: LottieJSONDecoder(tape: tape, log: log))
/// ```
final class LottieJSONDecoder: Decoder {
  let tape: LottieJSONTape
  /// This value's record in ``tape``.
  let index: Int
  /// The decoder of the object or array holding this value, and this value's step in it.
  private let parent: LottieJSONDecoder?
  private let step: LottieJSON.Step
  /// Where unsupported features are reported while decoding (`Decoder.report`).
  let log: FeatureLog?
  /// Where properties carrying expressions are registered for baking; without it they are
  /// reported as unsupported.
  let expressions: ExpressionSlots?

  init(tape: LottieJSONTape, log: FeatureLog? = nil, expressions: ExpressionSlots? = nil) {
    self.tape = tape
    index = LottieJSONTape.root
    parent = nil
    step = .index(0)
    self.log = log
    self.expressions = expressions
  }

  /// A decoder of a tree (a property expressions read, tests).
  convenience init(_ value: LottieJSON, log: FeatureLog? = nil, expressions: ExpressionSlots? = nil)
  {
    self.init(tape: LottieJSONTape.of(value), log: log, expressions: expressions)
  }

  private init(_ index: Int, parent: LottieJSONDecoder, step: LottieJSON.Step) {
    tape = parent.tape
    self.index = index
    self.parent = parent
    self.step = step
    log = parent.log
    expressions = parent.expressions
  }

  /// This value's kind.
  var kind: LottieJSONTape.Kind { tape.kind(index) }

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
    switch kind {
    case .object: return KeyedDecodingContainer(LottieJSONKeyedContainer<Key>(decoder: self))
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
    switch kind {
    case .array: return LottieJSONUnkeyedContainer(decoder: self)
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

  /// The decoder of the value at record `child`, one step below this one.
  func child(_ child: Int, key: String) -> LottieJSONDecoder {
    LottieJSONDecoder(child, parent: self, step: .key(key))
  }

  func child(_ child: Int, index: Int) -> LottieJSONDecoder {
    LottieJSONDecoder(child, parent: self, step: .index(index))
  }

  /// The error for a value of the wrong kind (`null` is a missing value, as in `JSONDecoder`).
  func mismatch(_ type: Any.Type) -> DecodingError {
    // Lenient reading probes with `try?` and throws this often: no type names in the text.
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "found \(kind.description) instead")
    if kind == .null { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
  }
}
