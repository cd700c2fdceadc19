/// Animates one property from one value to another (Core Animation's `CABasicAnimation`).
///
/// Without a `from` value it starts from the target's current value (the model value, or
/// what earlier animations made of it); without a `to` value it ends there.
///
/// ```swift
/// var grow = BasicAnimation(keyPath: \ShapeLayer.strokeEnd, from: 0, to: 1, duration: 10)
/// grow.fillMode = .forwards
/// grow.isRemovedOnCompletion = false
/// ring.add(grow, forKey: "progress")
/// ```
public struct BasicAnimation<Root: AnyObject, Value: Interpolatable>: Animation {
  public let keyPath: ReferenceWritableKeyPath<Root, Value>
  public var timing: MediaTiming
  public var isRemovedOnCompletion = true
  /// Adds the animated value to the current one instead of replacing it (Core Animation's
  /// `isAdditive`), for values that can be added; other values ignore it.
  public var isAdditive = false
  /// Maps the fraction of each iteration; Core Animation's default for basic animations is
  /// linear.
  public var timingFunction: TimingFunction
  var endpoints: PropertyEndpoints<Value>

  public var fromValue: Value? {
    get { endpoints.from }
    set { endpoints.from = newValue }
  }

  public var toValue: Value? {
    get { endpoints.to }
    set { endpoints.to = newValue }
  }

  /// The change relative to `fromValue` (or to the current value); only for additive values.
  public var byValue: Value? { endpoints.by }

  public init(
    keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value? = nil, to: Value? = nil,
    duration: Double = MediaTiming.defaultDuration, timingFunction: TimingFunction = .linear
  ) {
    self.keyPath = keyPath
    self.timing = MediaTiming(duration: duration)
    self.timingFunction = timingFunction
    self.endpoints = PropertyEndpoints(from: from, to: to)
  }

  public func apply(iterationTime time: Double, to target: AnyObject) {
    guard let root = target as? Root else { return }
    let current = root[keyPath: keyPath]
    let (start, end) = endpoints.resolve(current: current)
    let fraction = timingFunction.value(at: time / timing.effectiveDuration)
    let value = start.interpolated(to: end, fraction: fraction)
    root[keyPath: keyPath] = isAdditive ? additiveSum(current, value) ?? value : value
  }
}

extension BasicAnimation where Value: AdditiveInterpolatable {
  /// An animation by a relative amount: from `from` (or the current value) to that plus `by`.
  public init(
    keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value? = nil, by: Value,
    duration: Double = MediaTiming.defaultDuration, timingFunction: TimingFunction = .linear
  ) {
    self.init(keyPath: keyPath, from: from, duration: duration, timingFunction: timingFunction)
    endpoints.by = by
    endpoints.add = { $0.adding($1) }
    endpoints.subtract = { $0.subtracting($1) }
  }

  /// Sets `byValue` (clearing `toValue`'s precedence is up to the caller, as in Core
  /// Animation: `from` and `to` win over `by`).
  public mutating func setByValue(_ value: Value?) {
    endpoints.by = value
    endpoints.add = { $0.adding($1) }
    endpoints.subtract = { $0.subtracting($1) }
  }
}
