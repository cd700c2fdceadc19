import BezelExport
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Turns SIGINT and SIGTERM into a cancellation while an export runs, so the export can
/// remove its temporary output; the command then exits with 130 or 143.
final class SignalTrap: @unchecked Sendable {
  let cancellation = ExportCancellation()
  // Guarded by `lock`.
  private let lock = NSLock()
  private var received: Int32?
  private var sources: [any DispatchSourceSignal] = []

  init() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [weak self] in self?.receive(signalNumber) }
      source.resume()
      sources.append(source)
    }
  }

  /// The signal that arrived, if any.
  var signalReceived: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// The conventional exit status for the signal received (128 + its number).
  var exitCode: ExitCode {
    signalReceived == SIGTERM ? .terminated : .interrupted
  }

  private func receive(_ signalNumber: Int32) {
    lock.lock()
    if received == nil { received = signalNumber }
    lock.unlock()
    cancellation.cancel()
  }

  /// Restores the default handling of both signals.
  func remove() {
    for source in sources { source.cancel() }
    sources.removeAll()
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
