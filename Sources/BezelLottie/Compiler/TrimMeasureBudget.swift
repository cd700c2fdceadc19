import Foundation

/// How much the trims of every compiled animation may keep of the outlines they measured
/// (``TrimMeasures``), counted in list entries: a path element or a measured segment each.
///
/// One budget for all of them, so a file of thousands of trimmed shapes, or many files open
/// at once, keep at most ``limit`` entries (about 100 bytes each) and measure the rest every
/// frame as before.
final class TrimMeasureBudget: @unchecked Sendable {
  /// The budget every compiled animation's trims share: about 6 MB.
  static let shared = TrimMeasureBudget(limit: 1 << 16)

  /// The most entries kept at once.
  let limit: Int
  private let lock = NSLock()
  private var used = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// The entries kept now.
  var inUse: Int {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Whether `count` entries would fit in what is left now (another thread may take them
  /// before a ``take(_:)``).
  func hasRoom(for count: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return count <= limit - used
  }

  /// Takes `count` entries if they fit in what is left; false (nothing taken) otherwise.
  func take(_ count: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard count <= limit - used else { return false }
    used += count
    return true
  }

  /// Gives back `count` entries taken earlier.
  func give(_ count: Int) {
    guard count > 0 else { return }
    lock.lock()
    defer { lock.unlock() }
    used -= count
  }
}
