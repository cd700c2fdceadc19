/// A gradient's colours along its parameter as pixman's walker finds them, looked up in a
/// table of ``steps`` steps of the range 0…1.
///
/// pixman interpolates every pixel in float between the two stops around its parameter.
/// Here the table holds the walker's colour at the centre of each step, a step being 1/1024
/// of the range (under a quarter of a level for a gradient spanning all 255), so a colour is
/// pixman's or a level off; where the colour changes by more than a level from one step to
/// the next (a steep ramp, a hard stop) the step is marked and its pixels interpolated as
/// pixman does. The table depends only on the stops, not on the shape or the clip, so a shape
/// gives the same pixels whatever part of it a clip lets through, and ``cached(stops:)``
/// hands the same table to every draw of the same stops.
struct GradientRamp {
  /// A colour stop as pixman holds it: its place in 16.16 fixed point, its colour in 16 bits
  /// scaled to 0…255.
  struct Stop: Equatable {
    let x: Int64
    let a: Float
    let r: Float
    let g: Float
    let b: Float
  }

  /// The steps of the parameter's range 0…1 in the table.
  static let steps = 1024

  /// The table's entry for a step whose pixels are interpolated one by one (the colour
  /// changes by more than a level across it). No walker colour is this: its channels never
  /// pass its alpha, 0 here.
  static let rough: UInt32 = 0x00ff_ffff

  /// The walker's premultiplied colour at the centre of each step, or ``rough``.
  let table: [UInt32]
  /// Whether every stop is opaque: a fully covered pixel then takes the colour as it is.
  let isOpaque: Bool
  /// The walker's colours at the parameters of rough steps (``Fine``), so their pixels are
  /// looked up rather than interpolated one by one.
  let fine: Fine
  private var walker: Walker

  /// The ramp of `stops` (sorted, with pad's ends at `Int32.min` and `Int32.max`).
  init(stops: [Stop]) {
    walker = Walker(stops: stops)
    isOpaque = stops.allSatisfy { $0.a >= 255 }
    let n = Self.steps
    var table = [UInt32](repeating: 0, count: n)
    for i in 0..<n {
      table[i] = walker.pixel(at: Int64(i) * (65536 / Int64(n)) + 32768 / Int64(n))
    }
    var rough = [Bool](repeating: false, count: n)
    for i in 1..<n where !Self.closeColours(table[i - 1], table[i]) {
      rough[i - 1] = true
      rough[i] = true
    }
    for i in 0..<n where rough[i] { table[i] = Self.rough }
    self.table = table
    fine = Self.fine(stops: stops, table: table, limit: Fine.maxSteps)
  }

  /// The kept colours (``Fine``) of the ramp of `stops` whose table is `table`: those of
  /// every rough step when they are at most `limit`.
  static func fine(stops: [Stop], table: [UInt32], limit: Int) -> Fine {
    var walker = Walker(stops: stops)
    let padded =
      stops.count >= 2 && stops[0].x == Int64(Int32.min)
      && stops[stops.count - 1].x == Int64(Int32.max)
      && stops.dropFirst().dropLast().allSatisfy { (0...65536).contains($0.x) }
    return Fine(rough: table.map { $0 == Self.rough }, padded: padded, limit: limit) {
      walker.pixel(at: $0)
    }
  }

  /// A ramp of `table` and `fine` made earlier for `stops`, with a walker of its own.
  private init(stops: [Stop], table: [UInt32], isOpaque: Bool, fine: Fine) {
    walker = Walker(stops: stops)
    self.table = table
    self.isOpaque = isOpaque
    self.fine = fine
  }

  /// The ramp of `stops`, its table taken from a recent draw of the same stops in `cache`
  /// when there was one: making it walks 1,024 steps and compares them, which for a small
  /// shape costs more than shading it, and most gradients keep their stops from frame to
  /// frame. A ramp drawn again keeps the colours of all its rough steps when the cache has
  /// room for them (``GradientRampCache/fineBudget``); a ramp drawn once never makes them.
  static func cached(stops: [Stop], in cache: GradientRampCache = .shared) -> GradientRamp {
    stops.withUnsafeBufferPointer { cached(stops: $0, in: cache) }
  }

