import BezelDrawing
import BezelLayers
import BezelMotion
import Foundation

/// Makes the interactive scene for a scene name.
@MainActor
enum PreviewSceneFactory {
  static func make(_ name: SceneName, clock: any Clock) -> PreviewScene {
    StandInScene()
  }
}

// TEMPORARY: until BezelComponents lands.
@MainActor
final class StandInScene: PreviewScene {
  private var size = CGSize(width: 100, height: 100)
  private var startedAt: Double?

  func layout(size: CGSize, time: Double) { self.size = size }

  func displayList(at time: Double) -> DisplayList {
    let side = min(size.width, size.height) - 20
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let track = Path(
      ellipseIn: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
    var items: [DisplayItem] = [
      .stroke(track, paint: .color(.green), style: StrokeStyle(lineWidth: 10))
    ]
    if let startedAt {
      let progress = min(1, (time - startedAt) / 10)
      let arc = Path {
        $0.addArc(
          center: center, radius: side / 2, startAngle: -.pi / 2,
          endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
      }
      items.append(.stroke(arc, paint: .color(.gray), style: StrokeStyle(lineWidth: 10)))
    }
    return DisplayList(size: size, items: items)
  }

  func press(at point: CGPoint, time: Double) {
    if startedAt == nil { startedAt = time }
  }

  func isAnimating(at time: Double) -> Bool {
    guard let startedAt else { return false }
    return time - startedAt < 10
  }
}
