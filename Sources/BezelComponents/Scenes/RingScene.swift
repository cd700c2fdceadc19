import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 000's screen: a round photo filling the canvas (clipped to a circle of the shorter
/// side), a ``CountdownRing`` over it, and `start(duration:)` at time 0.
///
/// ```swift
/// let scene = RingScene(options: .init(duration: 10))
/// let frame = scene.displayList(at: 5)   // the right half of the ring is filled
/// ```
@MainActor
public final class RingScene: Timeline {
  /// The scene's settings; the defaults are the seed's.
  public struct Options: Sendable, Equatable {
    public var size: CGSize
    public var background: Color
    /// Seconds to fill the ring (the seed's 20).
    public var duration: Double
    public var lineWidth: Double
    public var trackColor: Color
    public var progressColor: Color
    public var image: SceneImage
    /// A still determinate ring at this fraction (a ``ProgressRing``) instead of the countdown;
    /// `nil` (the seed) for the countdown.
    public var value: Double?
    /// Where the ring starts, in radians clockwise from 12 o'clock.
    public var startAngle: Double = 0
    /// An angular gradient along the ring instead of `progressColor`; `nil` for none.
    public var gradientColors: [Color]?

    public init(
      size: CGSize = CGSize(width: 300, height: 300), background: Color = .white,
      duration: Double = 20, lineWidth: Double = CountdownRing.Defaults.lineWidth,
      trackColor: Color = CountdownRing.Defaults.trackColor,
      progressColor: Color = CountdownRing.Defaults.progressColor, image: SceneImage = .builtIn
    ) {
      self.size = size
      self.background = background
      self.duration = duration
      self.lineWidth = lineWidth
      self.trackColor = trackColor
      self.progressColor = progressColor
      self.image = image
    }
  }

  public let options: Options
  public let window: Window
  public let ring = CountdownRing()
  /// The determinate ring shown instead of ``ring`` when the options give a `value`.
  public private(set) var progressRing: ProgressRing?

  public init(options: Options = Options()) {
    self.options = options
    window = Window(size: options.size, clock: ManualClock())
    window.backgroundColor = options.background
    if let photo = PictureLayer.layer(for: options.image, builtIn: .dog) {
      let side = min(options.size.width, options.size.height)
      photo.frame = CGRect(
        x: (options.size.width - side) / 2, y: (options.size.height - side) / 2, width: side,
        height: side)
      photo.cornerRadius = side / 2
      photo.masksToBounds = true
      window.contentLayer.addSublayer(photo)
    }
    if let value = options.value {
      let still = ProgressRing()
      still.lineWidth = options.lineWidth
      still.trackColor = options.trackColor
      still.progressColor = options.progressColor
      still.gradientColors = options.gradientColors
      still.startAngle = options.startAngle
      still.lineCap = .butt
      still.layer.frame = CGRect(origin: .zero, size: options.size)
      still.setProgress(value, at: 0)
      window.contentLayer.addSublayer(still.layer)
      progressRing = still
      return
    }
    ring.lineWidth = options.lineWidth
    ring.trackColor = options.trackColor
    ring.progressColor = options.progressColor
    ring.gradientColors = options.gradientColors
    ring.startAngle = options.startAngle
    ring.layer.frame = CGRect(origin: .zero, size: options.size)
    window.contentLayer.addSublayer(ring.layer)
    ring.start(duration: options.duration, at: 0)
  }

  public var size: CGSize { options.size }
  public var duration: Double? { options.value == nil ? max(0, options.duration) : 1 }

  public func displayList(at time: Double) -> DisplayList {
    window.displayList(at: time)
  }
}
