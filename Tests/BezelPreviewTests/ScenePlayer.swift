import BezelLayers
import BezelMotion
import Foundation

@testable import BezelPreview

/// Drives a preview scene as the window host does, on a manual clock: every click and frame
/// happens at the clock's reading, which components also consult (hit testing asks an
/// overlay whether it shows *now*).
@MainActor
struct ScenePlayer<Scene: PreviewScene> {
  let clock: ManualClock
  let scene: Scene

  init(size: CGSize, _ make: (ManualClock) -> Scene) {
    clock = ManualClock()
    scene = make(clock)
    scene.layout(size: size, time: 0)
  }

  func press(at point: CGPoint, time: Double) {
    clock.set(time)
    scene.press(at: point, time: time)
  }

  @discardableResult
  func frame(at time: Double) -> DisplayList {
    clock.set(time)
    return scene.displayList(at: time)
  }

  func layout(size: CGSize, time: Double) {
    clock.set(time)
    scene.layout(size: size, time: time)
  }
}
