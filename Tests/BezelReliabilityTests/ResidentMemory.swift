import Foundation

/// The process's resident set size, read from `/proc/self/status` (`VmRSS`).
enum ResidentMemory {
  /// Resident bytes now, or 0 where `/proc` is missing.
  static func current() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      return (digits ?? 0) * 1024
    }
    return 0
  }
}
