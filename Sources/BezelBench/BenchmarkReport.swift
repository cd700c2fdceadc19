import Foundation

/// Everything one `bezel bench` run measured, printable as a terminal table or JSON.
///
/// ```swift
/// let report = Benchmark.run(options: BenchmarkOptions(quick: true))
/// print(report.textTable())
/// ```
public struct BenchmarkReport: Sendable, Equatable {
  /// When the run started.
  public var date: Date
  public var machine: MachineDescription
  /// True when the run used the quick settings (fewer repetitions and frames).
  public var quick: Bool
  public var sections: [BenchmarkSection]

  public init(date: Date, machine: MachineDescription, quick: Bool, sections: [BenchmarkSection]) {
    self.date = date
    self.machine = machine
    self.quick = quick
    self.sections = sections
  }

  /// The date as ISO 8601 in UTC, to the second.
  public var isoDate: String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  /// Readable tables, one per section, with targets, verdicts and notes.
  public func textTable() -> String {
    var out =
      "Bezel benchmark — \(isoDate)\(quick ? " (quick: fewer repetitions and frames)" : "")\n"
    out += "Machine: \(machine.cores) cores, \(machine.cpuModel), \(machine.operatingSystem)\n"
    if let start = machine.loadAtStart {
      let end = machine.loadAtEnd.map { String(format: "%.2f", $0) } ?? "?"
      out += String(format: "Load average (1 min): %.2f at start, %@ at end", start, end) + "\n"
    }
    for section in sections {
      out += "\n" + TableFormatter.render(section)
    }
    return out
  }

  /// The report as pretty-printed JSON with stable keys.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8)
    else { return "{}" }
    return text
  }
}

extension BenchmarkReport: Encodable {
  private enum CodingKeys: String, CodingKey {
    case date, machine, quick, sections
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isoDate, forKey: .date)
    try container.encode(machine, forKey: .machine)
    try container.encode(quick, forKey: .quick)
    try container.encode(sections, forKey: .sections)
  }
}
