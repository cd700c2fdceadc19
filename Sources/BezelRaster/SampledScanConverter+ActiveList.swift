extension SampledScanConverter {
  /// Sorts the edges of pixel row `row` into the sub-row they start at, and returns the
  /// last such sub-row (Cairo's `polygon_fill_buckets`): 0 when none starts below the row's
  /// top, so the row may still be measured whole.
  mutating func fillSubRows(row: Int) -> Int32 {
    let rowTop = (minY + Int32(row)) * Self.subRows
    var i = rowHeads[row]
    var lastSub: Int32 = 0
    while i >= 0 {
      let next = edges[Int(i)].next
      let sub = edges[Int(i)].top - rowTop
      edges[Int(i)].next = subHeads[Int(sub)]
      edges[Int(i)].prev = -1
      subHeads[Int(sub)] = i
      if edges[Int(i)].heightLeft < minHeight { minHeight = edges[Int(i)].heightLeft }
      if edges[Int(i)].dy != 0 { allVertical = false }
      if sub > lastSub { lastSub = sub }
      i = next
    }
    return lastSub
  }

  /// Merges the edges starting at sub-row `sub` into the active list by column (Cairo's
  /// `merge_unsorted_edges`). Which of two edges at one column goes first is Cairo's too:
  /// its merge takes ties from whichever list it is walking, and the order decides which
  /// edge bounds a span in a whole row.
  mutating func mergeSubRow(_ sub: Int) {
    let new = subHeads[sub]
    guard new >= 0 else { return }
    subHeads[sub] = -1
    var sorted: Int32 = -1
    _ = sortEdges(new, level: .max, &sorted)
    let merged = mergeSorted(edges[Int(Self.head)].next, sorted)
    edges[Int(Self.head)].next = merged
    var prev = Self.head
    var e = merged
    while e >= 0 {
      edges[Int(e)].prev = prev
      prev = e
      e = edges[Int(e)].next
    }
  }

  /// Sorts up to 2^(`level` + 1) edges from `list` into `sorted` and returns the rest, or −1
  /// (Cairo's `sort_edges`, a bottom-up merge sort).
  mutating func sortEdges(_ list: Int32, level: UInt32, _ sorted: inout Int32) -> Int32 {
    let other = edges[Int(list)].next
    guard other >= 0 else {
      sorted = list
      return -1
    }
    var remaining = edges[Int(other)].next
    if edges[Int(list)].cell <= edges[Int(other)].cell {
      sorted = list
      edges[Int(other)].next = -1
    } else {
      sorted = other
      edges[Int(other)].next = list
      edges[Int(list)].next = -1
    }
    var i: UInt32 = 0
    while i < level, remaining >= 0 {
      var part: Int32 = -1
      remaining = sortEdges(remaining, level: i, &part)
      sorted = mergeSorted(sorted, part)
      i += 1
    }
    return remaining
  }

  /// Merges two sorted lists, ending in −1 (Cairo's `merge_sorted_edges`): it walks one list
  /// while its edges are at or before the other's head, then switches.
  mutating func mergeSorted(_ first: Int32, _ second: Int32) -> Int32 {
    var a = first
    var b = second
    var head: Int32
    var last: Int32 = -1
    var walkingA: Bool
    if edges[Int(a)].cell <= edges[Int(b)].cell {
      head = a
      walkingA = true
    } else {
      head = b
      walkingA = false
    }
    while true {
      if walkingA {
        let x = edges[Int(b)].cell
        while a >= 0, edges[Int(a)].cell <= x {
          last = a
          a = edges[Int(a)].next
        }
        if last >= 0 { edges[Int(last)].next = b } else { head = b }
        if a < 0 { return head }
      } else {
        let x = edges[Int(a)].cell
        while b >= 0, edges[Int(b)].cell <= x {
          last = b
          b = edges[Int(b)].next
        }
        if last >= 0 { edges[Int(last)].next = a } else { head = a }
        if b < 0 { return head }
      }
      walkingA.toggle()
    }
  }

  /// Whether the next pixel row may be measured whole (Cairo's `can_do_full_row`): no
  /// active edge ends inside it and their order at its bottom is their order now.
  mutating func canMeasureWhole() -> Bool {
    if minHeight <= 0 {
      var least = Int32.max
      var vertical = true
      var e = edges[Int(Self.head)].next
      while e >= 0 {
        least = min(least, edges[Int(e)].heightLeft)
        if edges[Int(e)].dy != 0 { vertical = false }
        e = edges[Int(e)].next
      }
      allVertical = vertical
      minHeight = least
    }
    if minHeight < Self.subRows { return false }
    if wholeRows == .ignoringCrossings { return true }
    var prevCell = Int32.min
    var e = edges[Int(Self.head)].next
    while e != Self.tail {
      let edge = edges + Int(e)
      var cell = edge.pointee.cell
      if edge.pointee.dy != 0 {
        var quo = edge.pointee.xQuo &+ edge.pointee.rowStepQuo
        var rem = edge.pointee.xRem &+ edge.pointee.rowStepRem
        Self.carry(&quo, &rem, edge.pointee.dy)
        cell = quo &+ (rem >= edge.pointee.halfDy ? 1 : 0)
      }
      if cell < prevCell { return false }
      prevCell = cell
      e = edge.pointee.next
    }
    return true
  }

  /// Samples one sub-row (Cairo's `sub_row`): adds the spans between edges where the
  /// winding is inside, then steps each edge down, re-sorting any that crossed.
  mutating func sampleSubRow(mask: Int32) {
    let list = edges
    var e = list[Int(Self.head)].next
    var start = Int32.min
    var prevCell = Int32.min
    var winding: Int32 = 0
    while e != Self.tail {
      let edge = list + Int(e)
      let next = edge.pointee.next
      let end = edge.pointee.cell
      edge.pointee.heightLeft &-= 1
      if edge.pointee.heightLeft != 0 {
        Self.step(&edge.pointee)
        let cell = edge.pointee.cell
        if cell < prevCell {
          var pos = edge.pointee.prev
          list[Int(pos)].next = next
          list[Int(next)].prev = pos
          repeat { pos = list[Int(pos)].prev } while cell < list[Int(pos)].cell
          let after = list[Int(pos)].next
          list[Int(after)].prev = e
          edge.pointee.next = after
          edge.pointee.prev = pos
          list[Int(pos)].next = e
        } else {
          prevCell = cell
        }
        minHeight = -1
      } else {
        unlink(e)
      }
      winding &+= edge.pointee.direction
      if winding & mask == 0 {
        if list[Int(next)].cell != end {
          addSubspan(start, end)
          start = .min
        }
      } else if start == .min {
        start = end
      }
      e = next
    }
  }

  /// Lowers an edge's remaining height by a row, dropping it when it ends (Cairo's `dec`).
  @inline(__always)
  mutating func lower(_ e: Int32, by rows: Int32) {
    edges[Int(e)].heightLeft -= rows
    if edges[Int(e)].heightLeft == 0 {
      unlink(e)
      minHeight = -1
    }
  }

  /// Measures a whole pixel row (Cairo's `full_row`): each span's left and right edges add
  /// their trapezoids; edges inside a span only step down.
  mutating func measureWholeRow(mask: Int32) {
    var left = edges[Int(Self.head)].next
    while left != Self.tail {
      lower(left, by: Self.subRows)
      var winding = edges[Int(left)].direction
      var right = edges[Int(left)].next
      while true {
        // Only a polygon whose winding never closes gets here; Cairo would read past its
        // list.
        guard right != Self.tail else { return }
        lower(right, by: Self.subRows)
        winding &+= edges[Int(right)].direction
        let next = edges[Int(right)].next
        if winding & mask == 0, edges[Int(next)].cell != edges[Int(right)].cell { break }
        Self.rowStep(&edges[Int(right)])
        right = next
      }
      addWholeRowEdge(left, sign: 1)
      addWholeRowEdge(right, sign: -1)
      left = edges[Int(right)].next
    }
  }

  /// Lowers every active edge by `rows` pixel rows at once (Cairo's `step_edges`), for runs
  /// of vertical edges.
  mutating func lowerAll(rows: Int32) {
    let count = rows * Self.subRows
    var e = edges[Int(Self.head)].next
    while e != Self.tail {
      edges[Int(e)].heightLeft -= count
      if edges[Int(e)].heightLeft == 0 {
        unlink(e)
        minHeight = -1
      }
      e = edges[Int(e)].next
    }
  }
}
