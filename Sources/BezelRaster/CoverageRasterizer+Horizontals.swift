// Horizontal lines inside a row: they add no area but bound the pixels they cross.
extension CoverageRasterizer {
  /// Counts the horizontal lines inside the rows of the band among the lines crossing the
  /// pixels they cross: a cell under one that does not connect to the cell's lines is
  /// shared, and so is every pixel two unconnected ones both cross (cells are added there,
  /// since between two edges a row's coverage is taken from its winding alone).
  func markHorizontals(rows: Range<Int>) {
    let count = rows.count
    for row in 0...count { horizontalStarts[row] = 0 }
    let listed = UnsafeBufferPointer(start: bandHorizontals, count: bandHorizontalCount)
    func row(of line: Line) -> Int? {
      guard line.direction == 0, Int(line.y0) > clip.top, Int(line.y0) < clip.bottom else {
        return nil
      }
      let row = Int(line.y0) >> 8
      return rows.contains(row) ? row - bandTop : nil
    }
    for h in listed { if let r = row(of: lines[Int(h)]) { horizontalStarts[r + 1] += 1 } }
    for r in 0..<count { horizontalStarts[r + 1] += horizontalStarts[r] }
    let total = Int(horizontalStarts[count])
    guard total > 0 else { return }
    if rowHorizontals.count < total { rowHorizontals = [Int32](repeating: 0, count: total) }
    // Placed from the end of each row's range backwards, the lines taken last to first:
    // each row's range then starts at `horizontalStarts[r + 1]` and holds them in order.
    for h in listed.reversed() {
      guard let r = row(of: lines[Int(h)]) else { continue }
      horizontalStarts[r + 1] -= 1
      rowHorizontals[Int(horizontalStarts[r + 1])] = h
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
        forEachCell(inRow: r) { x, index in
          if span.contains(Int32(x)) { absorb(h, into: index, row: y) }
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
  func absorb(_ h: Int32, into index: Int32, row: Int) {
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
      noteWrapped(index, row: row)
    } else if !lines[Int(first)].continues, lines[Int(first)].closedBy == h {
      // Its closing line, before its first one.
      (cells[Int(index)].headFirst, cells[Int(index)].headLast) = (first, last)
      (cells[Int(index)].first, cells[Int(index)].line) = (h, h)
      noteWrapped(index, row: row)
    } else {
      share(index, row: row)
    }
  }
}
