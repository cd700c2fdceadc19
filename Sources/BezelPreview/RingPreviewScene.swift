import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 000 live: the round photo with its countdown ring, centred in the window; a click on
/// it starts the 20 s run, then pauses, resumes, and restarts a finished ring.
///
/// The ring's state is a function of time and the clicks it received, so a resize builds the
/// scene again at the new size and replays the clicks at their times.
@MainActor
final class RingPreviewScene: PreviewScene {
  /// The seed's duration.
  static let duration = 20.0
  /// Space between the ring and the window's edges.
  static let margin = 24.0

  private enum Event {
    case start
    case pause
    case resume
  }

  private let clock: any Clock
  private var scene: RingScene
  private var events: [(time: Double, event: Event)] = []
  private var size = CGSize(width: 300, height: 300)
  /// Where the scene's square canvas sits in the window.
  private var origin = CGPoint.zero
  /// The time of the click being delivered.
  private var pressTime = 0.0

  init(clock: any Clock) {
    self.clock = clock
    scene = Self.makeScene(side: 300, clock: clock, events: [])
    listen()
  }

  private static func makeScene(
    side: Double, clock: any Clock, events: [(time: Double, event: Event)]
  ) -> RingScene {
    let scene = RingScene(
      options: RingScene.Options(size: CGSize(width: side, height: side), duration: duration))
    scene.window.clock = clock
    // The scene starts its run at time 0; the preview waits for a click instead.
    scene.ring.reset(at: 0)
    for (time, event) in events { apply(event, to: scene.ring, at: time) }
    return scene
  }

  /// Clicks anywhere on the photo or the ring reach the content layer's handler.
  private func listen() {
    scene.window.contentLayer.onTap = { [weak self] _ in self?.toggle() }
  }

  private static func apply(_ event: Event, to ring: CountdownRing, at time: Double) {
    switch event {
    case .start: ring.start(duration: Self.duration, at: time)
    case .pause: ring.pause(at: time)
    case .resume: ring.resume(at: time)
    }
  }

  /// The click's meaning depends on what the ring is doing now.
  private func toggle() {
    let time = pressTime
    let event: Event
    switch scene.ring.model.phase(at: time) {
    case .idle, .completed: event = .start
    case .running: event = .pause
    case .paused: event = .resume
    }
    events.append((time, event))
    Self.apply(event, to: scene.ring, at: time)
  }

  /// The ring on show (for tests).
  var ring: CountdownRing { scene.ring }

  func layout(size: CGSize, time: Double) {
    self.size = size
    let side = max(1, min(size.width, size.height) - 2 * Self.margin)
    origin = CGPoint(x: (size.width - side) / 2, y: (size.height - side) / 2)
    guard scene.size.width != side else { return }
    scene = Self.makeScene(side: side, clock: clock, events: events)
    listen()
  }

  func displayList(at time: Double) -> DisplayList {
    scene.window.tick(at: time)
    let list = scene.displayList(at: time)
    return DisplayList(
      size: size,
      items: [
        .group(
          GroupItem(
            transform: Transform(translationX: origin.x, y: origin.y), children: list.items))
      ])
  }

  func press(at point: CGPoint, time: Double) {
    pressTime = time
    scene.window.sendTap(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
  }

  func accessibilityElements(at time: Double) -> [AccessibilityElement] {
    scene.window.rootLayer.accessibilityElements(at: time)
  }

  func isAnimating(at time: Double) -> Bool {
    scene.ring.model.phase(at: time) == .running
  }
}
