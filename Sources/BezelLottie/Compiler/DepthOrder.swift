import BezelLayers

/// After Effects' drawing order of 3D layers: each unbroken run of 3D layers (2D layers split
/// the stack into separate runs, drawn in timeline order between them) is drawn farthest
/// first, by the depth of each layer's anchor point in front of the camera; layers at the same
/// depth keep their timeline order.
enum DepthOrder {
  /// `items` bottom first, reordered; `depths[k]` is item k's depth, `nil` for a 2D layer.
  static func sorted(_ items: [DisplayItem], depths: [Double?]) -> [DisplayItem] {
    precondition(items.count == depths.count)
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
