import BezelMotion
import BezelTestSupport
import Foundation
import Testing

struct TimingFunctionTests {
  /// The curve's y for input x, found independently of the library by bisecting x(t) written
  /// in Bernstein form.
  static func reference(_ c: (Double, Double, Double, Double), x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bernstein(c.0, c.2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(c.1, c.3, (low + high) / 2)
  }

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    #expect(
      [
        TimingFunction.linear.c1x, TimingFunction.linear.c1y, TimingFunction.linear.c2x,
        TimingFunction.linear.c2y,
      ] == [0, 0, 1, 1])
    let easeIn = TimingFunction.easeIn
    #expect([easeIn.c1x, easeIn.c1y, easeIn.c2x, easeIn.c2y] == [0.42, 0, 1, 1])
    let easeOut = TimingFunction.easeOut
    #expect([easeOut.c1x, easeOut.c1y, easeOut.c2x, easeOut.c2y] == [0, 0, 0.58, 1])
    let both = TimingFunction.easeInEaseOut
    #expect([both.c1x, both.c1y, both.c2x, both.c2y] == [0.42, 0, 0.58, 1])
    let standard = TimingFunction.default
    #expect([standard.c1x, standard.c1y, standard.c2x, standard.c2y] == [0.25, 0.1, 0.25, 1])
  }

  @Test func namedCurvesMatchBisectionEverywhere() {
    let curves: [(TimingFunction, (Double, Double, Double, Double))] = [
      (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
      (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
    ]
    for (function, points) in curves {
      for i in 0...2000 {
        let x = Double(i) / 2000
        let expected = TimingFunctionTests.reference(points, x: x)
        #expect(abs(function.value(at: x) - expected) < 1e-6, "\(points) at \(x)")
      }
    }
  }

  @Test func randomCurvesMatchBisection() {
    var rng = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      // Includes the awkward ones: control points at the ends (flat slopes where Newton
      // stalls) and y far outside 0…1.
      let pick = { (r: inout SeededGenerator) -> Double in
        switch Int.random(in: 0..<4, using: &r) {
        case 0: return 0
        case 1: return 1
        default: return Double.random(in: 0...1, using: &r)
        }
      }
      let c = (
        pick(&rng), Double.random(in: -2...3, using: &rng), pick(&rng),
        Double.random(in: -2...3, using: &rng)
      )
      let function = TimingFunction(controlPoints: c.0, c.1, c.2, c.3)
      for _ in 0..<50 {
        let x = Double.random(in: 0...1, using: &rng)
        let expected = TimingFunctionTests.reference(c, x: x)
        #expect(abs(function.value(at: x) - expected) < 1e-6, "\(c) at \(x)")
      }
    }
  }

  @Test func endsAreExactAndInputsClamp() {
    for function in [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default] {
      #expect(function.value(at: 0) == 0)
      #expect(function.value(at: 1) == 1)
      #expect(function.value(at: -5) == 0)
      #expect(function.value(at: 7) == 1)
      #expect(function.value(at: .nan) == 0)
    }
  }

  @Test func easeInEaseOutIsSymmetric() {
    // Its control points are symmetric about (0.5, 0.5), so y(1 − x) = 1 − y(x).
    let f = TimingFunction.easeInEaseOut
    #expect(abs(f.value(at: 0.5) - 0.5) < 1e-9)
    for x in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(abs(f.value(at: 1 - x) - (1 - f.value(at: x))) < 1e-9)
    }
  }

  @Test func overshootingCurvesLeaveTheUnitRange() {
    let back = TimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
    let peak = stride(from: 0.0, through: 1, by: 0.01).map { back.value(at: $0) }.max() ?? 0
    #expect(peak > 1)
  }

  @Test func flatStartsStayAccurateForTinyInputs() {
    // x(t) = t³ near 0 while y rises steeply: a small error in x is a large one in t.
    let c = (0.0, 3.0, 0.0, -2.0)
    let function = TimingFunction(controlPoints: c.0, c.1, c.2, c.3)
    for x in [1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 0.999_999, 1 - 1e-12] {
      #expect(abs(function.value(at: x) - TimingFunctionTests.reference(c, x: x)) < 1e-6, "\(x)")
    }
  }
}
