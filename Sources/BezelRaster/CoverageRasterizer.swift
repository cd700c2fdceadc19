import BezelDrawing
import Foundation

/// Bezel's own scan converter for fills: a path under a transform becomes 8-bit coverage
/// over a device box, handed over as spans, without Cairo's fixed cost per fill.
///
/// The path is flattened in device space as Cairo flattens it (its tolerance, its points on
/// the 1/256-pixel grid, see ``BezelDrawing/PathSegment/flatten(tolerance:_:)``). Each line
/// then adds its exact signed area, in whole 1/256-pixel units, to the cells it crosses,
/// kept sparsely per row (only the cells an edge touches); a running sum along the row gives
/// every pixel's winding area, which nonzero clamps to 0…1 and even-odd folds back into
/// 0…1. Between two touched cells the coverage is constant, so a fill costs per edge cell
/// and per run of its inside, not per pixel: a sink receives runs (``CoverageSpanSink``).
/// Cairo samples 15 rows per pixel where edges end, so the two differ by a few levels there
/// (the tests bound it).
///
/// Summed areas are a pixel's coverage only while its winding takes two neighbouring
/// values, which holds wherever one run of connected lines crosses it. A pixel that lines
/// of two runs cross (overlapping subpaths, a contour passing twice, the overlapping pieces
/// of a stroke's outline, horizontal edges included) is measured exactly instead: its row
/// is cut into strips at the lines' ends and crossings, and the inside of each strip is
/// found by walking the winding across it (``resolveSharedCells(rows:)``).
///
/// Every crossing of a line with a row or a column is computed from the line's own ends in
/// integers, never from the box, and cells left of the box fold into its first column's
/// winding: the coverage of a pixel is the same whatever box it is rendered in (a fill drawn
/// whole, inside a damage box, or kept for later frames).
///
/// The lines and cells are reused buffers: after the first fills, rasterising allocates
/// nothing. Not thread-safe: one per canvas.
package final class CoverageRasterizer {
  /// Whether fills use this rasteriser (else Cairo's); off inside
  /// `CoverageRasterizer.$isEnabled.withValue(false) { … }`, so tests can compare both.
  @TaskLocal package static var isEnabled = true

  /// Cairo's default flattening tolerance, in device pixels.
  static let tolerance = 0.1

  /// The most lines one fill may flatten into before it is left to Cairo.
  static let maximumLines = 1 << 20

  /// The largest device coordinate this rasteriser takes: Cairo's 24.8 fixed-point range,
  /// so a point's 1/256 units fit an `Int32`.
  static let coordinateLimit = Double(1 << 23) - 1

  /// The most rows one band accumulates before its spans are handed over.
  static let bandRows = 1024

  /// Cells the scratch pool starts with; it grows only when one row touches more.
  static let initialCells = 4096

  /// One non-horizontal line in 1/256 device pixels, stored top to bottom with the
  /// direction it had.
  private struct Line {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32
    /// +1 for a line drawn downwards, −1 upwards, 0 for a horizontal one.
    var direction: Int32
    /// Whether it starts where the line stored before it ends (horizontal lines on row
    /// boundaries, which bound no pixel, are not stored and do not part them). Horizontal
    /// lines inside a row are stored with `direction` 0, for ``markHorizontals(rows:)``.
    var continues: Bool
    /// On the first stored line of a closed contour whose lines were all stored (and on
    /// the horizontal ones right after it up to its first other line): the contour's last
    /// stored line, which ends where this run begins; else −1. A pixel at the closing
    /// corner is then crossed by one connected run too, only split by where the contour
    /// was started.
    var closedBy: Int32 = -1
  }

  /// A touched pixel of a row: the winding its edges add (`cover`, 1/256 pixel rows) and
  /// twice the area they leave on its left, in 1/256² pixels; `next` is the row's next
  /// touched cell to the right (or −1).
  ///
  /// `first` … `line` are the lines that crossed it while those are one run of connected
  /// lines (`line` is ``Cell/shared`` once lines that are not cross it, ``Cell/resolved``
  /// once its coverage byte is worked out exactly and kept in `area`).
  ///
  /// When its run wraps round a closed contour's closing corner (`headLast` ≥ 0), `first` …
  /// `line` is the part up to the contour's last line and `headFirst` … `headLast` the part
  /// from its first line on.
  private struct Cell {
    var x: Int32
    var cover: Int32
    var area: Int32
    var next: Int32
    var first: Int32
    var line: Int32
    var headFirst: Int32 = 0
    var headLast: Int32 = -1

    /// Lines that are not one connected run cross the pixel.
    static let shared: Int32 = -1
    /// The pixel's coverage byte is in `area`.
    static let resolved: Int32 = -2
    /// No line has crossed it yet.
    static let fresh: Int32 = -3
  }

  // The rasteriser is used from one thread at a time and these are touched on every line
  // and cell, so their accesses are not checked dynamically.
  @exclusivity(unchecked) private var lines: UnsafeMutablePointer<Line>
  @exclusivity(unchecked) private var lineCount = 0
  @exclusivity(unchecked) private var lineCapacity = 256
  @exclusivity(unchecked) private var cells: UnsafeMutablePointer<Cell>
  @exclusivity(unchecked) private var cellCount = 0
  @exclusivity(unchecked) private var cellCapacity = CoverageRasterizer.initialCells
  @exclusivity(unchecked) private var cellsOverflowed = false
  /// The first touched cell of each row of the band (−1: none).
  private let rowHeads: UnsafeMutablePointer<Int32>
  /// The cell of each row of the band added last, where a walk to the right goes on.
  private let rowCursors: UnsafeMutablePointer<Int32>
  /// The winding of each row of the band left of the box.
  private let leftCover: UnsafeMutablePointer<Int>
  /// Whether each row of the band has a ``Cell/shared`` cell, and how many rows do.
  private let rowShares: UnsafeMutablePointer<Bool>
  @exclusivity(unchecked) private var sharedRows = 0
  /// Scratch for resolving shared cells (``resolveSharedCells(rows:)``): the lines crossing
  /// each row that has one, as ranges of `rowLines` from `rowLineStarts`.
  private let rowLineStarts: UnsafeMutablePointer<Int32>
  // Kept as reused buffers (grown, never shrunk) so that resolving a cell allocates
  // nothing: the exact path runs per shared cell.
  @exclusivity(unchecked) private var rowLines: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private var rowLineCapacity = 0
  /// The parts of the lines in the cell being resolved (``exactCoverage(cell:row:lines:)``).
  @exclusivity(unchecked) private var pieces: UnsafeMutablePointer<Piece>
  @exclusivity(unchecked) private var pieceCapacity = 0
  /// The heights where its strips end.
  @exclusivity(unchecked) private var events: UnsafeMutablePointer<Double>
  @exclusivity(unchecked) private var eventCapacity = 0
  /// The edges inside one strip: twice their mean x, and their direction.
  @exclusivity(unchecked) private var strip: UnsafeMutablePointer<(key: Double, direction: Int)>
  @exclusivity(unchecked) private var stripCapacity = 0
  /// How many shared cells were worked out exactly since the rasteriser was made (for tests:
  /// fills whose pixels one connected run of lines crosses take no exact path).
  private(set) var resolvedCells = 0
  /// Whether the next line stored starts where the last one ended.
  @exclusivity(unchecked) private var continuing = false
  /// The end of the last line added (stored or not) and it in 1/256 pixels (``fixed(_:)``,
  /// a function of the point alone); not a number before the first.
  @exclusivity(unchecked) private var lastEnd = SIMD2<Double>(.nan, .nan)
  @exclusivity(unchecked) private var lastEndFixed: (Int32, Int32) = (0, 0)
  /// The first line stored for the current contour; whether no line of it was left out
  /// before it (`contourIntact`) so that it starts where the contour does
  /// (`contourHeadStored`), and whether the last line added was left out. These depend on
  /// the lines themselves only where it matters: a line left out crosses no pixel of the
  /// box.
  @exclusivity(unchecked) private var contourStart = 0
  @exclusivity(unchecked) private var contourIntact = false
  @exclusivity(unchecked) private var contourHeadStored = false
  @exclusivity(unchecked) private var lastLeftOut = false
  /// How many cells of the band took a run wrapping round a closing corner.
  @exclusivity(unchecked) private var wrappedCells = 0
  /// How many of the lines are horizontal (stored for ``markHorizontals(rows:)`` only).
  @exclusivity(unchecked) private var horizontalCount = 0
  /// The horizontal lines inside each row of the band, as ranges of `rowHorizontals` from
  /// `horizontalStarts`.
  private let horizontalStarts: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private var rowHorizontals: [Int32] = []
  /// The cell being accumulated, added to its row when a line leaves it.
  @exclusivity(unchecked) private var currentX = -1
  @exclusivity(unchecked) private var currentRow = -1
  @exclusivity(unchecked) private var currentCover = 0
  @exclusivity(unchecked) private var currentArea = 0
  /// The first and last line of the last run of connected lines that added to the cell
  /// being accumulated; the run before it (`currentHeadLast` ≥ 0) when there were two, and
  /// whether there were more. Its lines then go into the cell as they would one by one
  /// (``apply(_:to:)``), however the lines crossing it were grouped (which depends on the
  /// box, since lines outside it add no cells in between).
  @exclusivity(unchecked) private var currentFirstLine: Int32 = 0
  @exclusivity(unchecked) private var currentLine: Int32 = 0
  @exclusivity(unchecked) private var currentHeadFirst: Int32 = 0
  @exclusivity(unchecked) private var currentHeadLast: Int32 = -1
  @exclusivity(unchecked) private var currentShared = false
  /// The band's first row (device).
  @exclusivity(unchecked) private var bandTop = 0
  /// The prepared box (device pixels): lines wholly outside it are left out.
  @exclusivity(unchecked) private(set) var bounds = FrameDamage.Box(
    minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// Whether lines right of ``bounds`` are kept, for a clip whose right edge cuts pixels.
  @exclusivity(unchecked) private var keepsRight = false
  /// The pixels being rendered: the clip's, rounded out.
  @exclusivity(unchecked) private var box = FrameDamage.Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// The clip being rendered, in 1/256 pixels.
  @exclusivity(unchecked) private var clip = Clip(left: 0, top: 0, right: 0, bottom: 0)
  @exclusivity(unchecked) private var evenOdd = false

  init() {
    lines = .allocate(capacity: lineCapacity)
    cells = .allocate(capacity: cellCapacity)
    rowHeads = .allocate(capacity: CoverageRasterizer.bandRows)
    rowHeads.initialize(repeating: -1, count: CoverageRasterizer.bandRows)
    rowCursors = .allocate(capacity: CoverageRasterizer.bandRows)
    rowCursors.initialize(repeating: -1, count: CoverageRasterizer.bandRows)
    leftCover = .allocate(capacity: CoverageRasterizer.bandRows)
    leftCover.initialize(repeating: 0, count: CoverageRasterizer.bandRows)
    rowShares = .allocate(capacity: CoverageRasterizer.bandRows)
    rowShares.initialize(repeating: false, count: CoverageRasterizer.bandRows)
    rowLineStarts = .allocate(capacity: CoverageRasterizer.bandRows + 1)
    rowLineStarts.initialize(repeating: 0, count: CoverageRasterizer.bandRows + 1)
    horizontalStarts = .allocate(capacity: CoverageRasterizer.bandRows + 1)
    horizontalStarts.initialize(repeating: 0, count: CoverageRasterizer.bandRows + 1)
    rowLines = .allocate(capacity: 0)
    pieces = .allocate(capacity: 0)
    events = .allocate(capacity: 0)
    strip = .allocate(capacity: 0)
  }

  deinit {
    lines.deallocate()
    cells.deallocate()
    rowHeads.deallocate()
    rowCursors.deallocate()
    leftCover.deallocate()
    rowShares.deallocate()
    rowLineStarts.deallocate()
    horizontalStarts.deallocate()
    rowLines.deallocate()
    pieces.deallocate()
    events.deallocate()
    strip.deallocate()
  }

  /// Doubles `buffer`'s capacity, keeping its first `count` elements.
  private static func grow<T>(
    _ buffer: inout UnsafeMutablePointer<T>, _ capacity: inout Int, keeping count: Int
  ) {
    let larger = UnsafeMutablePointer<T>.allocate(capacity: max(16, 2 * capacity))
    larger.moveInitialize(from: buffer, count: count)
    buffer.deallocate()
    buffer = larger
    capacity = max(16, 2 * capacity)
  }

  /// Makes `buffer` (of `capacity` elements, of trivial type) hold at least `count`, its
  /// contents not kept.
  private static func reserve<T>(
    _ buffer: inout UnsafeMutablePointer<T>, _ capacity: inout Int, _ count: Int
  ) {
    guard count > capacity else { return }
    buffer.deallocate()
    capacity = max(count, 2 * capacity)
    buffer = .allocate(capacity: capacity)
  }

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
    if lineCapacity > 1 << 14 {
      // One huge fill does not keep its buffer.
      lines.deallocate()
      lineCapacity = 256
      lines = .allocate(capacity: lineCapacity)
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
  private func closeContour(_ current: SIMD2<Double>, _ start: SIMD2<Double>) {
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
  private func breakRun() {
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

  /// Writes the coverage of rows `rows` (of the prepared box, top row 0) into `output`, one
  /// row of the box's width every `stride` bytes, the first at `output`.
  func render(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>, stride: Int) {
    setClip(Clip(bounds))
    let rows = max(0, rows.lowerBound)..<min(box.maxY - box.minY, rows.upperBound)
    guard !rows.isEmpty else { return }
    let width = box.maxX - box.minX
    for y in rows { (output + (y - rows.lowerBound) * stride).update(repeating: 0, count: width) }
    var sink = ByteRows(
      output: output, stride: stride, minX: box.minX, minY: box.minY + rows.lowerBound)
    render(rows: (box.minY + rows.lowerBound)..<(box.minY + rows.upperBound), into: &sink)
  }

  /// Hands the coverage of the prepared path inside `clip` (within the prepared box) to
  /// `sink`, row after row, as runs of equal coverage (uncovered pixels are not reported).
  ///
  /// The path is cut to the clip exactly, so where an edge of the clip cuts a pixel, the
  /// pixel takes the area of the path inside the clip; inside, the coverage is the one the
  /// whole box would give.
  func render<Sink: CoverageSpanSink>(clip: Clip, into sink: inout Sink) {
    setClip(clip)
    guard box.minX < box.maxX, box.minY < box.maxY else { return }
    render(rows: box.minY..<box.maxY, into: &sink)
  }

  private func setClip(_ clip: Clip) {
    self.clip = clip
    box = clip.pixels
  }

  /// Hands the coverage of device rows `rows` (within the box) to `sink`.
  private func render<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    var band = CoverageRasterizer.bandRows
    var top = rows.lowerBound
    while top < rows.upperBound {
      let bottom = min(rows.upperBound, top + band)
      if accumulate(rows: top..<bottom) {
        emit(rows: top..<bottom, into: &sink)
        top = bottom
      } else if bottom - top > 1 {
        // Too many touched cells for the pool: the band again, in halves.
        band = (bottom - top + 1) / 2
      } else {
        // One row touches more cells than the pool holds (only a very wide box can).
        cells.deallocate()
        cellCapacity *= 2
        cells = .allocate(capacity: cellCapacity)
      }
    }
  }

  /// `v` (device pixels, within ``coordinateLimit``) in 1/256 pixels, rounded half away
  /// from zero without a call into libm.
  @inline(__always)
  static func fixed(_ v: Double) -> Int {
    Int(v * 256 + (v < 0 ? -0.5 : 0.5))
  }

  /// `v` rounded down, as `Int(v.rounded(.down))` gives it, without a call into libm (the
  /// baseline x86-64 has no rounding instruction): per row and column a line crosses.
  @inline(__always)
  static func floor(_ v: Double) -> Int {
    let truncated = Int(v)
    return Double(truncated) > v ? truncated - 1 : truncated
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

  private func abandon() -> Bool {
    lineCount = 0
    return false
  }

  // MARK: Lines

  private func addCurve(_ segment: PathSegment) {
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
    var last = segment.p0
    segment.flatten(tolerance: CoverageRasterizer.tolerance) { p in
      addLine(last, p)
      last = p
    }
  }

  /// Adds the line `a`–`b` (device pixels), rounded to 1/256 pixel, unless it adds nothing
  /// inside the box.
  private func addLine(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
    // A polyline's lines start where the last one ended: that point is rounded once.
    var (x0, y0) =
      a == lastEnd ? lastEndFixed : (Int32(Self.fixed(a.x)), Int32(Self.fixed(a.y)))
    var (x1, y1) = (Int32(Self.fixed(b.x)), Int32(Self.fixed(b.y)))
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
  private func addHorizontal(_ x0: Int32, _ x1: Int32, y: Int32) {
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

  private func store(_ line: Line) {
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

  // MARK: Cells

  /// Adds every line's area to the cells of device rows `rows`; `false`, with the band
  /// cleared, when the cells did not fit the pool.
  private func accumulate(rows: Range<Int>) -> Bool {
    bandTop = rows.lowerBound
    cellCount = 0
    cellsOverflowed = false
    currentRow = -1
    let (top, bottom) = (rows.lowerBound << 8, rows.upperBound << 8)
    for (index, line) in UnsafeBufferPointer(start: lines, count: lineCount).enumerated()
    where Int(line.y1) > top && Int(line.y0) < bottom {
      walk(line, index: Int32(index), rows: rows)
    }
    flush()
    if horizontalCount > 0, !cellsOverflowed { markHorizontals(rows: rows) }
    if wrappedCells > 0 {
      wrappedCells = 0
      if !cellsOverflowed { checkWrappedCells(rows: rows) }
    }
    guard cellsOverflowed else {
      if sharedRows > 0 { resolveSharedCells(rows: rows) }
      return true
    }
    for row in 0..<rows.count {
      rowHeads[row] = -1
      rowCursors[row] = -1
      leftCover[row] = 0
      rowShares[row] = false
    }
    sharedRows = 0
    return false
  }

  /// Adds `line` (the `index`th)'s area to the cells of the rows of `rows` it crosses,
  /// within the clip.
  @inline(__always)
  private func walk(_ line: Line, index: Int32, rows: Range<Int>) {
    let (x0, y0, x1, y1) = (Int(line.x0), Int(line.y0), Int(line.x1), Int(line.y1))
    let direction = Int(line.direction)
    let top = max(y0, clip.top)
    let bottom = min(y1, clip.bottom)
    guard top < bottom else { return }
    let first = max(rows.lowerBound, top >> 8)
    let last = min(rows.upperBound, (bottom + 255) >> 8)
    guard first < last else { return }
    if x0 == x1 {
      let x = min(max(x0, clip.left), clip.right)
      for row in first..<last {
        let dy = min(bottom, (row + 1) << 8) - max(top, row << 8)
        press(row: row, at: x, cover: direction * dy, line: index)
      }
      return
    }
    // Where the line crosses a row boundary, from its ends alone (so the same in any box).
    let dxdy = Double(x1 - x0) / Double(y1 - y0)
    let (xLow, xHigh) = (min(x0, x1), max(x0, x1))
    func x(at y: Int) -> Int {
      if y == y0 { return x0 }
      if y == y1 { return x1 }
      return min(max(x0 &+ Self.floor(Double(y &- y0) * dxdy), xLow), xHigh)
    }
    // Wrapping arithmetic per row, as per column in ``rowPiece``: coordinates within the
    // rasteriser's range cannot overflow.
    var ya = max(top, first << 8)
    var xa = x(at: ya)
    for row in first..<last {
      let yb = min(bottom, (row &+ 1) &<< 8)
      let xb = x(at: yb)
      rowPiece(line, index: index, row: row, xa, ya, xb, yb)
      ya = yb
      xa = xb
    }
  }

  /// Adds the part of `line` in device row `row`, from (`xa`, `ya`) to (`xb`, `yb`) (1/256
  /// pixels, top to bottom), to the cells it crosses; its parts left or right of the clip
  /// are pressed onto the clip's edge, which winds the row the same.
  @inline(__always)
  private func rowPiece(
    _ line: Line, index: Int32, row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int
  ) {
    let direction = Int(line.direction)
    let (lo, hi) = (min(xa, xb), max(xa, xb))
    let (left, right) = (clip.left, clip.right)
    if hi <= left {
      return press(row: row, at: left, cover: direction * (yb - ya), line: index)
    }
    if lo >= right {
      return press(row: row, at: right, cover: direction * (yb - ya), line: index)
    }
    var cell = lo >> 8
    if lo >= left, hi <= right, hi <= (cell &+ 1) &<< 8 {
      let dy = direction &* (yb &- ya)
      addPiece(
        row: row, cell: cell, cover: dy, area: dy &* (xa &+ xb &- 2 &* (cell &<< 8)),
        line: index)
      return
    }
    // Across columns, left to right: where it crosses a column boundary or the clip's
    // edge, again from the line's ends alone, kept within this row's part.
    let (x0, y0) = (Int(line.x0), Int(line.y0))
    let dydx = Double(Int(line.y1) - y0) / Double(Int(line.x1) - x0)
    func y(at x: Int) -> Int {
      min(max(y0 &+ Self.floor(Double(x &- x0) * dydx), ya), yb)
    }
    // Walking left to right reverses a line drawn right to left.
    let (yl, yh, sign) = xa <= xb ? (ya, yb, direction) : (yb, ya, -direction)
    var (px, py) = (lo, yl)
    if lo < left {
      let yLeft = y(at: left)
      press(row: row, at: left, cover: sign * (yLeft - yl), line: index)
      (px, py) = (left, yLeft)
      cell = left >> 8
    }
    let end = min(hi, right)
    let yEnd = hi <= right ? yh : y(at: right)
    // Wrapping arithmetic on the walk's per-column steps: every value is a coordinate
    // within the rasteriser's range (2^31 1/256 pixels) or a product of two within a pixel,
    // far from overflowing, and an overflow check per operation was a sixth of the walk.
    while true {
      let boundary = (cell &+ 1) &<< 8
      let base = cell &<< 8
      if boundary >= end {
        let dy = sign &* (yEnd &- py)
        addPiece(
          row: row, cell: cell, cover: dy, area: dy &* (px &+ end &- 2 &* base), line: index)
        break
      }
      let by = y(at: boundary)
      let dy = sign &* (by &- py)
      addPiece(
        row: row, cell: cell, cover: dy, area: dy &* (px &+ boundary &- 2 &* base),
        line: index)
      (px, py) = (boundary, by)
      cell &+= 1
    }
    if hi > right { press(row: row, at: right, cover: sign * (yh - yEnd), line: index) }
  }

  /// Adds a vertical edge at `x` (1/256 pixels, within the clip) winding `cover`; on the
  /// box's left edge it only winds the row (the same sum), on its right edge nothing.
  @inline(__always)
  private func press(row: Int, at x: Int, cover: Int, line: Int32) {
    if x & 255 == 0, x >> 8 == box.minX {
      leftCover[row - bandTop] += cover
      return
    }
    addPiece(row: row, cell: x >> 8, cover: cover, area: cover * 2 * (x & 255), line: line)
  }

  /// Adds `cover` and `area` of the `line`th line to device pixel `cell` of device row
  /// `row` (right of the box's left edge).
  @inline(__always)
  private func addPiece(row: Int, cell: Int, cover: Int, area: Int, line: Int32) {
    guard cover != 0 else { return }
    if cell < box.minX {
      leftCover[row &- bandTop] &+= cover
      return
    }
    guard cell < box.maxX else { return }
    let x = cell &- box.minX
    if x == currentX && row == currentRow {
      currentCover &+= cover
      currentArea &+= area
      if line != currentLine {
        if connects(currentLine, line) {
          currentLine = line
        } else if currentHeadLast < 0 {
          (currentHeadFirst, currentHeadLast) = (currentFirstLine, currentLine)
          (currentFirstLine, currentLine) = (line, line)
        } else {
          currentShared = true
        }
      }
      return
    }
    flush()
    (currentX, currentRow, currentCover, currentArea) = (x, row, cover, area)
    (currentFirstLine, currentLine, currentShared) = (line, line, false)
    currentHeadLast = -1
  }

  /// Whether the `later`th line is the `earlier`th or the one stored right after it and
  /// starting where it ends: lines one pixel holds that all connect so bound it once, and
  /// the areas they add give its coverage exactly (see ``resolveSharedCells(rows:)``).
  @inline(__always)
  private func connects(_ earlier: Int32, _ later: Int32) -> Bool {
    later == earlier || (later == earlier &+ 1 && lines[Int(later)].continues)
  }

  /// Marks the cell at `index` as held by lines that do not connect.
  @inline(__always)
  private func share(_ index: Int32, row: Int) {
    cells[Int(index)].line = Cell.shared
    let flag = rowShares + (row - bandTop)
    if !flag.pointee {
      flag.pointee = true
      sharedRows += 1
    }
  }

  /// Adds the cell being accumulated to its row's sorted list.
  @inline(__always)
  private func flush() {
    guard currentRow >= 0 else { return }
    defer { currentRow = -1 }
    guard let index = cell(row: currentRow, x: Int32(currentX)) else { return }
    // Through one pointer: stores through `cells` do not make the property load again.
    let cell = cells + Int(index)
    cell.pointee.cover &+= Int32(truncatingIfNeeded: currentCover)
    cell.pointee.area &+= Int32(truncatingIfNeeded: currentArea)
    if currentShared {
      if cell.pointee.line != Cell.shared { share(index, row: currentRow) }
      return
    }
    if currentHeadLast >= 0 {
      apply(currentHeadFirst...currentHeadLast, to: index)
    }
    apply(currentFirstLine...currentLine, to: index)
  }

  /// Takes the run of connected lines `run` (walked after the cell's lines) among the lines
  /// crossing the cell at `index` of row `currentRow`.
  @inline(__always)
  private func apply(_ run: ClosedRange<Int32>, to index: Int32) {
    let cell = cells + Int(index)
    let last = cell.pointee.line
    if last == Cell.fresh {
      (cell.pointee.first, cell.pointee.line) = (run.lowerBound, run.upperBound)
    } else if last != Cell.shared {
      if connects(last, run.lowerBound) {
        cell.pointee.line = run.upperBound
      } else if cell.pointee.headLast < 0,
        lines[Int(cell.pointee.first)].closedBy >= run.lowerBound
      {
        // Lines walked later, before the closing line of the contour whose start the
        // cell's run holds: the run may go on round the closing corner, which is checked
        // once all its lines are in (``checkWrappedCells(rows:)``).
        let first = cell.pointee.first
        (cell.pointee.headFirst, cell.pointee.headLast) = (first, last)
        (cell.pointee.first, cell.pointee.line) = (run.lowerBound, run.upperBound)
        wrappedCells += 1
      } else {
        share(index, row: currentRow)
      }
    }
  }

  /// Shares every cell of the band `rows` whose run wrapped round a closing corner but is
  /// not one run: its part from the contour's start does not begin at the contour's first
  /// line, or its part up to the end does not reach the closing line.
  private func checkWrappedCells(rows: Range<Int>) {
    for row in 0..<rows.count {
      var index = rowHeads[row]
      while index >= 0 {
        let cell = cells[Int(index)]
        if cell.headLast >= 0, cell.line >= 0 {
          let head = lines[Int(cell.headFirst)]
          if head.continues || head.closedBy != cell.line { share(index, row: bandTop + row) }
        }
        index = cell.next
      }
    }
  }

  /// The cell of box column `x` in device row `row`, added (``Cell/fresh``) to the row's
  /// sorted list if it has none; `nil` when the pool is full. Inlined: it runs for every
  /// cell a line adds to.
  @inline(__always)
  private func cell(row: Int, x: Int32) -> Int32? {
    let cells = self.cells
    let head = rowHeads + (row &- bandTop)
    let cursor = rowCursors + (row &- bandTop)
    var previous: Int32 = -1
    var index = head.pointee
    // Edges are walked left to right within a row: most cells go right of the last one.
    if cursor.pointee >= 0, cells[Int(cursor.pointee)].x <= x {
      previous = cursor.pointee
      index = cells[Int(previous)].x == x ? previous : cells[Int(previous)].next
      if index == previous { previous = -1 }
    }
    while index >= 0, cells[Int(index)].x < x {
      previous = index
      index = cells[Int(index)].next
    }
    if index >= 0, cells[Int(index)].x == x {
      cursor.pointee = index
      return index
    }
    guard cellCount < cellCapacity else {
      cellsOverflowed = true
      return nil
    }
    let new = Int32(cellCount)
    cellCount &+= 1
    (cells + Int(new)).initialize(
      to: Cell(x: x, cover: 0, area: 0, next: index, first: 0, line: Cell.fresh))
    if previous < 0 { head.pointee = new } else { cells[Int(previous)].next = new }
    cursor.pointee = new
    return new
  }

  // MARK: Shared cells

  /// Counts the horizontal lines inside the rows of the band among the lines crossing the
  /// pixels they cross: a cell under one that does not connect to the cell's lines is
  /// shared, and so is every pixel two unconnected ones both cross (cells are added there,
  /// since between two edges a row's coverage is taken from its winding alone).
  private func markHorizontals(rows: Range<Int>) {
    let count = rows.count
    for row in 0...count { horizontalStarts[row] = 0 }
    let all = UnsafeBufferPointer(start: lines, count: lineCount)
    func row(of line: Line) -> Int? {
      guard line.direction == 0, Int(line.y0) > clip.top, Int(line.y0) < clip.bottom else {
        return nil
      }
      let row = Int(line.y0) >> 8
      return rows.contains(row) ? row - bandTop : nil
    }
    for line in all { if let r = row(of: line) { horizontalStarts[r + 1] += 1 } }
    for r in 0..<count { horizontalStarts[r + 1] += horizontalStarts[r] }
    let total = Int(horizontalStarts[count])
    guard total > 0 else { return }
    if rowHorizontals.count < total { rowHorizontals = [Int32](repeating: 0, count: total) }
    // Placed from the end of each row's range backwards, the lines taken last to first:
    // each row's range then starts at `horizontalStarts[r + 1]` and holds them in order.
    for index in all.indices.reversed() {
      guard let r = row(of: all[index]) else { continue }
      horizontalStarts[r + 1] -= 1
      rowHorizontals[Int(horizontalStarts[r + 1])] = Int32(index)
    }
    // The pixels (of the box) a horizontal line crosses within the clip.
    func pixels(_ line: Line) -> ClosedRange<Int32>? {
      let lo = max(Int(min(line.x0, line.x1)), clip.left)
      let hi = min(Int(max(line.x0, line.x1)), clip.right)
      guard lo < hi else { return nil }
      let first = max(lo >> 8, box.minX)
      let last = min((hi - 1) >> 8, box.maxX - 1)
      return first <= last ? Int32(first - box.minX)...Int32(last - box.minX) : nil
    }
    for r in 0..<count {
      let end = r + 1 < count ? Int(horizontalStarts[r + 2]) : total
      let range = Int(horizontalStarts[r + 1])..<end
      guard !range.isEmpty else { continue }
      let y = bandTop + r
      for k in range {
        let h = rowHorizontals[k]
        guard let span = pixels(lines[Int(h)]) else { continue }
        // The cells under it take it among their lines.
        var index = rowHeads[r]
        while index >= 0, cells[Int(index)].x <= span.upperBound {
          if cells[Int(index)].x >= span.lowerBound { absorb(h, into: index, row: y) }
          index = cells[Int(index)].next
        }
        // Pixels an earlier unconnected horizontal line of the row crosses too.
        for j in range.lowerBound..<k {
          let g = rowHorizontals[j]
          guard !(h == g &+ 1 && lines[Int(h)].continues), let other = pixels(lines[Int(g)])
          else { continue }
          let lo = max(span.lowerBound, other.lowerBound)
          let hi = min(span.upperBound, other.upperBound)
          guard lo <= hi else { continue }
          for x in lo...hi {
            guard let index = cell(row: y, x: x) else { return }
            if cells[Int(index)].line != Cell.shared { share(index, row: y) }
          }
        }
      }
    }
  }

  /// Takes horizontal line `h` among the lines of the cell at `index` (device row `row`):
  /// the cell stays unshared when `h` extends its run of connected lines at either end.
  private func absorb(_ h: Int32, into index: Int32, row: Int) {
    let (first, last) = (cells[Int(index)].first, cells[Int(index)].line)
    guard last != Cell.shared else { return }
    if last == Cell.fresh || (first...last).contains(h) { return }
    let (headFirst, headLast) = (cells[Int(index)].headFirst, cells[Int(index)].headLast)
    if headLast >= 0 {
      // A run round a closing corner: `first` … `line`, then `headFirst` … `headLast`.
      if (headFirst...headLast).contains(h) { return }
      if h == last &+ 1, lines[Int(h)].continues {
        cells[Int(index)].line = h
      } else if h &+ 1 == first, lines[Int(first)].continues {
        cells[Int(index)].first = h
      } else if h == headLast &+ 1, lines[Int(h)].continues {
        cells[Int(index)].headLast = h
      } else if h &+ 1 == headFirst, lines[Int(headFirst)].continues {
        cells[Int(index)].headFirst = h
      } else {
        share(index, row: row)
      }
      return
    }
    if h == last &+ 1, lines[Int(h)].continues {
      cells[Int(index)].line = h
    } else if h &+ 1 == first, lines[Int(first)].continues {
      cells[Int(index)].first = h
    } else if !lines[Int(h)].continues, lines[Int(h)].closedBy == last {
      // The contour's first line, after its closing one: round the closing corner.
      (cells[Int(index)].headFirst, cells[Int(index)].headLast) = (h, h)
      wrappedCells += 1
    } else if !lines[Int(first)].continues, lines[Int(first)].closedBy == h {
      // Its closing line, before its first one.
      (cells[Int(index)].headFirst, cells[Int(index)].headLast) = (first, last)
      (cells[Int(index)].first, cells[Int(index)].line) = (h, h)
      wrappedCells += 1
    } else {
      share(index, row: row)
    }
  }

  /// A part of a line inside one shared cell's row (``exactCoverage(cell:row:lines:)``), in
  /// 1/256 pixels: from `top` to `bottom`, at `xTop` and `xBottom`; `left` when it lies left
  /// of the cell, where only the winding it adds counts.
  private struct Piece {
    var top: Double
    var bottom: Double
    var xTop: Double
    var xBottom: Double
    var direction: Int
    var left: Bool

    /// Twice the mean x of the piece between heights `a` and `b` (within its own).
    @inline(__always)
    func doubledMean(_ a: Double, _ b: Double) -> Double {
      let slope = (xBottom - xTop) / (bottom - top)
      return 2 * xTop + (a + b - 2 * top) * slope
    }
  }

  /// Works out exactly the coverage of every ``Cell/shared`` cell of the band `rows`.
  ///
  /// The areas a cell's edges add are its coverage only where its winding takes two
  /// neighbouring values (0 and ±1, or any two for even-odd): so it does where one run of
  /// connected lines crosses it, whatever their turns, since crossing them always steps the
  /// winding the same way. Where lines that do not connect cross one pixel (two overlapping
  /// subpaths, the two sides of a sliver, the pieces of a stroke's outline), the winding
  /// may step twice and summed areas over-cover; there the pixel's row is cut into strips
  /// at every end and crossing of its lines, and within each the inside is measured by
  /// walking the winding across the strip. The strips are cut in doubles from the lines' own
  /// ends and every line of the row counts (not what was pressed onto the box's edge), so a
  /// pixel's byte is the same in any box.
  private func resolveSharedCells(rows: Range<Int>) {
    defer { sharedRows = 0 }
    let count = rows.count
    for row in 0...count { rowLineStarts[row] = 0 }
    // The lines crossing each row with a shared cell: counted, then listed.
    func forEachSharedRow(of line: Line, _ body: (Int) -> Void) {
      let top = max(Int(line.y0), clip.top)
      let bottom = min(Int(line.y1), clip.bottom)
      guard top < bottom else { return }
      let first = max(rows.lowerBound, top >> 8)
      let last = min(rows.upperBound, (bottom + 255) >> 8)
      guard first < last else { return }
      for row in first..<last where rowShares[row - bandTop] { body(row - bandTop) }
    }
    let all = UnsafeBufferPointer(start: lines, count: lineCount)
    for line in all { forEachSharedRow(of: line) { rowLineStarts[$0 + 1] += 1 } }
    for row in 0..<count {
      rowLineStarts[row + 1] += rowLineStarts[row]
      rowCursors[row] = rowLineStarts[row]
    }
    let total = Int(rowLineStarts[count])
    Self.reserve(&rowLines, &rowLineCapacity, total)
    for (index, line) in all.enumerated() {
      forEachSharedRow(of: line) { row in
        rowLines[Int(rowCursors[row])] = Int32(index)
        rowCursors[row] += 1
      }
    }
    for row in 0..<count where rowShares[row] {
      rowShares[row] = false
      let crossing = Int(rowLineStarts[row])..<Int(rowLineStarts[row + 1])
      // Each shared cell walks every line of its row: past the budget (thousands of
      // overlapping copies, as a hostile repeater makes) the row keeps its summed areas, so
      // a frame's cost stays bounded by the rows times the budget.
      guard sharedCellCount(row: row) * crossing.count <= Self.exactRowBudget else { continue }
      var index = rowHeads[row]
      while index >= 0 {
        if cells[Int(index)].line == Cell.shared {
          if let alpha = exactCoverage(
            cell: Int(cells[Int(index)].x), row: bandTop + row, lines: crossing)
          {
            cells[Int(index)].area = Int32(alpha)
            cells[Int(index)].line = Cell.resolved
            resolvedCells += 1
          }
        }
        index = cells[Int(index)].next
      }
    }
  }

  /// The most line visits (shared cells times the lines crossing their row) one row may
  /// spend on exact coverage; see ``resolveSharedCells(rows:)``.
  static let exactRowBudget = 1 << 14

  /// How many ``Cell/shared`` cells band row `row` holds.
  private func sharedCellCount(row: Int) -> Int {
    var count = 0
    var index = rowHeads[row]
    while index >= 0 {
      if cells[Int(index)].line == Cell.shared { count += 1 }
      index = cells[Int(index)].next
    }
    return count
  }

  /// The coverage byte of cell `cell` (of the box) in device row `row`, from the lines
  /// crossing the row (`lines`, a range of ``rowLines``), measured strip by strip; `nil`
  /// when no line spans part of the row there (only flat, horizontal ones share the cell,
  /// which then keeps its summed area: none).
  private func exactCoverage(cell: Int, row: Int, lines crossing: Range<Int>) -> UInt8? {
    let c = cell + box.minX
    let left = Double(max(c << 8, clip.left))
    let right = Double(min((c + 1) << 8, clip.right))
    let rowTop = max(row << 8, clip.top)
    let rowBottom = min((row + 1) << 8, clip.bottom)
    guard left < right, rowTop < rowBottom else { return 0 }
    // At most three parts a line (left of, inside and right of the cell).
    Self.reserve(&pieces, &pieceCapacity, 3 * crossing.count)
    var pieceCount = 0
    for k in crossing {
      let line = lines[Int(rowLines[k])]
      let top = max(Int(line.y0), rowTop)
      let bottom = min(Int(line.y1), rowBottom)
      guard top < bottom else { continue }
      let (x0, y0) = (Double(line.x0), Double(line.y0))
      let slope = Double(Int(line.x1) - Int(line.x0)) / Double(Int(line.y1) - Int(line.y0))
      let (ya, yb) = (Double(top), Double(bottom))
      let (xa, xb) = (x0 + (ya - y0) * slope, x0 + (yb - y0) * slope)
      let direction = Int(line.direction)
      let (lo, hi) = (min(xa, xb), max(xa, xb))
      if lo >= right { continue }
      if hi <= left {
        pieces[pieceCount] = Piece(
          top: ya, bottom: yb, xTop: left, xBottom: left, direction: direction, left: true)
        pieceCount += 1
        continue
      }
      // Cut where it crosses the cell's sides, so that each part lies on one side of them.
      func cut(_ side: Double) -> Double { min(max(y0 + (side - x0) / slope, ya), yb) }
      var cutLeft = lo < left ? cut(left) : yb
      var cutRight = hi > right ? cut(right) : yb
      if cutRight < cutLeft { swap(&cutLeft, &cutRight) }
      for part in 0..<3 {
        let (s, t) =
          part == 0 ? (ya, cutLeft) : part == 1 ? (cutLeft, cutRight) : (cutRight, yb)
        guard s < t else { continue }
        let (xs, xt) = (x0 + (s - y0) * slope, x0 + (t - y0) * slope)
        let mean = (xs + xt) / 2
        if mean >= right { continue }
        let outside = mean <= left
        pieces[pieceCount] = Piece(
          top: s, bottom: t, xTop: outside ? left : min(max(xs, left), right),
          xBottom: outside ? left : min(max(xt, left), right), direction: direction,
          left: outside)
        pieceCount += 1
      }
    }
    guard pieceCount > 0 else { return nil }
    // Both ends of every part; crossings grow the buffer as they come (reserving one for
    // each pair would take gigabytes for a hostile pile of copies in one pixel).
    Self.reserve(&events, &eventCapacity, 2 * pieceCount + 16)
    var eventCount = 0
    for i in 0..<pieceCount {
      events[eventCount] = pieces[i].top
      events[eventCount + 1] = pieces[i].bottom
      eventCount += 2
    }
    // Where two parts inside the cell cross, a strip ends.
    for i in 0..<pieceCount where !pieces[i].left {
      let p = pieces[i]
      for j in (i + 1)..<pieceCount where !pieces[j].left {
        let q = pieces[j]
        let top = max(p.top, q.top)
        let bottom = min(p.bottom, q.bottom)
        guard top < bottom else { continue }
        let above = p.doubledMean(top, top) - q.doubledMean(top, top)
        let below = p.doubledMean(bottom, bottom) - q.doubledMean(bottom, bottom)
        guard (above < 0 && below > 0) || (above > 0 && below < 0) else { continue }
        let y = top + (bottom - top) * above / (above - below)
        if y > top, y < bottom {
          if eventCount == eventCapacity {
            Self.grow(&events, &eventCapacity, keeping: eventCount)
          }
          events[eventCount] = y
          eventCount += 1
        }
      }
    }
    Self.sortInPlace(events, count: eventCount) { $0 < $1 }
    Self.reserve(&strip, &stripCapacity, pieceCount)
    var area = 0.0
    var top = events[0]
    for e in 1..<eventCount where events[e] > top {
      let bottom = events[e]
      var winding = 0
      var edges = 0
      for i in 0..<pieceCount where pieces[i].top <= top && pieces[i].bottom >= bottom {
        let p = pieces[i]
        if p.left {
          winding += p.direction
        } else {
          strip[edges] = (p.doubledMean(top, bottom), p.direction)
          edges += 1
        }
      }
      Self.sortInPlace(strip, count: edges) { $0.key < $1.key }
      // Twice the inside's width, the region right of each edge where the inside begins
      // added and where it ends taken away.
      var inside = covers(winding)
      var width = inside ? 2 * (right - left) : 0
      for i in 0..<edges {
        let edge = strip[i]
        winding += edge.direction
        let now = covers(winding)
        if now != inside {
          width += (now ? 1 : -1) * (2 * right - edge.key)
          inside = now
        }
      }
      area += (bottom - top) * width
      top = bottom
    }
    let a = min(max(Self.rounded(area), 0), 1 << 17)
    return UInt8(truncatingIfNeeded: (a * 255 + (1 << 16)) >> 17)
  }

  /// Sorts the first `count` elements of `buffer` by `less`, keeping equal ones in order
  /// (as the standard sort does, so ties come out the same): by insertion while few, which
  /// needs no buffer, else by the standard sort.
  @inline(__always)
  private static func sortInPlace<T>(
    _ buffer: UnsafeMutablePointer<T>, count: Int, by less: (T, T) -> Bool
  ) {
    guard count > 24 else {
      var i = 1
      while i < count {
        let value = buffer[i]
        var j = i
        while j > 0, less(value, buffer[j - 1]) {
          buffer[j] = buffer[j - 1]
          j -= 1
        }
        buffer[j] = value
        i += 1
      }
      return
    }
    var all = UnsafeMutableBufferPointer(start: buffer, count: count)
    all.sort(by: less)
  }

  /// Whether a point of winding `winding` is inside under the fill rule.
  @inline(__always)
  private func covers(_ winding: Int) -> Bool {
    evenOdd ? winding & 1 != 0 : winding != 0
  }

  /// Hands the accumulated rows to `sink` as runs, clearing them for the next band.
  private func emit<Sink: CoverageSpanSink>(rows: Range<Int>, into sink: inout Sink) {
    let width = box.maxX - box.minX
    let minX = box.minX
    for y in rows {
      let row = y - bandTop
      var winding = leftCover[row]
      var x = 0
      var index = rowHeads[row]
      while index >= 0 {
        let cell = cells[Int(index)]
        let cx = Int(cell.x)
        if cx > x, winding != 0 {
          let alpha = coverage(winding << 9)
          if alpha != 0 { sink.span(y: y, x: minX + x, count: cx - x, alpha: alpha) }
        }
        // Wrapping: a row's winding sums 32-bit covers, far inside 64 bits.
        winding &+= Int(cell.cover)
        let alpha =
          cell.line == Cell.resolved
          ? UInt8(truncatingIfNeeded: cell.area) : coverage(winding << 9 &- Int(cell.area))
        if alpha != 0 { sink.span(y: y, x: minX &+ cx, count: 1, alpha: alpha) }
        x = cx &+ 1
        index = cell.next
      }
      if x < width, winding != 0 {
        let alpha = coverage(winding << 9)
        if alpha != 0 { sink.span(y: y, x: minX + x, count: width - x, alpha: alpha) }
      }
      rowHeads[row] = -1
      rowCursors[row] = -1
      leftCover[row] = 0
    }
  }

  /// The coverage byte of a winding area in 1/131072 pixels (2 × 256²).
  @inline(__always)
  private func coverage(_ area: Int) -> UInt8 {
    var a = abs(area)
    if evenOdd {
      a &= (1 << 18) - 1
      if a > 1 << 17 { a = (1 << 18) - a }
    } else {
      a = min(a, 1 << 17)
    }
    // At most 2^18 here: no product overflows.
    return UInt8(truncatingIfNeeded: (a &* 255 &+ (1 << 16)) >> 17)
  }
}

extension CoverageRasterizer {
  /// Writes spans as A8 bytes: device pixel (x, y) at
  /// `output + (y − minY) × stride + x − minX`.
  struct ByteRows: CoverageSpanSink {
    let output: UnsafeMutablePointer<UInt8>
    let stride: Int
    let minX: Int
    let minY: Int

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
      (output + (y - minY) * stride + (x - minX)).update(repeating: alpha, count: count)
    }
  }
}

extension CoverageRasterizer {
  /// A rectangle the rasteriser cuts a fill to, in 1/256 device pixels (a clip rectangle
  /// rounded to Cairo's fixed-point grid).
  struct Clip: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    init(left: Int, top: Int, right: Int, bottom: Int) {
      (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }

    /// The whole pixels of `box`.
    init(_ box: FrameDamage.Box) {
      self.init(
        left: box.minX << 8, top: box.minY << 8, right: box.maxX << 8, bottom: box.maxY << 8)
    }

    /// The pixels the clip touches.
    var pixels: FrameDamage.Box {
      FrameDamage.Box(
        minX: left >> 8, minY: top >> 8, maxX: (right + 255) >> 8, maxY: (bottom + 255) >> 8)
    }

    /// Whether its right edge cuts through pixels.
    var cutsRight: Bool { right & 255 != 0 }
  }
}

extension CoverageRasterizer {
  /// Prepares the fill of `polygons` (closed contours whose points are device pixels, a
  /// stroke's outline) as ``prepare(_:transform:rule:box:keepingRight:)`` prepares a path of
  /// the same lines, with no path made of them; `false`, with nothing prepared, in the same
  /// cases.
  func prepare(
    _ polygons: StrokeOutlinePolygons, rule: FillRule, box: FrameDamage.Box,
    keepingRight: Bool = false
  ) -> Bool {
    guard prepare(Path(), transform: .identity, rule: rule, box: box, keepingRight: keepingRight)
    else { return false }
    let limit = CoverageRasterizer.coordinateLimit
    let points = polygons.points
    let breaks = polygons.breaks
    var from = 0
    for end in polygons.ends {
      // In the order a path's move, lines and close add them.
      continuing = false
      let first = points[from]
      guard abs(first.x) <= limit, abs(first.y) <= limit else { return abandon() }
      var last = first
      for i in (from + 1)..<end {
        let p = points[i]
        guard abs(p.x) <= limit, abs(p.y) <= limit else { return abandon() }
        // A line marked as breaking the run has the pixels it shares measured exactly.
        if breaks[i] { continuing = false }
        addLine(last, p)
        last = p
      }
      if breaks[from] { continuing = false }
      addLine(last, first)
      from = end
      guard lineCount <= CoverageRasterizer.maximumLines else { return abandon() }
    }
    return true
  }
}
