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

  /// Every rough step's colours, kept as a ramp drawn again keeps them, are the walker's
  /// at every parameter, and looked up by slot.
  @Test(arguments: 0..<3)
  func everyStepsColoursAreTheWalkers(_ index: Int) {
    let stops = [Self.hardStop, Self.steep, Self.stripes][index]
    var ramp = GradientRamp(stops: stops)
    let fine = GradientRamp.fine(stops: stops, table: ramp.table, limit: GradientRamp.steps)
    let roughSteps = ramp.table.filter { $0 == GradientRamp.rough }.count
    #expect(fine.keepsEveryStep)
    #expect(fine.keptSteps == roughSteps)
    #expect(fine.roughSteps == roughSteps)
    #expect(fine.bytes == GradientRamp.Fine.bytes(keeping: roughSteps, of: index == 0 ? 0 : 1024))
    for t in Int64(-300)..<65836 {
      let step = t >= 0 && t < 65536 ? Int(t) / GradientRamp.Fine.perStep : nil
      // Kept exactly where the table marks the step rough (and on pad's sides).
      #expect(
        (fine.colour(at: t) != nil) == (step.map { ramp.table[$0] == GradientRamp.rough } ?? true),
        "parameter \(t)")
      if let colour = fine.colour(at: t), colour != ramp.walked(t) {
        Issue.record("parameter \(t)")
        return
      }
    }
  }

  /// A ramp drawn again keeps every rough step's colours while the cache's budget has room,
  /// and past it keeps what it kept when made and finds the rest through the walker: the
  /// same colours either way, and the bytes kept never pass the budget.
  @Test func theBudgetBoundsTheKeptColours() {
    let every = GradientRamp.fine(
      stops: Self.stripes, table: GradientRamp(stops: Self.stripes).table,
      limit: GradientRamp.steps)
    // Room for the stripes' colours once (and the small ones' kept when made), not twice.
    let cache = GradientRampCache(fineBudget: every.bytes + 8 * 1024)
    func stripes(_ shade: Double) -> [GradientRamp.Stop] {
      Self.stops(
        (0...200).map { (i: Int) -> (Double, Double, Double, Double, Double) in
          let level = Double(i % 2) * shade
          return (Double(i) / 200, 1, level, level, 1 - level)
        })
    }
    var made = GradientRamp.cached(stops: stripes(1), in: cache)
    #expect(!made.fine.keepsEveryStep)
    #expect(made.fine.keptSteps == 0)
    #expect(cache.keptColourBytes == 0)
    // Drawn again: room, so every step's colours are made and kept.
    var again = GradientRamp.cached(stops: stripes(1), in: cache)
    #expect(again.fine.keepsEveryStep)
    #expect(cache.keptColourBytes == again.fine.bytes)
    #expect(GradientRamp.cached(stops: stripes(1), in: cache).fine.keepsEveryStep)
    // Other stripes drawn twice: past the budget, so not kept, but the same colours.
    _ = GradientRamp.cached(stops: stripes(0.8), in: cache)
    var past = GradientRamp.cached(stops: stripes(0.8), in: cache)
    #expect(!past.fine.keepsEveryStep)
    #expect(past.fine.keptSteps == 0)
    #expect(cache.keptColourBytes == again.fine.bytes)
    #expect(cache.keptColourBytes <= cache.fineBudget)
    var fresh = GradientRamp(stops: stripes(0.8))
    for t in Int64(-70)..<65606 {
      #expect(again.exact(t) == made.walked(t), "parameter \(t)")
      #expect(past.exact(t) == fresh.walked(t), "parameter \(t)")
      if again.exact(t) != made.walked(t) || past.exact(t) != fresh.walked(t) { return }
    }
    // A hard stop keeps its few steps when made, counted in the budget too.
    let hard = GradientRamp.cached(stops: Self.hardStop, in: cache)
    #expect(hard.fine.keepsEveryStep)
    #expect(cache.keptColourBytes == again.fine.bytes + hard.fine.bytes)
    // Dropped from the cache, the stripes' colours leave room for the others'.
    for i in 0..<GradientRampCache.capacity {
      _ = GradientRamp.cached(
        stops: Self.stops([(0, 1, Double(i) / 64, 0, 0), (1, 1, 0, 0, 1)]), in: cache)
    }
    #expect(cache.keptColourBytes == 0)
    _ = GradientRamp.cached(stops: stripes(0.8), in: cache)
    #expect(GradientRamp.cached(stops: stripes(0.8), in: cache).fine.keepsEveryStep)
    #expect(cache.keptColourBytes == every.bytes)
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
