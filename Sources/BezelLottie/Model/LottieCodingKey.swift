/// A coding key made from any string, for reading objects with open-ended keys.
struct LottieCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

extension [any CodingKey] {
  /// The path in JSONPath form: `$.layers[3].shapes[0].c.k`.
  var jsonPath: String {
    var path = "$"
    for key in self {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += ".\(key.stringValue)"
      }
    }
    return path
  }
}
