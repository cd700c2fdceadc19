import Testing

@testable import BezelRaster

/// ``ClipRegions`` keeps its first box inline and the rest in a list: iterating must give
/// every box appended, in order.
@Suite struct ClipRegionsTests {
  static func box(_ k: Int) -> FrameDamage.Box {
    FrameDamage.Box(minX: k, minY: 2 * k, maxX: k + 5, maxY: 2 * k + 7)
  }

  @Test(arguments: [0, 1, 2, 3, 5, 9])
  func iteratesTheBoxesInOrder(count: Int) {
    let boxes = (0..<count).map(Self.box)
    var regions = ClipRegions()
    for box in boxes { regions.append(box) }
    #expect(Array(regions) == boxes)
    #expect(regions.isEmpty == boxes.isEmpty)
    #expect(Array(ClipRegions(boxes)) == boxes)
    // Iterated twice, from the start each time.
    #expect(Array(regions) == Array(regions))
    #expect(regions.only == (count == 1 ? Self.box(0) : nil))
  }

  /// Regions made on the storage of others list only their own boxes, whatever the storage
  /// held, and take it (the lender is left empty), so that handing it on reuses its capacity.
  @Test(arguments: [0, 1, 2, 6], [0, 1, 3, 8])
  func regionsOnLentStorageListTheirOwnBoxes(lent: Int, count: Int) {
    var first = ClipRegions()
    for k in 0..<lent { first.append(Self.box(10 + k)) }
    var storage = first.storage
    let capacity = storage.capacity
    var regions = ClipRegions(takingFrom: &storage)
    #expect(storage.isEmpty)
    #expect(regions.isEmpty)
    let boxes = (0..<count).map(Self.box)
    for box in boxes { regions.append(box) }
    #expect(Array(regions) == boxes)
    #expect(regions.storage.count == max(0, count - 1))
    #expect(regions.storage.capacity >= min(capacity, max(0, count - 1)))
    #expect(Array(first) == (0..<lent).map { Self.box(10 + $0) })
  }

  @Test func oneBoxIsItself() {
    #expect(Array(ClipRegions(Self.box(3))) == [Self.box(3)])
  }
}
