import BezelDrawing
import Foundation

extension ArcStroke {
  /// Hands the stroke's coverage inside `clip` (whole device pixels) to `sink`, row by row,
  /// each pixel at most once (within a row, an end's pixels before the ring's).
  ///
  /// Each pixel's coverage is its area inside the stroke, rounded to 1/255, whatever `clip`
  /// is: a damage box or a kept copy gives the pixels of a whole fresh draw. A row's part of
  /// the ring comes in closed form from the two circles: the pixels a circle crosses are
  /// measured one by one (``ringArea(_:_:)``), the pixels between them are wholly inside the
  /// ring and handed over as one run. Near an end (``endSpan(_:_:)``) every pixel is
  /// measured (``endArea(_:_:_:)``); elsewhere a stretch is wholly inside or outside the
  /// wedge, judged once.
  func render<Sink: CoverageSpanSink>(clip: FrameDamage.Box, into sink: inout Sink) {
    let whole = box.intersection(clip)
    guard whole.minX < whole.maxX, whole.minY < whole.maxY else { return }
    for y in whole.minY..<whole.maxY {
      renderRow(y, from: whole.minX, to: whole.maxX, into: &sink)
    }
  }

  var outer: Double { radius + halfWidth }
  var inner: Double { radius - halfWidth }

  /// Half the diagonal of a pixel, a little over: a pixel whose centre is farther than this
  /// from a line or a circle does not reach it.
  static let halfDiagonal = 0.7072

  private func renderRow<Sink: CoverageSpanSink>(
    _ y: Int, from left: Int, to right: Int, into sink: inout Sink
  ) {
    // Each end's pixels in this row (empty: 0, 0), measured first; the ring's runs skip them.
    var ends = (0, 0, 0, 0)
    if endCount == 2 {
      var first = (0, 0, 0)
      var second = (0, 0, 1)
      if let (a, b) = endSpan(0, y) { first = (max(a, left), min(b, right), 0) }
      if let (a, b) = endSpan(1, y) { second = (max(a, left), min(b, right), 1) }
      if first.0 >= first.1 { first = (0, 0, 0) }
      if second.0 >= second.1 { second = (0, 0, 1) }
      if second.0 < second.1, first.0 < first.1, second.0 < first.0 {
        (first, second) = (second, first)
      }
      // Apart ends never share a pixel; should rounding say otherwise, the first has it.
      if first.0 < first.1, second.0 < first.1 { second.0 = min(first.1, second.1) }
      if first.0 < first.1 { measureEnd(first.2, y, first.0, first.1, into: &sink) }
      if second.0 < second.1 { measureEnd(second.2, y, second.0, second.1, into: &sink) }
      ends = (first.0, first.1, second.0, second.1)
    }
    let y0 = Double(y) - centerY
    guard let (ao, bo) = crossing(outer, y0, y0 + 1) else { return }
    // The pixels each circle crosses, left to right: the outer circle's on the left, the
    // inner's on the left and on the right, the outer's on the right. Between the first two
    // and the last two the ring is whole; between the inner circle's lies its hole.
    let cx = centerX
    var starts = InlineArray<4, Int>(repeating: 0)
    var stops = InlineArray<4, Int>(repeating: 0)
    var count = 2
    starts[0] = Self.floor(cx - ao)
    stops[0] = Self.ceil(cx - bo)
    if let (ai, bi) = crossing(inner, y0, y0 + 1) {
      starts[1] = Self.floor(cx - ai)
      stops[1] = Self.ceil(cx - bi)
      starts[2] = Self.floor(cx + bi)
      stops[2] = Self.ceil(cx + ai)
      count = 4
    }
    starts[count - 1] = Self.floor(cx + bo)
    stops[count - 1] = Self.ceil(cx + ao)
    // Crossings that overlap make one run of measured pixels; the stretch after a run is
    // what follows the last crossing in it (whole after the first and the third).
    var (start, stop) = (starts[0], stops[0])
    for k in 1..<count {
      if starts[k] <= stop {
        stop = max(stop, stops[k])
        continue
      }
      ring(y, start, stop, left, right, ends, measured: true, into: &sink)
      if k != 2 { ring(y, stop, starts[k], left, right, ends, measured: false, into: &sink) }
      (start, stop) = (starts[k], stops[k])
    }
    ring(y, start, stop, left, right, ends, measured: true, into: &sink)
  }

