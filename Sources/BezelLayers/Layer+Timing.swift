import BezelMotion
import Foundation

/// Media timing and animations.
///
/// Time flows from the root: a root's *parent time* is clock time, and every layer's local
/// time is `(parent's local time − beginTime) × speed + timeOffset`. A layer's animations run
/// in its local time, so a layer's speed and offset apply to its whole subtree.
///
/// Evaluation (``displayList(at:)``, ``presentation(at:)``) is pure: it never changes the tree.
/// Completion handlers fire, and finished animations are removed, only in ``advance(to:)``
/// (a window calls it from `tick`) — for an animation that has ended by the time advanced to
/// (`finished: true`), or synchronously when it is removed or replaced before then
/// (`finished: false`). Each handler fires exactly once. A finished animation that is removed
/// on completion has no effect at or after its end even before `advance` removes it, so what
/// is drawn never depends on when `advance` ran.
extension Layer {
  /// `(parentTime − beginTime) × speed + timeOffset`.
  public func localTime(fromParentTime parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// The inverse of ``localTime(fromParentTime:)``; a paused layer (speed 0) maps every
  /// local time to its `beginTime`.
  public func parentTime(fromLocalTime localTime: Double) -> Double {
    guard speed != 0 else { return beginTime }
    return (localTime - timeOffset) / speed + beginTime
  }

  /// Converts `time` from `layer`'s local time (`nil`: root time, the clock's) into this
  /// layer's local time (`CALayer.convertTime(_:from:)`).
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    let rootTime = layer.map { $0.rootTime(fromLocalTime: time) } ?? time
    return localTime(fromRootTime: rootTime)
  }

