import Bezel

/// Counts the drawing operations in a display list, groups included, at any depth.
struct DisplayListCensus {
  var items = 0
  var groups = 0

  init(_ list: DisplayList) { count(list.items) }

  private mutating func count(_ items: [DisplayItem]) {
    for item in items {
      self.items += 1
      if case .group(let group) = item {
        groups += 1
        count(group.children)
      }
    }
  }
}
