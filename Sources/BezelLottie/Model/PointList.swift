/// The points of an outline as Lottie writes them (`v`, `i` or `o`: a list of `[x, y]`),
/// stored as one array of numbers.
///
/// A `[[Double]]` took an array block per point (48 bytes for two numbers, 64 with the
/// allocator's own) where the numbers are 16: outlines were most of a large file's model
/// while it was decoded. A point with other than two numbers (exporters write `[x, y, 0]`, or
/// `[]`) is kept as written; then where each point ends is kept too.
struct PointList: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The numbers of every point, in order.
  private var numbers: [Double] = []
  /// Where each point's numbers end in ``numbers``; `nil` while every point has two.
  private var ends: [Int]?
  private(set) var count = 0

  /// One point's numbers.
  struct Point: Sendable, ExpressibleByArrayLiteral {
    fileprivate let numbers: [Double]
    fileprivate let start: Int
    let count: Int

    init(arrayLiteral elements: Double...) {
      numbers = elements
      start = 0
      count = elements.count
    }

    fileprivate init(numbers: [Double], start: Int, count: Int) {
      self.numbers = numbers
      self.start = start
      self.count = count
    }

    subscript(index: Int) -> Double { numbers[start + index] }
  }

  init() {}

  init(_ points: [[Double]]) {
    numbers.reserveCapacity(points.count * 2)
    for point in points {
      numbers.append(contentsOf: point)
      endPoint()
    }
  }

  init(arrayLiteral elements: [Double]...) { self.init(elements) }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Point {
    let (start, end) = bounds(index)
    return Point(numbers: numbers, start: start, count: end - start)
  }

  private func bounds(_ index: Int) -> (Int, Int) {
    precondition(index >= 0 && index < count, "point index out of range")
    guard let ends else { return (index * 2, index * 2 + 2) }
    return (index == 0 ? 0 : ends[index - 1], ends[index])
  }

  /// The points as arrays (what expressions are given).
  var arrays: [[Double]] {
    (0..<count).map { i in
      let (start, end) = bounds(i)
      return Array(numbers[start..<end])
    }
  }

  /// Room for `points` points of two numbers.
  mutating func reserveCapacity(_ points: Int) { numbers.reserveCapacity(points * 2) }

  /// Appends a number to the point being written (ended by ``endPoint()``).
  mutating func append(number: Double) { numbers.append(number) }

  /// Ends the point whose numbers were appended since the last end.
  mutating func endPoint() {
    let end = numbers.count
    if ends == nil, end != (count + 1) * 2 {
      ends = (0..<count).map { ($0 + 1) * 2 }
    }
    ends?.append(end)
    count += 1
  }

  static func == (a: PointList, b: PointList) -> Bool {
    a.count == b.count && a.numbers == b.numbers && a.ends == b.ends
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(numbers)
    hasher.combine(ends)
  }
}
