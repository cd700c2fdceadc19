import CCairo
import Foundation

/// The one-pixel bands of a hairline (``HairlineStroke``) as the polygon `cairo_fill` makes
/// of the band path, built straight from the flattened path with no Cairo path, and
/// converted by ``SampledScanConverter``: the same coverage as Cairo's fill of the bands.
///
/// Each band's corners are worked out in doubles exactly as ``HairlineStroke`` hands them
/// to `cairo_move_to` / `cairo_line_to`, then taken to Cairo's backend space (plus the
/// surface's device offset) and rounded to 24.8 as `_cairo_fixed_from_double` rounds them.
/// A band's points go through the rules by which `cairo_line_to` keeps them (a point
/// repeating the last is skipped, a degenerate line is replaced, a line continuing the last
/// one's slope replaces it), then its edges into the polygon as Cairo's filler adds them,
/// closing each band.
///
/// Kept per canvas (``ImageSurfaceCache/hairlineBands``): after the first hairlines, its
/// buffers are not allocated again. Its stores are unchecked, as the canvas's other scratch
/// stores: a canvas is drawn by one thread at a time.
final class HairlineBands {
  /// The polygon the bands are built into.
  @exclusivity(unchecked) var polygon = FixedPolygon()
  /// The scan converter the polygon is converted by.
  @exclusivity(unchecked) var converter = SampledScanConverter()
  /// The corners of every band in 24.8 backend coordinates, four (x, y) pairs a band.
  @exclusivity(unchecked) private(set) var corners: [Int32] = []
  /// The corners' extents in 24.8 (Cairo's path extents), valid when ``corners`` is not
  /// empty.
  @exclusivity(unchecked) private(set) var minX: Int32 = 0
  @exclusivity(unchecked) private(set) var minY: Int32 = 0
  @exclusivity(unchecked) private(set) var maxX: Int32 = 0
  @exclusivity(unchecked) private(set) var maxY: Int32 = 0
  /// Whether every edge of every band is horizontal or vertical in 24.8: Cairo then fills
  /// the path as boxes, not through its scan converter.
  @exclusivity(unchecked) private(set) var rectilinear = true

  /// The largest backend coordinate taken (pixels), well inside Cairo's 24.8 range.
  static let coordinateLimit = 1_048_576.0

  /// Collects the bands of the flattened path `flat` (user space under `m`) for a surface
  /// whose device offset is (`offsetX`, `offsetY`); `false` when a point is not finite or
  /// beyond ``coordinateLimit`` (the caller then lets Cairo fill the bands).
  func collect(
    _ flat: UnsafePointer<cairo_path_t>, matrix m: cairo_matrix_t, offsetX: Double,
    offsetY: Double
  ) -> Bool {
    corners.removeAll(keepingCapacity: true)
    rectilinear = true
    (minX, minY, maxX, maxY) = (.max, .max, .min, .min)
    @inline(__always) func device(_ x: Double, _ y: Double) -> (Double, Double) {
      (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
    }
    var start: (Double, Double)?
    var last: (Double, Double)?
    var i = 0
    let count = Int(flat.pointee.num_data)
    let data = flat.pointee.data!
    while i < count {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        let point = data[i + 1].point
        last = device(point.x, point.y)
        start = last
      case CAIRO_PATH_LINE_TO:
        let point = data[i + 1].point
        let next = device(point.x, point.y)
        if let from = last, !band(from, next, offsetX, offsetY) { return false }
        last = next
      case CAIRO_PATH_CLOSE_PATH:
        if let from = last, let to = start, !band(from, to, offsetX, offsetY) { return false }
        last = start
      default:
        break
      }
      i += Int(header.length)
    }
    return true
  }

