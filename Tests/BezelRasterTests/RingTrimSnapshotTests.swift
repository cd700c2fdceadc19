import BezelDrawing
import BezelLayers
import BezelRaster
import Foundation
import Testing

/// A ring from 12 o'clock, clockwise, trimmed to a quarter, a half and three quarters.
@Suite struct RingTrimSnapshotTests {
  private static let radius = 35.0
  private static let lineWidth = 10.0

  private func ring(center: CGPoint, end: Double) -> [DisplayItem] {
    var circle = Path()
    circle.addArc(
      center: center, radius: RingTrimSnapshotTests.radius, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    let style = StrokeStyle(lineWidth: RingTrimSnapshotTests.lineWidth)
    return [
      .stroke(circle, paint: .color(Color(white: 0.85)), style: style),
      .stroke(circle.trimmed(from: 0, to: end), paint: .color(.blue), style: style),
    ]
  }

  private let centers = [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 50)]
  private let ends = [0.25, 0.5, 0.75]

  private var list: DisplayList {
    DisplayList(
      size: CGSize(width: 300, height: 100),
      items: zip(centers, ends).flatMap { ring(center: $0, end: $1) })
  }

  @Test func matchesReference() throws {
    try expectSnapshot(list, named: "ring-trimmed")
  }

  /// True when the ring at `center` is blue at `angle` (radians, 0 at 3 o'clock, clockwise).
  private func isProgress(_ bitmap: Bitmap, center: CGPoint, angle: Double) -> Bool {
    let scale = 2.0
    let x = (Double(center.x) + RingTrimSnapshotTests.radius * cos(angle)) * scale
    let y = (Double(center.y) + RingTrimSnapshotTests.radius * sin(angle)) * scale
    let p = bitmap.pixel(x: Int(x), y: Int(y))
    return p.b == 255 && p.r == 0
  }

  @Test func progressCoversTheRightFractionClockwiseFromTwelve() throws {
    let bitmap = try Canvas().render(list, scale: 2, background: .white)
    // Angles on screen: −π/2 is 12 o'clock; the sweep grows clockwise (increasing angle).
    let upperRight = -Double.pi / 4
    let lowerRight = Double.pi / 4
    let lowerLeft = 3 * Double.pi / 4
    let upperLeft = 5 * Double.pi / 4
    let expected: [[Bool]] = [
      [true, false, false, false],  // 0.25: only 12 → 3 o'clock
      [true, true, false, false],  // 0.5: the right half
      [true, true, true, false],  // 0.75: all but 9 → 12 o'clock
    ]
    for (index, center) in centers.enumerated() {
      let seen = [upperRight, lowerRight, lowerLeft, upperLeft].map {
        isProgress(bitmap, center: center, angle: $0)
      }
      #expect(seen == expected[index], "ring trimmed to \(ends[index])")
    }
  }
}
