import BezelDrawing
import BezelLayers
import Foundation

/// A layer that plays a Lottie animation, scaled to fit its bounds (lottie-ios's
/// `LottieAnimationView` as a layer).
///
/// Playback is a function of the layer's local time: ``play(fromFrame:toFrame:loopMode:)``
/// records when it started, and each display list shows the frame for its time, so a manual
/// clock gives exact frames and a stall never desynchronises it.
///
/// ```swift
/// let spinner = LottieLayer(animation: try LottieAnimation(contentsOf: url))
/// spinner.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
/// spinner.loopMode = .loop
/// spinner.play()
/// ```
open class LottieLayer: Layer {
  public var animation: LottieAnimation?
  public var loopMode: LottieLoopMode = .playOnce
  /// Playback speed; 2 plays twice as fast, negative values play the range backwards.
  public var animationSpeed: Double = 1
  /// The first frame of the played range (`nil`: the animation's start).
  public var fromFrame: Double?
  /// The last frame of the played range (`nil`: the animation's end).
  public var toFrame: Double?
  /// The local time playback started, or `nil` when stopped (showing ``fromFrame``).
  public private(set) var playbackStartTime: Double?
  /// The frame shown while stopped, when set (``pause()`` keeps the current one).
  public private(set) var pausedFrame: Double?

  public init(animation: LottieAnimation? = nil) {
    self.animation = animation
    super.init()
    if let animation {
      bounds = CGRect(origin: .zero, size: animation.size)
    }
  }

  public required init(layer: Layer) {
    super.init(layer: layer)
    guard let other = layer as? LottieLayer else { return }
    animation = other.animation
    loopMode = other.loopMode
    animationSpeed = other.animationSpeed
    fromFrame = other.fromFrame
    toFrame = other.toFrame
    playbackStartTime = other.playbackStartTime
    pausedFrame = other.pausedFrame
  }

  /// Starts playing `fromFrame…toFrame` (the whole animation by default) at `time` (the
  /// layer's current time by default).
  public func play(
    fromFrame: Double? = nil, toFrame: Double? = nil, loopMode: LottieLoopMode? = nil,
    at time: Double? = nil
  ) {
    self.fromFrame = fromFrame
    self.toFrame = toFrame
    if let loopMode { self.loopMode = loopMode }
    pausedFrame = nil
    playbackStartTime = time ?? currentTime
  }

  /// Plays the range of the marker called `name`; returns false when there is none.
  @discardableResult
  public func play(marker name: String, loopMode: LottieLoopMode? = nil, at time: Double? = nil)
    -> Bool
  {
    guard let marker = animation?.marker(named: name) else { return false }
    play(
      fromFrame: marker.frame, toFrame: marker.frame + marker.duration, loopMode: loopMode,
      at: time)
    return true
  }

  /// Stops and shows the first frame of the range.
  public func stop() {
    playbackStartTime = nil
    pausedFrame = nil
  }

  /// Stops on the frame showing at `time` (the layer's current time by default).
  public func pause(at time: Double? = nil) {
    pausedFrame = frame(atLocalTime: time ?? currentTime)
    playbackStartTime = nil
  }

  /// Whether a finite loop mode has played to its end by `time`.
  public func isFinished(atLocalTime time: Double) -> Bool {
    guard let start = playbackStartTime, let animation else { return false }
    let length = rangeLength(animation)
    guard length > 0 else { return true }
    let cycles = max(0, time - start) * abs(animationSpeed) * animation.frameRate / length
    switch loopMode {
    case .playOnce: return cycles >= 1
    case .loop, .autoReverse: return false
    case .repeat(let n): return cycles >= n
    case .repeatBackwards(let n): return cycles >= 2 * n
    }
  }

  private func rangeLength(_ animation: LottieAnimation) -> Double {
    let from = fromFrame ?? animation.startFrame
    let to = toFrame ?? animation.endFrame
    return to - from
  }

  /// The frame shown at the layer's local time `time`.
  public func frame(atLocalTime time: Double) -> Double {
    guard let animation else { return 0 }
    let from = fromFrame ?? animation.startFrame
    let to = toFrame ?? animation.endFrame
    if let pausedFrame { return pausedFrame }
    guard let start = playbackStartTime else { return from }
    let length = to - from
    guard length > 0 else { return from }
    let elapsed = max(0, time - start) * abs(animationSpeed) * animation.frameRate
    var offset: Double
    switch loopMode {
    case .playOnce:
      offset = min(elapsed, length)
    case .loop:
      offset = elapsed.truncatingRemainder(dividingBy: length)
    case .autoReverse:
      let p = elapsed.truncatingRemainder(dividingBy: 2 * length)
      offset = p <= length ? p : 2 * length - p
    case .repeat(let n):
      offset =
        elapsed >= n * length
        ? (n.rounded(.down) == n ? length : (n * length).truncatingRemainder(dividingBy: length))
        : elapsed.truncatingRemainder(dividingBy: length)
    case .repeatBackwards(let n):
      if elapsed >= 2 * n * length {
        offset = 0
      } else {
        let p = elapsed.truncatingRemainder(dividingBy: 2 * length)
        offset = p <= length ? p : 2 * length - p
      }
    }
    if animationSpeed < 0 { offset = length - offset }
    // The range's end frame is exclusive: show the last frame before it.
    return min(from + offset, to - 1e-6)
  }

  open override func drawContents(localTime: Double) -> [DisplayItem] {
    guard let animation, bounds.width > 0, bounds.height > 0 else { return [] }
    let list = animation.displayList(atFrame: frame(atLocalTime: localTime), fitting: bounds.size)
    // The animation keeps lottie-web's edge placement whatever the rest of the picture uses.
    return [
      .group(
        GroupItem(
          transform: Transform(translationX: bounds.minX, y: bounds.minY),
          renderPolicy: animation.renderPolicy, children: list.items))
    ]
  }
}
