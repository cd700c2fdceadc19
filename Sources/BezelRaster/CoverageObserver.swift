import Foundation

/// Receives the statistics of the coverage caches used inside ``KeptCoverage/observing(_:)``.
final class CoverageObserver: @unchecked Sendable {
  private let lock = NSLock()
  private var latest = KeptCoverageStatistics()

  func record(_ statistics: KeptCoverageStatistics) {
    lock.lock()
    defer { lock.unlock() }
    latest = statistics
  }

  var statistics: KeptCoverageStatistics {
    lock.lock()
    defer { lock.unlock() }
    return latest
  }
}
