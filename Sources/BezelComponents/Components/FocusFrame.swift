import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Camera focus brackets (seed 003's `CameraFocusFrame`): four rounded corners stroked in one
/// path, with an optional dim outside a clear cut-out and a tap-to-focus animation.
///
/// Defaults are the seed's: black, radius 5, thickness 2, length 30, padding 0. Changing a
/// property redraws (the layer draws from its properties each frame).
///
/// ```swift
/// let frame = FocusFrame()
/// frame.color = .black; frame.thickness = 10; frame.radius = 10; frame.padding = 5
/// frame.layer.layout = .pinEdges()
/// frame.focus(at: CGPoint(x: 120, y: 200))   // brackets appear there, shrink, fade
/// ```
@MainActor
public final class FocusFrame {
  let focusLayer = FocusLayer()
  public var layer: Layer { focusLayer }

  public init() {}

  public var color: Color {
    get { focusLayer.color }
    set { focusLayer.color = newValue }
  }
  /// The corners' radius: larger is gentler.
  public var radius: Double {
    get { focusLayer.radius }
    set { focusLayer.radius = newValue }
  }
  /// The line width.
  public var thickness: Double {
    get { focusLayer.thickness }
    set { focusLayer.thickness = newValue }
  }
  /// The straight part of each arm.
  public var length: Double {
    get { focusLayer.length }
    set { focusLayer.length = newValue }
  }
  /// The inset from the edges.
  public var padding: Double {
    get { focusLayer.padding }
    set { focusLayer.padding = newValue }
  }
  /// Whether the resting brackets around the bounds are drawn (tap brackets always are).
  public var showsFrame: Bool {
    get { focusLayer.showsFrame }
    set { focusLayer.showsFrame = newValue }
  }
  /// Dims everything outside the brackets' rounded rectangle; `nil` (default) for none.
  public var dimColor: Color? {
    get { focusLayer.dimColor }
    set { focusLayer.dimColor = newValue }
  }
  /// The size of the brackets a tap shows, at rest.
  public var tapFrameSize: CGSize {
    get { focusLayer.tapFrameSize }
    set { focusLayer.tapFrameSize = newValue }
  }
  public var tapAnimation: FocusAnimation {
    get { focusLayer.tapAnimation }
    set { focusLayer.tapAnimation = newValue }
  }
  /// When true, taps on the layer call ``focus(at:)``.
  public var isTapToFocusEnabled = false {
    didSet {
      focusLayer.onTap = isTapToFocusEnabled ? { [weak self] point in self?.focus(at: point) } : nil
    }
  }

  /// The whole bracket path where the brackets are now.
  public var path: Path { focusLayer.brackets.path(in: bracketFrame) }

  /// The rectangle the brackets stand in now: the bounds, or where ``snap(to:duration:timingFunction:)``
  /// moved them.
  public var bracketFrame: CGRect {
    focusLayer.bracketRect(at: focusLayer.convertTime(focusLayer.currentTime, from: nil))
  }

  /// What the dim leaves clear: the brackets' rectangle (default), or a rounded rectangle or
  /// circle of its own.
  public var cutOut: FocusCutOut {
    get { focusLayer.cutOutShape }
    set { focusLayer.cutOutShape = newValue }
  }

  /// Animates the brackets from where they are to `rect` (in the layer's coordinates), as a
  /// scanner snaps to a detected document or code.
  public func snap(
    to rect: CGRect, duration: Double = 0.35, timingFunction: TimingFunction = .easeInEaseOut
  ) {
    snap(to: rect, at: focusLayer.currentTime, duration: duration, timingFunction: timingFunction)
  }

  /// ``snap(to:duration:timingFunction:)`` at clock time `time`.
  public func snap(
    to rect: CGRect, at time: Double, duration: Double = 0.35,
    timingFunction: TimingFunction = .easeInEaseOut
  ) {
    let local = focusLayer.convertTime(time, from: nil)
    var transition =
      focusLayer.bracketTransition ?? RectTransition(rect: focusLayer.bounds)
    transition.move(to: rect, at: local, duration: duration, timingFunction: timingFunction)
    focusLayer.bracketTransition = transition
  }

  /// Back around the bounds at once.
  public func releaseSnap() { focusLayer.bracketTransition = nil }

  /// The scan line's colour (green).
  public var scanLineColor: Color {
    get { focusLayer.scanColor }
    set { focusLayer.scanColor = newValue }
  }
  /// Seconds for the scan line to sweep down and back up (2).
  public var scanPeriod: Double {
    get { focusLayer.scanPeriod }
    set { focusLayer.scanPeriod = newValue }
  }
  /// Whether the scan line is running.
  public var isScanning: Bool { focusLayer.scanStart != nil }

  /// Starts the scan line sweeping inside the brackets now.
  public func startScanning() { startScanning(at: focusLayer.currentTime) }

  /// ``startScanning()`` at clock time `time`.
  public func startScanning(at time: Double) {
    focusLayer.scanStart = focusLayer.convertTime(time, from: nil)
  }

  public func stopScanning() { focusLayer.scanStart = nil }

  /// Plays the tap-to-focus animation centred on `point` (in the layer's coordinates) now.
  public func focus(at point: CGPoint) { focus(at: point, time: focusLayer.currentTime) }

  /// ``focus(at:)`` at clock time `time`, for scripted timelines.
  public func focus(at point: CGPoint, time: Double) {
    let local = focusLayer.convertTime(time, from: nil)
    let at = max(local, focusLayer.taps.last?.time ?? local)
    // Only the latest tap can still be showing; older ones are kept short.
    focusLayer.taps = focusLayer.taps.suffix(15) + [FocusLayer.Tap(time: at, point: point)]
  }
}
