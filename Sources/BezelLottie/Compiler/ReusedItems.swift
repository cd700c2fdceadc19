import BezelLayers

/// A list of display items being made in the order of an earlier list, which it is, with
/// no list made, for as long as every item appended is the earlier one at its place.
struct ReusedItems {
  private let last: [DisplayItem]
  private var made: [DisplayItem] = []
  private var count = 0
  private var diverged = false
  private let capacity: Int

  /// A list that follows `last`, with room for `capacity` items once it leaves it.
  init(last: [DisplayItem], capacity: Int) {
    self.last = last
    self.capacity = capacity
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
      // One allocation for the list instead of one per doubling.
      made.reserveCapacity(max(capacity, count + 1))
      if count > 0 { made.append(contentsOf: last[..<count]) }
    }
    made.append(item)
    count += 1
  }

  /// The items appended: the earlier list itself when they are all of it.
  var items: [DisplayItem] {
    if diverged { return made }
    return count == last.count ? last : Array(last[..<count])
  }
}
