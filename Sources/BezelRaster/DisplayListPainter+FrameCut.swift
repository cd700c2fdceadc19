import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Draws the items of `items` in front of `cut` (``FrameCut/path``): what a frame keeps
  /// from the one before it.
  func draw(_ items: [DisplayItem], before cut: ArraySlice<Int>) {
    guard let index = cut.first else { return }
    let head = items[0..<min(index, items.count)]
    let clip = DeviceClipMemo.forWalk(over: head, spares: images)
    for item in head { draw(item, enteredUnder: clip) }
    clip?.retire(to: images)
    if cut.count > 1, index < items.count, case .group(let group) = items[index] {
      drawPassThrough(group) { $0.draw($1, before: cut.dropFirst()) }
    }
  }

  /// Draws the items of `items` from `cut` on: what follows a frame's kept part.
  func draw(_ items: [DisplayItem], from cut: ArraySlice<Int>) {
    guard let index = cut.first else { return draw(items) }
    var next = index
    if cut.count > 1, index < items.count, case .group(let group) = items[index] {
      drawPassThrough(group) { $0.draw($1, from: cut.dropFirst()) }
      next += 1
    }
    let rest = items[next..<max(next, items.count)]
    let clip = DeviceClipMemo.forWalk(over: rest, spares: images)
    defer { clip?.retire(to: images) }
    for item in rest { draw(item, enteredUnder: clip) }
  }

  /// Draws part of a pass-through group's children, inside its transform, clip and policy,
  /// as ``draw(_:)`` draws the whole group.
  private func drawPassThrough(
    _ group: GroupItem, children draw: (DisplayListPainter, [DisplayItem]) -> Void
  ) {
    guard depth < DisplayListPainter.maximumDepth, group.isPassThrough else { return }
    var painter = nested
    if let policy = group.renderPolicy { painter.policy = policy }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard painter.applyTransformAndClip(of: group) else { return }
    draw(painter, group.children)
  }
}
