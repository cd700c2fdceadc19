extension SampledScanConverter {
  /// Converts the polygon added since ``reset(minX:minY:maxX:maxY:)`` into coverage runs
  /// for `sink` (Cairo's `glitter_scan_converter_render`), nonzero or even-odd.
  mutating func render<Sink: CoverageSpanSink>(evenOdd: Bool, into sink: inout Sink) {
    let mask: Int32 = evenOdd ? 1 : ~0
    guard minX < maxX else { return }
    let rows = Int(maxY - minY)
    var i = 0
    while i < rows {
      var j = i + 1
      var whole = false
      if fillSubRows(row: i) == 0 {
        mergeSubRow(0)
        if edges[Int(Self.head)].next == Self.tail {
          minHeight = .max
          allVertical = true
          while j < rows, rowHeads[j] < 0 { j += 1 }
          i = j
          continue
        }
        whole = wholeRows != .never && canMeasureWhole()
      }
      if whole {
        measureWholeRow(mask: mask)
        if allVertical {
          while j < rows, rowHeads[j] < 0, minHeight >= 2 * Self.subRows {
            minHeight -= Self.subRows
            j += 1
          }
          if j != i + 1 { lowerAll(rows: Int32(j - (i + 1))) }
        }
      } else {
        if samplesByEdge {
          sampleRowByEdges(mask: mask)
        } else {
          for sub in 0..<Int(Self.subRows) {
            mergeSubRow(sub)
            sampleSubRow(mask: mask)
          }
        }
      }
      emitRow(y: minY + Int32(i), rows: Int32(j - i), into: &sink)
      minHeight &-= Self.subRows
      i = j
    }
  }
}
