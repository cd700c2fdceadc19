import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 002's flow as a timeline: a screen with a button; at `showAt` the button is tapped and
/// the ``LoadingOverlay`` shows over the whole window; at `hideAt` it hides and the button's
/// title becomes "로딩 종료!" (the hide completion).
@MainActor
public final class LoadingScene: Timeline {
  /// The scene's settings.
  public struct Options {
    public var size: CGSize
    /// The window's safe area (the overlay's content is centred in it).
    public var safeAreaInsets: EdgeInsets
    public var background: Color
    /// What the overlay plays; `nil` for the project's own spinner.
    public var animation: (any Timeline)?
    /// When the button is tapped and the overlay shown.
    public var showAt: Double
    /// When the overlay is hidden (the seed: 5 s after the show).
    public var hideAt: Double
    /// The HUD's mode (the seed: the indeterminate animation).
    public var mode: HUDMode = .indeterminate
    /// The determinate modes' value, 0…1.
    public var value: Double = 0
    public var status: String?
    public var detail: String?
    /// A state icon shown from the show on, or `nil`.
    public var state: HUDState?
    /// The content's fade-in (the seed's 0.7 s).
    public var fadeInDuration: Double = 0.7

    public init(
      size: CGSize = CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets = .zero,
      background: Color = .white,
      animation: (any Timeline)? = nil, showAt: Double = 1, hideAt: Double = 6
    ) {
      self.size = size
      self.safeAreaInsets = safeAreaInsets
      self.background = background
      self.animation = animation
      self.showAt = showAt
      self.hideAt = hideAt
    }
  }

  public let options: Options
  public let window: Window
  public let overlay = LoadingOverlay()
  private let button = ButtonLayer()

  public init(options: Options = Options()) {
    self.options = options
    window = Window(
      size: options.size, safeAreaInsets: options.safeAreaInsets, clock: ManualClock())
    window.backgroundColor = options.background
    button.layout = .center(size: CGSize(width: 200, height: 52))
    window.contentLayer.addSublayer(button)
    if let animation = options.animation { overlay.content = animation }
    overlay.window = window
    overlay.mode = options.mode
    overlay.status = options.status
    overlay.detail = options.detail
    overlay.fadeInDuration = options.fadeInDuration
    overlay.setProgress(options.value, at: 0)
    let showAt = options.showAt.isFinite ? max(0, options.showAt) : 0
    let hideAt = options.hideAt.isFinite ? max(showAt, options.hideAt) : showAt
    button.tapTimes = [showAt]
    overlay.show(at: showAt)
    if let state = options.state { overlay.show(state: state, at: showAt) }
    overlay.hide(at: hideAt)
    // The seed's completion, at the moment the overlay has gone.
    if let gone = overlay.schedule.completions(through: .infinity).last?.time {
      button.titles.append((gone, "로딩 종료!"))
    }
    // The overlay stays in the tree; it draws nothing while hidden.
    if overlay.layer.superlayer == nil { window.addOverlay(overlay.layer) }
  }

  public var size: CGSize { options.size }
  /// One second past the hide, to show the new title.
  public var duration: Double? { max(options.showAt, options.hideAt) + 1 }

  /// The button's title at `time`.
  public func buttonTitle(at time: Double) -> String { button.title(at: time) }

  public func displayList(at time: Double) -> DisplayList {
    window.displayList(at: time)
  }
}
