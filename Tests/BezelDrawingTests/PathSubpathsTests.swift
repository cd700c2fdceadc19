import BezelDrawing
import Foundation
import Testing

@Suite struct PathSubpathsTests {
  @Test func openSubpathReversesFromItsEnd() {
    let elbow = Path {
      $0.move(to: CGPoint(x: 0, y: 0))
      $0.addLine(to: CGPoint(x: 10, y: 0))
      $0.addQuadCurve(to: CGPoint(x: 10, y: 5), control: CGPoint(x: 12, y: 2))
    }
    #expect(
      elbow.reversed().elements == [
        .move(to: CGPoint(x: 10, y: 5)),
        .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 12, y: 2)),
        .line(to: CGPoint(x: 0, y: 0)),
      ])
    #expect(elbow.reversed().reversed() == elbow)
  }

  @Test func closedSubpathKeepsItsStartAndStaysClosed() {
    // Square (0,0) → (10,0) → (10,10) → (0,10) → close, reversed: (0,0) → (0,10) → (10,10)
    // → (10,0) → close (the last edge back to the start is the closing line).
    let square = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let reversed = square.reversed()
    #expect(
      reversed.elements == [
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 0, y: 10)),
        .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)), .closeSubpath,
      ])
    #expect(reversed.reversed() == square)
    #expect(reversed.isClosed)
    // A quarter of the reversed square runs down the left side.
    #expect(reversed.trimmed(from: 0, to: 0.25).currentPoint == CGPoint(x: 0, y: 10))
  }

  @Test func reversedCircleRunsCounterclockwise() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let reversed = circle.reversed()
    #expect(reversed.firstPoint == CGPoint(x: 10, y: 0))
    #expect(reversed.isClosed)
    // The original goes down first (to 6 o'clock), the reversed one up (to 12 o'clock).
    #expect(
      isClose(reversed.trimmed(from: 0, to: 0.25).currentPoint, CGPoint(x: 0, y: -10), within: 1e-9)
    )
    #expect(isClose(reversed.length, circle.length, within: 1e-9))
    #expect(reversed.reversed() == circle)
  }

  @Test func subpathsSplitThePath() {
    var path = Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    path.move(to: CGPoint(x: 5, y: 5))
    path.addLine(to: CGPoint(x: 6, y: 5))
    path.addLine(to: CGPoint(x: 6, y: 6))
    let pieces = path.subpaths
    #expect(pieces.count == 2)
    #expect(path.subpathCount == 2)
    #expect(pieces[0] == Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(pieces[1].shape == "MLL")
    #expect(pieces[0].isClosed && !pieces[1].isClosed && !path.isClosed)
    #expect(Path().subpaths.isEmpty && Path().subpathCount == 0 && !Path().isClosed)
    // Drawing after a close continues from the closed subpath's start in a new subpath.
    var continued = Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    continued.addLine(to: CGPoint(x: 3, y: 3))
    #expect(continued.subpathCount == 2)
    #expect(continued.subpaths[1].elements == [.move(to: .zero), .line(to: CGPoint(x: 3, y: 3))])
  }
}
