/// Animates one property through a list of values (`CAKeyframeAnimation`).
///
/// `keyTimes` (fractions of the duration, one per value, increasing; evenly spaced when
/// omitted) say when each value is reached. For `.discrete`, one extra key time may end the
/// last value's span, as Core Animation allows. `timingFunctions` ease each segment; a single
/// function applies to every segment.
///
/// ```swift
/// let pulse = try KeyframeAnimation(keyPath: \Layer.opacity, values: [0, 1, 0.5],
///                                   keyTimes: [0, 0.2, 1], duration: 2)
/// ```
public struct KeyframeAnimation<Root: AnyObject, Value: Interpolatable>: Animation {
  public let keyPath: ReferenceWritableKeyPath<Root, Value>
  public var timing: MediaTiming
  public var isRemovedOnCompletion = true
  /// Adds the animated value to the current one instead of replacing it (Core Animation's
  /// `isAdditive`), for values that can be added; other values ignore it.
  public var isAdditive = false
  /// Applied to the whole iteration before the per-segment functions (default linear).
  public var timingFunction: TimingFunction = .linear
  public let values: [Value]
  public let keyTimes: [Double]
  public let timingFunctions: [TimingFunction]
  public let calculationMode: CalculationMode

  public init(
    keyPath: ReferenceWritableKeyPath<Root, Value>, values: [Value], keyTimes: [Double]? = nil,
    timingFunctions: [TimingFunction] = [], calculationMode: CalculationMode = .linear,
    duration: Double = MediaTiming.defaultDuration
  ) throws(KeyframeAnimationError) {
    guard !values.isEmpty else { throw .noValues }
    let n = values.count
    var times: [Double]
    if calculationMode == .paced {
      times = KeyframeAnimation.pacedKeyTimes(values)
    } else if let keyTimes {
      let allowed = calculationMode == .discrete ? [n, n + 1] : [n]
      guard allowed.contains(keyTimes.count) else {
        throw .keyTimeCount(expected: n, got: keyTimes.count)
      }
      guard keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
        zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
      else { throw .keyTimesOutOfOrder }
      times = keyTimes
    } else if calculationMode == .discrete {
      times = (0..<n).map { Double($0) / Double(n) }
    } else {
      times = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }
    let segments = max(n - 1, 1)
    guard timingFunctions.count <= 1 || timingFunctions.count == segments else {
      throw .timingFunctionCount(expected: segments, got: timingFunctions.count)
    }
    if times.count > n { times.removeLast() }
    self.keyPath = keyPath
    self.values = values
    self.keyTimes = times
    self.timingFunctions = calculationMode == .paced ? [] : timingFunctions
    self.calculationMode = calculationMode
    self.timing = MediaTiming(duration: duration)
  }

  /// Key times proportional to the cumulative distance between values.
  static func pacedKeyTimes(_ values: [Value]) -> [Double] {
    guard values.count > 1 else { return [0] }
    var cumulative = [0.0]
    for (a, b) in zip(values, values.dropFirst()) {
      cumulative.append(cumulative[cumulative.count - 1] + max(0, a.distance(to: b)))
    }
    let total = cumulative[cumulative.count - 1]
    guard total > 0, total.isFinite else {
      return (0..<values.count).map { Double($0) / Double(values.count - 1) }
    }
    return cumulative.map { $0 / total }
  }

  public func apply(iterationTime time: Double, to target: AnyObject) {
    guard let root = target as? Root else { return }
    let value = value(atFraction: timingFunction.value(at: time / timing.effectiveDuration))
    root[keyPath: keyPath] =
      isAdditive ? additiveSum(root[keyPath: keyPath], value) ?? value : value
  }

  /// The animated value at a fraction (0…1) of one iteration.
  public func value(atFraction fraction: Double) -> Value {
    let n = values.count
    guard n > 1 else { return values[0] }
    // The segment is the last key time at or before the fraction.
    var i = 0
    while i + 1 < n, keyTimes[i + 1] <= fraction { i += 1 }
    if calculationMode == .discrete { return values[i] }
    if fraction < keyTimes[0] { return values[0] }
    if i == n - 1 { return values[n - 1] }
    let t0 = keyTimes[i]
    let t1 = keyTimes[i + 1]
    var local = t1 > t0 ? (fraction - t0) / (t1 - t0) : 1
    if !timingFunctions.isEmpty {
      let function = timingFunctions.count == 1 ? timingFunctions[0] : timingFunctions[i]
      local = function.value(at: local)
    }
    if calculationMode == .cubic { return cubicValue(segment: i, local: local) }
    return values[i].interpolated(to: values[i + 1], fraction: local)
  }

  /// Catmull–Rom through the values in the Barry–Goldman form, which needs only blends
  /// (so any ``Interpolatable`` value works); parameterised by key time so uneven spacing
  /// keeps the speed continuous. The ends repeat their neighbours' spacing.
  private func cubicValue(segment i: Int, local: Double) -> Value {
    let n = values.count
    let p1 = values[i]
    let p2 = values[i + 1]
    let t1 = keyTimes[i]
    let t2 = keyTimes[i + 1]
    guard t2 > t1 else { return local < 1 ? p1 : p2 }
    let p0 = i > 0 ? values[i - 1] : p1
    let t0 = i > 0 && keyTimes[i - 1] < t1 ? keyTimes[i - 1] : t1 - (t2 - t1)
    let p3 = i + 2 < n ? values[i + 2] : p2
    let t3 = i + 2 < n && keyTimes[i + 2] > t2 ? keyTimes[i + 2] : t2 + (t2 - t1)
    let t = t1 + local * (t2 - t1)
    func blend(_ a: Value, _ b: Value, _ ta: Double, _ tb: Double) -> Value {
      a.interpolated(to: b, fraction: (t - ta) / (tb - ta))
    }
    let a1 = blend(p0, p1, t0, t1)
    let a2 = blend(p1, p2, t1, t2)
    let a3 = blend(p2, p3, t2, t3)
    let b1 = blend(a1, a2, t0, t2)
    let b2 = blend(a2, a3, t1, t3)
    return blend(b1, b2, t1, t2)
  }
}
