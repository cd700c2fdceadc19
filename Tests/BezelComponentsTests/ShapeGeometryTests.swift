import BezelDrawing
import Foundation
import Testing

@testable import BezelComponents

/// The end point of every element, and the midpoint of every cubic, of a path.
private func points(_ path: Path) -> [CGPoint] {
  path.elements.compactMap {
    switch $0 {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
    case .closeSubpath: nil
    }
  }
}

private func curveMidpoints(_ path: Path) -> [CGPoint] {
  var last = CGPoint.zero
  var mids: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .curve(let p, let c1, let c2):
      mids.append(
        CGPoint(
          x: (last.x + 3 * c1.x + 3 * c2.x + p.x) / 8, y: (last.y + 3 * c1.y + 3 * c2.y + p.y) / 8))
      last = p
    case .move(let p), .line(let p), .quadCurve(let p, _): last = p
    case .closeSubpath: break
    }
  }
  return mids
}

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-6) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func onCircle(degrees: Double, center: CGPoint, radius: Double) -> CGPoint {
  CGPoint(
    x: center.x + radius * cos(degrees * .pi / 180), y: center.y + radius * sin(degrees * .pi / 180)
  )
}

@Suite struct ShapeGeometryTests {
  let square = CGRect(x: 0, y: 0, width: 300, height: 300)

  @Test func speakerArcFollowsTheSeed() {
    let arc = SpeakerArc(speakerIndex: 1, totalSpeakers: 4)
    #expect(arc.degreesPerSpeaker == 90)
    #expect(arc.startDegrees == 91)
    #expect(arc.endDegrees == 180)
    // Diameter 300 − 24 = 276 → radius 138, centred.
    let c = CGPoint(x: 150, y: 150)
    let pts = points(arc.path(in: square))
    #expect(near(pts.first!, onCircle(degrees: 91, center: c, radius: 138)))
    #expect(near(pts.last!, onCircle(degrees: 180, center: c, radius: 138)))
    // Clockwise on screen: through 135.5° (bottom-left), not the long way round.
    let mid = curveMidpoints(arc.path(in: square))
    #expect(mid.count == 1)
    #expect(near(mid[0], onCircle(degrees: 135.5, center: c, radius: 138), 0.01))
  }

  @Test func rotatedSpeakerArcStartsAtTwelveOClock() {
    let c = CGPoint(x: 200, y: 150)
    let rect = CGRect(x: 50, y: 0, width: 300, height: 300)
    let path = SpeakerArc(speakerIndex: 0, totalSpeakers: 3).rotation(-.pi / 2).path(in: rect)
    let pts = points(path)
    // Speaker 0 of 3: 1°…120°, turned −90°: −89°…30°.
    #expect(near(pts.first!, onCircle(degrees: -89, center: c, radius: 138)))
    #expect(near(pts.last!, onCircle(degrees: 30, center: c, radius: 138)))
  }

  @Test func speakerArcInANonSquareRectUsesTheShorterSide() {
    let pts = points(
      SpeakerArc(speakerIndex: 0, totalSpeakers: 1).path(
        in: CGRect(x: 0, y: 0, width: 400, height: 124)))
    // Diameter 100 → radius 50 around (200, 62); a single speaker spans 1°…360°.
    #expect(near(pts.first!, onCircle(degrees: 1, center: CGPoint(x: 200, y: 62), radius: 50)))
    #expect(near(pts.last!, CGPoint(x: 250, y: 62)))
  }

