import BezelDrawing
import BezelMotion
import Foundation

extension Layer {
  /// The tree drawn at root time `time`, on a canvas the size of this layer's bounds.
  ///
  /// The receiver is treated as the root: its position, anchor point and transform are
  /// ignored (it *is* the canvas), while its own timing, opacity, clip and mask apply. Pure:
  /// the same tree at the same time always gives the same list, and nothing is mutated but
  /// what layers keep for the next call (``keptOutline``, ``retainedDrawing``), which changes
  /// no result, only which boxes hold it.
  public func displayList(at time: Double) -> DisplayList {
    let local = localTime(fromParentTime: time)
    let presented = presented(localTime: local)
    let origin = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY))
    let items = renderedItems(presented: presented, localTime: local, transform: origin)
    return DisplayList(size: bounds.size, items: items)
  }

  /// Whether layers hand out their retained drawing (``RetainedDrawing``); when `false` every
  /// call builds afresh and leaves what layers retain untouched, so tests can compare the two.
  package static var retainsDrawing = true

  /// The layer's items in its superlayer's coordinates at the superlayer's local time.
  func renderedItems(parentTime: Double) -> [DisplayItem] {
    let local = localTime(fromParentTime: parentTime)
    let presented = presented(localTime: local)
    return renderedItems(
      presented: presented, localTime: local, transform: presented.transformToSuperlayer)
  }

  /// Builds the group for this layer from its presentation values; pass-through groups are
  /// flattened away and invisible or empty layers produce nothing. When the shell, mask,
  /// contents and every sublayer's items are those of the last call, the last call's items are
  /// returned (``RetainedDrawing``).
  private func renderedItems(presented p: Layer, localTime: Double, transform: Transform)
    -> [DisplayItem]
  {
    // A layer placed at NaN or infinity has nowhere to draw: it draws nothing.
    let placed =
      transform.a.isFinite && transform.b.isFinite && transform.c.isFinite
      && transform.d.isFinite && transform.tx.isFinite && transform.ty.isFinite
    guard !p.isHidden, p.opacity > 0, placed else { return [] }
    var maskItems: [DisplayItem]?
    if let mask = p.mask {
      let items = mask.renderedItems(parentTime: localTime)
      // An empty or hidden mask lets nothing through.
      guard !items.isEmpty else { return [] }
      maskItems = items
    }
    let retains = Layer.retainsDrawing
    let kept = retains ? retainedDrawing : nil
    let shell = RetainedDrawing.Shell(
      transform: transform, opacity: p.opacity, bounds: p.bounds, cornerRadius: p.cornerRadius,
      backgroundColor: p.backgroundColor, borderWidth: p.borderWidth,
      borderColor: p.borderColor, masksToBounds: p.masksToBounds)
    var contents = p.drawContents(localTime: localTime)
    if let kept { contents = kept.reusing(contents) }
    // The sublayers' items are collected only from the first that differs from last time's.
    let sublayers = self.sublayers
    var parts: [[DisplayItem]]?
    for (index, layer) in sublayers.enumerated() {
      let items = layer.renderedItems(parentTime: localTime)
      if parts == nil {
        if let kept, index < kept.parts.count, RetainedDrawing.identical(items, kept.parts[index]) {
          continue
        }
        var collected = Array((kept?.parts ?? []).prefix(index))
        collected.reserveCapacity(sublayers.count)
        parts = collected
      }
      parts?.append(items)
    }
    if let kept, parts == nil, kept.parts.count == sublayers.count, kept.shell == shell,
      RetainedDrawing.identical(maskItems, kept.mask),
      RetainedDrawing.identical(contents, kept.contents)
    {
      return kept.items
    }
    let sublayerItems = parts ?? Array((kept?.parts ?? []).prefix(sublayers.count))
    let items = group(shell, mask: maskItems, contents: contents, sublayerItems: sublayerItems)
    if !retains {
      return items
    } else if let kept {
      kept.shell = shell
      kept.mask = maskItems
      kept.contents = contents
      kept.parts = sublayerItems
      kept.items = items
    } else {
      retainedDrawing = RetainedDrawing(
        shell: shell, mask: maskItems, contents: contents, parts: sublayerItems, items: items)
    }
    return items
  }

  /// The layer's items from its drawn parts: background, contents, sublayers, border, in a
  /// group with the shell's transform, opacity, clip and mask unless it passes through.
  private func group(
    _ p: RetainedDrawing.Shell, mask maskItems: [DisplayItem]?, contents: [DisplayItem],
    sublayerItems: [[DisplayItem]]
  ) -> [DisplayItem] {
    var children: [DisplayItem] = []
    let rounded = p.cornerRadius > 0
    if let background = p.backgroundColor, !background.isClear {
      let shape = outline(p.bounds, cornerRadius: p.cornerRadius)
      if shape.isFinite { children.append(.fill(shape, paint: .color(background), rule: .nonZero)) }
    }
    children += contents
    for items in sublayerItems { children += items }
    if p.borderWidth > 0, p.borderWidth.isFinite, let border = p.borderColor, !border.isClear {
      let half = p.borderWidth / 2
      let inner = p.bounds.insetBy(dx: half, dy: half)
      let shape =
        rounded
        ? Path(roundedRect: inner, cornerRadius: max(0, p.cornerRadius - half))
        : Path(rect: inner)
      if shape.isFinite {
        children.append(
          .stroke(shape, paint: .color(border), style: StrokeStyle(lineWidth: p.borderWidth)))
      }
    }
    guard !children.isEmpty else { return [] }
    var clip: Path?
    if p.masksToBounds { clip = outline(p.bounds, cornerRadius: p.cornerRadius) }
    let group = GroupItem(
      transform: p.transform, opacity: min(1, p.opacity), clip: clip,
      mask: maskItems.map { Mask(items: $0, mode: .alpha) }, children: children)
    if group.transform.isIdentity, group.clip == nil, group.isPassThrough { return children }
    return [.group(group)]
  }

  /// `bounds` as a path, rounded by `cornerRadius` when it is positive; the same path as
  /// last time while they stay (``keptOutline``).
  private func outline(_ bounds: CGRect, cornerRadius: Double) -> Path {
    if let kept = keptOutline, kept.bounds == bounds, kept.cornerRadius == cornerRadius {
      return kept.path
    }
    let path =
      cornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: cornerRadius) : Path(rect: bounds)
    keptOutline = (bounds, cornerRadius, path)
    return path
  }
}
