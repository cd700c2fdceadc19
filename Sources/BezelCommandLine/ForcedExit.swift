import BezelExport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the process at once, removing every unfinished output, unless disarmed first: the
/// last resort of a ``SignalTrap`` whose export did not stop within its grace period.
///
/// Kept apart from the trap so the timer that fires it holds only this small object, never the
/// trap: the trap then goes away with its command, as before.
final class ForcedExit: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var disarmed = false

  /// The command finished on its own; ``fire(_:)`` does nothing from now on.
  func disarm() {
    lock.lock()
    disarmed = true
    lock.unlock()
  }

  /// Removes the pending outputs and exits with 128 + `signalNumber`, unless disarmed.
  func fire(_ signalNumber: Int32) {
    lock.lock()
    let armed = !disarmed
    lock.unlock()
    guard armed else { return }
    PendingOutputs.discardAll()
    let message =
      "bezel: error: interrupted in the middle of a frame; no unfinished output was kept\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(128 + signalNumber)
  }
}