  /// The seed's arc for 10,000 speakers would start 1° in and end before it starts, wrapping
  /// almost the whole circle; Bezel's stays within the speaker's 0.036°.
  @Test func speakerArcsForThousandsOfSpeakersStayTiny() {
    let arc = SpeakerArc(speakerIndex: 5_000, totalSpeakers: 10_000)
    #expect(arc.degreesPerSpeaker == 0.036)
    #expect(arc.gapDegrees == 0)
    #expect(abs(arc.startDegrees - 180) < 1e-9)
    #expect(abs(arc.endDegrees - 180.036) < 1e-9)
    let pts = points(arc.path(in: square))
    #expect(pts.count == 2)  // one short cubic
    #expect(
      near(pts.last!, onCircle(degrees: 180.036, center: CGPoint(x: 150, y: 150), radius: 138)))
    // Up to 359 speakers keep the seed's 1° gap.
    #expect(SpeakerArc(speakerIndex: 1, totalSpeakers: 359).gapDegrees == 1)
    #expect(SpeakerArc(speakerIndex: 1, totalSpeakers: 180).startDegrees == 3)
  }

  @Test func anArcCanSpanSeveralTurns() {
    let arc = SpeakerArc(speakerIndex: 1, totalSpeakers: 4, turns: 2)
    #expect(arc.startDegrees == 91)
    #expect(arc.endDegrees == 270)
    #expect(SpeakerArc(speakerIndex: 3, totalSpeakers: 4, turns: 2).path(in: square).isEmpty)
  }

  @Test func speakerArcWithNoSpeakersIsEmpty() {
    #expect(SpeakerArc(speakerIndex: 0, totalSpeakers: 0).path(in: square).isEmpty)
    #expect(SpeakerArc(speakerIndex: 5, totalSpeakers: 3).path(in: square).isEmpty)
    #expect(SpeakerArc(speakerIndex: 0, totalSpeakers: 2).path(in: .zero).isEmpty)
  }

  @Test func focusBracketsAreTheSeedsFourCorners() {
    let path = FocusBrackets(radius: 10, length: 30, padding: 5).path(
      in: CGRect(x: 0, y: 0, width: 200, height: 100))
    // Per corner: move, line, arc (one cubic), line.
    let pts = points(path)
    #expect(pts.count == 16)
    let expected: [CGPoint] = [
      CGPoint(x: 5, y: 45), CGPoint(x: 5, y: 15), CGPoint(x: 15, y: 5), CGPoint(x: 45, y: 5),
      CGPoint(x: 195, y: 45), CGPoint(x: 195, y: 15), CGPoint(x: 185, y: 5), CGPoint(x: 155, y: 5),
      CGPoint(x: 5, y: 55), CGPoint(x: 5, y: 85), CGPoint(x: 15, y: 95), CGPoint(x: 45, y: 95),
      CGPoint(x: 195, y: 55), CGPoint(x: 195, y: 85), CGPoint(x: 185, y: 95),
      CGPoint(x: 155, y: 95),
    ]
    for (a, b) in zip(pts, expected) { #expect(near(a, b), "\(a) vs \(b)") }
    // Each corner's arc bulges into its corner (45° from both arms).
    let d = 10 * cos(Double.pi / 4)
    let mids = curveMidpoints(path)
    #expect(mids.count == 4)
    #expect(near(mids[0], CGPoint(x: 15 - d, y: 15 - d), 0.01))
    #expect(near(mids[1], CGPoint(x: 185 + d, y: 15 - d), 0.01))
    #expect(near(mids[2], CGPoint(x: 15 - d, y: 85 + d), 0.01))
    #expect(near(mids[3], CGPoint(x: 185 + d, y: 85 + d), 0.01))
  }

  @Test func focusBracketsFollowTheRectOrigin() {
    let pts = points(FocusBrackets().path(in: CGRect(x: 10, y: 20, width: 100, height: 100)))
    // Defaults: radius 5, length 30, padding 0.
    #expect(near(pts[0], CGPoint(x: 10, y: 55)))
    #expect(near(pts[3], CGPoint(x: 45, y: 20)))
  }

  @Test func ringSitsInsideItsRectAndStartsAtTwelve() {
    let ring = RingShape(lineWidth: 10)
    #expect(ring.radius(in: square) == 145)
    let path = ring.path(in: square)
    let pts = points(path)
    #expect(near(pts.first!, CGPoint(x: 150, y: 5)))
    #expect(near(pts.last!, CGPoint(x: 150, y: 5)))
    // The first quarter goes to 3 o'clock (clockwise on screen).
    #expect(near(pts[1], CGPoint(x: 295, y: 150)))
    let ccw = RingShape(lineWidth: 10, direction: .counterclockwise).path(in: square)
    #expect(near(points(ccw)[1], CGPoint(x: 5, y: 150)))
  }
}
