import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 002 live: a button; clicking it shows the loading overlay over the whole window, which
/// swallows every click while it shows, and hides it 5 s later, when the button's title
/// becomes "로딩 종료!" (the hide's completion, as in the seed).
@MainActor
final class LoadingPreviewScene: PreviewScene {
  /// How long the seed keeps the overlay up.
  static let showDuration = 5.0
  static let initialTitle = "로딩 시작"
  static let finishedTitle = "로딩 종료!"

  private let window: Window
  private let overlay = LoadingOverlay()
  private let button = PreviewButton()
  /// When the shown overlay is due to hide (the seed's `asyncAfter(deadline: .now() + 5)`).
  private var hideTime: Double?
  private var pressTime = 0.0

  init(clock: any Clock) {
    window = Window(size: CGSize(width: 390, height: 844), clock: clock)
    window.backgroundColor = .white
    button.title = Self.initialTitle
    button.layout = .center(size: CGSize(width: 200, height: 52))
    button.onTap = { [weak self] _ in self?.buttonTapped() }
    window.contentLayer.addSublayer(button)
    overlay.window = window
  }

  /// The button's title now (for tests).
  var buttonTitle: String { button.title }
  /// The button's frame in the window (for tests).
  var buttonFrame: CGRect { button.frame }
  /// How many clicks reached the button (for tests: none do while the overlay shows).
  private(set) var buttonTapCount = 0

  private func buttonTapped() {
    buttonTapCount += 1
    overlay.show(at: pressTime)
    if hideTime == nil { hideTime = pressTime + Self.showDuration }
  }

  func layout(size: CGSize, time: Double) {
    window.size = size
  }

  func displayList(at time: Double) -> DisplayList {
    advance(to: time)
    return window.displayList(at: time)
  }

  /// Hides the overlay once its time has come, then delivers what the window has due.
  private func advance(to time: Double) {
    if let due = hideTime, time >= due {
      hideTime = nil
      overlay.hide(at: due) { [weak self] in self?.button.title = Self.finishedTitle }
    }
    window.tick(at: time)
  }

  func press(at point: CGPoint, time: Double) {
    advance(to: time)
    pressTime = time
    window.sendTap(at: point)
  }

  func accessibilityElements(at time: Double) -> [AccessibilityElement] {
    window.rootLayer.accessibilityElements(at: time)
  }

  func isAnimating(at time: Double) -> Bool {
    hideTime != nil || overlay.schedule.phase(at: time) != .hidden
  }
}
