import Foundation

/// The process's resident memory from `/proc/self/status`, in bytes.
struct ResidentMemory: Sendable, Equatable {
  /// Resident set size now (`VmRSS`).
  var current: Int
  /// The highest resident set size so far (`VmHWM`).
  var peak: Int
  /// The part of ``current`` that maps files (`RssFile`: code and read-only data of the
  /// binary and its libraries, mapped fonts); 0 where the kernel does not say.
  var mapped = 0

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
    var file: Int?
    for line in status.split(separator: "\n") {
      if line.hasPrefix("VmRSS:") {
        rss = kilobytes(line.dropFirst(6))
      } else if line.hasPrefix("VmHWM:") {
        hwm = kilobytes(line.dropFirst(6))
      } else if line.hasPrefix("RssFile:") {
        file = kilobytes(line.dropFirst(8))
      }
    }
    guard let rss, let hwm else { return nil }
    return ResidentMemory(current: rss * 1024, peak: hwm * 1024, mapped: (file ?? 0) * 1024)
  }

  /// The pages of mapped files faulted in since `baseline` (read now, after a run): the
  /// code a player ran for the first time, its libraries', the fonts it opened. They are
  /// clean and shared with every process mapping the same files, and how many there are
  /// depends more on how the binary is laid out than on the file played.
  func mappedGrowth(since baseline: ResidentMemory) -> Int {
    max(0, mapped - baseline.mapped)
  }

  /// The most memory the run since `baseline` allocated at once (read now, after it): the
  /// peak resident set above the baseline's, less ``mappedGrowth(since:)``.
  ///
  /// The kernel keeps no peak of allocated memory alone; mapped pages only grow during a
  /// run, so subtracting all of them at its end never counts more than was allocated at the
  /// peak, and is exact when they were faulted in before it (loading and the first frames).
  func allocatedPeak(since baseline: ResidentMemory) -> Int {
    max(0, peak - baseline.current - mappedGrowth(since: baseline))
  }

  private static func kilobytes(_ field: Substring) -> Int? {
    let parts = field.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let number = parts.first, let value = Int(number) else { return nil }
    return value
  }
}
