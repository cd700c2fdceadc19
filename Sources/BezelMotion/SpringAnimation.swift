/// Animates one property with a spring (Core Animation's `CASpringAnimation`): the value
/// moves from the start towards the end along ``SpringTiming/value(at:)``, overshooting when
/// the spring is under-damped. The duration defaults to the spring's settling duration.
///
/// ```swift
/// let pop = SpringAnimation(keyPath: \Layer.transformScale, from: 0.5, to: 1,
///                           spring: SpringTiming(stiffness: 300, damping: 15))
/// ```
public struct SpringAnimation<Root: AnyObject, Value: Interpolatable>: Animation {
  public let keyPath: ReferenceWritableKeyPath<Root, Value>
  public var timing: MediaTiming
  public var isRemovedOnCompletion = true
  public var spring: SpringTiming
  var endpoints: PropertyEndpoints<Value>

  public var fromValue: Value? {
    get { endpoints.from }
    set { endpoints.from = newValue }
  }

  public var toValue: Value? {
    get { endpoints.to }
    set { endpoints.to = newValue }
  }

  public init(
    keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value? = nil, to: Value? = nil,
    spring: SpringTiming = SpringTiming()
  ) {
    self.keyPath = keyPath
    self.spring = spring
    let settling = spring.settlingDuration
    self.timing = MediaTiming(
      duration: settling.isFinite ? settling : MediaTiming.defaultDuration)
    self.endpoints = PropertyEndpoints(from: from, to: to)
  }

  /// The spring's value is read at the iteration time in seconds; timing functions do not
  /// apply to springs.
  public func apply(iterationTime time: Double, to target: AnyObject) {
    guard let root = target as? Root else { return }
    let (start, end) = endpoints.resolve(current: root[keyPath: keyPath])
    root[keyPath: keyPath] = start.interpolated(to: end, fraction: spring.value(at: time))
  }
}