  /// Adds the band of `a`–`b` (device space) as ``HairlineStroke``'s band makes it: the same
  /// arithmetic, so the same doubles reach the rounding.
  private func band(
    _ a: (Double, Double), _ b: (Double, Double), _ offsetX: Double, _ offsetY: Double
  ) -> Bool {
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return true }
    let (ox, oy) = abs(dx) >= abs(dy) ? (0.0, 0.5) : (0.5, 0.0)
    let flip = dx * oy - dy * ox < 0 ? -1.0 : 1.0
    let points = (
      (a.0 - ox * flip, a.1 - oy * flip), (b.0 - ox * flip, b.1 - oy * flip),
      (b.0 + ox * flip, b.1 + oy * flip), (a.0 + ox * flip, a.1 + oy * flip)
    )
    // Cairo adds the device offset to each device point (its device transform), then rounds.
    let xs = (
      points.0.0 + offsetX, points.1.0 + offsetX, points.2.0 + offsetX, points.3.0 + offsetX
    )
    let ys = (
      points.0.1 + offsetY, points.1.1 + offsetY, points.2.1 + offsetY, points.3.1 + offsetY
    )
    let limit = Self.coordinateLimit
    // Written so that a coordinate that is not a number fails too.
    guard abs(xs.0) < limit, abs(xs.1) < limit, abs(xs.2) < limit, abs(xs.3) < limit,
      abs(ys.0) < limit, abs(ys.1) < limit, abs(ys.2) < limit, abs(ys.3) < limit
    else { return false }
    let fx = (
      CairoFixed.from(xs.0), CairoFixed.from(xs.1), CairoFixed.from(xs.2), CairoFixed.from(xs.3)
    )
    let fy = (
      CairoFixed.from(ys.0), CairoFixed.from(ys.1), CairoFixed.from(ys.2), CairoFixed.from(ys.3)
    )
    corners.append(fx.0)
    corners.append(fy.0)
    corners.append(fx.1)
    corners.append(fy.1)
    corners.append(fx.2)
    corners.append(fy.2)
    corners.append(fx.3)
    corners.append(fy.3)
    minX = min(minX, min(min(fx.0, fx.1), min(fx.2, fx.3)))
    maxX = max(maxX, max(max(fx.0, fx.1), max(fx.2, fx.3)))
    minY = min(minY, min(min(fy.0, fy.1), min(fy.2, fy.3)))
    maxY = max(maxY, max(max(fy.0, fy.1), max(fy.2, fy.3)))
    if rectilinear {
      @inline(__always) func axis(_ x1: Int32, _ y1: Int32, _ x2: Int32, _ y2: Int32) -> Bool {
        x1 == x2 || y1 == y2
      }
      rectilinear =
        axis(fx.0, fy.0, fx.1, fy.1) && axis(fx.1, fy.1, fx.2, fy.2)
        && axis(fx.2, fy.2, fx.3, fy.3) && axis(fx.3, fy.3, fx.0, fy.0)
    }
    return true
  }

  /// Builds the polygon of the collected bands, its edges clipped to the pixel box
  /// `minX..<maxX`, `minY..<maxY` (backend pixels) as Cairo's fill clips them; without
  /// `shortcut` (tests only), every band goes through ``addKeptPoints(_:_:)``.
  func buildPolygon(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32, shortcut: Bool = true) {
    polygon.reset(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    corners.withUnsafeBufferPointer { c in
      var k = 0
      while k < c.count {
        if shortcut { addBand(c, k) } else { addKeptPoints(c, k) }
        k += 8
      }
    }
  }

  /// Adds one band's edges (its corners at `c[k..<k + 8]`) as Cairo's path keeps its points
  /// (`_cairo_path_fixed_line_to`) and its filler closes it.
  @inline(__always)
  private func addBand(_ c: UnsafeBufferPointer<Int32>, _ k: Int) {
    let (x0, y0, x1, y1) = (c[k], c[k + 1], c[k + 2], c[k + 3])
    let (x2, y2, x3, y3) = (c[k + 4], c[k + 5], c[k + 6], c[k + 7])
    // Nearly every band is a parallelogram whose ends run along one axis (a flat segment's
    // band has vertical ends, a steep one's horizontal) and whose sides do not: no point
    // repeats the last and no line continues the last one's slope, so Cairo's path keeps
    // all four points, with no slope tested (addKeptPoints(_:_:)).
    let verticalEnds = x1 == x2 && x3 == x0 && y1 != y2 && x0 != x1
    let horizontalEnds = y1 == y2 && y3 == y0 && x1 != x2 && y0 != y1
    if verticalEnds || horizontalEnds {
      polygon.addLine(x1: x0, y1: y0, x2: x1, y2: y1)
      polygon.addLine(x1: x1, y1: y1, x2: x2, y2: y2)
      polygon.addLine(x1: x2, y1: y2, x2: x3, y2: y3)
      polygon.addLine(x1: x3, y1: y3, x2: x0, y2: y0)
      return
    }
    addKeptPoints(c, k)
  }

  /// ``addBand(_:_:)`` for any band: its points through the rules by which Cairo's path
  /// keeps them.
  private func addKeptPoints(_ c: UnsafeBufferPointer<Int32>, _ k: Int) {
    // The band's kept points, at most four.
    var px = (c[k], Int32(0), Int32(0), Int32(0))
    var py = (c[k + 1], Int32(0), Int32(0), Int32(0))
    var n = 1
    @inline(__always) func get(_ i: Int) -> (Int32, Int32) {
      switch i {
      case 0: return (px.0, py.0)
      case 1: return (px.1, py.1)
      case 2: return (px.2, py.2)
      default: return (px.3, py.3)
      }
    }
    @inline(__always) func set(_ i: Int, _ p: (Int32, Int32)) {
      switch i {
      case 0: (px.0, py.0) = p
      case 1: (px.1, py.1) = p
      case 2: (px.2, py.2) = p
      default: (px.3, py.3) = p
      }
    }
    for j in 1...3 {
      let p = (c[k + 2 * j], c[k + 2 * j + 1])
      // The first line after the move is always kept.
      if n >= 2 {
        let current = get(n - 1)
        if p == current { continue }
        let previous = get(n - 2)
        if previous == current {
          n -= 1
        } else {
          let incoming = CairoSlope(
            from: CairoPoint(x: previous.0, y: previous.1),
            to: CairoPoint(x: current.0, y: current.1))
          let outgoing = CairoSlope(
            from: CairoPoint(x: current.0, y: current.1), to: CairoPoint(x: p.0, y: p.1))
          if incoming.isParallel(to: outgoing), !incoming.isBackwards(from: outgoing) { n -= 1 }
        }
      }
      set(n, p)
      n += 1
    }
    var a = get(0)
    for j in 1..<n {
      let b = get(j)
      polygon.addLine(x1: a.0, y1: a.1, x2: b.0, y2: b.1)
      a = b
    }
    let first = get(0)
    polygon.addLine(x1: a.0, y1: a.1, x2: first.0, y2: first.1)
  }

  /// Converts the polygon built last, nonzero, into `sink` (backend pixels); nothing when
  /// the polygon covers no pixel.
  func render<Sink: CoverageSpanSink>(into sink: inout Sink) {
    guard let box = polygon.pixelBox else { return }
    converter.reset(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    for edge in polygon.edges { converter.add(edge) }
    converter.render(evenOdd: false, into: &sink)
  }
}
