import BezelExport
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Turns SIGINT and SIGTERM into a cancellation while an export runs, so the export can
/// remove its temporary output; the command then exits with 130 or 143.
///
/// An export notices the cancellation between frames. When a frame takes longer than
/// ``grace`` to finish (a hostile file can ask for seconds of rasterising per frame), the
/// process does not wait for it: it removes every unfinished output (``PendingOutputs``) and
/// exits with the same status, so `timeout` and Ctrl-C always stop `bezel` promptly. A second
/// signal stops it at once.
final class SignalTrap: @unchecked Sendable {
  let cancellation = ExportCancellation()
  /// How long a cancelled export may take to stop on its own; `BEZEL_SIGNAL_GRACE_SECONDS`
  /// overrides the default of one second (tests use 0 to reach the forced exit at once).
  let grace: Double
  private let forcedExit = ForcedExit()
  // Guarded by `lock`.
  private let lock = NSLock()
  private var received: Int32?
  private var sources: [any DispatchSourceSignal] = []

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let requested = environment["BEZEL_SIGNAL_GRACE_SECONDS"].flatMap(Double.init)
    grace = requested.map { $0.isFinite ? min(max($0, 0), 60) : 1 } ?? 1
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
    let first = received == nil
    if first { received = signalNumber }
    lock.unlock()
    // A second signal means "now".
    guard first else { return forcedExit.fire(signalNumber) }
    // With no grace the forced exit comes first, not racing an export that stops quickly.
    if grace == 0 { forcedExit.fire(signalNumber) }
    cancellation.cancel()
    let forcedExit = forcedExit
    DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
      forcedExit.fire(signalNumber)
    }
  }

  /// Restores the default handling of both signals.
  func remove() {
    forcedExit.disarm()
    for source in sources { source.cancel() }
    sources.removeAll()
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
