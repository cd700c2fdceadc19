import BezelLottieExpressions
import Foundation

/// `loopIn` and `loopOut` on a property's keyframes.
extension ExpressionHost {
  /// `loopOut`/`loopIn` as lottie-web computes them, on the keyframed values.
  func loop(
    _ p: ExpressionProperty, out: Bool, type rawType: String, amount: Double, isDuration: Bool,
    time: Double
  ) -> JSValue {
    let f = p.layer.localFrame(time * frameRate)
    let keys = p.keyTimes
    let current = p.rawValue(at: f)
    guard keys.count >= 2, let firstKey = keys.first, let lastKey = keys.last else {
      return current.jsValue
    }
    let type = rawType.lowercased()
    var first = firstKey
    var last = lastKey
    if out {
      if f <= lastKey { return current.jsValue }
      if isDuration {
        first = amount > 0 ? lastKey - amount * frameRate : firstKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        first = keys[keys.count - 1 - n]
      }
    } else {
      if f >= firstKey { return current.jsValue }
      if isDuration {
        last = amount > 0 ? firstKey + amount * frameRate : lastKey
      } else {
        var n = Int(amount.isFinite ? amount : 0)
        if n <= 0 || n > keys.count - 1 { n = keys.count - 1 }
        last = keys[n]
      }
    }
    let cycle = last - first
    guard cycle > 0 else { return current.jsValue }
    func at(_ x: Double) -> ExpressionProperty.Sample { p.rawValue(at: x) }
    func combine(
      _ a: ExpressionProperty.Sample, _ b: ExpressionProperty.Sample,
      _ c: ExpressionProperty.Sample, _ f: (Double, Double, Double) -> Double
    ) -> JSValue {
      guard case .numbers(let x) = a, case .numbers(let y) = b, case .numbers(let z) = c else {
        return c.jsValue
      }
      return numbersValue((0..<min(x.count, y.count, z.count)).map { f(x[$0], y[$0], z[$0]) })
    }
    if out {
      let elapsed = f - first
      let within = elapsed.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(elapsed / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 != 0 { return at(cycle - within + first).jsValue }
        return at(within + first).jsValue
      case "offset":
        return combine(at(first), at(last), at(within + first)) { a, b, c in
          (b - a) * iterations + c
        }
      case "continue":
        let d = f - last
        return combine(at(last), at(last - 0.001), at(last)) { l, prev, _ in
          l + (l - prev) * d / 0.001
        }
      default: return at(within + first).jsValue
      }
    } else {
      let before = first - f
      let within = before.truncatingRemainder(dividingBy: cycle)
      let iterations = floor(before / cycle)
      switch type {
      case "pingpong":
        if Int(iterations) % 2 == 0 { return at(within + first).jsValue }
        return at(cycle - within + first).jsValue
      case "offset":
        let repeats = iterations + 1
        return combine(at(first), at(last), at(cycle - within + first)) { a, b, c in
          c - (b - a) * repeats
        }
      case "continue":
        return combine(at(first), at(first + 0.001), at(first)) { v, next, _ in
          v + (v - next) * before / 0.001
        }
      default: return at(cycle - within + first).jsValue
      }
    }
  }
}
