import BezelDrawing
import BezelLayers
import Foundation

/// Draws a meeting timer or card from fixed speakers or from a ``ScrumTimer``'s schedule at
/// the layer's local time (the clock's time, unless a superlayer changes timing).
final class MeetingLayer: Layer {
  enum Style {
    case timer
    case card
  }

  enum Source: Equatable {
    case speakers([Speaker], elapsed: Int, remaining: Int)
    case schedule(ScrumSchedule)
  }

  var style: Style = .timer
  var theme: Theme = .yellow
  var source: Source = .speakers([], elapsed: 0, remaining: 0)
  /// The timer being shown; the layer follows its changes and wakes it at each change.
  var timer: ScrumTimer? {
    didSet {
      oldValue?.removeObserver(self)
      timer?.addObserver(self) { [weak self] timer in
        guard let self else { return false }
        self.follow(timer)
        return true
      }
      if let timer { follow(timer) } else { setAlarm("bezel.meeting.change", at: nil) {} }
    }
  }
  /// Receives taps on "next speaker" in the card.
  let nextButton = NextSpeakerButtonLayer()

  override init() {
    super.init()
    name = "meeting"
    nextButton.meeting = self
    addSublayer(nextButton)
  }

  required init(layer: Layer) {
    super.init(layer: layer)
    guard let meeting = layer as? MeetingLayer else { return }
    style = meeting.style
    theme = meeting.theme
    source = meeting.source
  }

  func speakers(at time: Double) -> [Speaker] {
    switch source {
    case .speakers(let speakers, _, _): speakers
    case .schedule(let schedule): schedule.speakers(at: time)
    }
  }

  func seconds(at time: Double) -> (elapsed: Int, remaining: Int) {
    switch source {
    case .speakers(_, let elapsed, let remaining): (elapsed, remaining)
    case .schedule(let schedule):
      (schedule.secondsElapsed(at: time), schedule.secondsRemaining(at: time))
    }
  }

  override func layoutSublayers() {
    nextButton.frame = MeetingDrawing.nextButtonRect(inCard: bounds)
  }

  override func drawContents(localTime: Double) -> [DisplayItem] {
    let speakers = speakers(at: localTime)
    switch style {
    case .timer:
      return MeetingDrawing.timer(in: bounds, speakers: speakers, theme: theme)
    case .card:
      let (elapsed, remaining) = seconds(at: localTime)
      return MeetingDrawing.card(
        in: bounds, speakers: speakers, secondsElapsed: elapsed, secondsRemaining: remaining,
        theme: theme)
    }
  }

  /// "철수 is speaking, speaker 2 of 3"; "Meeting finished" once everyone has spoken.
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    let speakers = speakers(at: localTime)
    guard let index = speakers.firstIndex(where: { !$0.isCompleted }) else {
      return AccessibilityElement(label: "Meeting finished", traits: [.staticText])
    }
    return AccessibilityElement(
      label: "\(speakers[index].name) is speaking",
      value: "speaker \(index + 1) of \(speakers.count)", traits: [.updatesFrequently],
      numericValue: Double(index + 1), valueRange: 1...Double(max(1, speakers.count)))
  }

  private func follow(_ timer: ScrumTimer) {
    source = .schedule(timer.schedule)
    setAlarm("bezel.meeting.change", at: timer.nextChangeTime) { [weak self, weak timer] in
      guard let timer else { return }
      timer.update()
      self?.follow(timer)
    }
  }
}
