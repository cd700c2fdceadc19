/// One cell of a benchmark table.
public enum BenchmarkValue: Sendable, Equatable {
  case text(String)
  /// A measurement shown with `digits` decimals in the table (JSON keeps full precision).
  case number(Double, digits: Int)
  case integer(Int)
  /// Not measured (a library could not load the file, a feature was skipped…).
  case missing
  /// Not measured, with the reason the table shows in its place (`not installed`); `null` in
  /// JSON like ``missing``.
  case unavailable(String)

  /// The cell as the terminal table shows it.
  public var formatted: String {
    switch self {
    case .text(let string): return string
    case .integer(let value): return String(value)
    case .missing: return "—"
    case .unavailable(let reason): return reason
    case .number(let value, let digits):
      guard value.isFinite else { return "—" }
      return String(format: "%.\(max(0, digits))f", value)
    }
  }

  /// True for values the table aligns to the right.
  var isNumeric: Bool {
    switch self {
    case .number, .integer, .unavailable: return true
    case .text, .missing: return false
    }
  }
}

extension BenchmarkValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .text(let string): try container.encode(string)
    case .integer(let value): try container.encode(value)
    case .number(let value, _):
      if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
    case .missing, .unavailable: try container.encodeNil()
    }
  }
}
