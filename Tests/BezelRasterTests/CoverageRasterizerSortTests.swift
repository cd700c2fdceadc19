import BezelTestSupport
import Testing

@testable import BezelRaster

/// The exact coverage of a shared cell sorts its strip heights and edges with
/// ``CoverageRasterizer/sortInPlace(_:count:scratch:capacity:by:)``, merging through a kept
/// buffer where the standard sort allocated one: the order must be the standard sort's,
/// ties left in place (the sums over a strip's edges depend on it).
@Suite struct CoverageRasterizerSortTests {
  @Test func sortsAsTheStandardStableSort() {
    var generator = SeededGenerator(seed: 13)
    var scratch = UnsafeMutablePointer<(key: Double, tag: Int)>.allocate(capacity: 0)
    var capacity = 0
    defer { scratch.deallocate() }
    // Around the insertion limit, across one and several merge passes, the scratch reused
    // at sizes up and down.
    for count in [0, 1, 2, 23, 24, 25, 47, 48, 49, 100, 3, 200, 97, 513, 30] {
      // Few distinct keys: many ties, told apart by their tag.
      let values = (0..<count).map { tag in
        (key: Double(Int.random(in: 0..<max(1, count / 4), using: &generator)) / 2, tag: tag)
      }
      let expected = values.sorted { $0.key < $1.key }
      var buffer = values
      buffer.withUnsafeMutableBufferPointer { all in
        guard let base = all.baseAddress else { return }
        CoverageRasterizer.sortInPlace(
          base, count: count, scratch: &scratch, capacity: &capacity
        ) { $0.key < $1.key }
      }
      #expect(buffer.map(\.tag) == expected.map(\.tag), "count \(count)")
      #expect(buffer.map(\.key) == expected.map(\.key), "count \(count)")
    }
  }
}
