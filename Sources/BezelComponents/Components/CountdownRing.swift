import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// A ring that fills over a duration, from 12 o'clock clockwise (seed 000's `TimerView`).
///
/// A green track and a gray progress ring share one circle of radius
/// `(min(width, height) − lineWidth) / 2`, so the whole stroke stays inside the bounds.
/// The progress is a pure function of clock time and the calls made (``RingProgress``):
/// pausing, resuming, restarting or a stalled frame never desynchronise it.
///
/// ```swift
/// let ring = CountdownRing()
/// ring.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
/// window.contentLayer.addSublayer(ring.layer)
/// ring.onComplete = { print("done") }
/// ring.start(duration: 20)
/// ```
///
/// "Now" is the clock of the window the layer is in. `onComplete` runs from the window's
/// `tick` (or the next call on the ring), exactly once per run that finishes; a run replaced
/// by `start` or emptied by `reset` does not complete.
@MainActor
public final class CountdownRing {
  /// The seed's values.
  public enum Defaults {
    public static let lineWidth = 10.0
    public static let trackColor = Color.green
    public static let progressColor = Color.gray
  }

  /// The ring's layer: add it to a window's tree and give it a frame or a layout rule.
  public var layer: Layer { ringLayer }
  private let ringLayer = RingLayer()
  private var cursor = RingProgress.Cursor(time: -.infinity, checkpointCount: 0)

  /// Called when a run completes.
  public var onComplete: (() -> Void)?

  public init() {}

  /// The width of both rings (the seed only applied it to the track).
  public var lineWidth: Double {
    get { ringLayer.lineWidth }
    set { ringLayer.lineWidth = newValue }
  }
  /// The unfilled ring's width alone (``lineWidth`` sets both).
  public var trackWidth: Double {
    get { ringLayer.drawing.trackWidth }
    set { ringLayer.drawing.trackWidth = newValue }
  }
  /// The filled part's width alone (``lineWidth`` sets both).
  public var progressWidth: Double {
    get { ringLayer.drawing.progressWidth }
    set { ringLayer.drawing.progressWidth = newValue }
  }
  /// The unfilled ring (`UIColor.green` in the seed); `nil` hides it.
  public var trackColor: Color? {
    get { ringLayer.drawing.trackColor }
    set { ringLayer.drawing.trackColor = newValue }
  }
  /// The filled part (`UIColor.gray` in the seed).
  public var progressColor: Color {
    get { ringLayer.drawing.progressColor }
    set { ringLayer.drawing.progressColor = newValue }
  }
  /// Two or more colours spread along the ring from its start (an angular gradient, as
  /// MKRingProgressView draws); `nil` (default) for ``progressColor``.
  public var gradientColors: [Color]? {
    get { ringLayer.drawing.gradientColors }
    set { ringLayer.drawing.gradientColors = newValue }
  }
  /// Where the ring starts filling, in radians clockwise from 12 o'clock (default 0).
  public var startAngle: Double {
    get { ringLayer.drawing.startAngle }
    set { ringLayer.drawing.startAngle = newValue }
  }
  /// What a screen reader calls the ring (default "Countdown"); it reads the seconds left as
  /// the value: "Countdown, 12 seconds remaining".
  public var accessibilityLabel: String {
    get { ringLayer.accessibilityLabel }
    set { ringLayer.accessibilityLabel = newValue }
  }
  /// The ends of the filled part (butt in the seed).
  public var lineCap: LineCap {
    get { ringLayer.drawing.lineCap }
    set { ringLayer.drawing.lineCap = newValue }
  }
  /// Which way the ring fills from 12 o'clock.
  public var direction: RingDirection {
    get { ringLayer.drawing.direction }
    set { ringLayer.drawing.direction = newValue }
  }
  /// Shows the seconds left, rounded up, in the centre.
  public var showsRemainingTime: Bool {
    get { ringLayer.showsRemainingTime }
    set { ringLayer.showsRemainingTime = newValue }
  }
  public var labelFont: Font {
    get { ringLayer.labelFont }
    set { ringLayer.labelFont = newValue }
  }
  public var labelColor: Color {
    get { ringLayer.labelColor }
    set { ringLayer.labelColor = newValue }
  }
  /// "75" or "1:15".
  public var labelFormat: RemainingTimeFormat {
    get { ringLayer.labelFormat }
    set { ringLayer.labelFormat = newValue }
  }

  // MARK: Control

  /// Empties the ring and fills it over `duration` seconds from now, replacing any run.
  public func start(duration: TimeInterval) { start(duration: duration, at: now) }

  /// Holds the ring where it is.
  public func pause() { pause(at: now) }

  /// Continues a paused run.
  public func resume() { resume(at: now) }

  /// Empties the ring; the run will not complete.
  public func reset() { reset(at: now) }

  /// ``start(duration:)`` at clock time `time`, for scripted timelines (times must not go
  /// backwards; an earlier one is taken as the latest).
  public func start(duration: TimeInterval, at time: Double) {
    deliver(through: time)
    ringLayer.model.start(duration: duration, at: local(time))
    reschedule(at: time)
  }

  public func pause(at time: Double) {
    deliver(through: time)
    ringLayer.model.pause(at: local(time))
    reschedule(at: time)
  }

  public func resume(at time: Double) {
    deliver(through: time)
    ringLayer.model.resume(at: local(time))
    reschedule(at: time)
  }

  public func reset(at time: Double) {
    deliver(through: time)
    ringLayer.model.reset(at: local(time))
    reschedule(at: time)
  }

  // MARK: State

  /// The clock time of the window the ring is in.
  public var now: Double { ringLayer.currentTime }
  /// The run's events and progress, in the layer's local time.
  public var model: RingProgress { ringLayer.model }
  /// 0…1 now.
  public var progress: Double { progress(at: now) }
  /// 0…1 at clock time `time`.
  public func progress(at time: Double) -> Double { model.progress(at: local(time)) }
  public var phase: RingProgress.Phase { model.phase(at: local(now)) }
  /// Seconds left in the run now.
  public var remainingTime: Double { model.remainingSeconds(at: local(now)) }

  // MARK: Events

  private func local(_ time: Double) -> Double { ringLayer.convertTime(time, from: nil) }

  /// Calls `onComplete` for every run that completed by `time`, once each.
  private func deliver(through time: Double) {
    let (times, next) = model.completions(from: cursor, through: local(time))
    cursor = next
    for _ in times { onComplete?() }
  }

  /// Delivers what is due and sets the alarm for the current run's completion.
  private func reschedule(at time: Double) {
    deliver(through: time)
    var due: Double?
    if model.phase(at: local(time)) == .running {
      due = time + model.remainingSeconds(at: local(time))
    }
    ringLayer.setAlarm("bezel.ring.completion", at: due) { [weak self] in
      guard let self else { return }
      self.deliver(through: self.now)
    }
  }
}
