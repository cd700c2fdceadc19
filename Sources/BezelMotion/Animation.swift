/// An animation of properties of an object (a layer): its timing plus the effect it writes.
///
/// Animations are values. A layer keeps its own copy when one is added, evaluates it against
/// the layer's local time, and writes the result into a *presentation copy* of the layer, so
/// the model layer never changes. Implement ``apply(iterationTime:to:)`` to make a new kind.
public protocol Animation {
  /// When and how the animation runs (Core Animation's `CAMediaTiming`).
  var timing: MediaTiming { get set }
  /// Whether the animation is removed (and stops having an effect) once its active interval
  /// is over. Default `true`, as in Core Animation; set it to `false` with a forwards fill to
  /// keep the final value on screen.
  var isRemovedOnCompletion: Bool { get set }
  /// Writes the animated values `time` seconds into one iteration (`0…duration`) onto
  /// `target`, reading any value it animates "from the current value" from `target` first.
  /// Targets of the wrong type are left alone.
  func apply(iterationTime time: Double, to target: AnyObject)
}

extension Animation {
  /// When the animation starts, in the layer's local time; `nil`: when it is added.
  public var beginTime: Double? {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }

  /// One iteration in seconds (Core Animation's default 0.25 s).
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }

  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }

  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }

  public var repeatCount: Double {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }

  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }

  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }

  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// Whether the animation has ended by `parentTime` (the layer's local time): past its
  /// active interval. Never true for animations that repeat for ever or have a speed ≤ 0.
  public func isFinished(atParentTime parentTime: Double) -> Bool {
    guard let end = timing.endTime else { return false }
    return parentTime >= end
  }

  /// Whether the animation affects its target at `parentTime`: inside its active interval,
  /// or filled outside it — except after the end when it is removed on completion.
  public func hasEffect(atParentTime parentTime: Double) -> Bool {
    if isRemovedOnCompletion, isFinished(atParentTime: parentTime) { return false }
    return timing.iterationTime(atParentTime: parentTime) != nil
  }

  /// Evaluates the animation at `parentTime` (the layer's local time) and writes its effect
  /// onto `target`. Returns whether it had an effect.
  ///
  /// - Parameter honoringRemoval: when `true`, a finished animation that is removed on
  ///   completion has no effect even before a layer gets round to removing it, which keeps
  ///   evaluation a pure function of time. Groups pass `false` for their children, which
  ///   Core Animation never removes on their own.
  @discardableResult
  public func apply(
    atParentTime parentTime: Double, to target: AnyObject, honoringRemoval: Bool = true
  ) -> Bool {
    if honoringRemoval, isRemovedOnCompletion, isFinished(atParentTime: parentTime) {
      return false
    }
    guard let time = timing.iterationTime(atParentTime: parentTime) else { return false }
    apply(iterationTime: time, to: target)
    return true
  }
}
