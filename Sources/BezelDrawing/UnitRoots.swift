/// At most two parameters strictly inside (0, 1), in increasing order: where a Bézier
/// coordinate turns. A value type so bounds and hit tests find extrema without allocating.
struct UnitRoots: Sequence, IteratorProtocol {
  private(set) var count = 0
  private var first = 0.0
  private var second = 0.0
  private var position = 0

  /// Keeps `t` when it lies strictly inside (0, 1).
  mutating func insert(_ t: Double) {
    guard t > 0, t < 1, count < 2 else { return }
    if count == 0 {
      first = t
    } else if t < first {
      second = first
      first = t
    } else {
      second = t
    }
    count += 1
  }

  subscript(index: Int) -> Double { index == 0 ? first : second }

  mutating func next() -> Double? {
    guard position < count else { return nil }
    defer { position += 1 }
    return self[position]
  }
}
