import Testing

@testable import BezelRaster

/// ``ClipRegions`` keeps its first box inline and the rest in a list: iterating must give
/// every box appended, in order.
@Suite struct ClipRegionsTests {
  static func box(_ k: Int) -> FrameDamage.Box {
    FrameDamage.Box(minX: k, minY: 2 * k, maxX: k + 5, maxY: 2 * k + 7)
  }

  @Test(arguments: [0, 1, 2, 5])
  func iteratesTheBoxesInOrder(count: Int) {
    let boxes = (0..<count).map(Self.box)
    var regions = ClipRegions()
    for box in boxes { regions.append(box) }
    #expect(Array(regions) == boxes)
    #expect(regions.isEmpty == boxes.isEmpty)
    #expect(Array(ClipRegions(boxes)) == boxes)
    // Iterated twice, from the start each time.
    #expect(Array(regions) == Array(regions))
  }

  @Test func oneBoxIsItself() {
    #expect(Array(ClipRegions(Self.box(3))) == [Self.box(3)])
  }
}
