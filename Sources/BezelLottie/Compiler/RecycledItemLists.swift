import BezelLayers
import Foundation

/// The last two item lists a composition's evaluation made, whose buffers its next
/// evaluations make their lists in: a list two frames old is usually let go by the player,
/// so its buffer is no longer shared and no list is allocated for the frame.
///
/// Only storage passes from one evaluation to another (a list taken is emptied first, and a
/// buffer still shared is copied on write, as for any array), so nothing drawn goes stale.
/// Shared by every frame of a compiled animation, and so by the threads that render it: an
/// evaluation that finds the lists in use by another allocates as before.
final class RecycledItemLists: @unchecked Sendable {
  private let lock = NSLock()
  private var newer: [DisplayItem] = []
  private var older: [DisplayItem] = []

  /// An empty list with room for `capacity` items, in the older list's buffer when nothing
  /// else holds it (one allocation at most otherwise, as a list reserved afresh).
  func take(capacity: Int) -> [DisplayItem] {
    var taken: [DisplayItem] = []
    if lock.try() {
      swap(&taken, &older)
      lock.unlock()
    }
    if taken.capacity >= capacity {
      taken.removeAll(keepingCapacity: true)
    } else {
      taken = []
      taken.reserveCapacity(capacity)
    }
    return taken
  }

  /// Notes `list` as the newest list made.
  func give(_ list: [DisplayItem]) {
    guard lock.try() else { return }
    older = newer
    newer = list
    lock.unlock()
  }
}
