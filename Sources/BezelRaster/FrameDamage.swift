import BezelDrawing
import BezelLayers
import CCairo
import Foundation

/// The device pixels where two display lists can paint differently: the boxes around the
/// items that differ between them, old and new.
///
/// A pixel outside every box is covered by the same items, drawn in the same order, in both
/// lists, so it keeps its value; a canvas redraws only inside the boxes (clipped there,
/// which leaves the pixels inside exactly as a full redraw would paint them). Groups whose
/// transform, opacity, clip, mask and blend mode did not change are compared child by
/// child, so one moving shape inside a static layer damages only that shape's box.
///
/// One value is reused from frame to frame, so measuring allocates nothing once its storage
/// has grown.
///
/// ```swift
/// var damage = FrameDamage()
/// if damage.measure(from: previous, to: next, scale: 2, width: 400, height: 400) {
///   // damage.boxes: where to redraw ([] when nothing changed)
/// }
/// ```
struct FrameDamage {
  /// A rectangle of whole device pixels, `minX..<maxX` × `minY..<maxY`.
  struct Box: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var area: Int { (maxX - minX) * (maxY - minY) }

    /// The whole pixels around `rect` plus ``FrameDamage/margin``; `nil` beyond Cairo's
    /// coordinate range.
    init?(around rect: CGRect) {
      let limit = 1e7
      guard rect.minX > -limit, rect.minY > -limit, rect.maxX < limit, rect.maxY < limit
      else { return nil }
      self.init(
        minX: Int(rect.minX.rounded(.down)) - FrameDamage.margin,
        minY: Int(rect.minY.rounded(.down)) - FrameDamage.margin,
        maxX: Int(rect.maxX.rounded(.up)) + FrameDamage.margin,
        maxY: Int(rect.maxY.rounded(.up)) + FrameDamage.margin)
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
      self.minX = minX
      self.minY = minY
      self.maxX = maxX
      self.maxY = maxY
    }

    func contains(_ other: Box) -> Bool {
      minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }

    func union(_ other: Box) -> Box {
      Box(
        minX: min(minX, other.minX), minY: min(minY, other.minY),
        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels in both boxes; empty (a side with `max ≤ min`) when they do not meet.
    func intersection(_ other: Box) -> Box {
      Box(
        minX: max(minX, other.minX), minY: max(minY, other.minY),
        maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    func overlaps(_ other: Box) -> Bool {
      minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
  }

  /// Above this share of the canvas a whole frame is drawn instead: a part redraw pays for
  /// clearing and copying its region besides drawing every item that reaches into it, so it
  /// only gains when it leaves much of the picture alone.
  static let maximumShare = 0.5
  /// More boxes than this are merged into one: each box costs Cairo clip work per item.
  static let maximumBoxes = 8
  /// Pixels of margin around each item's box, for anti-aliasing and for edges that
  /// ``QuarterRowSnap`` moves by up to half a pixel.
  static let margin = 2

  /// The damaged boxes, none overlapping another; empty when the lists paint the same
  /// picture.
  private(set) var boxes: [Box] = []
  /// The strokes of the new list, kept for their storage.
  private var strokes: [Box] = []
  private var width = 0
  private var height = 0
  /// The memo of the measure under way (not kept after it).
  private var memo: ContentBoundsMemo?

  /// The pixels redrawn.
  var redrawnArea: Int { boxes.reduce(0) { $0 + $1.area } }

  /// The box around all boxes; `nil` when there are none.
  var bounds: Box? {
    guard let first = boxes.first else { return nil }
    return boxes.dropFirst().reduce(first) { $0.union($1) }
  }

  /// Adds `boxes` to the current path of `cr` as rectangles (in its user space).
  static func addBoxes(_ boxes: [Box], to cr: OpaquePointer) {
    for box in boxes {
      cairo_rectangle(
        cr, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX),
        Double(box.maxY - box.minY))
    }
  }

  /// Measures the damage from `old` to `new` drawn at `scale` on a `width` × `height` pixel
  /// canvas into ``boxes``; `false` when it cannot be bounded (text, unbounded blend modes, a
  /// changed size) or covers most of the canvas, which is then cheaper to redraw whole.
  ///
  /// With `drawnFrom`, only the items from that cut on are drawn inside the boxes (the
  /// others come from a ``FrameUnderlay`` drawn whole), so only their strokes must lie
  /// wholly inside a box they reach into.
  ///
  /// The boxes of groups' children are kept in `bounds` when given: a changed group is
  /// measured as the new item in one frame and as the old one in the next, and the canvas
  /// asks for it again while drawing, mostly with the same (still) children.
  mutating func measure(
    from old: DisplayList, to new: DisplayList, scale: Double, width: Int, height: Int,
    drawnFrom cut: FrameCut? = nil, bounds: ContentBoundsMemo? = nil
  ) -> Bool {
    memo = bounds
    defer { memo = nil }
    boxes.removeAll(keepingCapacity: true)
    strokes.removeAll(keepingCapacity: true)
    guard old.size == new.size, scale.isFinite, scale > 0 else { return false }
    self.width = width
    self.height = height
    let toDevice = Transform(scaleX: scale, y: scale)
    guard add(old.items, new.items, toDevice) else { return false }
    guard !boxes.isEmpty else { return true }
    // Groups with effects anywhere in the new list are taken in whole (conservative for the
    // ones in front of the cut, which the underlay draws whole anyway).
    guard
      FrameDamage.collectStrokes(
        new.items, toDevice, from: cut.map { $0.path[...] }, into: &strokes),
      FrameDamage.collectEffectGroups(
        new.items, toDevice, width: width, height: height, into: &strokes),
      takeInWholeStrokes()
    else { return false }
    return Double(redrawnArea) <= FrameDamage.maximumShare * Double(width * height)
  }

  /// Adds the boxes where `old` and `new` differ under `transform` (item to device
  /// coordinates); `false` when some difference cannot be bounded.
  private mutating func add(
    _ old: [DisplayItem], _ new: [DisplayItem], _ transform: Transform
  ) -> Bool {
    if old.count == new.count {
      for k in old.indices {
        guard addChange(old[k], new[k], transform) else { return false }
      }
      return true
    }
    // Layers came or went: compare the common head and tail, damage all in between.
    var head = 0
    let shorter = min(old.count, new.count)
    while head < shorter, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < shorter - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
      tail += 1
    }
    for item in old[head..<(old.count - tail)] {
      guard addItem(item, transform) else { return false }
    }
    for item in new[head..<(new.count - tail)] {
      guard addItem(item, transform) else { return false }
    }
    return true
  }

  /// Adds the boxes where `old` and `new` differ, when they do.
  private mutating func addChange(
    _ old: DisplayItem, _ new: DisplayItem, _ transform: Transform
  ) -> Bool {
    if old.isIdentical(to: new) { return true }
    // Two groups are taken out of their items once, to be compared and measured alike:
    // each taking out copies them.
    guard case .group(let a) = old, case .group(let b) = new else {
      return old == new || addItem(old, transform) && addItem(new, transform)
    }
    // Effects move pixels (a blur spreads a change), so only effect-free groups recurse.
    if a.hasSameShell(as: b), !a.blendMode.clearsWithoutSource, a.effects.isEmpty,
      b.effects.isEmpty
    {
      // Compositing is per pixel, so the group's output differs only where its children's
      // pixels do. Not compared whole first: equal children add nothing here either, and a
      // change deep in a tree was compared up to it once per level above it.
      return add(a.children, b.children, a.transform.concatenating(transform))
    }
    if a == b { return true }
    return addGroup(a, transform) && addGroup(b, transform)
  }

  /// Adds the device box `item` can paint into; `false` when it is unknown.
  private mutating func addItem(_ item: DisplayItem, _ transform: Transform) -> Bool {
    if case .group(let group) = item { return addGroup(group, transform) }
    guard let local = ContentBounds.of(item) else { return false }
    return add(local, transform)
  }

  /// ``addItem(_:_:)`` for `.group(group)`.
  private mutating func addGroup(_ group: GroupItem, _ transform: Transform) -> Bool {
    guard FrameDamage.isBounded(group), let local = ContentBounds.of(group, memo: memo) else {
      return false
    }
    return add(local, transform)
  }

  /// Adds the device box around `local` (``ContentBounds`` under `transform`); `false` when
  /// it is beyond Cairo's range.
  private mutating func add(_ local: CGRect, _ transform: Transform) -> Bool {
    guard !local.isNull else { return true }
    guard let device = ContentBounds.map(local, through: transform),
      let whole = Box(around: device)
    else { return false }
    let box = Box(
      minX: max(0, whole.minX), minY: max(0, whole.minY), maxX: min(width, whole.maxX),
      maxY: min(height, whole.maxY))
    guard box.maxX > box.minX, box.maxY > box.minY else { return true }
    insert(box)
    return true
  }

  /// Grows the boxes until every stroke that reaches into one lies wholly inside it.
  ///
  /// Cairo strokes a path that crosses the clip differently (it simplifies the curves
  /// outside), which moves a few edge pixels inside by a level or two; a stroke inside the
  /// clip, or outside it, draws exactly as in a whole frame. `false` when such a stroke
  /// leaves the canvas, where a whole frame clips it at the canvas's edge instead.
  private mutating func takeInWholeStrokes() -> Bool {
    var changed = true
    while changed {
      changed = false
      for k in strokes.indices where boxes.contains(where: { $0.overlaps(strokes[k]) }) {
        let stroke = strokes[k]
        if boxes.contains(where: { $0.contains(stroke) }) { continue }
        guard stroke.minX >= 0, stroke.minY >= 0, stroke.maxX <= width, stroke.maxY <= height
        else { return false }
        insert(stroke)
        changed = true
      }
    }
    return true
  }

  /// Appends the unclamped device box of every stroke in `items` (in groups and masks too),
  /// or only in those from `cut` on (see ``FrameCut``); `false` when one is unknown.
  private static func collectStrokes(
    _ items: [DisplayItem], _ transform: Transform, from cut: ArraySlice<Int>? = nil,
    into boxes: inout [Box]
  ) -> Bool {
    var start = 0
    if let cut, let index = cut.first {
      start = min(index, items.count)
      if cut.count > 1, index < items.count, case .group(let group) = items[index] {
        let inner = group.transform.concatenating(transform)
        guard collectStrokes(group.children, inner, from: cut.dropFirst(), into: &boxes)
        else { return false }
        start += 1
      }
    }
    for item in items[start...] {
      switch item {
      case .stroke:
        guard let local = ContentBounds.of(item) else { return false }
        if local.isNull { continue }
        guard let device = ContentBounds.map(local, through: transform),
          let box = Box(around: device)
        else { return false }
        boxes.append(box)
      case .group(let group):
        let inner = group.transform.concatenating(transform)
        guard collectStrokes(group.children, inner, into: &boxes) else { return false }
        if let mask = group.mask, !collectStrokes(mask.items, inner, into: &boxes) {
          return false
        }
      case .fill, .text, .image:
        continue
      }
    }
    return true
  }

  /// Adds `box`, merged with every box it overlaps (Cairo composites overlapping clip boxes
  /// twice) or for which one box around both costs no more pixels than the two apart, and
  /// everything into one box when there would be too many.
  private mutating func insert(_ box: Box) {
    var merged = box
    var changed = true
    while changed {
      changed = false
      if let k = boxes.firstIndex(where: {
        $0.overlaps(merged) || $0.union(merged).area <= $0.area + merged.area
      }) {
        merged = merged.union(boxes.remove(at: k))
        changed = true
      }
    }
    boxes.append(merged)
    if boxes.count > FrameDamage.maximumBoxes, let all = bounds {
      boxes.removeAll(keepingCapacity: true)
      boxes.append(all)
    }
  }

  /// Whether what `item` paints stays inside ``ContentBounds``: not when a group reached
  /// without compositing clears the destination outside its source (`destinationIn`,
  /// `copy`), which changes pixels anywhere in the clip.
  static func isBounded(_ item: DisplayItem) -> Bool {
    guard case .group(let group) = item else { return true }
    return isBounded(group)
  }

  /// ``isBounded(_:)`` for `.group(group)`.
  static func isBounded(_ group: GroupItem) -> Bool {
    if group.blendMode.clearsWithoutSource { return false }
    // A composited group's effect is bounded by its children's box, which clips it.
    guard group.isPassThrough else { return true }
    return group.children.allSatisfy(isBounded)
  }
}

extension GroupItem {
  /// Everything but the children is equal.
  func hasSameShell(as other: GroupItem) -> Bool {
    transform == other.transform && opacity == other.opacity && clip == other.clip
      && clipRule == other.clipRule && renderPolicy == other.renderPolicy
      && mask == other.mask && blendMode == other.blendMode && isolated == other.isolated
  }
}