  /// Converts `time` from this layer's local time into `layer`'s (`nil`: root time).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let rootTime = rootTime(fromLocalTime: time)
    return layer.map { $0.localTime(fromRootTime: rootTime) } ?? rootTime
  }

  func localTime(fromRootTime time: Double) -> Double {
    let parentTime = superlayer.map { $0.localTime(fromRootTime: time) } ?? time
    return localTime(fromParentTime: parentTime)
  }

  func rootTime(fromLocalTime time: Double) -> Double {
    let parent = parentTime(fromLocalTime: time)
    return superlayer.map { $0.rootTime(fromLocalTime: parent) } ?? parent
  }

  /// "Now" in root time: the nearest clock up the tree, else the last time the tree was
  /// advanced to (0 initially).
  public var currentTime: Double {
    var current: Layer? = self
    while let layer = current {
      if let clock = layer.clock { return clock.now }
      current = layer.superlayer
    }
    return rootLayer.lastAdvancedTime
  }

  // MARK: - Pausing

  /// Pauses the layer's timeline (and its subtree's) at root time `time`, the way Apple
  /// documents: speed 0, time offset = the current local time.
  public func pause(atTime time: Double) {
    guard speed != 0 else { return }
    let paused = convertTime(time, from: nil)
    speed = 0
    timeOffset = paused
  }

  /// Resumes a paused timeline at root time `time` so that it continues from where it was
  /// paused (Apple's recipe: speed 1, offset 0, begin time = time since the pause).
  public func resume(atTime time: Double) {
    guard speed == 0 else { return }
    let paused = timeOffset
    speed = 1
    timeOffset = 0
    beginTime = 0
    beginTime = convertTime(time, from: nil) - paused
  }

  /// Pauses at ``currentTime``.
  public func pause() { pause(atTime: currentTime) }

  /// Resumes at ``currentTime``.
  public func resume() { resume(atTime: currentTime) }

  public var isPaused: Bool { speed == 0 }

  // MARK: - Animations

  /// Attaches a copy of `animation`, replacing any with the same key (whose completion then
  /// fires with `false`). A `nil` begin time becomes the layer's current local time.
  ///
  /// - Parameter completion: called once with `true` when ``advance(to:)`` reaches the end of
  ///   the animation, or with `false` if it is removed or replaced first.
  public func add(
    _ animation: any Animation, forKey key: String?, completion: ((Bool) -> Void)? = nil
  ) {
    var copy = animation
    if copy.timing.beginTime == nil {
      copy.timing.beginTime = convertTime(currentTime, from: nil)
    }
    var replaced: AnimationEntry?
    if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
      replaced = animationEntries.remove(at: index)
    }
    animationEntries.append(AnimationEntry(key: key, animation: copy, completion: completion))
    if let replaced, !replaced.hasCompleted { replaced.completion?(false) }
  }

  /// The keys of attached animations, in the order they were added (and are applied).
  public var animationKeys: [String] { animationEntries.compactMap(\.key) }

  /// The attached animation for `key` (with its resolved begin time).
  public func animation(forKey key: String) -> (any Animation)? {
    animationEntries.first { $0.key == key }?.animation
  }

  /// Detaches the animation for `key`; its completion fires with `false` unless it already
  /// fired.
  public func removeAnimation(forKey key: String) {
    guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    let entry = animationEntries.remove(at: index)
    if !entry.hasCompleted { entry.completion?(false) }
  }

  public func removeAllAnimations() {
    let entries = animationEntries
    animationEntries.removeAll()
    for entry in entries where !entry.hasCompleted { entry.completion?(false) }
  }

  /// Brings the tree's animation state to root time `time`: animations that have ended call
  /// their completion (`true`) and, when removed on completion, are removed. Call it on the
  /// root (a window's `tick` does). Moving backwards does not bring finished animations back.
  public func advance(to time: Double) {
    var due: [(Bool) -> Void] = []
    let parentTime = superlayer.map { $0.convertTime(time, from: nil) } ?? time
    collectCompletions(parentTime: parentTime, into: &due)
    rootLayer.lastAdvancedTime = time
    for completion in due { completion(true) }
  }

  private func collectCompletions(parentTime: Double, into due: inout [(Bool) -> Void]) {
    let local = localTime(fromParentTime: parentTime)
    if !animationEntries.isEmpty {
      var kept: [AnimationEntry] = []
      kept.reserveCapacity(animationEntries.count)
      for var entry in animationEntries {
        if !entry.hasCompleted, entry.animation.isFinished(atParentTime: local) {
          entry.hasCompleted = true
          if let completion = entry.completion { due.append(completion) }
          // Dropped once fired, so a handler that captures the layer does not keep it alive.
          entry.completion = nil
          if entry.animation.isRemovedOnCompletion { continue }
        }
        kept.append(entry)
      }
      animationEntries = kept
    }
    mask?.collectCompletions(parentTime: local, into: &due)
    for layer in sublayers { layer.collectCompletions(parentTime: local, into: &due) }
  }

  // MARK: - Presentation

  /// A copy of this layer with its animations applied at root time `time` (no sublayers).
  public func presentation(at time: Double) -> Layer {
    let parentTime = superlayer.map { $0.convertTime(time, from: nil) } ?? time
    let local = localTime(fromParentTime: parentTime)
    let copy = type(of: self).init(layer: self)
    applyAnimations(localTime: local, to: copy)
    return copy
  }

  /// This layer itself when no animation has an effect at `localTime` (empty groups, such as
  /// alarms, change nothing), otherwise a copy with the animations applied, in the order
  /// they were added.
  func presented(localTime: Double) -> Layer {
    guard
      animationEntries.contains(where: {
        $0.animation.hasEffect(atParentTime: localTime)
          && ($0.animation as? AnimationGroup)?.changesNothing != true
      })
    else { return self }
    let copy = type(of: self).init(layer: self)
    applyAnimations(localTime: localTime, to: copy)
    return copy
  }

  private func applyAnimations(localTime: Double, to copy: Layer) {
    for entry in animationEntries {
      entry.animation.apply(atParentTime: localTime, to: copy)
    }
  }
}
