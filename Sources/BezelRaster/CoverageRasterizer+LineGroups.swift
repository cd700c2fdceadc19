// Groups of lines in the order stored, so that a band's shared rows skip the lines far from it.
extension CoverageRasterizer {
  /// How many consecutive lines one group holds.
  static let linesPerGroup = 16

  /// Works out the groups of the prepared lines (``groups``) unless they are known or the
  /// lines too few to pay: a fill rendered in several bands then walks, and lists per band
  /// with shared cells, only the lines of the groups that reach the band.
  func groupLines() {
    guard groupCount == 0, lineCount >= 2 * Self.linesPerGroup else { return }
    let count = (lineCount + Self.linesPerGroup - 1) / Self.linesPerGroup
    Self.reserve(&groups, &groupCapacity, count)
    var line = 0
    for group in 0..<count {
      let end = min(line + Self.linesPerGroup, lineCount)
      var (top, bottom) = (Int32.max, Int32.min)
      while line < end {
        top = min(top, lines[line].y0)
        bottom = max(bottom, lines[line].y1)
        line += 1
      }
      groups[group] = (top, bottom)
    }
    groupCount = count
  }

  /// Calls `body` with the indices of the lines to visit for device rows `rows`, in the
  /// order stored: every line, or (when grouped) those of the groups reaching the rows. A
  /// line of a group left out does not reach the rows (the caller still checks each line).
  /// The band's walk (``walkLines(rows:shortcuts:)``) skips the groups the same way.
  @inline(__always)
  func forEachLineGroup(reaching rows: Range<Int>, _ body: (Range<Int>) -> Void) {
    let (top, bottom) = (rows.lowerBound << 8, rows.upperBound << 8)
    let grouped = groupCount
    let (size, count) = grouped == 0 ? (lineCount, 1) : (Self.linesPerGroup, grouped)
    for group in 0..<count {
      if grouped != 0 {
        let bounds = groups[group]
        guard Int(bounds.bottom) > top && Int(bounds.top) < bottom else { continue }
      }
      let start = group &* size
      body(start..<min(start &+ size, lineCount))
    }
  }
}
