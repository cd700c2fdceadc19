@testable import BezelLottieExpressions

/// Keyframes blended linearly, held before the first and after the last.
final class FakeTrack {
  let keys: [(time: Double, value: [Double])]

  init(_ keys: [(Double, [Double])]) {
    self.keys = keys.map { (time: $0.0, value: $0.1) }
  }

}

extension FakeTrack: ExpressionTrack {
  var keyTimes: [Double] { keys.count > 1 ? keys.map(\.time) : [] }

  func value(at frame: Double) -> ExpressionValue {
    guard let first = keys.first, let last = keys.last else { return .numbers([0]) }
    if frame <= first.time { return .numbers(first.value) }
    if frame >= last.time { return .numbers(last.value) }
    let i = keys.lastIndex { $0.time <= frame } ?? 0
    let (a, b) = (keys[i], keys[i + 1])
    let f = (frame - a.time) / (b.time - a.time)
    return .numbers(zip(a.value, b.value).map { $0 + ($1 - $0) * f })
  }
}
