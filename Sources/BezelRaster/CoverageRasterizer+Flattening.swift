@_spi(Flattening) import BezelDrawing
import Foundation

// Flattening: a path (or polygons) becomes the lines the cells are accumulated from.
extension CoverageRasterizer {
  /// Flattens `path` under `transform` for rasterising within `box` (device pixels) with
  /// `rule`; `false`, with nothing prepared, when a coordinate is not finite or beyond
  /// ``coordinateLimit``, the box is empty, or the path flattens into too many lines: the
  /// caller then leaves the fill to Cairo. Whether it refuses depends on the path and the
  /// transform only, never on the box. `keepingRight` keeps the lines right of the box,
  /// which a clip whose right edge cuts through pixels needs (``render(clip:into:)``).
  func prepare(
    _ path: Path, transform t: Transform, rule: FillRule, box: FrameDamage.Box,
    keepingRight: Bool = false
  ) -> Bool {
    lineCount = 0
    horizontalCount = 0
    groupCount = 0
    if lineCapacity > 1 << 14 {
      // One huge fill does not keep its buffer.
      lines.deallocate()
      lineCapacity = 256
      lines = .allocate(capacity: lineCapacity)
      groups.deallocate()
      groups = .allocate(capacity: 0)
      groupCapacity = 0
      reachingLines.deallocate()
      reachingLines = .allocate(capacity: 0)
      reachingCapacity = 0
    }
    if bandHorizontalCapacity > 1 << 14 {
      bandHorizontals.deallocate()
      bandHorizontalCapacity = 0
      bandHorizontals = .allocate(capacity: 0)
    }
    bounds = box
    keepsRight = keepingRight
    setClip(Clip(box))
    evenOdd = rule == .evenOdd
    continuing = false
    contourIntact = false
    contourHeadStored = false
    guard box.maxX > box.minX, box.maxY > box.minY else { return false }
    // Device space on Cairo's 24.8 fixed-point grid; `nil` when not finite or beyond the
    // fixed-point range (where Cairo's own fill is garbage, so the caller leaves it to
    // Cairo as it is).
    func device(_ p: CGPoint) -> SIMD2<Double>? {
      let x = t.a * Double(p.x) + t.c * Double(p.y) + t.tx
      let y = t.b * Double(p.x) + t.d * Double(p.y) + t.ty
      let limit = CoverageRasterizer.coordinateLimit
      guard abs(x) <= limit, abs(y) <= limit else { return nil }
      return SIMD2(
        Double(CoverageRasterizer.fixed(x)) / 256, Double(CoverageRasterizer.fixed(y)) / 256)
    }
    var start = SIMD2<Double>.zero
    var current = start
    var open = false
    for element in path.elements {
      switch element {
      case .move(let p):
        guard let q = device(p) else { return abandon() }
        if open { closeContour(current, start) }
        continuing = false
        contourStart = lineCount
        contourIntact = true
        contourHeadStored = false
        lastLeftOut = false
        start = q
        current = q
        open = true
      case .line(let p):
        guard let q = device(p) else { return abandon() }
        addLine(current, q)
        current = q
        open = true
      case .quadCurve(let p, let c):
        guard let q = device(p), let c = device(c) else { return abandon() }
        addCurve(.quad(current, c, q))
        current = q
        open = true
      case .curve(let p, let c1, let c2):
        guard let q = device(p), let c1 = device(c1), let c2 = device(c2) else {
          return abandon()
        }
        addCurve(.cubic(current, c1, c2, q))
        current = q
        open = true
      case .closeSubpath:
        closeContour(current, start)
        current = start
        open = false
      }
      guard lineCount <= CoverageRasterizer.maximumLines else { return abandon() }
    }
    if open { closeContour(current, start) }
    return true
  }

  /// Adds the closing line of the contour from `current` back to `start`, and marks the
  /// contour's first lines as closed by its last when all its lines were stored.
  func closeContour(_ current: SIMD2<Double>, _ start: SIMD2<Double>) {
    addLine(current, start)
    let last = lineCount - 1
    defer { contourHeadStored = false }
    guard contourHeadStored, !lastLeftOut, last > contourStart else { return }
    var index = contourStart
    while index < last {
      lines[index].closedBy = Int32(last)
      if lines[index].direction != 0 { break }
      index += 1
    }
  }

