import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// A meeting in progress: the whole card (``MeetingView``) or the timer alone
/// (``MeetingTimerView``), filling the canvas, for a meeting started at time 0.
@MainActor
public final class MeetingScene: Timeline {
  /// What the scene shows.
  public enum Variant: Sendable, Equatable {
    /// The card: header, timer, footer.
    case card
    /// The circular timer alone.
    case timer
  }

  /// The scene's settings.
  public struct Options: Sendable, Equatable {
    /// The canvas; `nil` for the variant's default (card 390×560, timer 300×300).
    public var size: CGSize?
    public var background: Color
    /// The speakers in order (none: one "Speaker 1").
    public var speakers: [String]
    public var minutes: Int
    public var theme: Theme
    /// Speakers already done when the scene starts.
    public var completed: Int

    public init(
      size: CGSize? = nil, background: Color = .white,
      speakers: [String] = ["철수", "영희", "민수"], minutes: Int = 1, theme: Theme = .yellow,
      completed: Int = 0
    ) {
      self.size = size
      self.background = background
      self.speakers = speakers
      self.minutes = minutes
      self.theme = theme
      self.completed = completed
    }
  }

  public let options: Options
  public let variant: Variant
  public let window: Window
  public let timer: ScrumTimer
  public let size: CGSize

  public init(_ variant: Variant = .card, options: Options = Options()) {
    self.options = options
    self.variant = variant
    size =
      options.size
      ?? (variant == .card ? CGSize(width: 390, height: 560) : CGSize(width: 300, height: 300))
    let clock = ManualClock(time: 0)
    window = Window(size: size, clock: clock)
    window.backgroundColor = options.background
    timer = ScrumTimer(lengthInMinutes: options.minutes, attendees: options.speakers, clock: clock)
    let layer: Layer
    switch variant {
    case .card: layer = MeetingView(timer: timer, theme: options.theme).layer
    case .timer: layer = MeetingTimerView(timer: timer, theme: options.theme).layer
    }
    layer.frame = CGRect(origin: .zero, size: size)
    window.contentLayer.addSublayer(layer)
    timer.start()
    for _ in 0..<max(0, min(options.completed, timer.schedule.speakerCount)) {
      timer.skipSpeaker()
    }
  }

  /// What is left of the meeting after the completed speakers.
  public var duration: Double? {
    Double(timer.schedule.lengthInSeconds) - timer.schedule.position(at: 0)
  }

  public func displayList(at time: Double) -> DisplayList {
    window.displayList(at: time)
  }
}
