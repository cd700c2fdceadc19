import Foundation

/// The process's resident memory from `/proc/self/status`, in bytes.
struct ResidentMemory: Sendable, Equatable {
  /// Resident set size now (`VmRSS`).
  var current: Int
  /// The highest resident set size so far (`VmHWM`).
  var peak: Int

  /// Reads the figures now; `nil` where `/proc` is missing (not Linux) or unreadable.
  static func read() -> ResidentMemory? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    return parse(text)
  }

  /// Parses the `VmRSS:` and `VmHWM:` lines of a `/proc/<pid>/status` text (kB values).
  static func parse(_ status: String) -> ResidentMemory? {
    var rss: Int?
    var hwm: Int?
    for line in status.split(separator: "\n") {
      if line.hasPrefix("VmRSS:") {
        rss = kilobytes(line.dropFirst(6))
      } else if line.hasPrefix("VmHWM:") {
        hwm = kilobytes(line.dropFirst(6))
      }
    }
    guard let rss, let hwm else { return nil }
    return ResidentMemory(current: rss * 1024, peak: hwm * 1024)
  }

  private static func kilobytes(_ field: Substring) -> Int? {
    let parts = field.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let number = parts.first, let value = Int(number) else { return nil }
    return value
  }
}
