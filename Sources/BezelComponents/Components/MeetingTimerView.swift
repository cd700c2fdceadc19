import BezelDrawing
import BezelLayers
import Foundation

/// The meeting's circular timer (Scrumdinger's `MeetingTimerView`): a 24-point ring inside the
/// bounds in the theme's accent colour, "<name> / is speaking" in the centre for the first
/// speaker not completed (else "Someone"), and a ``SpeakerArc`` stroked 12 points wide in the
/// theme's main colour for each completed speaker.
///
/// ```swift
/// let view = MeetingTimerView(speakers: [Speaker(name: "Bill", isCompleted: true),
///                                        Speaker(name: "Cathy")], theme: .yellow)
/// view.layer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
/// ```
///
/// Given a ``ScrumTimer`` it follows the meeting live.
@MainActor
public final class MeetingTimerView {
  let meetingLayer = MeetingLayer()
  public var layer: Layer { meetingLayer }

  /// A timer view of fixed speakers.
  public init(speakers: [Speaker] = [], theme: Theme = .yellow) {
    meetingLayer.theme = theme
    meetingLayer.source = .speakers(speakers, elapsed: 0, remaining: 0)
  }

  /// A timer view that follows `timer`.
  public init(timer: ScrumTimer, theme: Theme = .yellow) {
    meetingLayer.theme = theme
    meetingLayer.timer = timer
  }

  public var theme: Theme {
    get { meetingLayer.theme }
    set { meetingLayer.theme = newValue }
  }

  /// The speakers shown now; setting them stops following a timer.
  public var speakers: [Speaker] {
    get { meetingLayer.speakers(at: meetingLayer.currentTime) }
    set {
      meetingLayer.timer = nil
      meetingLayer.source = .speakers(newValue, elapsed: 0, remaining: 0)
    }
  }

  /// The timer followed, if any.
  public var timer: ScrumTimer? {
    get { meetingLayer.timer }
    set { meetingLayer.timer = newValue }
  }

  /// The name in the centre now.
  public var currentSpeakerName: String { MeetingDrawing.currentSpeakerName(speakers) }
}
