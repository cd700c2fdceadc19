import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// A full-window loading overlay: black at 30 % over everything, a looping
/// animation 300×300 in the middle of the safe area fading in over 0.7 s (ease-in-out), and no
/// input reaching the screen beneath while it shows.
///
/// ```swift
/// LoadingOverlay.shared.window = window            // once, the app's main window
/// LoadingOverlay.shared.show()
/// LoadingOverlay.shared.hide { button.title = "로딩 종료!" }
/// ```
///
/// Calls are safe in any order and at any timing (``OverlaySchedule`` has the rules): `show`
/// is idempotent; each `hide` completion runs exactly once, when the overlay has gone (or at
/// once if it was not showing); a hide within ``graceTime`` of the show means it never
/// appears; it stays at least ``minimumShowTime``; with a ``fadeOutDuration`` it fades out,
/// and a `show` during the fade brings it back. Completions run from the call that finds them
/// due or from the window's `tick`.
@MainActor
public final class LoadingOverlay {
  /// The overlay most apps need just one of.
  public static let shared = LoadingOverlay()

  private let overlayLayer = OverlayLayer()
  private var completions: [Int: () -> Void] = [:]

  /// The overlay's layer; `show` adds it to the window's overlays.
  public var layer: Layer { overlayLayer }
  /// Where ``show()`` puts the overlay.
  public weak var window: Window?

  /// A hide this many seconds after the show or sooner means the overlay never appears.
  /// Default 0: every show appears.
  public var graceTime: Double = 0 { didSet { applyOptions(at: now) } }
  /// Once visible, the overlay stays at least this many seconds. Default 0: it hides when told.
  public var minimumShowTime: Double = 0 { didSet { applyOptions(at: now) } }
  /// The content's fade-in in seconds; default 0.7.
  public var fadeInDuration: Double = 0.7 { didSet { applyOptions(at: now) } }
  /// The whole overlay's fade-out in seconds; default 0: gone at once.
  public var fadeOutDuration: Double = 0 { didSet { applyOptions(at: now) } }

  /// The dim over the window; default black at alpha 0.3.
  public var dimColor: Color {
    get { overlayLayer.dimColor }
    set { overlayLayer.dimColor = newValue }
  }
  /// The content's size, centred in the safe area; default 300×300.
  public var contentSize: CGSize {
    get { overlayLayer.contentSize }
    set { overlayLayer.contentSize = newValue }
  }
  /// What plays in the middle, looping from the moment the overlay appears: the project's
  /// own spinner by default, or any timeline (a `LottieAnimation`, a scene); `nil` for none.
  public var content: (any Timeline)? {
    get { overlayLayer.content }
    set { overlayLayer.content = newValue }
  }

  /// A line of text under the content ("Uploading…"), fading in with it; `nil` for none.
  public var message: String? {
    get { overlayLayer.message }
    set { overlayLayer.message = newValue }
  }
  public var messageFont: Font {
    get { overlayLayer.messageFont }
    set { overlayLayer.messageFont = newValue }
  }
  public var messageColor: Color {
    get { overlayLayer.messageColor }
    set { overlayLayer.messageColor = newValue }
  }

  public init() {
    overlayLayer.content = LoadingOverlay.defaultContent()
  }

  // MARK: Showing and hiding

  /// Shows the overlay over ``window`` (or `window`, which then becomes ``window``).
  public func show(in window: Window? = nil) {
    if let window { self.window = window }
    show(at: now)
  }

  /// Hides the overlay; `completion` runs once, when it has gone.
  public func hide(completion: (() -> Void)? = nil) {
    hide(at: now, completion: completion)
  }

  /// ``show(in:)`` at clock time `time`, for scripted timelines.
  public func show(at time: Double) {
    if let window, overlayLayer.superlayer == nil {
      window.addOverlay(overlayLayer)
      overlayLayer.safeInsets = overlayLayer.safeAreaInsets
    }
    deliver(through: time)
    applyOptions(at: time)
    overlayLayer.schedule.show(at: time)
    settle(at: time)
  }

  /// ``hide(completion:)`` at clock time `time`, for scripted timelines.
  public func hide(at time: Double, completion: (() -> Void)? = nil) {
    deliver(through: time)
    let id = overlayLayer.schedule.hide(at: time)
    if let completion { completions[id] = completion }
    settle(at: time)
  }

  // MARK: State

  /// The clock time of the overlay's window.
  public var now: Double { window?.clock.now ?? overlayLayer.currentTime }
  public var phase: OverlaySchedule.Phase { overlayLayer.schedule.phase(at: now) }
  /// Whether the overlay is on screen (and swallowing input) now.
  public var isVisible: Bool { overlayLayer.schedule.isVisible(at: now) }
  /// The calls received and what they imply at any time.
  public var schedule: OverlaySchedule { overlayLayer.schedule }

  // MARK: Internals

  /// Timing options changed while the overlay shows apply from its next `show` (a schedule's
  /// options are fixed, so the overlay starts a new one while it is hidden).
  private func applyOptions(at time: Double) {
    let options = OverlaySchedule.Options(
      graceTime: graceTime, minimumShowTime: minimumShowTime, fadeInDuration: fadeInDuration,
      fadeOutDuration: fadeOutDuration)
    let schedule = overlayLayer.schedule
    guard schedule.options != options, schedule.phase(at: time) == .hidden,
      schedule.pendingHideTime.map({ $0 <= time }) ?? true, completions.isEmpty
    else { return }
    overlayLayer.schedule = OverlaySchedule(options: options)
  }

  private func deliver(through time: Double) {
    for completion in overlayLayer.schedule.completions(through: time) {
      completions.removeValue(forKey: completion.id)?()
    }
  }

  /// Delivers what is due, detaches the overlay once it is hidden for good, and sets the
  /// alarm for the next hide.
  private func settle(at time: Double) {
    deliver(through: time)
    let schedule = overlayLayer.schedule
    if schedule.phase(at: time) == .hidden, schedule.pendingHideTime.map({ $0 <= time }) ?? true {
      overlayLayer.setAlarm("bezel.overlay.hide", at: nil) {}
      if completions.isEmpty { window?.removeOverlay(overlayLayer) }
      return
    }
    overlayLayer.setAlarm("bezel.overlay.hide", at: schedule.pendingHideTime) { [weak self] in
      guard let self else { return }
      self.settle(at: self.now)
    }
  }

  /// The project's own spinner, from the package's resources.
  static func defaultContent() -> (any Timeline)? {
    LoadingAnimation.standard
  }
}
