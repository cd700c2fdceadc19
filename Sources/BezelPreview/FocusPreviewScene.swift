import BezelComponents
import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Seed 003 live: the camera-like picture with its focus frame; a click anywhere plays the
/// tap-to-focus animation at that point.
///
/// A resize builds the scene again at the new size and replays the latest tap.
@MainActor
final class FocusPreviewScene: PreviewScene {
  private let clock: any Clock
  private var scene: FocusScene
  private var lastTap: (time: Double, point: CGPoint)?
  private var pressTime = 0.0

  init(clock: any Clock) {
    self.clock = clock
    scene = Self.makeScene(size: CGSize(width: 390, height: 520), clock: clock)
    listen()
  }

  private static func makeScene(size: CGSize, clock: any Clock) -> FocusScene {
    let scene = FocusScene(options: FocusScene.Options(size: size))
    scene.window.clock = clock
    return scene
  }

  /// The frame's layer covers the canvas and is frontmost, so it takes every click.
  private func listen() {
    scene.frame.layer.onTap = { [weak self] point in self?.focus(at: point) }
  }

  private func focus(at point: CGPoint) {
    lastTap = (pressTime, point)
    scene.frame.focus(at: point, time: pressTime)
  }

  func layout(size: CGSize, time: Double) {
    guard scene.size != size else { return }
    scene = Self.makeScene(size: size, clock: clock)
    listen()
    if let lastTap, isAnimating(at: time) {
      scene.frame.focus(at: lastTap.point, time: lastTap.time)
    }
  }

  func displayList(at time: Double) -> DisplayList {
    scene.window.tick(at: time)
    return scene.displayList(at: time)
  }

  func press(at point: CGPoint, time: Double) {
    pressTime = time
    scene.window.sendTap(at: point)
  }

  func accessibilityElements(at time: Double) -> [AccessibilityElement] {
    scene.window.rootLayer.accessibilityElements(at: time)
  }

  func isAnimating(at time: Double) -> Bool {
    guard let lastTap else { return false }
    return time < lastTap.time + scene.frame.tapAnimation.duration
  }
}
