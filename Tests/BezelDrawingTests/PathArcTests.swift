import BezelDrawing
import Foundation
import Testing

/// `addArc` with UIBezierPath's meaning on a y-down screen.
@Suite struct PathArcTests {
  let center = CGPoint(x: 50, y: 50)
  let r = 10.0

  func arc(_ start: Double, _ end: Double, clockwise: Bool) -> Path {
    Path {
      $0.addArc(center: center, radius: r, startAngle: start, endAngle: end, clockwise: clockwise)
    }
  }

  @Test func clockwiseQuarterGoesDownTheScreen() {
    let path = arc(0, .pi / 2, clockwise: true)
    #expect(path.firstPoint == CGPoint(x: 60, y: 50))
    #expect(isClose(path.currentPoint, CGPoint(x: 50, y: 60), within: 1e-12))
    // Halfway along (by length, which for this symmetric cubic is t = ½, a point the
    // approximation puts exactly on the circle) is 45° below the x axis: y increases.
    let middle = PathMeasure(path).position(atFraction: 0.5)
    let offset = r / 2.0.squareRoot()
    #expect(isClose(middle?.point, CGPoint(x: 50 + offset, y: 50 + offset), within: 1e-9))
    #expect(isClose(middle?.tangentAngle ?? 0, 3 * .pi / 4, within: 1e-9))
  }

  @Test func counterclockwiseQuarterGoesTheLongWayRound() {
    // From 0 to π/2 with clockwise: false sweeps −3π/2: up through 12 o'clock (50, 40), then
    // 9 o'clock (40, 50), ending at 6 o'clock (50, 60).
    let path = arc(0, .pi / 2, clockwise: false)
    let measure = PathMeasure(path)
    #expect(
      isClose(measure.position(atFraction: 1.0 / 3)?.point, CGPoint(x: 50, y: 40), within: 1e-9))
    #expect(
      isClose(measure.position(atFraction: 2.0 / 3)?.point, CGPoint(x: 40, y: 50), within: 1e-9))
    #expect(isClose(path.currentPoint, CGPoint(x: 50, y: 60), within: 1e-12))
    // Moving up at the start: tangent −π/2.
    #expect(isClose(measure.position(atDistance: 0)?.tangentAngle ?? 0, -.pi / 2, within: 1e-12))
    let exact = 3 * Double.pi * r / 2
    #expect(measure.length > exact && measure.length < exact * (1 + 3e-4))
  }

  @Test func clockwiseToASmallerAngleWrapsForwards() {
    // clockwise: true from 0 to −π/2 sweeps +3π/2 through 6 o'clock first.
    let measure = PathMeasure(arc(0, -.pi / 2, clockwise: true))
    #expect(
      isClose(measure.position(atFraction: 1.0 / 3)?.point, CGPoint(x: 50, y: 60), within: 1e-9))
  }

  @Test func sweepsOfAFullTurnOrMoreAreFullCircles() {
    let fullCircle = 2 * Double.pi * r
    for path in [
      arc(0, 2 * .pi, clockwise: true), arc(1, 1 + 7, clockwise: true),
      arc(0, -2 * .pi, clockwise: false), arc(0, -10, clockwise: false),
      arc(-.pi / 2, 3 * .pi / 2, clockwise: true),
    ] {
      #expect(path.length > fullCircle && path.length < fullCircle * (1 + 3e-4))
      #expect(isClose(path.currentPoint, path.firstPoint ?? .zero, within: 1e-9))
      #expect(path.shape == "MCCCC")
    }
  }

  @Test func aFullTurnTheOtherWayIsEmpty() {
    // UIKit: 0 → 2π counter-clockwise is a zero sweep; only the start point is added.
    let path = arc(0, 2 * .pi, clockwise: false)
    #expect(path.shape == "M")
    #expect(path.length == 0)
  }

  @Test func halfCircleUsesTwoCubicsAndStaysOnTheCircle() {
    // At most a quarter turn per cubic keeps every point within 2.7e-4·r outside the circle;
    // a half circle drawn as one cubic would be off by percents.
    let path = arc(0, .pi, clockwise: true)
    #expect(path.shape == "MCC")
    let measure = PathMeasure(path)
    for i in 0...40 {
      guard let p = measure.position(atFraction: Double(i) / 40)?.point else {
        Issue.record("no position")
        continue
      }
      let distance = hypot(p.x - center.x, p.y - center.y)
      #expect(distance >= r - 1e-9 && distance <= r * (1 + 2.8e-4))
    }
    #expect(arc(0, .pi / 2 + 0.1, clockwise: true).shape == "MCC")
    #expect(arc(0, 3 * .pi / 2, clockwise: true).shape == "MCCC")
  }

  @Test func arcAfterACurrentPointJoinsWithALineOnlyWhenNeeded() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 50))
    path.addArc(center: center, radius: r, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.shape == "MLCC")
    // Starting exactly where the path is: no zero-length line (a rounded rect's corners).
    let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 5)
    #expect(rounded.shape == "MLCLCLCLCZ")
  }

  @Test func nonFiniteArcsAreIgnored() {
    var path = Path()
    path.addArc(center: center, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
    path.addArc(center: center, radius: 1, startAngle: .infinity, endAngle: 1, clockwise: true)
    #expect(path.isEmpty)
  }
}
