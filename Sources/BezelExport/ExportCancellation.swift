import Foundation

/// A flag that stops a running export from any thread (a signal handler's queue, a UI
/// button). The export notices it between frames, throws ``ExportError/cancelled`` and
/// removes its temporary output.
///
/// ```swift
/// let cancellation = ExportCancellation()
/// // elsewhere: cancellation.cancel()
/// try exporter.export(scene, to: "out.webp", cancellation: cancellation)
/// ```
public final class ExportCancellation: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var cancelled = false
  private var observers: [Int: @Sendable () -> Void] = [:]
  private var nextObserver = 0

  public init() {}

  /// Asks the export to stop; safe to call more than once and from any thread.
  public func cancel() {
    lock.lock()
    let wasCancelled = cancelled
    cancelled = true
    let toNotify = Array(observers.values)
    lock.unlock()
    if !wasCancelled { for observer in toNotify { observer() } }
  }

  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Calls `observer` when cancelled (at once if already cancelled); returns a token for
  /// ``removeObserver(_:)``.
  package func addObserver(_ observer: @escaping @Sendable () -> Void) -> Int {
    lock.lock()
    let token = nextObserver
    nextObserver += 1
    observers[token] = observer
    let already = cancelled
    lock.unlock()
    if already { observer() }
    return token
  }

  package func removeObserver(_ token: Int) {
    lock.lock()
    observers[token] = nil
    lock.unlock()
  }
}