  /// The next line stored does not start where the last one ended, and the contour is
  /// not whole.
  @inline(__always)
  func breakRun() {
    continuing = false
    contourIntact = false
    lastLeftOut = true
  }

  /// The whole device pixels the control hull of `path` under `t` touches; `nil` when
  /// empty, not finite or beyond ``coordinateLimit``.
  static func deviceBox(of path: Path, transform t: Transform) -> FrameDamage.Box? {
    var lo = SIMD2<Double>(.infinity, .infinity)
    var hi = -lo
    var inRange = true
    func add(_ p: CGPoint) {
      let (x, y) = (Double(p.x), Double(p.y))
      let q = SIMD2(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
      // Also false for NaN.
      inRange = inRange && abs(q.x) <= coordinateLimit && abs(q.y) <= coordinateLimit
      lo = pointwiseMin(lo, q)
      hi = pointwiseMax(hi, q)
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    guard inRange, lo.x <= hi.x, lo.y <= hi.y else { return nil }
    return FrameDamage.Box(
      minX: Int(lo.x.rounded(.down)), minY: Int(lo.y.rounded(.down)),
      maxX: Int(hi.x.rounded(.up)), maxY: Int(hi.y.rounded(.up)))
  }

  /// `v` (device pixels, within ``coordinateLimit``) in 1/256 pixels, rounded half away
  /// from zero without a call into libm.
  @inline(__always)
  static func fixed(_ v: Double) -> Int {
    Int(v * 256 + (v < 0 ? -0.5 : 0.5))
  }

  /// ``fixed(_:)`` as an `Int32` (which holds any coordinate within ``coordinateLimit``),
  /// converted once: through `Int`, every point was range-checked twice.
  @inline(__always)
  static func fixed32(_ v: Double) -> Int32 {
    Int32(v * 256 + (v < 0 ? -0.5 : 0.5))
  }

  /// `v` rounded down, as `Int(v.rounded(.down))` gives it, without a call into libm (the
  /// baseline x86-64 has no rounding instruction): per row and column a line crosses.
  @inline(__always)
  static func floor(_ v: Double) -> Int {
    let truncated = Int(v)
    return Double(truncated) > v ? truncated - 1 : truncated
  }

  /// `v` rounded down, as ``floor(_:)`` gives it, for `|v|` below 2⁵¹, as where a line
  /// crosses a row or a column is (a product within the line's own extent, below 2³³):
  /// without the checked conversion, whose range tests were most of a crossing's rounding.
  ///
  /// Adding 1.5 × 2⁵² rounds `v` to the nearest integer exactly (the sum's unit in the last
  /// place is 1 there), held in the low bits of the sum's bit pattern; it is one less where
  /// that rounded up.
  @inline(__always)
  static func floor(crossing v: Double) -> Int {
    let shifted = v + 0x1.8p52
    let nearest = Int(truncatingIfNeeded: shifted.bitPattern) &- 0x4338_0000_0000_0000
    return shifted - 0x1.8p52 > v ? nearest &- 1 : nearest
  }

  /// `v` rounded half away from zero, as `Int(v.rounded())` gives it, without a call into
  /// libm: `v` less its truncation is exact, so comparing it with a half decides as `round`
  /// does.
  @inline(__always)
  static func rounded(_ v: Double) -> Int {
    let truncated = Int(v)
    let fraction = v - Double(truncated)
    return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
  }

  func abandon() -> Bool {
    lineCount = 0
    return false
  }

  func addCurve(_ segment: PathSegment) {
    let lo = pointwiseMin(
      pointwiseMin(segment.p0, segment.p1), pointwiseMin(segment.p2, segment.p3))
    let hi = pointwiseMax(
      pointwiseMax(segment.p0, segment.p1), pointwiseMax(segment.p2, segment.p3))
    // A curve wholly above, below or right of the box adds nothing inside it; wholly left
    // (or right, pressed onto a clip's right edge), it winds each row as its chord does
    // (the curve and the chord close a loop outside the box, and a row's winding is the
    // difference of its ends' heights within the row).
    if hi.y <= Double(bounds.minY) || lo.y >= Double(bounds.maxY) {
      breakRun()
      return
    }
    if lo.x >= Double(bounds.maxX) {
      guard keepsRight else {
        breakRun()
        return
      }
      return addLine(segment.p0, segment.p3)
    }
    if hi.x <= Double(bounds.minX) { return addLine(segment.p0, segment.p3) }
    // Each flattened point goes on from where the last line ended: the curve's start is
    // rounded here once, and the sink neither keeps nor compares the last point.
    start(at: segment.p0)
    var sink = LineSink(rasterizer: .passUnretained(self))
    CurveFlattening.flatten(
      segment.p0, segment.p1, segment.p2, segment.p3, quadratic: segment.kind == .quad,
      tolerance: CoverageRasterizer.tolerance, into: &sink)
  }

  /// Adds the line `a`–`b` (device pixels), rounded to 1/256 pixel, unless it adds nothing
  /// inside the box.
  func addLine(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
    start(at: a)
    lineTo(b)
  }

  /// Makes `a` (device pixels) the end of the last line, unless it is: a polyline's lines
  /// start where the last one ended, and that point is rounded once.
  @inline(__always)
  func start(at a: SIMD2<Double>) {
    guard a != lastEnd else { return }
    (lastEnd, lastEndFixed) = (a, (Self.fixed32(a.x), Self.fixed32(a.y)))
  }

  /// Adds the line from the end of the last one (``lastEnd``) to `b`, as
  /// ``addLine(_:_:)`` does.
  @inline(__always)
  func lineTo(_ b: SIMD2<Double>) {
    var (x0, y0) = lastEndFixed
    var (x1, y1) = (Self.fixed32(b.x), Self.fixed32(b.y))
    (lastEnd, lastEndFixed) = (b, (x1, y1))
    guard y0 != y1 else { return addHorizontal(x0, x1, y: y0) }
    var direction: Int32 = 1
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      direction = -1
    }
    guard Int(y1) > bounds.minY << 8, Int(y0) < bounds.maxY << 8,
      keepsRight || Int(min(x0, x1)) < bounds.maxX << 8
    else {
      // The next line stored does not start where the last one ended.
      breakRun()
      return
    }
    store(Line(x0: x0, y0: y0, x1: x1, y1: y1, direction: direction, continues: continuing))
  }

  /// Stores the horizontal line from `x0` to `x1` at `y` (1/256 pixels) when it lies
  /// inside a row of the box: it adds no area, but it bounds the pixels it crosses, so it
  /// counts in telling which pixels several unconnected lines share.
  func addHorizontal(_ x0: Int32, _ x1: Int32, y: Int32) {
    // On a row boundary it splits no pixel; a point bounds nothing.
    guard x0 != x1, y & 255 != 0 else { return }
    guard Int(y) > bounds.minY << 8, Int(y) < bounds.maxY << 8,
      Int(max(x0, x1)) > bounds.minX << 8, keepsRight || Int(min(x0, x1)) < bounds.maxX << 8
    else {
      breakRun()
      return
    }
    store(Line(x0: x0, y0: y, x1: x1, y1: y, direction: 0, continues: continuing))
    horizontalCount += 1
  }

  @inline(__always)
  func store(_ line: Line) {
    if lineCount == lineCapacity {
      let grown = UnsafeMutablePointer<Line>.allocate(capacity: 2 * lineCapacity)
      grown.moveInitialize(from: lines, count: lineCount)
      lines.deallocate()
      lines = grown
      lineCapacity *= 2
    }
    (lines + lineCount).initialize(to: line)
    if lineCount == contourStart { contourHeadStored = contourIntact }
    lastLeftOut = false
    continuing = true
    lineCount += 1
  }
}
