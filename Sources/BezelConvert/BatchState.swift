import Foundation

/// The shared state of a running batch: which input is next, what finished, and how far the
/// files in progress are, guarded by one lock.
final class BatchState: @unchecked Sendable {
  private let lock = NSLock()
  private let items: [ConversionItem]
  private let refusedCount: Int
  private let started: Date
  private let progress: (@Sendable (BatchProgress) -> Void)?
  private var next = 0
  private var finished: [Int: ConversionResult] = [:]
  private var running: [Int: Double] = [:]
  private var lastReport = Date.distantPast

  init(
    items: [ConversionItem], refusedCount: Int, started: Date,
    progress: (@Sendable (BatchProgress) -> Void)?
  ) {
    self.items = items
    self.refusedCount = refusedCount
    self.started = started
    self.progress = progress
  }

  /// The next input to convert, or `nil` when every one has been taken.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < items.count else { return nil }
    next += 1
    running[next - 1] = 0
    report(force: true)
    return next - 1
  }

  /// Records how far input `index` has got (0…1); reported at most 20 times a second.
  func update(_ index: Int, fraction: Double) {
    lock.lock()
    defer { lock.unlock() }
    running[index] = fraction
    report(force: false)
  }

  func finish(_ index: Int, _ result: ConversionResult) {
    lock.lock()
    defer { lock.unlock() }
    running[index] = nil
    finished[index] = result
    report(force: true)
  }

  /// The results so far, in the items' order.
  var results: [ConversionResult] {
    lock.lock()
    defer { lock.unlock() }
    return finished.keys.sorted().compactMap { finished[$0] }
  }

  /// Calls `progress`; the lock is held, so calls never overlap.
  private func report(force: Bool) {
    guard let progress else { return }
    let now = Date()
    guard force || now.timeIntervalSince(lastReport) >= 0.05 else { return }
    lastReport = now
    let total = items.count + refusedCount
    let done = finished.count + refusedCount
    let partial = running.values.reduce(0, +)
    progress(
      BatchProgress(
        completedFiles: done, totalFiles: total,
        currentFiles: running.keys.sorted().map { items[$0].input },
        fraction: total > 0 ? min(1, (Double(done) + partial) / Double(total)) : 1,
        elapsed: now.timeIntervalSince(started)))
  }
}
