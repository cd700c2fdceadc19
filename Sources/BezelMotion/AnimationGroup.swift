/// Runs several animations on one target in a shared time frame (`CAAnimationGroup`).
///
/// Children's begin times are relative to the group's start, their iterations run in the
/// group's local time, and they are cut off where the group's duration ends. Children are
/// never removed on their own; their fill modes decide what they show inside the group.
public struct AnimationGroup: Animation {
  public var animations: [any Animation]
  public var timing: MediaTiming
  public var isRemovedOnCompletion = true
  /// Warps the group's time before its children see it (linear by default).
  public var timingFunction: TimingFunction = .linear

  public init(_ animations: [any Animation], duration: Double = MediaTiming.defaultDuration) {
    self.animations = animations
    self.timing = MediaTiming(duration: duration)
  }

  /// Whether applying the group can change nothing: it holds no animations but empty groups
  /// (an alarm built on one only times a completion), so a layer need not make a
  /// presentation copy for it.
  package var changesNothing: Bool {
    animations.allSatisfy { ($0 as? AnimationGroup)?.changesNothing ?? false }
  }

  public func apply(iterationTime time: Double, to target: AnyObject) {
    let duration = timing.effectiveDuration
    let warped =
      timingFunction.isLinear ? time : timingFunction.value(at: time / duration) * duration
    for animation in animations {
      animation.apply(atParentTime: warped, to: target, honoringRemoval: false)
    }
  }
}
