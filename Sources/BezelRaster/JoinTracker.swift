import Foundation

/// The joins of one stroke's elements, to know how far each reaches: where an element
/// meets the one before it in the same subpath, and where a closed subpath meets its start.
struct JoinTracker {
  let miters: Bool
  let limit: Double
  /// The direction the last element ended in (`nil` at a subpath's start).
  private var last: CGPoint?
  /// The direction the subpath's first element started in.
  private var first: CGPoint?
  /// The turn at the join being marked, as the cosine of its angle (`nil`: no join).
  private var turn: Double??

  init(miters: Bool, limit: Double) {
    self.miters = miters
    self.limit = limit
  }

  mutating func startSubpath() {
    last = nil
    first = nil
  }

  /// An element starting in direction `start` and ending in `end` (the reverse of the
  /// direction it arrives from; `nil`: a straight line, which ends as it starts).
  mutating func enter(_ start: CGPoint, leaving end: CGPoint?) {
    turn = last.map { Self.cosine($0, start) }
    if first == nil { first = start }
    last = end.map { CGPoint(x: -$0.x, y: -$0.y) } ?? start
  }

  /// The join of a closed subpath's end with its start.
  mutating func close() {
    if let last, let first { turn = Self.cosine(last, first) } else { turn = nil }
  }

  /// How far the join just entered reaches, for a stroke `half` wide on each side: 0 for
  /// none (or no more than the pieces reach), and the whole miter limit for a direction
  /// unknown (a zero-length element).
  func reach(_ half: Double) -> Double {
    guard miters, let turn else { return 0 }
    guard let cosine = turn else { return half * limit }
    // A miter reaches half the width over the cosine of half the turn, √(2 / (1 + cos)).
    let ratio = cosine > -1 ? (2 / (1 + cosine)).squareRoot() : .infinity
    // Cairo decides in fixed point: a turn this close to the limit may still be mitred.
    return ratio <= limit * 1.01 ? half * min(ratio, limit) : half
  }

  /// The cosine of the angle between `a` and `b`; `nil` when either has no length.
  private static func cosine(_ a: CGPoint, _ b: CGPoint) -> Double? {
    let la = (a.x * a.x + a.y * a.y).squareRoot()
    let lb = (b.x * b.x + b.y * b.y).squareRoot()
    guard la > 0, lb > 0, la.isFinite, lb.isFinite else { return nil }
    return max(-1, min(1, (a.x * b.x + a.y * b.y) / (la * lb)))
  }
}
