#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Switches read from the process environment without building its dictionary.
///
/// `ProcessInfo.processInfo.environment` copies every variable into a Swift dictionary, some
/// 600 allocations on a typical shell's environment; the switches below are read once, often
/// inside a player's first frame, where that copy showed up in the frame's allocations and in
/// the process's peak memory.
///
/// ```swift
/// let outlines = ProcessEnvironment.isOn("BEZEL_STROKE_OUTLINES")
/// ```
enum ProcessEnvironment {
  /// Whether the variable `name` is set to exactly `1`.
  static func isOn(_ name: String) -> Bool {
    guard let value = getenv(name) else { return false }
    return value[0] == 0x31 && value[1] == 0
  }
}
