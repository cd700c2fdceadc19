import Foundation

/// A few values kept between uses so that their storage (the capacity of their lists) is
/// reused instead of allocated anew each time, shared by the threads that render frames.
final class ReusePool<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var spare: [Value] = []
  private let limit: Int

  /// A pool that keeps at most `limit` values (about one per thread rendering at once).
  init(limit: Int = 4) {
    self.limit = limit
    spare.reserveCapacity(limit)
  }

  /// A kept value, or `nil` when none is free.
  func take() -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return spare.popLast()
  }

  /// Keeps `value` for a later ``take()``, unless the pool is full.
  func give(_ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    if spare.count < limit { spare.append(value) }
  }
}
