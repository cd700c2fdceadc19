import BezelLayers

/// After Effects' drawing order of 3D layers: each unbroken run of 3D layers (2D layers split
/// the stack into separate runs, drawn in timeline order between them) is drawn farthest
/// first, by the depth of each layer's anchor point in front of the camera; layers at the same
/// depth keep their timeline order.
enum DepthOrder {
  /// `items` bottom first, reordered; `depths[k]` is item k's depth, `nil` for a 2D layer.
  /// With `planes` (item k's plane, `nil` for a 2D layer), a run whose layers cross is cut
  /// where they do and drawn in BSP order instead (``IntersectionOrder``), its parts
  /// overlapping by `overlap` across each cut.
  static func sorted(
    _ items: [DisplayItem], depths: [Double?], planes: [SpacePlane?] = [], overlap: Double = 2
  ) -> [DisplayItem] {
    precondition(items.count == depths.count)
    guard planes.count == items.count else { return sortedRuns(items, depths: depths) }
    var result: [DisplayItem] = []
    var start = 0
    while start < items.count {
      var end = start + 1
      if depths[start] != nil {
        while end < items.count, depths[end] != nil { end += 1 }
      }
      let run = Array(items[start..<end])
      let runPlanes = planes[start..<end].compactMap { $0 }
      if runPlanes.count == run.count,
        let cut = IntersectionOrder.ordered(
          run, planes: runPlanes, overlap: overlap)
      {
        result += cut
      } else {
        result += sortedRuns(run, depths: Array(depths[start..<end]))
      }
      start = end
    }
    return result
  }

  private static func sortedRuns(_ items: [DisplayItem], depths: [Double?]) -> [DisplayItem] {
    var result = items
    var start = 0
    while start < items.count {
      guard depths[start] != nil else {
        start += 1
        continue
      }
      var end = start
      while end < items.count, depths[end] != nil { end += 1 }
      if end - start > 1 {
        // Bottom first: the farthest comes first; ties keep their layer order.
        let order = (start..<end).sorted { a, b in
          let da = depths[a] ?? 0
          let db = depths[b] ?? 0
          return da != db ? da > db : a < b
        }
        for (k, index) in order.enumerated() { result[start + k] = items[index] }
      }
      start = end
    }
    return result
  }
}
