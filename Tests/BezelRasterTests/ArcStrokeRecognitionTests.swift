import BezelDrawing
import Foundation
import Testing

@testable import BezelRaster

/// ``ArcStroke/recognise(_:style:transform:)`` takes circles and their arcs, however made,
/// and nothing that only looks like one.
@Suite struct ArcStrokeRecognitionTests {
  static let round = StrokeStyle(lineWidth: 6, lineCap: .round)

  /// A Lottie ellipse (handles 0.5519 of the radius), from the top, clockwise on screen.
  static func lottieEllipse(
    _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, k: Double = 0.5519
  )
    -> Path
  {
    var path = Path()
    let (kx, ky) = (rx * k, ry * k)
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: cx + x, y: cy + y) }
    path.move(to: p(0, -ry))
    path.addCurve(to: p(rx, 0), control1: p(kx, -ry), control2: p(rx, -ky))
    path.addCurve(to: p(0, ry), control1: p(rx, ky), control2: p(kx, ry))
    path.addCurve(to: p(-rx, 0), control1: p(-kx, ry), control2: p(-rx, ky))
    path.addCurve(to: p(0, -ry), control1: p(-rx, -ky), control2: p(-kx, -ry))
    path.closeSubpath()
    return path
  }

  @Test func takesArcsCirclesAndEllipsesThatAreRound() throws {
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 50, y: 40), radius: 30, startAngle: -1.2, endAngle: 2.5, clockwise: true)
    let found = try #require(ArcStroke.recognise(arc, style: Self.round, transform: .identity))
    #expect(abs(found.centerX - 50) < 0.01 && abs(found.centerY - 40) < 0.01)
    #expect(abs(found.radius - 30) < 0.01 && abs(found.halfWidth - 3) < 1e-9)
    #expect(abs(found.start + 1.2) < 1e-3 && abs(found.sweep - 3.7) < 1e-3 && !found.full)

    // Anticlockwise, under a rotation and a uniform scale: the same arc, swept the other way.
    var back = Path()
    back.addArc(
      center: CGPoint(x: 10, y: 5), radius: 12, startAngle: 0.3, endAngle: -2.1, clockwise: false)
    let turned = Transform(rotationAngle: 0.7).concatenating(Transform(scaleX: 2.5, y: 2.5))
    let other = try #require(ArcStroke.recognise(back, style: Self.round, transform: turned))
    #expect(abs(other.radius - 30) < 0.01 && abs(other.sweep - 2.4) < 1e-3)
    #expect(abs(other.halfWidth - 7.5) < 1e-9)

    let ring = try #require(
      ArcStroke.recognise(
        Self.lottieEllipse(100, 100, 60, 60), style: StrokeStyle(lineWidth: 12),
        transform: Transform(scaleX: 2.56, y: 2.56)))
    #expect(ring.full && abs(ring.radius - 153.6) < 0.05)
    let ellipse = try #require(
      ArcStroke.recognise(
        Path(ellipseIn: CGRect(x: 3, y: 4, width: 50, height: 50)), style: Self.round,
        transform: Transform(scaleX: -1, y: 1)))
    #expect(ellipse.full)
  }

  /// Two arcs of a circle, `first` then `second` (angles, clockwise), as two subpaths: what
  /// a trim across an ellipse's first point makes.
  static func twoPieces(_ first: (Double, Double), _ second: (Double, Double)) -> Path {
    let centre = CGPoint(x: 40, y: 45)
    var path = Path()
    path.addArc(
      center: centre, radius: 25, startAngle: first.0, endAngle: first.1, clockwise: true)
    path.move(to: CGPoint(x: 40 + 25 * cos(second.0), y: 45 + 25 * sin(second.0)))
    path.addArc(
      center: centre, radius: 25, startAngle: second.0, endAngle: second.1, clockwise: true)
    return path
  }

  @Test func takesATrimAcrossTheFirstPointAsOneArc() throws {
    // The second piece ends where the first begins: one arc from 0.2 to 2.5.
    let pieces = Self.twoPieces((1.0, 2.5), (0.2, 1.0))
    let found = try #require(ArcStroke.recognise(pieces, style: Self.round, transform: .identity))
    #expect(abs(found.start - 0.2) < 1e-3 && abs(found.sweep - 2.3) < 1e-3 && !found.full)
    #expect(abs(found.radius - 25) < 0.01)
    let butt = try #require(
      ArcStroke.recognise(
        Self.twoPieces((0.2, 1.0), (1.0, 2.5)), style: StrokeStyle(lineWidth: 6),
        transform: .identity))
    #expect(abs(butt.start - 0.2) < 1e-3 && abs(butt.sweep - 2.3) < 1e-3)
    // Square caps stand out of the ring where the pieces meet; pieces that do not meet.
    #expect(
      ArcStroke.recognise(
        pieces, style: StrokeStyle(lineWidth: 6, lineCap: .square), transform: .identity) == nil)
    #expect(
      ArcStroke.recognise(
        Self.twoPieces((1.0, 2.5), (0.2, 0.9)), style: Self.round, transform: .identity) == nil)
  }

  @Test func refusesWhatIsNotACircularArc() {
    let scale = Transform(scaleX: 2, y: 2)
    // An ellipse 1 % out of round, and a circle whose handles are 3 % long.
    #expect(
      ArcStroke.recognise(Self.lottieEllipse(50, 50, 40, 39.6), style: Self.round, transform: scale)
        == nil)
    #expect(
      ArcStroke.recognise(
        Self.lottieEllipse(50, 50, 40, 40, k: 0.5519 * 1.03), style: Self.round, transform: scale)
        == nil)
    // A stretched transform, dashes, a line, a chord closing an arc, a square-capped open ring.
    let circle = Self.lottieEllipse(50, 50, 40, 40)
    #expect(
      ArcStroke.recognise(circle, style: Self.round, transform: Transform(scaleX: 2, y: 2.1)) == nil
    )
    #expect(
      ArcStroke.recognise(
        circle, style: StrokeStyle(lineWidth: 4, dashPattern: [5, 5]), transform: scale) == nil)
    var withLine = Path()
    withLine.addArc(
      center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2, clockwise: true)
    withLine.addLine(to: CGPoint(x: 50, y: 50))
    #expect(ArcStroke.recognise(withLine, style: Self.round, transform: scale) == nil)
    var chord = Path()
    chord.addArc(
      center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2, clockwise: true)
    chord.closeSubpath()
    #expect(ArcStroke.recognise(chord, style: Self.round, transform: scale) == nil)
    var open = Path()
    open.addArc(
      center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(
      ArcStroke.recognise(
        open, style: StrokeStyle(lineWidth: 4, lineCap: .square), transform: scale)
        == nil)
    // A stroke wider than the circle, and ends so near they could meet.
    #expect(
      ArcStroke.recognise(circle, style: StrokeStyle(lineWidth: 90), transform: .identity) == nil)
    var nearlyClosed = Path()
    nearlyClosed.addArc(
      center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 6.1, clockwise: true)
    #expect(ArcStroke.recognise(nearlyClosed, style: Self.round, transform: scale) == nil)
  }
}