  /// Hands over the ring's pixels `from`…`to` of row `y` within `left`…`right` and away
  /// from the `ends`' pixels: each one measured when `measured`, else all whole; none
  /// outside the wedge.
  @inline(__always)
  private func ring<Sink: CoverageSpanSink>(
    _ y: Int, _ from: Int, _ to: Int, _ left: Int, _ right: Int, _ ends: (Int, Int, Int, Int),
    measured: Bool, into sink: inout Sink
  ) {
    var a = max(from, left)
    let b = min(to, right)
    if ends.0 < ends.1, a < b, ends.0 < b, ends.1 > a {
      if ends.0 > a { stretch(y, a, ends.0, measured: measured, into: &sink) }
      a = ends.1
    }
    if ends.2 < ends.3, a < b, ends.2 < b, ends.3 > a {
      if ends.2 > a { stretch(y, a, ends.2, measured: measured, into: &sink) }
      a = ends.3
    }
    if a < b { stretch(y, a, b, measured: measured, into: &sink) }
  }

  /// Pixels `a`…`b` of row `y`, on one side of each end: wholly in or out of the wedge.
  private func stretch<Sink: CoverageSpanSink>(
    _ y: Int, _ a: Int, _ b: Int, measured: Bool, into sink: inout Sink
  ) {
    let vy = Double(y) - centerY + 0.5
    guard endCount == 0 || inWedge(Double(a) + 0.5 - centerX, vy) else { return }
    guard measured else {
      sink.span(y: y, x: a, count: b - a, alpha: 255)
      return
    }
    // Pixels wholly inside or outside the ring by their centre's distance, squared; only
    // the others are measured, by ``ringArea(_:_:)``.
    let h = Self.halfDiagonal
    let (o, i, cx) = (outer, inner, centerX)
    let (whole0, whole1) = ((i + h) * (i + h), (o - h) * (o - h))
    let (none0, none1) = (i > h ? (i - h) * (i - h) : -1, (o + h) * (o + h))
    let (top, vy2) = (Double(y) - centerY, vy * vy)
    for x in a..<b {
      let vx = Double(x) - cx + 0.5
      let d2 = vx * vx + vy2
      if d2 >= none1 || d2 <= none0 { continue }
      let area = d2 < whole0 || d2 > whole1 ? ringArea(Double(x) - cx, top) : 1
      let alpha = Self.alpha(area)
      if alpha > 0 { sink.span(y: y, x: x, count: 1, alpha: alpha) }
    }
  }

  /// Hands over pixels `from`…`to` of row `y` near end `end`, each measured, runs of whole
  /// pixels as one; a round cap's pixels wholly inside its disk are not measured.
  private func measureEnd<Sink: CoverageSpanSink>(
    _ end: Int, _ y: Int, _ from: Int, _ to: Int, into sink: inout Sink
  ) {
    let zone = zones[end]
    // The pixels whose centres lie within the cap's radius less half a diagonal of its
    // middle: covered, whichever side of the end's line.
    var (solidFrom, solidTo) = (to, to)
    let solid = halfWidth - Self.halfDiagonal
    let dy = Double(y) + 0.5 - zone.y
    if cap == .round, solid > 0, abs(dy) < solid {
      let w = (solid * solid - dy * dy).squareRoot()
      solidFrom = max(from, Self.ceil(zone.x - w - 0.5))
      solidTo = min(to, Self.floor(zone.x + w - 0.5) + 1)
      if solidFrom >= solidTo { (solidFrom, solidTo) = (to, to) }
    }
    var run = from
    var x = from
    while x < to {
      if x == solidFrom {
        x = solidTo
        continue
      }
      let alpha = Self.alpha(endArea(zone, x, y))
      x += 1
      guard alpha < 255 else { continue }
      if run < x - 1 { sink.span(y: y, x: run, count: x - 1 - run, alpha: 255) }
      if alpha > 0 { sink.span(y: y, x: x - 1, count: 1, alpha: alpha) }
      run = x
    }
    if run < to { sink.span(y: y, x: run, count: to - run, alpha: 255) }
  }

  /// `v` rounded down and up, without a call into libm (``CoverageRasterizer/floor(_:)``).
  @inline(__always)
  private static func floor(_ v: Double) -> Int { CoverageRasterizer.floor(v) }

  @inline(__always)
  private static func ceil(_ v: Double) -> Int { -CoverageRasterizer.floor(-v) }

  /// Where the circle of radius `r` crosses the row `y0`…`y1` (relative to the centre): its
  /// half-widths at the row's edge nearest the centre and farthest from it (0 past the top).
  private func crossing(_ r: Double, _ y0: Double, _ y1: Double) -> (Double, Double)? {
    guard r > 0, y0 < r, y1 > -r else { return nil }
    let near = y0 > 0 ? y0 : (y1 < 0 ? -y1 : 0)
    let far = max(abs(y0), abs(y1))
    let a = max(0, r * r - near * near).squareRoot()
    let b = far < r ? (r * r - far * far).squareRoot() : 0
    return (a, b)
  }

  static func alpha(_ coverage: Double) -> UInt8 {
    // Clamped first, so the conversion cannot trap; `truncatingIfNeeded` spares a check.
    UInt8(truncatingIfNeeded: Int(min(max(coverage, 0), 1) * 255 + 0.5))
  }
}
