import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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

  /// The bytes a leak would grow: a sanitizer's count of the heap's live bytes where one
  /// runs, else the resident set (``current()``).
  ///
  /// Under AddressSanitizer the resident set also holds freed blocks in quarantine, up to
  /// 256 MiB, so it grows with every allocation whether or not anything leaks.
  static func retained() -> Int {
    #if canImport(Glibc)
      let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
      if let symbol = dlsym(everywhere, "__sanitizer_get_current_allocated_bytes") {
        let liveBytes = unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
        return liveBytes()
      }
    #endif
    return current()
  }
}
