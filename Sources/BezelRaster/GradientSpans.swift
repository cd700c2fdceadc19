/// One draw's gradient shaded span by span straight into a ``BlendTarget``, through
/// coverage handed over as a row's bytes or as a fully covered stretch.
///
/// Each pixel finds its colour in the draw's ``GradientRamp`` and blends with pixman's own
/// `IN` and `OVER` arithmetic. Uncovered pixels cost a test of eight at a time, a fully
/// covered stretch of an opaque gradient is only looked up and stored, so a shape costs
/// about what it covers rather than its box. Coverage 255 and 0 blend exactly as a fully
/// covered and an uncovered pixel do, so the same coverage gives the same pixels whether it
/// comes as bytes (an A8 mask) or as runs (kept coverage).
struct GradientSpans: CoverageSpanSink {
  let target: BlendTarget
  private let geometry: GradientShader.Geometry
  private var ramp: GradientRamp
  /// For a radial gradient whose focus is inside its circle, its parameter by adds along a
  /// row; `nil` for other geometries.
  private let radial: GradientShader.Radial?

  /// For a linear gradient constant down the columns, the colour of each column of the
  /// draw's box, from ``rowColoursMinX``: every row of such a gradient has the same colours,
  /// looked up once.
  private var rowColours: [UInt32]?
  private var rowColoursMinX = 0

  /// The shading of a gradient of `geometry` and `ramp` onto `target` over at most the
  /// device pixels `box`; a row's colours go into the array `rows` keeps when given (hand
  /// it back with ``keepRowColours(in:)``), else into a new one.
  init(
    target: BlendTarget, geometry: GradientShader.Geometry, ramp: GradientRamp,
    box: FrameDamage.Box, rows: GradientRowColours? = nil
  ) {
    self.target = target
    self.geometry = geometry
    self.ramp = ramp
    if case .radial(let m, let c0x, let c0y, let cdx, let cdy, let r1) = geometry {
      radial = GradientShader.Radial(toPattern: m, c0x: c0x, c0y: c0y, cdx: cdx, cdy: cdy, r1: r1)
    } else {
      radial = nil
    }
    // Worth it for a box several rows high; the colours are those looked up pixel by pixel.
    if case .linear(let t0, let dx, let dy) = geometry, dy == 0, box.minX < box.maxX,
      box.maxY - box.minY >= 4
    {
      var row = rows?.take() ?? []
      row.append(contentsOf: repeatElement(0, count: box.maxX - box.minX))
      for x in box.minX..<box.maxX {
        row[x - box.minX] = colour(x: x, y: 0, rowStart: t0, step: dx) ?? 0
      }
      rowColours = row
      rowColoursMinX = box.minX
    }
  }

  /// Hands the array of a row's colours back to `rows` for the next draws.
  func keepRowColours(in rows: GradientRowColours?) {
    guard let rows, let rowColours else { return }
    rows.keep(rowColours)
  }

  /// A linear gradient's parameter at the first pixel centre of device row `y` and its step
  /// a pixel along the row (zeros for other geometries, which work theirs out per pixel).
  private func linearRow(_ y: Int) -> (start: Double, step: Double) {
    guard case .linear(let t0, let dx, let dy) = geometry else { return (0, 0) }
    return (t0 + dy * (Double(y) + 0.5), dx)
  }

  /// Shades `count` pixels of device row `y` from device column `x` through the coverage
  /// bytes at `cover` (one a pixel), or fully covered when `cover` is `nil`.
  mutating func shade(y: Int, x: Int, count: Int, cover: UnsafePointer<UInt8>?) {
    guard count > 0 else { return }
    let pixels = target.row(y)
    let (rowStart, step) = linearRow(y)
    guard let cover else {
      full(pixels, y: y, from: x, to: x + count, rowStart: rowStart, step: step)
      return
    }
    var i = 0
    while i < count {
      // Most of a shape's box is wholly outside it or inside it: eight bytes at a time.
      if i + 8 <= count {
        let eight = UnsafeRawPointer(cover + i).loadUnaligned(as: UInt64.self)
        if eight == 0 {
          i += 8
          continue
        }
        if eight == UInt64.max {
          full(pixels, y: y, from: x + i, to: x + i + 8, rowStart: rowStart, step: step)
          i += 8
          continue
        }
      }
      let m = UInt32(cover[i])
      if m != 0, let source = colour(x: x + i, y: y, rowStart: rowStart, step: step) {
        let px = x + i
        pixels[px] = Self.over(Self.multiply(source, m), pixels[px])
      }
      i += 1
    }
  }

