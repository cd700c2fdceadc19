import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 001 live: the meeting card for 철수, 영희 and 민수 (one minute, so 20 s each), started
/// when the scene is created. The card's own next-speaker button skips the speaker; the ring
/// and header follow the clock. A click on the card once the meeting is over starts it again.
@MainActor
final class MeetingPreviewScene: PreviewScene {
  static let speakers = ["철수", "영희", "민수"]

  private let window: Window
  private let timer: ScrumTimer
  private let card: MeetingView

  init(clock: any Clock) {
    window = Window(size: CGSize(width: 390, height: 560), clock: clock)
    window.backgroundColor = .white
    timer = ScrumTimer(lengthInMinutes: 1, attendees: Self.speakers, clock: clock)
    card = MeetingView(timer: timer, theme: .yellow)
    card.layer.layout = .pinEdges(EdgeInsets(all: 16))
    window.contentLayer.addSublayer(card.layer)
    // Taps on the card that miss the next-speaker button end up here.
    window.contentLayer.onTap = { [weak self] _ in self?.restartIfOver() }
    timer.start()
  }

  /// The index of who is speaking now, `nil` once the meeting is over (for tests).
  var activeSpeakerIndex: Int? { timer.activeSpeakerIndex }

  /// The middle of the card's next-speaker button, in the window (for tests).
  var nextSpeakerButtonCenter: CGPoint {
    let button = card.nextSpeakerButton
    return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
  }

  private func restartIfOver() {
    switch timer.phase {
    case .finished, .stopped: timer.start()
    case .notStarted, .running, .paused: break
    }
  }

  func layout(size: CGSize, time: Double) {
    window.size = size
  }

  func displayList(at time: Double) -> DisplayList {
    window.tick(at: time)
    return window.displayList(at: time)
  }

  func press(at point: CGPoint, time: Double) {
    window.sendTap(at: point)
  }

  func accessibilityElements(at time: Double) -> [AccessibilityElement] {
    window.rootLayer.accessibilityElements(at: time)
  }

  func isAnimating(at time: Double) -> Bool {
    timer.schedule.phase(at: time) == .running
  }
}
