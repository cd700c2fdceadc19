import BezelDrawing
import Foundation

/// Bezel's own scan converter for fills: a path under a transform becomes 8-bit coverage
/// over a device box, without Cairo's fixed cost per fill.
///
/// The path is flattened in device space as Cairo flattens it (its tolerance, its points on
/// the 1/256-pixel grid, see ``BezelDrawing/PathSegment/flatten(tolerance:_:)``), then each
/// line adds its exact signed area to a row of cells; a running sum along the row gives
/// every pixel's winding area, which nonzero clamps to 0…1 and even-odd folds back into
/// 0…1. Cairo samples 15 rows per pixel instead, so the two differ by a few levels on
/// edges (the tests bound it).
///
/// The box is rendered in bands of rows into cells no larger than ``cellBudget``, and the
/// lines are kept in a reused buffer: after the first fills, rasterising allocates nothing.
/// Not thread-safe: one per canvas.
package final class CoverageRasterizer {
  /// Whether fills use this rasteriser (else Cairo's); off inside
  /// `CoverageRasterizer.$isEnabled.withValue(false) { … }`, so tests can compare both.
  @TaskLocal package static var isEnabled = true

  /// Cairo's default flattening tolerance, in device pixels.
  static let tolerance = 0.1

  /// The most cells (4 bytes each) one band holds; a box wider than this (less two) is
  /// left to Cairo.
  static let cellBudget = 1 << 15

  /// Whether filling a translucent colour over `box` costs less here than in Cairo.
  ///
  /// Here every pixel of the box costs about 20 instructions and a fill about 8 K; Cairo's
  /// fill costs about 30 K plus a pixman composite per row (about 900 instructions) and
  /// little per pixel, as it fills an outline's inside as runs (callgrind, Cairo 1.16). So
  /// small fills are drawn here, and large ones, whose pixels outweigh Cairo's fixed cost,
  /// by Cairo.
  static func isCheaperThanCairo(_ box: FrameDamage.Box) -> Bool {
    box.area <= 1200 + 50 * (box.maxY - box.minY)
  }

  /// The most lines one fill may flatten into before it is left to Cairo.
  static let maximumLines = 1 << 20

  /// The largest device coordinate this rasteriser takes, Cairo's 24.8 fixed-point range.
  static let coordinateLimit = Double(1 << 23)

  /// One non-horizontal line in box coordinates, inside the box (`0 ≤ x ≤ width`,
  /// `0 ≤ y ≤ height`), stored top to bottom with the direction it had.
  private struct Line {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    /// +1 for a line drawn downwards, −1 upwards.
    var direction: Float
  }

  // The rasteriser is used from one thread at a time and these are touched on every line
  // and row, so their accesses are not checked dynamically.
  @exclusivity(unchecked) private var lines: UnsafeMutablePointer<Line>
  @exclusivity(unchecked) private var lineCount = 0
  @exclusivity(unchecked) private var lineCapacity = 256
  private let cells: UnsafeMutablePointer<Float>
  /// One band of coverage, for callers that blend band by band (``bandCoverage``).
  let bandCoverage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var width = 0
  @exclusivity(unchecked) private var height = 0
  @exclusivity(unchecked) private var evenOdd = false

  init() {
    lines = .allocate(capacity: lineCapacity)
    cells = .allocate(capacity: CoverageRasterizer.cellBudget)
    cells.initialize(repeating: 0, count: CoverageRasterizer.cellBudget)
    bandCoverage = .allocate(capacity: CoverageRasterizer.cellBudget)
  }

  deinit {
    lines.deallocate()
    cells.deallocate()
    bandCoverage.deallocate()
  }

  /// How many rows of the prepared box one band holds.
  var bandHeight: Int { max(1, min(height, CoverageRasterizer.cellBudget / (width + 2))) }

  /// Flattens `path` under `transform` for rasterising over `box` (device pixels) with
  /// `rule`; `false`, with nothing prepared, when a coordinate is not finite, the box is
  /// empty or too wide, or the path flattens into too many lines: the caller then leaves
  /// the fill to Cairo.
  func prepare(_ path: Path, transform t: Transform, rule: FillRule, box: FrameDamage.Box) -> Bool {
    lineCount = 0
    if lineCapacity > 1 << 16 {
      // One huge fill does not keep its buffer.
      lines.deallocate()
      lineCapacity = 256
      lines = .allocate(capacity: lineCapacity)
    }
    width = box.maxX - box.minX
    height = box.maxY - box.minY
    evenOdd = rule == .evenOdd
    guard width > 0, height > 0, width + 2 <= CoverageRasterizer.cellBudget else { return false }
    let (ox, oy) = (Double(box.minX), Double(box.minY))
    // Device space on Cairo's 24.8 fixed-point grid, relative to the box; `nil` when not
    // finite or beyond the fixed-point range (where Cairo's own fill is garbage, so the
    // caller leaves it to Cairo as it is).
    func device(_ p: CGPoint) -> SIMD2<Double>? {
      let x = t.a * Double(p.x) + t.c * Double(p.y) + t.tx
      let y = t.b * Double(p.x) + t.d * Double(p.y) + t.ty
      let limit = CoverageRasterizer.coordinateLimit
      guard abs(x) <= limit, abs(y) <= limit else { return nil }
      return SIMD2((x * 256).rounded() / 256 - ox, (y * 256).rounded() / 256 - oy)
    }
    var start = SIMD2<Double>.zero
    var current = start
    var open = false
    for element in path.elements {
      switch element {
      case .move(let p):
        guard let q = device(p) else { return abandon() }
        if open { addLine(current, start) }
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
        addLine(current, start)
        current = start
        open = false
      }
      guard lineCount <= CoverageRasterizer.maximumLines else { return abandon() }
    }
    if open { addLine(current, start) }
    return true
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
  /// row of `width` bytes every `stride` bytes, the first at `output`.
  func render(rows: Range<Int>, into output: UnsafeMutablePointer<UInt8>, stride: Int) {
    var top = max(0, rows.lowerBound)
    let end = min(height, rows.upperBound)
    while top < end {
      let bottom = min(end, top + bandHeight)
      let (cells, width) = (self.cells, self.width)
      for line in UnsafeBufferPointer(start: lines, count: lineCount)
      where line.y1 > Double(top) && line.y0 < Double(bottom) {
        CoverageRasterizer.accumulate(line, into: cells, width: width, top: top, bottom: bottom)
      }
      resolve(rows: bottom - top, into: output + (top - rows.lowerBound) * stride, stride: stride)
      top = bottom
    }
  }

  private func abandon() -> Bool {
    lineCount = 0
    return false
  }

  private func addCurve(_ segment: PathSegment) {
    let lo = pointwiseMin(
      pointwiseMin(segment.p0, segment.p1), pointwiseMin(segment.p2, segment.p3))
    let hi = pointwiseMax(
      pointwiseMax(segment.p0, segment.p1), pointwiseMax(segment.p2, segment.p3))
    // A curve wholly above, below or right of the box adds nothing inside it; wholly left,
    // it winds the rows it spans as its chord does.
    if hi.y <= 0 || lo.y >= Double(height) || lo.x >= Double(width) { return }
    if hi.x <= 0 { return addLine(segment.p0, segment.p3) }
    var last = segment.p0
    segment.flatten(tolerance: CoverageRasterizer.tolerance) { p in
      addLine(last, p)
      last = p
    }
  }

  /// Adds the line `a`–`b` (box coordinates), cut to the box's rows and with the parts left
  /// or right of it pressed onto its sides, which winds every row the same.
  private func addLine(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
    guard a.y != b.y else { return }
    let direction: Float = a.y < b.y ? 1 : -1
    var (p, q) = a.y < b.y ? (a, b) : (b, a)
    let h = Double(height)
    let w = Double(width)
    guard q.y > 0, p.y < h else { return }
    guard p.x < w || q.x < w else { return }
    let dxdy = (q.x - p.x) / (q.y - p.y)
    if p.y < 0 {
      p.x += (0 - p.y) * dxdy
      p.y = 0
    }
    if q.y > h {
      q.x -= (q.y - h) * dxdy
      q.y = h
    }
    guard p.y < q.y else { return }
    // Cut where the line crosses the box's sides (in the order it meets them, top to
    // bottom); each piece is pressed onto the box.
    let dydx = (q.y - p.y) / (q.x - p.x)
    let (first, second) = p.x < q.x ? (0.0, w) : (w, 0.0)
    var from = p
    for i in 0..<2 {
      let side = i == 0 ? first : second
      guard (p.x - side) * (q.x - side) < 0 else { continue }
      let y = p.y + (side - p.x) * dydx
      guard y > from.y, y < q.y else { continue }
      let cut = SIMD2(side, y)
      appendPressed(from, cut, direction: direction)
      from = cut
    }
    appendPressed(from, q, direction: direction)
  }

  private func appendPressed(_ a: SIMD2<Double>, _ b: SIMD2<Double>, direction: Float) {
    guard b.y > a.y else { return }
    let w = Double(width)
    let x0 = min(max(a.x, 0), w)
    let x1 = min(max(b.x, 0), w)
    // Right of the box a line covers nothing inside it.
    guard x0 < w || x1 < w else { return }
    if lineCount == lineCapacity {
      let grown = UnsafeMutablePointer<Line>.allocate(capacity: 2 * lineCapacity)
      grown.moveInitialize(from: lines, count: lineCount)
      lines.deallocate()
      lines = grown
      lineCapacity *= 2
    }
    (lines + lineCount).initialize(to: Line(x0: x0, y0: a.y, x1: x1, y1: b.y, direction: direction))
    lineCount += 1
  }

  /// Adds `line`'s signed area to the cells of rows `top..<bottom`.
  @inline(__always)
  private static func accumulate(
    _ line: Line, into cells: UnsafeMutablePointer<Float>, width: Int, top: Int, bottom: Int
  ) {
    let rowLength = width + 2
    let dxdy = (line.x1 - line.x0) / (line.y1 - line.y0)
    let first = max(top, Int(line.y0.rounded(.down)))
    let last = min(bottom, Int(line.y1.rounded(.up)))
    let w = Double(width)
    for row in first..<last {
      let y0 = max(line.y0, Double(row))
      let y1 = min(line.y1, Double(row + 1))
      guard y1 > y0 else { continue }
      let xa = y0 == line.y0 ? line.x0 : min(max(line.x0 + (y0 - line.y0) * dxdy, 0), w)
      let xb = y1 == line.y1 ? line.x1 : min(max(line.x0 + (y1 - line.y0) * dxdy, 0), w)
      let d = Float(y1 - y0) * line.direction
      let cell = cells + (row - top) * rowLength
      let lo = min(xa, xb)
      let hi = max(xa, xb)
      let i0 = Int(lo)
      let loFraction = Float(lo - Double(i0))
      if hi <= Double(i0 + 1) {
        // Within one column: the part right of the line's middle.
        let middle = Float((lo + hi) * 0.5 - Double(i0))
        cell[i0] += d * (1 - middle)
        cell[i0 + 1] += d * middle
        continue
      }
      // Across columns: the share right of the line in each is a quadratic at its ends
      // and a constant step between them.
      let s = Float(1 / (hi - lo))
      let i1 = Int(hi.rounded(.up)) - 1
      let hiFraction = Float(hi - Double(i1))
      let a0 = 0.5 * s * (1 - loFraction) * (1 - loFraction)
      let am = 0.5 * s * hiFraction * hiFraction
      cell[i0] += d * a0
      if i1 == i0 + 1 {
        cell[i1] += d * (1 - a0 - am)
      } else {
        let a1 = s * (1.5 - loFraction)
        cell[i0 + 1] += d * (a1 - a0)
        var i = i0 + 2
        while i < i1 {
          cell[i] += d * s
          i += 1
        }
        let a2 = a1 + Float(i1 - i0 - 2) * s
        cell[i1] += d * (1 - a2 - am)
      }
      cell[i1 + 1] += d * am
    }
  }

  /// Turns the cells of `rows` rows into coverage bytes, clearing the cells for the next band.
  private func resolve(rows: Int, into output: UnsafeMutablePointer<UInt8>, stride: Int) {
    let (cells, width, evenOdd) = (self.cells, self.width, self.evenOdd)
    let rowLength = width + 2
    for row in 0..<rows {
      let cell = cells + row * rowLength
      let out = output + row * stride
      var sum: Float = 0
      if evenOdd {
        for x in 0..<width {
          sum += cell[x]
          cell[x] = 0
          var v = abs(sum)
          v -= 2 * (v * 0.5).rounded(.down)
          out[x] = UInt8((v > 1 ? 2 - v : v) * 255 + 0.5)
        }
      } else {
        for x in 0..<width {
          sum += cell[x]
          cell[x] = 0
          out[x] = UInt8(min(abs(sum), 1) * 255 + 0.5)
        }
      }
      cell[width] = 0
      cell[width + 1] = 0
    }
  }
}
