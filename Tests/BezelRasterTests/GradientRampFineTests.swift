import Testing

@testable import BezelRaster

/// The looked-up paths of the gradient shader give what the interpolated ones give: a rough
/// step's kept colours are the walker's at every parameter, and the table's step of a
/// parameter is the step the clamped conversion it replaces finds.
@Suite struct GradientRampFineTests {
  /// Stops as ``GradientShader`` hands them over (pad's ends at the 32-bit limits) from
  /// (place, alpha, red, green, blue) in 0…1.
  static func stops(_ list: [(Double, Double, Double, Double, Double)]) -> [GradientRamp.Stop] {
    func short(_ v: Double) -> Float { Float(Int(min(max(v, 0), 1) * 65535 + 0.5)) / 257 }
    var stops = list.map {
      GradientRamp.Stop(
        x: Int64(($0.0 * 65536).rounded()), a: short($0.1), r: short($0.2), g: short($0.3),
        b: short($0.4))
    }
    let first = stops[0]
    let last = stops[stops.count - 1]
    stops.insert(
      GradientRamp.Stop(x: Int64(Int32.min), a: first.a, r: first.r, g: first.g, b: first.b), at: 0)
    stops.append(GradientRamp.Stop(x: Int64(Int32.max), a: last.a, r: last.r, g: last.g, b: last.b))
    return stops
  }

  /// A hard stop, a steep rim and a translucent end: more rough steps than are kept.
  static let steep = stops([
    (0, 1, 1, 0.8, 0.5), (0.3, 1, 0.1, 0.6, 0.9), (0.3, 1, 0.9, 0.1, 0.2), (0.9, 1, 0, 0, 0),
    (0.95, 0.3, 1, 1, 1), (1, 0, 1, 0.5, 0.2),
  ])

  /// Black and white alternating every 1/200: every step rough.
  static let stripes = stops(
    (0...200).map { (i: Int) -> (Double, Double, Double, Double, Double) in
      let level = Double(i % 2)
      return (Double(i) / 200, 1, level, level, level)
    })

  /// One hard stop: a few rough steps, all kept.
  static let hardStop = stops([
    (0, 1, 1, 0.8, 0.5), (0.5, 1, 0.1, 0.6, 0.9), (0.5, 1, 0.9, 0.1, 0.2), (1, 0.5, 0, 0, 0),
  ])

  @Test(arguments: 0..<3)
  func keptColoursAreTheWalkers(_ index: Int) {
    let stops = [Self.hardStop, Self.steep, Self.stripes][index]
    var ramp = GradientRamp(stops: stops)
    let roughSteps = ramp.table.filter { $0 == GradientRamp.rough }.count
    #expect(roughSteps > 0)
    #expect(ramp.fine.hasRoughSteps)
    #expect(ramp.fine.keptSteps == (roughSteps <= GradientRamp.Fine.maxSteps ? roughSteps : 0))
    #expect((index == 0) == (ramp.fine.keptSteps > 0))
    var kept = 0
    for t in Int64(0)..<65536 {
      if ramp.fine.colour(at: t) != nil { kept += 1 }
      #expect(ramp.exact(t) == ramp.walked(t), "parameter \(t)")
    }
    #expect(kept == ramp.fine.keptSteps * GradientRamp.Fine.perStep)
    // Pad's sides, out to the fixed point's limits (±2³¹).
    let outside: [Int64] =
      Array(-300..<0) + Array(65536..<65836) + [Int64(Int32.min), -(1 << 30), 1 << 20, 1 << 31]
    for t in outside {
      #expect(ramp.fine.colour(at: t) != nil)
      #expect(ramp.exact(t) == ramp.walked(t), "parameter \(t)")
    }
  }

  @Test func aRampWithoutRoughStepsKeepsNothing() {
    let ramp = GradientRamp(stops: Self.stops([(0, 1, 0.2, 0.4, 0.6), (1, 1, 0.3, 0.5, 0.7)]))
    #expect(!ramp.table.contains(GradientRamp.rough))
    #expect(!ramp.fine.hasRoughSteps)
    #expect(ramp.fine.keptSteps == 0)
    #expect(ramp.fine.colour(at: 1000) == nil)
  }

  @Test func theCachedRampKeepsTheSameColours() {
    var made = GradientRamp(stops: Self.hardStop)
    _ = GradientRamp.cached(stops: Self.hardStop)
    var cached = GradientRamp.cached(stops: Self.hardStop)
    #expect(cached.table == made.table)
    for t in Int64(0)..<65536 where cached.exact(t) != made.walked(t) {
      Issue.record("parameter \(t)")
      break
    }
  }

  /// Parameters around every step boundary, the ends, far outside, and random ones.
  static var parameters: [Double] {
    var list: [Double] = [0, -0.0, 1, -1, 2, 1e12, -1e12, .ulpOfOne, 1 - .ulpOfOne]
    for k in 0...1024 {
      let t = Double(k) / 1024
      list += [t, t.nextUp, t.nextDown]
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 { list.append(Double.random(in: -0.5...1.5, using: &generator)) }
    return list
  }

  @Test func linearStepIsTheClampedConversion() {
    for t in Self.parameters {
      let old = Int(min(max(t * Double(GradientRamp.steps), 0), Double(GradientRamp.steps - 1)))
      #expect(GradientSpans.linearStep(t) == old, "t = \(t)")
    }
  }

  @Test func radialStepIsTheClampedConversion() {
    let last = Double(GradientRamp.steps - 1)
    for t in Self.parameters + [.nan, .infinity, -.infinity] {
      let steps = t * 1024
      let old = Int(min(last, max(0, steps)))
      #expect(GradientSpans.radialStep(steps) == old, "steps = \(steps)")
    }
  }
}
