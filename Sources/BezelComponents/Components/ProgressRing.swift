import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// A determinate progress ring (UICircularProgressRing, MKRingProgressView, KDCircularProgress):
/// a track and a progress arc filled clockwise from a start angle to a value, animated from
/// any value to any value, with laps past 1, angular gradients and a value label.
///
/// ```swift
/// let ring = ProgressRing()
/// ring.layer.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
/// ring.gradientColors = [.red, .orange]
/// ring.valueFormat = .percent
/// window.contentLayer.addSublayer(ring.layer)
/// ring.setProgress(0.75, animated: true, duration: 1)   // eases from where it is to 75 %
/// ```
///
/// The value is a function of clock time and the calls made (``ProgressTransition``): a stall
/// or a dropped frame never desynchronises it. "Now" is the clock of the layer's window.
@MainActor
public final class ProgressRing {
  /// The defaults.
  public enum Defaults {
    public static let lineWidth = 12.0
    public static let trackColor = Color.lightGray.withAlpha(0.35)
    public static let progressColor = Color(red: 0, green: 0.48, blue: 1)
    /// `setProgress`'s duration when animated.
    public static let duration = 0.5
  }

  private let ringLayer = ProgressRingLayer()
  public var layer: Layer { ringLayer }

  public init() {}

  /// The width of both the track and the progress arc.
  public var lineWidth: Double {
    get { ringLayer.drawing.progressWidth }
    set {
      ringLayer.drawing.trackWidth = newValue
      ringLayer.drawing.progressWidth = newValue
    }
  }
  public var trackWidth: Double {
    get { ringLayer.drawing.trackWidth }
    set { ringLayer.drawing.trackWidth = newValue }
  }
  public var progressWidth: Double {
    get { ringLayer.drawing.progressWidth }
    set { ringLayer.drawing.progressWidth = newValue }
  }
  /// `nil` hides the track.
  public var trackColor: Color? {
    get { ringLayer.drawing.trackColor }
    set { ringLayer.drawing.trackColor = newValue }
  }
  public var progressColor: Color {
    get { ringLayer.drawing.progressColor }
    set { ringLayer.drawing.progressColor = newValue }
  }
  /// Two or more colours along the ring: the first at the start, the last after one full turn
  /// (angular, as MKRingProgressView draws); past one lap it turns with the tip. `nil` for
  /// ``progressColor``.
  public var gradientColors: [Color]? {
    get { ringLayer.drawing.gradientColors }
    set { ringLayer.drawing.gradientColors = newValue }
  }
  /// The shadow under the tip past one lap; `nil` for none.
  public var tipShadowColor: Color? {
    get { ringLayer.drawing.tipShadow }
    set { ringLayer.drawing.tipShadow = newValue }
  }
  /// Round by default.
  public var lineCap: LineCap {
    get { ringLayer.drawing.lineCap }
    set { ringLayer.drawing.lineCap = newValue }
  }
  public var direction: RingDirection {
    get { ringLayer.drawing.direction }
    set { ringLayer.drawing.direction = newValue }
  }
  /// Where the ring starts, in radians clockwise from 12 o'clock (default 0).
  public var startAngle: Double {
    get { ringLayer.drawing.startAngle }
    set { ringLayer.drawing.startAngle = newValue }
  }
  /// The value label in the centre; `nil` (default) for none.
  public var valueFormat: RingValueFormat? {
    get { ringLayer.valueFormat }
    set { ringLayer.valueFormat = newValue }
  }
  public var labelFont: Font {
    get { ringLayer.labelFont }
    set { ringLayer.labelFont = newValue }
  }
  public var labelColor: Color {
    get { ringLayer.labelColor }
    set { ringLayer.labelColor = newValue }
  }
  /// What a screen reader calls the ring (default "Progress"): "Progress, 45 percent".
  public var accessibilityLabel: String {
    get { ringLayer.accessibilityLabel }
    set { ringLayer.accessibilityLabel = newValue }
  }

  // MARK: Value

  /// The clock time of the ring's window.
  public var now: Double { ringLayer.currentTime }
  /// The value now (1 is a full ring; more is laps).
  public var progress: Double { progress(at: now) }
  /// The value at clock time `time`.
  public func progress(at time: Double) -> Double { ringLayer.transition.value(at: local(time)) }
  /// Where the value is heading.
  public var targetProgress: Double { ringLayer.transition.to }

  /// Moves the ring to `value` from wherever it is now; `completion` runs once it arrives
  /// (from the window's `tick`), unless another `setProgress` replaces the move first.
  public func setProgress(
    _ value: Double, animated: Bool = true, duration: Double = Defaults.duration,
    timingFunction: TimingFunction = .easeInEaseOut, completion: (() -> Void)? = nil
  ) {
    setProgress(
      value, at: now, duration: animated ? duration : 0, timingFunction: timingFunction,
      completion: completion)
  }

  /// ``setProgress(_:animated:duration:timingFunction:completion:)`` at clock time `time`,
  /// for scripted timelines.
  public func setProgress(
    _ value: Double, at time: Double, duration: Double = 0,
    timingFunction: TimingFunction = .easeInEaseOut, completion: (() -> Void)? = nil
  ) {
    ringLayer.transition.set(
      value, at: local(time), duration: duration, timingFunction: timingFunction)
    let arrival = time + ringLayer.transition.duration
    guard let completion else {
      ringLayer.setAlarm("bezel.progress-ring.arrival", at: nil) {}
      return
    }
    if ringLayer.transition.duration <= 0 {
      ringLayer.setAlarm("bezel.progress-ring.arrival", at: nil) {}
      completion()
    } else {
      ringLayer.setAlarm("bezel.progress-ring.arrival", at: arrival) { completion() }
    }
  }

  private func local(_ time: Double) -> Double { ringLayer.convertTime(time, from: nil) }
}
