import BezelDrawing
import BezelLayers
import BezelMotion
import BezelRaster
import Foundation
import Testing

@testable import BezelComponents

@MainActor
@Suite struct ProgressRingSnapshotTests {
  @Test func activityRings() throws {
    let window = Window(size: CGSize(width: 240, height: 240), clock: ManualClock())
    window.backgroundColor = .black
    let group = ProgressRingGroup(count: 3, lineWidth: 24)
    group.layer.frame = CGRect(x: 10, y: 10, width: 220, height: 220)
    let colours: [[Color]] = [
      [Color(red: 0.88, green: 0, blue: 0.08), Color(red: 1, green: 0.2, blue: 0.6)],
      [Color(red: 0.2, green: 0.85, blue: 0), Color(red: 0.7, green: 1, blue: 0)],
      [Color(red: 0, green: 0.7, blue: 0.9), Color(red: 0, green: 1, blue: 0.85)],
    ]
    for (ring, (gradient, value)) in zip(group.rings, zip(colours, [1.3, 0.7, 0.35])) {
      ring.gradientColors = gradient
      ring.trackColor = gradient[0].withAlpha(0.25)
      ring.setProgress(value, animated: false)
    }
    window.contentLayer.addSublayer(group.layer)
    try expectSnapshot(window.displayList(at: 0), named: "progress-rings-activity")
  }

  @Test func aLabelledRing() throws {
    let window = Window(size: CGSize(width: 160, height: 160), clock: ManualClock())
    window.backgroundColor = .white
    let ring = ProgressRing()
    ring.layer.frame = CGRect(x: 10, y: 10, width: 140, height: 140)
    ring.trackWidth = 6
    ring.progressWidth = 14
    ring.valueFormat = .percent
    ring.setProgress(0.62, animated: false)
    window.contentLayer.addSublayer(ring.layer)
    try expectSnapshot(window.displayList(at: 0), named: "progress-ring-label")
  }
}
