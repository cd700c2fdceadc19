import BezelDrawing
import BezelMotion
import Foundation

/// A window: a root layer of a size with safe area insets, a content layer for the scene, an
/// overlay layer above everything, hit testing and tap delivery, and a clock.
///
/// ```swift
/// let clock = ManualClock()
/// let window = Window(size: CGSize(width: 390, height: 844),
///                     safeAreaInsets: EdgeInsets(top: 47, bottom: 34), clock: clock)
/// window.contentLayer.addSublayer(ring)
/// clock.advance(by: 1)
/// window.tick()                        // fires completions due by now
/// let frame = window.displayList()     // the picture now
/// ```
///
/// Windows are timelines: `displayList(at:)` is a pure function of the clock time.
@MainActor
public final class Window: Timeline {
  /// The root of the tree; its bounds are the window's.
  public let rootLayer: Layer
  /// Where scenes go; pinned to the window's edges, transparent to hits.
  public let contentLayer: Layer
  /// Above the content; pinned to the window's edges, transparent to hits.
  public let overlayLayer: Layer

  public var clock: any Clock {
    didSet { rootLayer.clock = clock }
  }

  public init(
    size: CGSize, safeAreaInsets: EdgeInsets = .zero, clock: any Clock = ManualClock()
  ) {
    rootLayer = Layer()
    rootLayer.name = "window"
    rootLayer.isTransparentToHits = true
    rootLayer.anchorPoint = .zero
    rootLayer.bounds = CGRect(origin: .zero, size: size)
    rootLayer.safeAreaInsets = safeAreaInsets
    rootLayer.clock = clock
    contentLayer = Layer()
    contentLayer.name = "content"
    contentLayer.isTransparentToHits = true
    overlayLayer = Layer()
    overlayLayer.name = "overlays"
    overlayLayer.isTransparentToHits = true
    self.clock = clock
    rootLayer.addSublayer(contentLayer)
    rootLayer.addSublayer(overlayLayer)
    contentLayer.layout = .pinEdges()
    overlayLayer.layout = .pinEdges()
  }

  public var size: CGSize {
    get { rootLayer.bounds.size }
    set { rootLayer.bounds = CGRect(origin: .zero, size: newValue) }
  }

  public var safeAreaInsets: EdgeInsets {
    get { rootLayer.safeAreaInsets }
    set { rootLayer.safeAreaInsets = newValue }
  }

  /// The window's background (below the content).
  public var backgroundColor: Color? {
    get { rootLayer.backgroundColor }
    set { rootLayer.backgroundColor = newValue }
  }

  /// A window runs until it is closed.
  public var duration: Double? { nil }

  /// Layers shown above the content, frontmost last.
  public var overlays: [Layer] { overlayLayer.sublayers }

  /// Shows `layer` above the content and earlier overlays. An overlay without a layout rule is
  /// pinned to the window's edges.
  public func addOverlay(_ layer: Layer) {
    if layer.layout == nil { layer.layout = .pinEdges() }
    overlayLayer.addSublayer(layer)
  }

  public func removeOverlay(_ layer: Layer) {
    guard layer.superlayer === overlayLayer else { return }
    layer.removeFromSuperlayer()
  }

  /// The picture at clock time `time`.
  public func displayList(at time: Double) -> DisplayList {
    rootLayer.displayList(at: time)
  }

  /// The picture now.
  public func displayList() -> DisplayList {
    displayList(at: clock.now)
  }

  /// Fires the completions due by clock time `time` and removes finished animations.
  public func tick(at time: Double) {
    rootLayer.advance(to: time)
  }

  /// ``tick(at:)`` at the clock's current time.
  public func tick() {
    tick(at: clock.now)
  }

  /// The frontmost layer under a point in window coordinates (overlays first).
  public func hitTest(_ point: CGPoint) -> Layer? {
    rootLayer.hitTest(local: point)
  }

  /// Delivers a tap or click at a point in window coordinates; returns the layer whose
  /// handler took it. Anything hit swallows the tap, so a shown full-window overlay blocks
  /// the content beneath it.
  @discardableResult
  public func sendTap(at point: CGPoint) -> Layer? {
    rootLayer.sendTap(local: point)
  }
}
