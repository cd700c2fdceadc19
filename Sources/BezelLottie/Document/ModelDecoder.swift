/// Decodes the model from the document tree, turning Codable errors into ``LottieError``s with
/// paths.
enum ModelDecoder {
  /// Decodes the model; properties carrying expressions are registered in `expressions` (to be
  /// baked) or, without it, reported as unsupported.
  static func decode(
    _ document: LottieJSONTape, log: FeatureLog, expressions: ExpressionSlots? = nil
  ) throws(LottieError) -> AnimationModel {
    do {
      return try AnimationModel(
        from: LottieJSONDecoder(tape: document, log: log, expressions: expressions))
    } catch let error as DecodingError {
      throw LottieError(error)
    } catch let error as LottieError {
      throw error
    } catch {
      throw .malformedJSON(String(describing: error))
    }
  }

  /// Decodes the model from a tree (tests, and what expressions read).
  static func decode(
    _ document: LottieJSON, log: FeatureLog, expressions: ExpressionSlots? = nil
  ) throws(LottieError) -> AnimationModel {
    try decode(LottieJSONTape.of(document), log: log, expressions: expressions)
  }
}

extension LottieError {
  init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self = .invalidValue(
        path: context.codingPath.jsonPath, reason: "expected \(LottieError.name(of: type))")
    case .valueNotFound(let type, let context):
      self = .invalidValue(
        path: context.codingPath.jsonPath, reason: "missing \(LottieError.name(of: type))")
    case .keyNotFound(let key, let context):
      self = .invalidValue(
        path: (context.codingPath + [key]).jsonPath, reason: "required value is missing")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        let underlying = context.underlyingError.map { String(describing: $0) }
        self = .malformedJSON(underlying ?? context.debugDescription)
      } else {
        self = .invalidValue(path: context.codingPath.jsonPath, reason: context.debugDescription)
      }
    @unknown default:
      self = .malformedJSON(String(describing: error))
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") {
        return "an object"
      }
      return "an object"
    }
  }
}
