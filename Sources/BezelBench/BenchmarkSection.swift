/// One measured aspect of the engine (engine overhead, Lottie, export, memory, scaling) as a
/// table with notes and, where DESIGN.md sets one, a target and whether it was met.
public struct BenchmarkSection: Sendable, Equatable {
  /// A stable key (`engine`, `lottie`, `export`, `memory`, `scaling.area`…).
  public var id: String
  public var title: String
  /// The target in words (`ratio ≤ 1.15`), when there is one.
  public var target: String?
  /// Whether every row met the target; `nil` without a target or measurement.
  public var targetMet: Bool?
  public var columns: [BenchmarkColumn]
  public var rows: [[BenchmarkValue]]
  /// What to know when reading the numbers (method, caveats, skipped inputs).
  public var notes: [String]

  public init(
    id: String, title: String, target: String? = nil, targetMet: Bool? = nil,
    columns: [BenchmarkColumn], rows: [[BenchmarkValue]] = [], notes: [String] = []
  ) {
    self.id = id
    self.title = title
    self.target = target
    self.targetMet = targetMet
    self.columns = columns
    self.rows = rows
    self.notes = notes
  }
}

extension BenchmarkSection: Encodable {
  private enum Keys: String, CodingKey {
    case id, title, target
    case targetMet = "target_met"
    case rows, notes
  }

  private struct ColumnKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct Row: Encodable {
    let columns: [BenchmarkColumn]
    let values: [BenchmarkValue]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: ColumnKey.self)
      for (column, value) in zip(columns, values) {
        try container.encode(value, forKey: ColumnKey(stringValue: column.id))
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encodeIfPresent(targetMet, forKey: .targetMet)
    try container.encode(rows.map { Row(columns: columns, values: $0) }, forKey: .rows)
    try container.encode(notes, forKey: .notes)
  }
}
