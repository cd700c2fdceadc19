import CCairo

extension GradientShader {
  /// A radial gradient whose focus lies inside its circle (every Lottie radial: a highlight
  /// length under 100 %), set up so that a pixel's parameter, in steps of the ramp, comes
  /// from a few adds and one square root, with no branch.
  ///
  /// With the focus inside the circle the quadratic `A·t² − 2B·t + C = 0` of pixman's radial
  /// gradient has `A < 0` and exactly one root with a positive radius,
  /// `t = (√(B² − A·C) − B) / −A`, so no root needs choosing. Pattern space is scaled by
  /// `steps / −A` beforehand and `C` carries the factor `−A`, which leaves
  /// `t · steps = √(b² + e) − b`, where `b` (linear along a row) and `e` (quadratic) advance
  /// by adds from pixel to pixel; with the focus at the centre `b` is 0 and the parameter is
  /// `√e`. The arithmetic is pixman's, in double, so the parameter is its own but for
  /// rounding (pixman adds up in 32.32 fixed point from its 16.16 transform).
  struct Radial {
    /// Device space to scaled pattern space, relative to the focus:
    /// `q = (xx · x + xy · y + x0, yx · x + yy · y + y0)`.
    private let xx: Double
    private let xy: Double
    private let x0: Double
    private let yx: Double
    private let yy: Double
    private let y0: Double
    /// From the focus to the centre (pattern space, unscaled).
    private let cdx: Double
    private let cdy: Double
    /// `−A = r1² − |cd|²`, positive.
    private let spread: Double
    /// Whether the focus is the centre: `b` is then 0 at every pixel.
    let isCentred: Bool

    /// The set-up of a gradient from a focus circle of radius 0 at (`c0x`, `c0y`) to the
    /// circle at `c0` + (`cdx`, `cdy`) of radius `r1`, reached from device space by
    /// `toPattern`; `nil` when the focus is not well inside the circle or the numbers are so
    /// large that a pixel's parameter might not be finite.
    init?(
      toPattern m: cairo_matrix_t, c0x: Double, c0y: Double, cdx: Double, cdy: Double,
      r1: Double
    ) {
      let spread = r1 * r1 - (cdx * cdx + cdy * cdy)
      // A focus on or near the circle leaves `−A` near 0 and the parameter ill-conditioned:
      // pixman's general path handles it.
      guard r1 > 0, spread > r1 * r1 * 1e-3, spread < 1e24 else { return nil }
      let scale = Double(GradientRamp.steps) / spread
      xx = m.xx * scale
      xy = m.xy * scale
      yx = m.yx * scale
      yy = m.yy * scale
      x0 = (m.x0 - c0x) * scale
      y0 = (m.y0 - c0y) * scale
      self.cdx = cdx
      self.cdy = cdy
      self.spread = spread
      isCentred = cdx == 0 && cdy == 0
      // Bounded, so with device coordinates under 10⁷ every sum stays finite.
      guard [xx, xy, yx, yy].allSatisfy({ abs($0) < 1e12 }), abs(x0) < 1e20, abs(y0) < 1e20
      else { return nil }
    }

    /// The parameter in steps of the ramp (`t · steps`) at the centre of device pixel
    /// (`x`, `y`).
    @inline(__always)
    func steps(x: Int, y: Int) -> Double {
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      let qx = xx * px + xy * py + x0
      let qy = yx * px + yy * py + y0
      let b = qx * cdx + qy * cdy
      return max(0, b * b + spread * (qx * qx + qy * qy)).squareRoot() - b
    }

    /// The parameter along device row `y` from the centre of pixel `x` on, pixel by pixel.
    func row(x: Int, y: Int) -> Row {
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      let qx = xx * px + xy * py + x0
      let qy = yx * px + yy * py + y0
      // One pixel along the row moves q by (xx, yx).
      let uu = xx * xx + yx * yx
      return Row(
        b: qx * cdx + qy * cdy, db: xx * cdx + yx * cdy, e: spread * (qx * qx + qy * qy),
        de: spread * (2 * (qx * xx + qy * yx) + uu), dde: 2 * spread * uu)
    }

    /// Columns from which rows are reached by differences: a run of pixels is started from
    /// the last multiple of this at or before its first pixel, and is started afresh at each
    /// multiple, so a pixel's parameter does not depend on where its run begins. A damage box
    /// or clip cutting a row would otherwise round its pixels differently from a whole frame.
    static let rowAnchor = 64

    /// ``row(x:y:)`` started at the anchor at or before `x` (``rowAnchor``) and moved on to
    /// pixel `x`; the caller starts afresh at the next anchor.
    ///
    /// - Complexity: O(`x` mod ``rowAnchor``) adds.
    func row(reaching x: Int, y: Int) -> Row {
      let anchor = x - (x & (Self.rowAnchor - 1))
      var row = row(x: anchor, y: y)
      for _ in anchor..<x { row.skip() }
      return row
    }

    /// The parameter in steps of `row`'s pixel, moving it on to the next: ``Row/next()``,
    /// or ``Row/nextCentred()`` when the gradient is centred.
    func nextSteps(_ row: inout Row) -> Double {
      isCentred ? row.nextCentred() : row.next()
    }

    /// `b` and `e` of successive pixels of a row, by differences.
    struct Row {
      var b: Double
      let db: Double
      var e: Double
      var de: Double
      let dde: Double

      /// The parameter in steps of this pixel, moving on to the next.
      @inline(__always)
      mutating func next() -> Double {
        let steps = max(0, b * b + e).squareRoot() - b
        b += db
        e += de
        de += dde
        return steps
      }

      /// Moves on to the next pixel as ``next()`` and ``nextCentred()`` do, by the same adds.
      @inline(__always)
      mutating func skip() {
        b += db
        e += de
        de += dde
      }

      /// ``next()`` for a centred gradient, whose `b` is 0.
      @inline(__always)
      mutating func nextCentred() -> Double {
        let steps = max(0, e).squareRoot()
        e += de
        de += dde
        return steps
      }
    }
  }
}
