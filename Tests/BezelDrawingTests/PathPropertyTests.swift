import BezelDrawing
import BezelTestSupport
import Foundation
import Testing

/// Randomized checks over many generated paths, with a seeded generator so a failure
/// reproduces.
@Suite struct PathPropertyTests {
  static func randomPath(_ g: inout SeededGenerator) -> Path {
    func point(_ g: inout SeededGenerator) -> CGPoint {
      CGPoint(
        x: Double.random(in: -100...100, using: &g), y: Double.random(in: -100...100, using: &g))
    }
    var path = Path()
    for _ in 0..<Int.random(in: 1...3, using: &g) {
      path.move(to: point(&g))
      for _ in 0..<Int.random(in: 1...5, using: &g) {
        switch Int.random(in: 0..<3, using: &g) {
        case 0: path.addLine(to: point(&g))
        case 1: path.addQuadCurve(to: point(&g), control: point(&g))
        default: path.addCurve(to: point(&g), control1: point(&g), control2: point(&g))
        }
      }
      if Bool.random(using: &g) { path.closeSubpath() }
    }
    return path
  }

  @Test func trimmedLengthIsProportional() {
    var g = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<200 {
      let path = Self.randomPath(&g)
      let measure = PathMeasure(path)
      let a = Double.random(in: 0...1, using: &g)
      let b = Double.random(in: 0...1, using: &g)
      let (from, to) = (min(a, b), max(a, b))
      let piece = measure.trimmed(from: from, to: to)
      // Target accuracy is 1e-6 relative; the integration and inversion reach far better.
      #expect(abs(piece.length - (to - from) * measure.length) <= 1e-8 * measure.length)
    }
  }

  @Test func trimsStartAndEndAtTheMeasuredPositions() {
    var g = SeededGenerator(seed: 0x5EED_0002)
    for _ in 0..<200 {
      let path = Self.randomPath(&g)
      let measure = PathMeasure(path)
      let a = Double.random(in: 0.01...0.49, using: &g)
      let b = Double.random(in: 0.51...0.99, using: &g)
      let piece = measure.trimmed(from: a, to: b)
      let tolerance = 1e-7 * measure.length
      #expect(
        isClose(
          piece.firstPoint, measure.position(atFraction: a)?.point ?? .zero, within: tolerance))
      #expect(
        isClose(
          piece.currentPoint, measure.position(atFraction: b)?.point ?? .zero, within: tolerance))
    }
  }

  @Test func adjacentTrimsAddUp() {
    var g = SeededGenerator(seed: 0x5EED_0003)
    for _ in 0..<100 {
      let path = Self.randomPath(&g)
      let measure = PathMeasure(path)
      let cuts = (0..<3).map { _ in Double.random(in: 0...1, using: &g) }.sorted()
      let whole = measure.trimmed(from: cuts[0], to: cuts[2]).length
      let parts =
        measure.trimmed(from: cuts[0], to: cuts[1]).length
        + measure.trimmed(from: cuts[1], to: cuts[2]).length
      #expect(abs(whole - parts) <= 1e-8 * measure.length)
    }
  }

  @Test func reversingKeepsLengthBoundsAndArea() {
    var g = SeededGenerator(seed: 0x5EED_0004)
    for _ in 0..<100 {
      let path = Self.randomPath(&g)
      let reversed = path.reversed()
      #expect(abs(reversed.length - path.length) <= 1e-9 * path.length)
      let a = path.bounds
      let b = reversed.bounds
      #expect(
        abs(a.minX - b.minX) + abs(a.maxX - b.maxX) + abs(a.minY - b.minY) + abs(a.maxY - b.maxY)
          < 1e-9)
      // Reversal flips every winding number, so even-odd filling is unchanged.
      for _ in 0..<10 {
        let p = CGPoint(
          x: Double.random(in: -100...100, using: &g), y: Double.random(in: -100...100, using: &g))
        #expect(path.contains(p, fillRule: .evenOdd) == reversed.contains(p, fillRule: .evenOdd))
      }
    }
  }

  @Test func boundsContainSampledPointsAndTouchThem() {
    var g = SeededGenerator(seed: 0x5EED_0005)
    for _ in 0..<40 {
      let path = Self.randomPath(&g)
      let measure = PathMeasure(path)
      let box = path.bounds.insetBy(dx: -1e-9, dy: -1e-9)
      var sampled = CGRect.null
      for i in 0...100 {
        guard let p = measure.position(atFraction: Double(i) / 100)?.point else { continue }
        #expect(box.contains(p))
        sampled = sampled.union(CGRect(origin: p, size: .zero))
      }
      // Dense samples come close to every side of tight bounds (not of the control box).
      let slack = measure.length / 100
      #expect(sampled.minX - path.bounds.minX <= slack && path.bounds.maxX - sampled.maxX <= slack)
      #expect(sampled.minY - path.bounds.minY <= slack && path.bounds.maxY - sampled.maxY <= slack)
    }
  }
}