  /// Shades `count` pixels of device row `y` from device column `x`, all covered by
  /// `alpha`, as ``CoverageRasterizer`` hands a fill's coverage over.
  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
    guard alpha != 0xFF else {
      shade(y: y, x: x, count: count, cover: nil)
      return
    }
    let pixels = target.row(y)
    let (rowStart, step) = linearRow(y)
    // Most spans of a fill's edge are a pixel or two, for which the chunk costs more.
    if case .linear = geometry, count >= 4 {
      // The colours a chunk at a time as a fully covered stretch finds them; a pixel
      // without one (0) blends as nothing, as it is skipped below.
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.chunk) { buffer in
        guard let colours = buffer.baseAddress else { return }
        var from = x
        while from < x + count {
          let n = min(x + count - from, Self.chunk)
          _ = fillLinear(colours, x: from, count: n, rowStart: rowStart, step: step)
          Self.blend(colours, into: pixels + from, count: n, alpha: alpha)
          from += n
        }
      }
      return
    }
    for px in x..<(x + count) {
      if let source = colour(x: px, y: y, rowStart: rowStart, step: step) {
        pixels[px] = Self.over(Self.multiply(source, UInt32(alpha)), pixels[px])
      }
    }
  }

  /// Shades the fully covered pixels `from..<to` of row `y` (at `pixels`): their colours
  /// are looked up a chunk at a time (or taken from ``rowColours``), then stored as they
  /// are when the gradient is opaque, else blended four at a time.
  @inline(__always)
  private mutating func full(
    _ pixels: UnsafeMutablePointer<UInt32>, y: Int, from: Int, to: Int, rowStart: Double,
    step: Double
  ) {
    if let row = rowColours, from >= rowColoursMinX, to - rowColoursMinX <= row.count {
      let opaque = ramp.isOpaque
      row.withUnsafeBufferPointer { colours in
        guard let base = colours.baseAddress else { return }
        Self.blend(base + (from - rowColoursMinX), into: pixels + from, count: to - from, opaque)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.chunk) { buffer in
      guard let colours = buffer.baseAddress else { return }
      var x = from
      while x < to {
        // Chunks end on the radial rows' anchors (``GradientShader/Radial/rowAnchor``).
        let n = min(to - x, Self.chunk - (x & (Self.chunk - 1)))
        let complete = fill(colours, x: x, y: y, count: n, rowStart: rowStart, step: step)
        Self.blend(colours, into: pixels + x, count: n, ramp.isOpaque && complete)
        x += n
      }
    }
  }

  /// Pixels whose colours are looked up at once before they are blended.
  private static let chunk = GradientShader.Radial.rowAnchor

  /// Writes the colours of the `count` pixels of row `y` from column `x` to `colours`, 0
  /// (which blends as nothing) where a radial gradient has none; whether every pixel had one.
  @inline(__always)
  private mutating func fill(
    _ colours: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, rowStart: Double,
    step: Double
  ) -> Bool {
    if let radial {
      fill(colours, x: x, y: y, count: count, radial: radial)
      return true
    }
    if case .linear = geometry {
      return fillLinear(colours, x: x, count: count, rowStart: rowStart, step: step)
    }
    var complete = true
    for i in 0..<count {
      if let colour = colour(x: x + i, y: y, rowStart: rowStart, step: step) {
        colours[i] = colour
      } else {
        colours[i] = 0
        complete = false
      }
    }
    return complete
  }

  /// ``fill(_:x:y:count:rowStart:step:)`` for a linear gradient: the steps looked up four at
  /// a time through the table's buffer (``lookUpLinear(_:into:x:count:rowStart:step:)``),
  /// and only the pixels of rough steps then found one by one, with
  /// ``colour(x:y:rowStart:step:)``'s parameter and step, so the same colours.
  @inline(__always)
  private mutating func fillLinear(
    _ colours: UnsafeMutablePointer<UInt32>, x: Int, count: Int, rowStart: Double, step: Double
  ) -> Bool {
    // A reference of its own, so the walker (part of `ramp`) can change afterwards.
    let table = ramp.table
    table.withUnsafeBufferPointer { table in
      guard let entries = table.baseAddress else { return }
      Self.lookUpLinear(
        entries, into: colours, x: x, count: count, rowStart: rowStart, step: step)
    }
    guard ramp.fine.hasRoughSteps else { return true }
    var complete = true
    for i in 0..<count where colours[i] == GradientRamp.rough {
      if let fixed = GradientShader.fixed(rowStart + step * (Double(x + i) + 0.5)) {
        colours[i] = ramp.exact(fixed)
      } else {
        colours[i] = 0
        complete = false
      }
    }
    return complete
  }

  /// The table's step of a radial gradient's parameter `steps` (in the table's steps):
  /// `Int(min(1023, max(0, steps)))` without the calls, a non-number at the first step as
  /// there.
  @inline(__always)
  static func radialStep(_ steps: Double) -> Int {
    let last = GradientRamp.steps - 1
    return steps > 0 ? (steps < Double(last) ? Int(steps) : last) : 0
  }

  /// ``fill(_:x:y:count:rowStart:step:)`` for a radial gradient whose focus is inside its
  /// circle: its parameter advances by adds, and every pixel has a colour.
  @inline(__always)
  private mutating func fill(
    _ colours: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
    radial: GradientShader.Radial
  ) {
    var row = radial.row(reaching: x, y: y)
    // A reference of its own, so the walker (part of `ramp`) can change while it is read.
    let table = ramp.table
    table.withUnsafeBufferPointer { table in
      guard let entries = table.baseAddress else { return }
      if radial.isCentred {
        for i in 0..<count {
          let steps = row.nextCentred()
          let colour = entries[Self.radialStep(steps)]
          colours[i] = colour != GradientRamp.rough ? colour : roughColour(steps)
        }
      } else {
        for i in 0..<count {
          let steps = row.next()
          let colour = entries[Self.radialStep(steps)]
          colours[i] = colour != GradientRamp.rough ? colour : roughColour(steps)
        }
      }
    }
  }

  /// The walker's colour at the parameter `steps` (in the ramp's steps) of a pixel whose
  /// step is marked ``GradientRamp/rough``.
  @inline(never)
  private mutating func roughColour(_ steps: Double) -> UInt32 {
    ramp.exact(GradientShader.fixed(steps / Double(GradientRamp.steps)) ?? 0)
  }

  /// The colour at the centre of device pixel (`x`, `y`); `nil` where a radial gradient has
  /// no circle through it.
  @inline(__always)
  private mutating func colour(x: Int, y: Int, rowStart: Double, step: Double) -> UInt32? {
    if case .linear = geometry {
      // The table's step is the parameter's 1024ths, floored, the ends outside 0…1 (the
      // step of its 16.16 fixed point, exactly: both scalings are powers of two).
      let t = rowStart + step * (Double(x) + 0.5)
      let colour = ramp.table[Self.linearStep(t)]
      if colour != GradientRamp.rough { return colour }
      guard let fixed = GradientShader.fixed(t) else { return nil }
      return ramp.exact(fixed)
    }
    if let radial {
      let steps = radial.steps(x: x, y: y)
      let colour = ramp.table[Int(min(Double(GradientRamp.steps - 1), max(0, steps)))]
      return colour != GradientRamp.rough ? colour : roughColour(steps)
    }
    guard let t = GradientShader.parameter(geometry, x: x, y: y) else { return nil }
    let colour = ramp.table[GradientRamp.step(t)]
    return colour != GradientRamp.rough ? colour : ramp.exact(t)
  }
}
