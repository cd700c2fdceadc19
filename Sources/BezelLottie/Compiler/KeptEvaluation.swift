import BezelLayers
import Foundation

/// The display items of one evaluation, kept for the next frame that falls in the same
/// ``StillSpans`` span (one slot: content that moves on costs one comparison).
///
/// Shared by every frame of a compiled animation, and so by the threads that render it.
final class KeptEvaluation: @unchecked Sendable {
  /// What the kept items were evaluated for: a span, and the evaluation's other inputs.
  struct Key: Equatable {
    var span: Int
    var depth = 0
    var viewport = CGSize.zero
    /// The opacity the items were evaluated at.
    var alpha = 1.0
  }

  private let lock = NSLock()
  private var key: Key?
  private var items: [DisplayItem] = []
  private var count = 0

  /// The items kept for `key`, else those `evaluate` makes (which are kept instead).
  func items(for key: Key, evaluate: () -> [DisplayItem]) -> [DisplayItem] {
    lock.lock()
    if self.key == key {
      defer { lock.unlock() }
      return items
    }
    lock.unlock()
    let fresh = evaluate()
    lock.lock()
    self.key = key
    items = fresh
    lock.unlock()
    return fresh
  }

  /// The items kept for `key` and the count kept with them, if they are for `key`.
  func kept(for key: Key) -> (items: [DisplayItem], count: Int)? {
    lock.lock()
    defer { lock.unlock() }
    return self.key == key ? (items, count) : nil
  }

  /// Keeps `items` and `count` for `key`.
  func keep(_ items: [DisplayItem], count: Int, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    self.key = key
    self.items = items
    self.count = count
  }
}
