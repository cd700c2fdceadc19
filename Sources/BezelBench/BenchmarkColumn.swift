/// A column of a benchmark table: a stable key for JSON and a heading for the terminal.
public struct BenchmarkColumn: Sendable, Equatable, Encodable {
  /// The JSON key, `snake_case` with its unit (`bezel_ms`).
  public var id: String
  /// The terminal heading.
  public var title: String

  public init(_ id: String, _ title: String) {
    self.id = id
    self.title = title
  }
}
