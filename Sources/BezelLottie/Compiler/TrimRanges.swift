import Foundation

/// The parts a trim keeps, as fractions of the outline's length: none, one range, or two
/// when the kept part wraps past the end. Held in place rather than in a list, because a
/// moving trim makes them every frame.
struct TrimRanges: RandomAccessCollection, ExpressibleByArrayLiteral {
  private var first = (0.0, 0.0)
  private var second = (0.0, 0.0)
  let count: Int

  /// No range: nothing is kept.
  init() {
    count = 0
  }

  init(_ range: (Double, Double)) {
    first = range
    count = 1
  }

  init(_ range: (Double, Double), _ wrapped: (Double, Double)) {
    first = range
    second = wrapped
    count = 2
  }

  /// At most two ranges (tests write them as lists).
  init(arrayLiteral ranges: (Double, Double)...) {
    precondition(ranges.count <= 2, "a trim keeps at most two ranges")
    switch ranges.count {
    case 0: self.init()
    case 1: self.init(ranges[0])
    default: self.init(ranges[0], ranges[1])
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> (Double, Double) {
    position == 0 ? first : second
  }
}
