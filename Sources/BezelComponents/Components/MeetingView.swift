import BezelDrawing
import BezelLayers
import Foundation

/// The whole meeting card (Scrumdinger's `MeetingView`): a rounded rectangle (radius 16) in
/// the theme's main colour; a header with a progress bar (elapsed / (elapsed + remaining)) and
/// "Seconds Elapsed" / "Seconds Remaining"; the ``MeetingTimerView`` ring; and a footer with
/// "Speaker N of M" and a next-speaker control, or "Last Speaker".
///
/// ```swift
/// let timer = ScrumTimer(lengthInMinutes: 5, attendees: ["철수", "영희", "민수"], clock: clock)
/// let card = MeetingView(timer: timer, theme: .yellow)
/// card.layer.layout = .pinEdges()
/// window.contentLayer.addSublayer(card.layer)
/// timer.start()
/// ```
@MainActor
public final class MeetingView {
  let meetingLayer = MeetingLayer()
  public var layer: Layer { meetingLayer }
  public let timer: ScrumTimer

  public init(timer: ScrumTimer, theme: Theme = .yellow) {
    self.timer = timer
    meetingLayer.style = .card
    meetingLayer.theme = theme
    meetingLayer.timer = timer
  }

  public var theme: Theme {
    get { meetingLayer.theme }
    set { meetingLayer.theme = newValue }
  }

  /// The next-speaker control: tapping it skips the speaker. It takes taps only while a
  /// speaker other than the last is up.
  public var nextSpeakerButton: Layer { meetingLayer.nextButton }

  /// The footer's text now: "Speaker 2 of 3" or "Last Speaker".
  public var footerText: String {
    MeetingDrawing.footerText(meetingLayer.speakers(at: meetingLayer.currentTime))
  }
}
