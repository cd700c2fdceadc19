import BezelLayers

/// A list of display items being made in the order of an earlier list, which it is, with
/// no list made, for as long as every item appended is the earlier one at its place.
struct ReusedItems {
  private let last: [DisplayItem]
  /// The list once it leaves `last`; until then the storage it will be made in.
  private var made: [DisplayItem]
  private var count = 0
  private var diverged = false
  private let capacity: Int

  /// A list that follows `last`, with room for `capacity` items once it leaves it, made in
  /// `storage`'s buffer (emptied first) when that buffer is no longer shared and has room.
  init(last: [DisplayItem], capacity: Int, storage: [DisplayItem] = []) {
    self.last = last
    self.capacity = capacity
    self.made = storage
  }

  /// The earlier list's item at the place the next one goes, if it has one.
  var candidate: DisplayItem? { count < last.count ? last[count] : nil }

  /// Appends `item`.
  mutating func append(_ item: DisplayItem) {
    if !diverged {
      if count < last.count, last[count].isIdentical(to: item) {
        count += 1
        return
      }
      diverged = true
      let room = max(capacity, count + 1)
      if made.capacity >= room {
        // The storage's buffer when nothing else holds it (a list of a frame let go), else
        // a new one of its capacity: one allocation at most, as below.
        made.removeAll(keepingCapacity: true)
      } else {
        // One allocation for the list instead of one per doubling.
        made = []
        made.reserveCapacity(room)
      }
      if count > 0 { made.append(contentsOf: last[..<count]) }
    }
    made.append(item)
    count += 1
  }

  /// The items appended: the earlier list itself when they are all of it. `storage` gets
  /// back the storage given at the start when the list did not need it.
  mutating func finish(returningStorageTo storage: inout [DisplayItem]) -> [DisplayItem] {
    if diverged { return made }
    swap(&storage, &made)
    return count == last.count ? last : Array(last[..<count])
  }
}
