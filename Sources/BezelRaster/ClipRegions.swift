/// The whole-pixel boxes a clip draws in inside a box
/// (``DisplayListPainter/clipRegions(in:clip:)``), in order.
///
/// Nearly every clip is one rectangle: the first box is kept inline, so listing the regions
/// of a kept coverage's draw allocates nothing (a list of one box was an allocation on every
/// such draw).
struct ClipRegions: Sequence {
  private var first: FrameDamage.Box?
  private var more: [FrameDamage.Box] = []

  init() {}

  init(_ box: FrameDamage.Box) {
    first = box
  }

  init(_ boxes: some Sequence<FrameDamage.Box>) {
    for box in boxes { append(box) }
  }

  /// An empty list that appends its boxes past the first into the capacity of `storage`,
  /// which it takes (dropping its boxes) and leaves empty: one draw's regions hand their
  /// storage (``storage``) to the next, so damage of several boxes is listed without
  /// allocating.
  init(takingFrom storage: inout [FrameDamage.Box]) {
    swap(&more, &storage)
    // Not on an empty list: keeping the capacity of none allocates.
    if !more.isEmpty { more.removeAll(keepingCapacity: true) }
  }

  /// The list the boxes past the first are kept in, for ``init(takingFrom:)``.
  var storage: [FrameDamage.Box] { more }

  var isEmpty: Bool { first == nil }

  /// The one box, `nil` when there are none or several.
  var only: FrameDamage.Box? { more.isEmpty ? first : nil }

  mutating func append(_ box: FrameDamage.Box) {
    if first == nil {
      first = box
    } else {
      more.append(box)
    }
  }

  func makeIterator() -> Iterator {
    Iterator(regions: self)
  }

  /// The boxes in the order they were appended.
  struct Iterator: IteratorProtocol {
    let regions: ClipRegions
    private var index = 0

    init(regions: ClipRegions) {
      self.regions = regions
    }

    mutating func next() -> FrameDamage.Box? {
      defer { index += 1 }
      if index == 0 { return regions.first }
      return index - 1 < regions.more.count ? regions.more[index - 1] : nil
    }
  }
}
