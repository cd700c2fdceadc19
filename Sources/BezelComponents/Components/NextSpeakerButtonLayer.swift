import BezelLayers
import Foundation

/// The card's "next speaker" control: draws nothing itself (the card draws the symbol) and
/// takes taps only while there is a speaker to skip to.
final class NextSpeakerButtonLayer: Layer {
  weak var meeting: MeetingLayer?

  override init() {
    super.init()
    name = "next-speaker"
    onTap = { [weak self] _ in self?.meeting?.timer?.skipSpeaker() }
  }

  required init(layer: Layer) {
    super.init(layer: layer)
  }

  /// "Next speaker", a button, while there is a speaker to skip to.
  override func accessibilityElement(localTime: Double) -> AccessibilityElement? {
    guard let meeting, meeting.style == .card,
      !MeetingDrawing.isLastSpeaker(meeting.speakers(at: localTime))
    else { return nil }
    return AccessibilityElement(
      label: "Next speaker", hint: "Ends this speaker's turn", traits: [.button])
  }

  override func contains(_ point: CGPoint) -> Bool {
    guard let meeting, meeting.style == .card, bounds.contains(point) else { return false }
    return !MeetingDrawing.isLastSpeaker(meeting.speakers(at: currentTime))
  }
}
