import Foundation

/// The machine a benchmark ran on: what a reader needs to compare numbers across runs.
public struct MachineDescription: Sendable, Equatable, Encodable {
  /// Cores available to the process.
  public var cores: Int
  /// The CPU's model name from `/proc/cpuinfo`, or "unknown".
  public var cpuModel: String
  public var operatingSystem: String
  /// The 1-minute load average when the run started and ended: numbers taken while other
  /// processes compete for the cores are not comparable.
  public var loadAtStart: Double?
  public var loadAtEnd: Double?

  private enum CodingKeys: String, CodingKey {
    case cores
    case cpuModel = "cpu_model"
    case operatingSystem = "os"
    case loadAtStart = "load_at_start"
    case loadAtEnd = "load_at_end"
  }

  /// This machine, now.
  static func current() -> MachineDescription {
    MachineDescription(
      cores: ProcessInfo.processInfo.activeProcessorCount, cpuModel: cpuModel(),
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      loadAtStart: loadAverage(), loadAtEnd: nil)
  }

  /// The 1-minute load average from `/proc/loadavg`.
  static func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return nil }
    return Double(first)
  }

  private static func cpuModel() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }
}
