import BezelLayers

/// Where a display list first differs from the one before it: the items in front of the cut
/// are unchanged (kept), everything from it on is the rest.
///
/// The cut is a path of item indices. At each level but the last, the index names a
/// pass-through group (no opacity, mask or blend mode) that is unchanged but for its
/// children, and the next index cuts among those children; at the last level the items in
/// front of the index are kept. Drawing the kept part, then the rest (each inside the
/// cut groups' transforms and clips), paints exactly what drawing the whole list does:
/// a pass-through group's children reach the target one by one, just as they would
/// in one group.
///
/// ```swift
/// var cut = FrameCut()
/// cut.find(old: previous.items, new: next.items)
/// // [2, 1]: items 0 and 1, and the first child of group 2, are as they were
/// ```
struct FrameCut: Equatable {
  /// The indices; `[0]` keeps nothing.
  private(set) var path: [Int] = [0]

  /// Whether some item is in front of the cut.
  var keepsSomething: Bool { path.count > 1 || path[0] > 0 }

  /// Moves the cut to where `new` first differs from `old`, reusing its storage.
  mutating func find(old: [DisplayItem], new: [DisplayItem]) {
    path.removeAll(keepingCapacity: true)
    var old = old
    var new = new
    while true {
      var index = 0
      while index < new.count, index < old.count, old[index] == new[index] { index += 1 }
      path.append(index)
      guard index < new.count, index < old.count, case .group(let before) = old[index],
        case .group(let after) = new[index], after.isPassThrough, before.hasSameShell(as: after)
      else { break }
      old = before.children
      new = after.children
    }
    // A group cut before its first child goes to the rest whole.
    while path.count > 1, path[path.count - 1] == 0 { path.removeLast() }
  }

  /// Whether this cut keeps every item `other` keeps and more: it lies further on in the
  /// list's drawing order (`[3, 1]`, past the first child of group 3, keeps more than `[3]`,
  /// before group 3, and `[4]` more than both).
  func keepsMore(than other: FrameCut) -> Bool {
    for (mine, theirs) in zip(path, other.path) where mine != theirs { return mine > theirs }
    return path.count > other.path.count
  }

  /// Forgets the cut: nothing kept.
  mutating func reset() {
    path.removeAll(keepingCapacity: true)
    path.append(0)
  }

  /// Whether the items in front of the cut are the same in `old` and `new`, so pixels of
  /// `old`'s kept part serve `new` too.
  func keepsSame(_ old: [DisplayItem], _ new: [DisplayItem]) -> Bool {
    var old = old
    var new = new
    for (level, index) in path.enumerated() {
      guard index <= old.count, index <= new.count else { return false }
      for k in 0..<index where old[k] != new[k] { return false }
      guard level < path.count - 1 else { return true }
      guard index < old.count, index < new.count, case .group(let before) = old[index],
        case .group(let after) = new[index], after.isPassThrough, before.hasSameShell(as: after)
      else { return false }
      old = before.children
      new = after.children
    }
    return true
  }
}

extension Canvas {
  /// The path of the cut where `new` first differs from `old` (see the canvas's retained
  /// rendering; for tests).
  @_spi(Testing) public static func retainedCut(old: [DisplayItem], new: [DisplayItem]) -> [Int] {
    var cut = FrameCut()
    cut.find(old: old, new: new)
    return cut.path
  }
}
