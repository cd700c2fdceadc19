import BezelDrawing
import Foundation

extension ArcStroke {
  /// Hands the stroke's coverage inside `clip` (whole device pixels) to `sink`, row by row
  /// from the left.
  ///
  /// Each pixel's coverage is its exact area inside the stroke, rounded to 1/255, whatever
  /// `clip` is: a damage box or a kept copy gives the pixels of a whole fresh draw. In a row,
  /// only pixels a circle crosses and pixels near an end are measured; each stretch between
  /// them is wholly in or out, judged by one pixel's centre.
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
    let y0 = Double(y) - centerY
    let y1 = y0 + 1
    var ranges = RowRanges()
    var ends = RowRanges()
    var low = Int.max
    var high = Int.min
    if let (a, b) = crossing(outer, y0, y1) {
      low = Int((centerX - a).rounded(.down))
      high = Int((centerX + a).rounded(.up))
      ranges.add(low, Int((centerX - b).rounded(.up)))
      ranges.add(Int((centerX + b).rounded(.down)), high)
    }
    if let (a, b) = crossing(inner, y0, y1) {
      ranges.add(Int((centerX - a).rounded(.down)), Int((centerX - b).rounded(.up)))
      ranges.add(Int((centerX + b).rounded(.down)), Int((centerX + a).rounded(.up)))
    }
    let middle = Double(y) + 0.5
    let h = Self.halfDiagonal
    for end in 0..<endCount {
      let zone = zones[end]
      // Pixels the end's line crosses, and the cap's beyond it (reached a hundredth of a
      // pixel wide, so rounding here never leaves out one ``coverage(_:_:)`` measures at
      // the end).
      for pass in 0..<2 {
        let reach = pass == 0 ? zone.reach : zone.capReach
        let (lowest, highest) = pass == 0 ? (-h, h) : (-Double.infinity, -h)
        guard reach > 0, let (lo, hi) = span(zone, reach + h, lowest, highest, middle)
        else { continue }
        let first = Int((lo - 0.51).rounded(.up))
        let last = Int((hi - 0.49).rounded(.down)) + 1
        low = min(low, first)
        high = max(high, last)
        // A round cap's pixels wholly inside it are left to the stretches between.
        let dy = middle - zone.y
        let solid = reach - h
        if pass == 1, cap == .round, abs(dy) < solid {
          let w = (solid * solid - dy * dy).squareRoot()
          let (a, b) = (
            Int((zone.x - w - 0.49).rounded(.up)), Int((zone.x + w - 0.51).rounded(.down)) + 1
          )
          if a < b {
            ranges.add(first, a)
            ends.add(first, a)
            ranges.add(b, last)
            ends.add(b, last)
            continue
          }
        }
        ranges.add(first, last)
        ends.add(first, last)
      }
    }
    low = max(low, left)
    high = min(high, right)
    guard low < high else { return }
    ranges.sort()
    var x = low
    for i in 0..<ranges.count {
      let lo = max(ranges.lows[i], x)
      let hi = min(ranges.highs[i], high)
      guard lo < hi else { continue }
      if x < lo, covers(Double(x) + 0.5, middle) {
        sink.span(y: y, x: x, count: lo - x, alpha: 255)
      }
      measure(y, lo, hi, &ends, into: &sink)
      x = hi
    }
    if x < high, covers(Double(x) + 0.5, middle) {
      sink.span(y: y, x: x, count: high - x, alpha: 255)
    }
  }

  /// Hands over pixels `lo`…`hi` of row `y`, each measured: near an end (in `ends`) by
  /// ``coverage(_:_:)``; elsewhere a stretch is wholly inside or outside the wedge (only
  /// near an end does its edge cross the ring), judged by its first pixel, and measured
  /// against the ring only inside.
  private func measure<Sink: CoverageSpanSink>(
    _ y: Int, _ lo: Int, _ hi: Int, _ ends: inout RowRanges, into sink: inout Sink
  ) {
    let top = Double(y) - centerY
    var px = lo
    while px < hi {
      var inside = px
      var next = hi
      for k in 0..<ends.count {
        if ends.lows[k] <= px, px < ends.highs[k] {
          inside = max(inside, ends.highs[k])
        } else if ends.lows[k] > px {
          next = min(next, ends.lows[k])
        }
      }
      if inside > px {
        let stop = min(inside, hi)
        for x in px..<stop {
          let alpha = Self.alpha(coverage(x, y))
          if alpha > 0 { sink.span(y: y, x: x, count: 1, alpha: alpha) }
        }
        px = stop
        continue
      }
      let left = Double(px) - centerX
      if inWedge(left + 0.5, top + 0.5) {
        for x in px..<next {
          let alpha = Self.alpha(ringArea(Double(x) - centerX, top))
          if alpha > 0 { sink.span(y: y, x: x, count: 1, alpha: alpha) }
        }
      }
      px = next
    }
  }

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

  private static func alpha(_ coverage: Double) -> UInt8 {
    UInt8(min(max(coverage, 0), 1) * 255 + 0.5)
  }
}
