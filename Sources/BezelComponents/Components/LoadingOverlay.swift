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
///
/// It grows into a HUD (MBProgressHUD, SVProgressHUD, JGProgressHUD): determinate ``mode``s
/// (annular, pie, bar) bound to ``progress``, a ``status`` and a ``detail`` text that wrap,
/// ``HUDState`` icons that draw themselves, ``hide(after:completion:)``, balanced show counting
/// (``countsShows``), a tap action and ``DimStyle``s:
///
/// ```swift
/// hud.mode = .pie
/// hud.status = "Uploading"
/// hud.show(in: window)
/// hud.setProgress(0.25)                 // a quarter of the disc, from 12 o'clock clockwise
/// hud.show(state: .success, status: "Done")
/// hud.hide(after: 1.5)
/// ```
///
/// `show()` needs somewhere to show: a ``window`` (or `show(in:)`), or the overlay's layer
/// already in a tree. Without either it is a programmer error and stops the program with a
/// message saying so (a silent no-op hid the mistake).
@MainActor
public final class LoadingOverlay {
  /// The overlay most apps need just one of.
  public static let shared = LoadingOverlay()

  private let overlayLayer = OverlayLayer()
  private var completions: [Int: () -> Void] = [:]
  /// `hide(after:)` calls not yet due, in time order.
  private var scheduledHides: [(time: Double, completion: (() -> Void)?)] = []

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

  /// The dim over the window; default black at alpha 0.3. Setting it sets ``dimStyle``.
  public var dimColor: Color {
    get {
      if case .color(let color) = overlayLayer.dimStyle { return color }
      return .clear
    }
    set { overlayLayer.dimStyle = .color(newValue) }
  }
  /// The dim over the window: a colour (default black at 0.3), clear, or a gradient.
  public var dimStyle: DimStyle {
    get { overlayLayer.dimStyle }
    set { overlayLayer.dimStyle = newValue }
  }
  /// `n` shows need `n` hides, for concurrent tasks; `false` (the seed): `show` is
  /// idempotent and one `hide` is enough.
  public var countsShows = false { didSet { applyOptions(at: now) } }

  // MARK: HUD

  /// What the middle shows; `.indeterminate` (the animation) by default.
  public var mode: HUDMode {
    get { overlayLayer.hud.mode }
    set { overlayLayer.hud.mode = newValue }
  }
  /// The bold line under the indicator ("Uploading"); wraps. `nil` for none.
  public var status: String? {
    get { overlayLayer.hud.status }
    set { overlayLayer.hud.status = newValue }
  }
  /// The smaller text under the status; wraps. `nil` for none.
  public var detail: String? {
    get { overlayLayer.hud.detail }
    set { overlayLayer.hud.detail = newValue }
  }
  /// The bezel behind the HUD; `nil` for none.
  public var bezelColor: Color? {
    get { overlayLayer.hud.bezelColor }
    set { overlayLayer.hud.bezelColor = newValue }
  }
  /// The indicator's, icons' and texts' colour (white).
  public var foregroundColor: Color {
    get { overlayLayer.hud.foreground }
    set { overlayLayer.hud.foreground = newValue }
  }
  /// The state shown instead of the mode's indicator, or `nil`.
  public var state: HUDState? { overlayLayer.hud.state?.state }
  /// Runs when the shown overlay is tapped (to cancel the task, say); the tap is swallowed
  /// either way.
  public var tapAction: (() -> Void)? {
    get { overlayLayer.tapAction }
    set { overlayLayer.tapAction = newValue }
  }
  /// The determinate modes' value now, 0…1.
  public var progress: Double { min(1, overlayLayer.hud.progress.value(at: local(now))) }

  /// Moves the determinate indicator to `value` (0…1) from where it is.
  public func setProgress(_ value: Double, animated: Bool = true) {
    setProgress(value, at: now, duration: animated ? 0.25 : 0)
  }

  /// ``setProgress(_:animated:)`` at clock time `time` over `duration` seconds; a value that
  /// is not a number counts as 0.
  public func setProgress(_ value: Double, at time: Double, duration: Double = 0) {
    // `min(1, .nan)` is 1: without the check a NaN would draw a full pie.
    let value = value.isFinite ? min(1, value) : (value == .infinity ? 1 : 0)
    overlayLayer.hud.progress.set(
      value, at: local(time), duration: duration, timingFunction: .easeInEaseOut)
  }

  /// Shows `state`'s icon (drawing itself) and `status` now, showing the overlay if needed.
  public func show(state: HUDState, status: String? = nil) {
    show(state: state, status: status, at: now)
  }

  /// ``show(state:status:)`` at clock time `time`.
  public func show(state: HUDState, status: String? = nil, at time: Double) {
    overlayLayer.hud.state = (state, local(time))
    if let status { self.status = status }
    if !(overlayLayer.schedule.isVisible(at: time)
      || overlayLayer.schedule.phase(at: time) == .waiting)
    {
      show(at: time)
    }
  }

  /// Back to the mode's indicator.
  public func clearState() { overlayLayer.hud.state = nil }

  /// Hides the overlay `delay` seconds from now (a scheduled ``hide(completion:)``).
  ///
  /// The hide is kept until it is due (from the window's `tick` or the next call), so calls
  /// made in between keep their order; a `show` in between does not cancel it — with
  /// ``countsShows`` it only lowers the count.
  public func hide(after delay: Double, completion: (() -> Void)? = nil) {
    let due = now + (delay.isFinite ? max(0, delay) : 0)
    let index = scheduledHides.firstIndex { $0.time > due } ?? scheduledHides.count
    scheduledHides.insert((due, completion), at: index)
    fireScheduledHides(through: now)
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
    precondition(
      window != nil || overlayLayer.superlayer != nil,
      "LoadingOverlay.show(): the overlay has no window. Set `window`, call `show(in:)`, or add "
        + "its `layer` to a tree first.")
    fireScheduledHides(through: time)
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
    fireScheduledHides(through: time)
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
      fadeOutDuration: fadeOutDuration, countsShows: countsShows)
    let schedule = overlayLayer.schedule
    guard schedule.options != options, schedule.phase(at: time) == .hidden,
      schedule.pendingHideTime.map({ $0 <= time }) ?? true, completions.isEmpty
    else { return }
    overlayLayer.schedule = OverlaySchedule(options: options)
  }

  private func local(_ time: Double) -> Double { overlayLayer.convertTime(time, from: nil) }

  /// Applies the scheduled hides due by `time`, each at its own time.
  private func fireScheduledHides(through time: Double) {
    while let first = scheduledHides.first, first.time <= time {
      scheduledHides.removeFirst()
      hide(at: first.time, completion: first.completion)
    }
    armScheduledHide()
  }

  private func armScheduledHide() {
    overlayLayer.setAlarm("bezel.overlay.scheduled-hide", at: scheduledHides.first?.time) {
      [weak self] in
      guard let self else { return }
      self.fireScheduledHides(through: self.now)
    }
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
