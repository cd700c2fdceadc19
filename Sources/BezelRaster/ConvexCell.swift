/// A pixel square cut by a few half-planes (at most eight corners), held without allocating:
/// ``ArcStroke`` measures the pixels its ends cross with it.
struct ConvexCell {
  var xs = InlineArray<8, Double>(repeating: 0)
  var ys = InlineArray<8, Double>(repeating: 0)
  private(set) var count = 0

  /// The square `x`…`x + 1` × `y`…`y + 1`.
  init(x: Double, y: Double) {
    (xs[0], xs[1], xs[2], xs[3]) = (x, x + 1, x + 1, x)
    (ys[0], ys[1], ys[2], ys[3]) = (y, y, y + 1, y + 1)
    count = 4
  }

  /// The part where `nx · x + ny · y ≥ offset` (Sutherland–Hodgman on one edge).
  func cut(_ nx: Double, _ ny: Double, _ offset: Double) -> ConvexCell {
    var out = ConvexCell()
    guard count > 0 else { return out }
    var previous = count - 1
    var pd = nx * xs[previous] + ny * ys[previous] - offset
    for i in 0..<count {
      let d = nx * xs[i] + ny * ys[i] - offset
      if (d >= 0) != (pd >= 0) {
        let t = pd / (pd - d)
        out.append(
          xs[previous] + t * (xs[i] - xs[previous]), ys[previous] + t * (ys[i] - ys[previous]))
      }
      if d >= 0 { out.append(xs[i], ys[i]) }
      previous = i
      pd = d
    }
    return out
  }

  private init() {}

  private mutating func append(_ x: Double, _ y: Double) {
    // A convex polygon cut by a line gains at most one corner; four cuts of a square stay
    // within eight.
    guard count < 8 else { return }
    xs[count] = x
    ys[count] = y
    count += 1
  }

  /// The cell moved by (−`x`, −`y`).
  func offset(by x: Double, _ y: Double) -> ConvexCell {
    var moved = self
    for i in 0..<count {
      moved.xs[i] -= x
      moved.ys[i] -= y
    }
    return moved
  }

  /// Its area (shoelace).
  var area: Double {
    guard count >= 3 else { return 0 }
    var sum = 0.0
    var previous = count - 1
    for i in 0..<count {
      sum += xs[previous] * ys[i] - xs[i] * ys[previous]
      previous = i
    }
    return abs(sum) / 2
  }
}