  /// ``cached(stops:in:)`` of stops held in a buffer: found in `cache`, the ramp takes the
  /// kept array of them, so a draw of stops drawn before allocates none (an array a shaded
  /// gradient, every frame: `thorvg__16266` 131.5 allocations a frame, now 127.7).
  static func cached(
    stops buffer: UnsafeBufferPointer<Stop>, in cache: GradientRampCache = .shared
  ) -> GradientRamp {
    if let found = cache.table(for: buffer) {
      let stops = found.stops
      var fine = found.fine
      if found.roomForEveryStep {
        fine = Self.fine(stops: stops, table: found.table, limit: steps)
        cache.keepEveryStep(fine, for: stops)
      }
      return GradientRamp(stops: stops, table: found.table, isOpaque: found.isOpaque, fine: fine)
    }
    let stops = Array(buffer)
    let ramp = GradientRamp(stops: stops)
    cache.keep(ramp.table, isOpaque: ramp.isOpaque, fine: ramp.fine, for: stops)
    return ramp
  }

  /// The colour at parameter `t` (16.16 fixed point) as the walker gives it: from ``fine``
  /// inside a rough step it holds, else through the walker itself.
  @inline(__always)
  mutating func exact(_ t: Int64) -> UInt32 {
    fine.colour(at: t) ?? walker.pixel(at: t)
  }

  /// The colour at `t` through the walker alone, never ``fine``: what ``fine`` must equal.
  mutating func walked(_ t: Int64) -> UInt32 {
    walker.pixel(at: t)
  }

  /// The table's step of parameter `t` (16.16 fixed point), the first or last outside 0…1.
  @inline(__always)
  static func step(_ t: Int64) -> Int {
    min(max(Int(truncatingIfNeeded: (t &* Int64(steps)) >> 16), 0), steps - 1)
  }

  /// Whether no channel of `a` and `b` differs by more than one level.
  private static func closeColours(_ a: UInt32, _ b: UInt32) -> Bool {
    for shift in stride(from: 0, to: 32, by: 8) {
      let x = Int((a >> UInt32(shift)) & 0xff)
      let y = Int((b >> UInt32(shift)) & 0xff)
      if abs(x - y) > 1 { return false }
    }
    return true
  }

  /// pixman's gradient walker: the colour between the two stops around a parameter, in
  /// float, premultiplied and rounded to 8 bits.
  private struct Walker {
    let stops: [Stop]
    private var left: Int64 = 0
    private var right: Int64 = -1
    private var aS: Float = 0, aB: Float = 0
    private var rS: Float = 0, rB: Float = 0
    private var gS: Float = 0, gB: Float = 0
    private var bS: Float = 0, bB: Float = 0

    init(stops: [Stop]) { self.stops = stops }

    @inline(__always)
    mutating func pixel(at x: Int64) -> UInt32 {
      if x < left || x >= right { reset(x) }
      let y = Float(x) * (1 / 65536)
      let a = aS * y + aB
      let r = a * (rS * y + rB)
      let g = a * (gS * y + gB)
      let b = a * (bS * y + bB)
      // Interpolated between two stops, each channel lies in 0…1 but for float error;
      // held to at most the alpha, so blending it never passes 255.
      let alpha = Self.byte(a)
      return alpha << 24 | min(Self.byte(r), alpha) << 16 | min(Self.byte(g), alpha) << 8
        | min(Self.byte(b), alpha)
    }

    @inline(__always)
    private static func byte(_ v: Float) -> UInt32 {
      UInt32(truncatingIfNeeded: Int32(v * 255 + 0.5)) & 0xff
    }

    private mutating func reset(_ x: Int64) {
      var n = 1
      while n < stops.count - 1, x >= stops[n].x { n += 1 }
      let l = stops[n - 1]
      let r = stops[n]
      left = l.x
      right = r.x
      let lx = Float(l.x) * (1 / 65536)
      let rx = Float(r.x) * (1 / 65536)
      if l.x == Int64(Int32.min) || r.x == Int64(Int32.max) || rx - lx == 0 {
        (aS, rS, gS, bS) = (0, 0, 0, 0)
        aB = (l.a + r.a) / 510
        rB = (l.r + r.r) / 510
        gB = (l.g + r.g) / 510
        bB = (l.b + r.b) / 510
      } else {
        let w = 1 / (rx - lx)
        aB = (l.a * rx - r.a * lx) * w * (1 / 255)
        rB = (l.r * rx - r.r * lx) * w * (1 / 255)
        gB = (l.g * rx - r.g * lx) * w * (1 / 255)
        bB = (l.b * rx - r.b * lx) * w * (1 / 255)
        aS = (r.a - l.a) * w * (1 / 255)
        rS = (r.r - l.r) * w * (1 / 255)
        gS = (r.g - l.g) * w * (1 / 255)
        bS = (r.b - l.b) * w * (1 / 255)
      }
    }
  }
}
