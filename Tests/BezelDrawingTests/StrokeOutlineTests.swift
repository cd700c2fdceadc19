import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

@Suite struct StrokeOutlineTests {
  func outline(_ path: Path, _ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
    StrokeOutline.outline(of: path, style: style, tolerance: tolerance) ?? Path()
  }

  func line(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    Path { p in
      for (i, (x, y)) in points.enumerated() {
        if i == 0 { p.move(to: CGPoint(x: x, y: y)) } else { p.addLine(to: CGPoint(x: x, y: y)) }
      }
      if closed { p.closeSubpath() }
    }
  }

  func inside(_ path: Path, _ x: Double, _ y: Double) -> Bool {
    path.contains(CGPoint(x: x, y: y))
  }

  @Test func buttCapsCoverExactlyTheRectangle() {
    let band = outline(line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 4))
    let b = band.bounds
    #expect(isClose(b.minX, 0, within: 1e-12) && isClose(b.maxX, 10, within: 1e-12))
    #expect(isClose(b.minY, -2, within: 1e-12) && isClose(b.maxY, 2, within: 1e-12))
    for (x, y) in [(5.0, 1.99), (0.01, -1.99), (9.99, 1.99), (5, 0)] {
      #expect(inside(band, x, y))
    }
    for (x, y) in [(5.0, 2.01), (-0.01, 0), (10.01, 0), (5, -2.01)] {
      #expect(!inside(band, x, y))
    }
  }

  @Test func squareCapsExtendByHalfTheWidth() {
    let band = outline(line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 4, lineCap: .square))
    let b = band.bounds
    #expect(isClose(b.minX, -2, within: 1e-12) && isClose(b.maxX, 12, within: 1e-12))
    #expect(inside(band, -1.99, 1.99) && inside(band, 11.99, -1.99))
    #expect(!inside(band, -2.01, 0) && !inside(band, 12.01, 0))
  }

  @Test func roundCapsAreHalfDiscs() {
    let band = outline(line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 4, lineCap: .round))
    for angle in stride(from: Double.pi / 2, through: 3 * Double.pi / 2, by: 0.1) {
      #expect(inside(band, 1.98 * cos(angle), 1.98 * sin(angle)))
      #expect(!inside(band, 2.02 * cos(angle), 2.02 * sin(angle)))
    }
  }

  @Test func roundJoinsStayHalfTheWidthFromTheCorner() {
    let corner = outline(
      line([(0, 0), (10, 0), (10, 10)]), StrokeStyle(lineWidth: 4, lineJoin: .round))
    // The outer quadrant of the corner at (10, 0): right and up (y negative).
    for angle in stride(from: -Double.pi / 2, through: 0, by: 0.05) {
      #expect(inside(corner, 10 + 1.98 * cos(angle), 1.98 * sin(angle)))
      #expect(!inside(corner, 10 + 2.02 * cos(angle), 2.02 * sin(angle)))
    }
  }

  @Test func mitersReachTheirTipAndBevelBeyondTheLimit() {
    let path = line([(0, 0), (10, 0), (10, 10)])
    let miter = outline(path, StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 10))
    let bevel = outline(path, StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    #expect(inside(miter, 10.95, -0.95))
    #expect(!inside(miter, 11.05, -0.95))
    // The bevel's chord runs from (10, −1) to (11, 0).
    #expect(!inside(bevel, 10.9, -0.9))
    #expect(inside(bevel, 10.4, -0.4))
    // A right angle's miter is √2 times the width: past a limit of 1.4 it bevels.
    let limited = outline(path, StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.4))
    #expect(!inside(limited, 10.9, -0.9))
    #expect(inside(limited, 10.4, -0.4))
    // A sharp turn: the tip would be 2 / sin(θ/2) away; a limit of 4 bevels it.
    let sharp = line([(0, 0), (10, 0), (0, 1)])
    let tipped = outline(sharp, StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 100))
    let cut = outline(sharp, StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4))
    #expect(inside(tipped, 12, 0.1))
    #expect(!inside(cut, 12, 0.1))
  }

  @Test func aClosedSquareStrokeHasAHole() {
    let frame = outline(
      Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), StrokeStyle(lineWidth: 2))
    #expect(!inside(frame, 5, 5))
    #expect(inside(frame, 5, 0.9) && inside(frame, 0.1, 5) && inside(frame, 10.9, 5))
    // The closing corner is mitred like the others.
    #expect(inside(frame, -0.95, -0.95) && inside(frame, 10.95, 10.95))
    #expect(!inside(frame, -1.05, 5) && !inside(frame, 5, 1.05))
  }

  @Test func aCircleStrokesAsARing() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let ring = outline(circle, StrokeStyle(lineWidth: 2))
    for angle in stride(from: 0, to: 2 * Double.pi, by: 0.07) {
      #expect(inside(ring, 10.95 * cos(angle), 10.95 * sin(angle)))
      #expect(inside(ring, 9.05 * cos(angle), 9.05 * sin(angle)))
      #expect(!inside(ring, 11.05 * cos(angle), 11.05 * sin(angle)))
      #expect(!inside(ring, 8.95 * cos(angle), 8.95 * sin(angle)))
    }
    #expect(!inside(ring, 0, 0))
  }

  /// With round caps and joins a polyline's stroke is every point within half the width of
  /// it: checked on random polylines (folds, U-turns, self-crossings) at random points.
  @Test func roundStrokesAreThePointsWithinHalfTheWidth() {
    var random = SeededGenerator(seed: 17)
    for _ in 0..<20 {
      let count = 2 + Int(random.next() % 6)
      let points = (0..<count).map { _ in
        (
          Double.random(in: 0..<1, using: &random) * 20,
          Double.random(in: 0..<1, using: &random) * 20
        )
      }
      let width = 0.5 + Double.random(in: 0..<1, using: &random) * 8
      let closed = random.next() % 2 == 0
      let path = line(points, closed: closed)
      let band = outline(
        path, StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round), tolerance: 0.001)
      let segments = (0..<(closed ? count : count - 1)).map {
        (points[$0], points[($0 + 1) % count])
      }
      for _ in 0..<300 {
        let x = Double.random(in: 0..<1, using: &random) * 30 - 5
        let y = Double.random(in: 0..<1, using: &random) * 30 - 5
        let d = segments.map { distanceToSegment(x, y, $0.0, $0.1) }.min()!
        if abs(d - width / 2) < 0.01 { continue }
        #expect(inside(band, x, y) == (d < width / 2), "\(points) \(width) at \(x), \(y)")
      }
    }
  }

  @Test func everyPieceWindsTheSameWay() {
    var random = SeededGenerator(seed: 5)
    for join in [LineJoin.miter, .round, .bevel] {
      for cap in [LineCap.butt, .round, .square] {
        let points = (0..<6).map { _ in
          (
            Double.random(in: 0..<1, using: &random) * 20,
            Double.random(in: 0..<1, using: &random) * 20
          )
        }
        var path = line(points)
        path.addCurve(
          to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: -9, y: 12))
        let band = outline(path, StrokeStyle(lineWidth: 5, lineCap: cap, lineJoin: join))
        for piece in band.subpaths {
          #expect(signedArea(piece) >= -1e-9)
        }
      }
    }
  }

  @Test func dashesCutTheLine() {
    let dashed = outline(line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 2, dashPattern: [2, 2]))
    for x in [1.0, 5, 9] { #expect(inside(dashed, x, 0)) }
    for x in [3.0, 7] { #expect(!inside(dashed, x, 0)) }
    let shifted = outline(
      line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 2, dashPattern: [2, 2], dashPhase: 2))
    for x in [3.0, 7] { #expect(inside(shifted, x, 0)) }
    for x in [1.0, 5, 9] { #expect(!inside(shifted, x, 0)) }
    // An odd pattern repeats twice: on 3, off 3.
    let odd = outline(line([(0, 0), (12, 0)]), StrokeStyle(lineWidth: 2, dashPattern: [3]))
    #expect(inside(odd, 1, 0) && !inside(odd, 4, 0) && inside(odd, 7, 0))
    // A dash over a corner keeps its join: miter tip at (11, −1) of the corner (10, 0).
    let corner = outline(
      line([(0, 0), (10, 0), (10, 10)]),
      StrokeStyle(lineWidth: 2, dashPattern: [12, 100], dashPhase: 1))
    #expect(inside(corner, 10.95, -0.95))
  }

  @Test func aClosedDashedLoopJoinsItsFirstAndLastDash() {
    // The square's perimeter is 40: dashes of 30 on, 5 off starting 35 in cover 35…40 and
    // 0…25, so the corner at the start (0, 0) is mitred.
    let square = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let dashed = outline(square, StrokeStyle(lineWidth: 2, dashPattern: [30, 5], dashPhase: 35))
    #expect(inside(dashed, -0.95, -0.95))
    #expect(!inside(dashed, 0, 7))
  }

  @Test func degenerateInputIsHandled() {
    // Zero-length segments change nothing.
    let plain = outline(line([(0, 0), (10, 0)]), StrokeStyle(lineWidth: 4))
    let stuttering = outline(
      line([(0, 0), (5, 0), (5, 0), (10, 0), (10, 0)]), StrokeStyle(lineWidth: 4))
    #expect(stuttering.bounds == plain.bounds)
    #expect(inside(stuttering, 5, 1.9))
    // A point: a dot with round caps, nothing with butt caps.
    let point = line([(3, 3), (3, 3)])
    let dot = outline(point, StrokeStyle(lineWidth: 4, lineCap: .round))
    #expect(inside(dot, 4.9, 3) && !inside(dot, 5.1, 3))
    #expect(outline(point, StrokeStyle(lineWidth: 4)).isEmpty)
    #expect(
      outline(Path { $0.move(to: .zero) }, StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
    // NaN refuses; zero width is nothing.
    #expect(
      StrokeOutline.outline(of: line([(0, 0), (.nan, 1)]), style: StrokeStyle(), tolerance: 0.1)
        == nil)
    #expect(
      StrokeOutline.outline(
        of: line([(0, 0), (1, 1)]), style: StrokeStyle(lineWidth: .infinity), tolerance: 0.1) == nil
    )
    #expect(
      StrokeOutline.outline(
        of: line([(0, 0), (1, 1)]), style: StrokeStyle(lineWidth: 0), tolerance: 0.1)?.isEmpty
        == true)
  }

  @Test func hugeInputCostsBoundedWork() {
    // Huge coordinates: each curve flattens into at most 2¹⁶ pieces.
    var huge = Path()
    huge.move(to: CGPoint(x: -1e12, y: 0))
    huge.addCurve(
      to: CGPoint(x: 1e12, y: 0), control1: CGPoint(x: 0, y: 1e12),
      control2: CGPoint(x: 0, y: -1e12))
    let band = StrokeOutline.outline(of: huge, style: StrokeStyle(lineWidth: 3), tolerance: 1e-9)
    #expect(band.map { $0.elements.count < 2_000_000 } ?? true)
    // Two million segments: past the point budget, refused rather than built.
    var many = Path()
    many.move(to: .zero)
    for i in 1...2_000_000 { many.addLine(to: CGPoint(x: Double(i), y: Double(i % 2))) }
    #expect(
      StrokeOutline.outline(of: many, style: StrokeStyle(lineWidth: 2), tolerance: 0.1) == nil)
    // A dash pattern far finer than the path is long: refused too.
    let fine = StrokeStyle(lineWidth: 1, dashPattern: [1e-6, 1e-6])
    #expect(
      StrokeOutline.outline(of: line([(0, 0), (1e4, 0)]), style: fine, tolerance: 0.1) == nil)
  }

  // MARK: Helpers

  func distanceToSegment(_ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double))
    -> Double
  {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1)
    let l2 = dx * dx + dy * dy
    let t = l2 > 0 ? max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / l2)) : 0
    return hypot(x - (a.0 + t * dx), y - (a.1 + t * dy))
  }

  /// The signed area of a subpath, its curves sampled finely.
  func signedArea(_ path: Path) -> Double {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        points.append(p)
        current = p
      case .curve(let p, let c1, let c2):
        for k in 1...32 {
          let t = Double(k) / 32
          let u = 1 - t
          let x =
            u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
          let y =
            u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
          points.append(CGPoint(x: x, y: y))
        }
        current = p
      case .quadCurve(let p, _):
        points.append(p)
        current = p
      case .closeSubpath:
        break
      }
    }
    var area = 0.0
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    return area / 2
  }
}
