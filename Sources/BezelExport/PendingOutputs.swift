import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files and directories of every ``AtomicOutput`` not yet committed or
/// discarded, so a process that must stop at once (a signal arriving while a frame takes
/// minutes to draw) can remove them before it exits, leaving no partial file.
package enum PendingOutputs {
  private static let registry = Registry()

  static func add(_ path: String, isDirectory: Bool) {
    registry.update { $0[path] = isDirectory }
  }

  static func remove(_ path: String) {
    registry.update { $0[path] = nil }
  }

  /// Removes every pending temporary output. Safe from any thread while exports still run:
  /// an export writing to a removed file only writes to an unlinked inode.
  package static func discardAll() {
    var taken: [String: Bool] = [:]
    registry.update { pending in
      taken = pending
      pending.removeAll()
    }
    for (path, isDirectory) in taken {
      if isDirectory {
        try? FileManager.default.removeItem(atPath: path)
      } else {
        unlink(path)
      }
    }
  }

  private final class Registry: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var pending: [String: Bool] = [:]

    func update(_ body: (inout [String: Bool]) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      body(&pending)
    }
  }
}
