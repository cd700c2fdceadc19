/// A step into a document is a coding key, so a ``LottieJSONDecoder``'s coding path is made of
/// them: small enough to sit inside an `any CodingKey` without a heap box, so a path (built for
/// every error, including the ones lenient reading throws and catches) costs one array.
extension LottieJSON.Step: CodingKey {
  var stringValue: String {
    switch self {
    case .key(let key): return key
    case .index(let index): return "Index \(index)"
    }
  }

  var intValue: Int? {
    if case .index(let index) = self { return index }
    return nil
  }

  init(stringValue: String) { self = .key(stringValue) }
  init(intValue: Int) { self = .index(intValue) }
}
