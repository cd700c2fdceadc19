import Foundation

/// `loopIn` and `loopOut`: a property's keyframed values repeated before its first key or after
/// its last, as lottie-web computes them (`cycle`, `pingpong`, `offset`, `continue`).
struct PropertyLoop {
  /// `loopOut` (after the last key) or `loopIn` (before the first).
  var out: Bool
  /// `cycle`, `pingpong`, `offset` or `continue` (any case; others cycle).
  var type: String
  /// How many keys back (or, with `isDuration`, seconds) the loop spans; 0 for all.
  var amount: Double
  var isDuration: Bool

  /// The looped value of `p` at local frame `f`, at `frameRate` frames per second.
  func value(of p: ExpressionProperty, atFrame f: Double, frameRate: Double) -> ExpressionValue {
    let keys = p.keyTimes
    let current = p.rawValue(at: f)
    guard keys.count >= 2, let firstKey = keys.first, let lastKey = keys.last else {
      return current
    }
    let type = self.type.lowercased()
    var first = firstKey
    var last = lastKey
    if out {
      if f <= lastKey { return current }
      if isDuration {
        first = amount > 0 ? lastKey - amount * frameRate : firstKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        first = keys[keys.count - 1 - n]
      }
    } else {
      if f >= firstKey { return current }
      if isDuration {
        last = amount > 0 ? firstKey + amount * frameRate : lastKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        last = keys[n]
      }
    }
    let cycle = last - first
    guard cycle > 0 else { return current }
    func at(_ x: Double) -> ExpressionValue { p.rawValue(at: x) }
    func combine(
      _ a: ExpressionValue, _ b: ExpressionValue,
      _ c: ExpressionValue, _ f: (Double, Double, Double) -> Double
    ) -> ExpressionValue {
      guard case .numbers(let x) = a, case .numbers(let y) = b, case .numbers(let z) = c else {
        return c
      }
      return .numbers((0..<min(x.count, y.count, z.count)).map { f(x[$0], y[$0], z[$0]) })
    }
    if out {
      let elapsed = f - first
      let within = elapsed.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(elapsed / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 != 0 { return at(cycle - within + first) }
        return at(within + first)
      case "offset":
        return combine(at(first), at(last), at(within + first)) { a, b, c in
          (b - a) * iterations + c
        }
      case "continue":
        let d = f - last
        return combine(at(last), at(last - 0.001), at(last)) { l, prev, _ in
          l + (l - prev) * d / 0.001
        }
      default: return at(within + first)
      }
    } else {
      let before = first - f
      let within = before.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(before / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 == 0 { return at(within + first) }
        return at(cycle - within + first)
      case "offset":
        let repeats = iterations + 1
        return combine(at(first), at(last), at(cycle - within + first)) { a, b, c in
          c - (b - a) * repeats
        }
      case "continue":
        return combine(at(first), at(first + 0.001), at(first)) { v, next, _ in
          v + (v - next) * before / 0.001
        }
      default: return at(cycle - within + first)
      }
    }
  }
}
