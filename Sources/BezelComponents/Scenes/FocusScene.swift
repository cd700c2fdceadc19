import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 003's screen: a camera-like picture filling the canvas with the ``FocusFrame`` over it
/// (the seed's usage: black, thickness 10, radius 10, padding 5), and optionally a tap to
/// focus at `tapAt`.
@MainActor
public final class FocusScene: Timeline {
  /// The scene's settings; the defaults are the seed's usage.
  public struct Options: Sendable, Equatable {
    public var size: CGSize
    public var background: Color
    public var color: Color
    public var radius: Double
    public var thickness: Double
    public var length: Double
    public var padding: Double
    public var image: SceneImage
    /// Dims the picture outside the brackets; `nil` (the seed) for none.
    public var dimColor: Color?
    /// When to tap to focus, or `nil` for none.
    public var tapAt: Double?
    /// Where to tap; `nil` for the centre.
    public var tapPoint: CGPoint?
    /// Sweeps the scan line from time 0.
    public var scans = false
    /// Snaps the brackets to this rectangle, starting at `snapAt`; `nil` for none.
    public var snapTo: CGRect?
    public var snapAt = 0.3

    public init(
      size: CGSize = CGSize(width: 390, height: 520), background: Color = .white,
      color: Color = .black, radius: Double = 10, thickness: Double = 10, length: Double = 30,
      padding: Double = 5, image: SceneImage = .builtIn, dimColor: Color? = nil,
      tapAt: Double? = nil, tapPoint: CGPoint? = nil
    ) {
      self.size = size
      self.background = background
      self.color = color
      self.radius = radius
      self.thickness = thickness
      self.length = length
      self.padding = padding
      self.image = image
      self.dimColor = dimColor
      self.tapAt = tapAt
      self.tapPoint = tapPoint
    }
  }

  public let options: Options
  public let window: Window
  public let frame = FocusFrame()

  public init(options: Options = Options()) {
    self.options = options
    window = Window(size: options.size, clock: ManualClock())
    window.backgroundColor = options.background
    let canvas = CGRect(origin: .zero, size: options.size)
    if let picture = PictureLayer.layer(for: options.image, builtIn: .viewfinder) {
      picture.frame = canvas
      window.contentLayer.addSublayer(picture)
    }
    frame.color = options.color
    frame.radius = options.radius
    frame.thickness = options.thickness
    frame.length = options.length
    frame.padding = options.padding
    frame.dimColor = options.dimColor
    frame.layer.frame = canvas
    window.contentLayer.addSublayer(frame.layer)
    if options.scans { frame.startScanning(at: 0) }
    if let rect = options.snapTo { frame.snap(to: rect, at: max(0, options.snapAt)) }
    if let tapAt = options.tapAt, tapAt.isFinite {
      frame.focus(
        at: options.tapPoint ?? CGPoint(x: canvas.midX, y: canvas.midY), time: max(0, tapAt))
    }
  }

  public var size: CGSize { options.size }
  /// Through the tap animation, or one second for the still frame.
  public var duration: Double? {
    var length = 1.0
    if let tapAt = options.tapAt, tapAt.isFinite {
      length = max(0, tapAt) + frame.tapAnimation.duration
    }
    if options.snapTo != nil { length = max(length, max(0, options.snapAt) + 1) }
    if options.scans { length = max(length, frame.scanPeriod) }
    return length
  }

  public func displayList(at time: Double) -> DisplayList {
    window.displayList(at: time)
  }
}
