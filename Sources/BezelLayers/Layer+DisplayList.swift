import BezelDrawing
import BezelMotion
import Foundation

extension Layer {
  /// The tree drawn at root time `time`, on a canvas the size of this layer's bounds.
  ///
  /// The receiver is treated as the root: its position, anchor point and transform are
  /// ignored (it *is* the canvas), while its own timing, opacity, clip and mask apply. Pure:
  /// the same tree at the same time always gives the same list, and nothing is mutated but
  /// the outlines layers keep for the next call (``keptOutline``), which change no result.
  public func displayList(at time: Double) -> DisplayList {
    let local = localTime(fromParentTime: time)
    let presented = presented(localTime: local)
    let origin = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY))
    let items = renderedItems(presented: presented, localTime: local, transform: origin)
    return DisplayList(size: bounds.size, items: items)
  }

  /// The layer's items in its superlayer's coordinates at the superlayer's local time.
  func renderedItems(parentTime: Double) -> [DisplayItem] {
    let local = localTime(fromParentTime: parentTime)
    let presented = presented(localTime: local)
    return renderedItems(
      presented: presented, localTime: local, transform: presented.transformToSuperlayer)
  }

  /// Builds the group for this layer from its presentation values; pass-through groups are
  /// flattened away and invisible or empty layers produce nothing.
  private func renderedItems(presented p: Layer, localTime: Double, transform: Transform)
    -> [DisplayItem]
  {
    // A layer placed at NaN or infinity has nowhere to draw: it draws nothing.
    let placement = [
      transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
    ]
    guard !p.isHidden, p.opacity > 0, placement.allSatisfy(\.isFinite) else { return [] }
    var maskItems: [DisplayItem]?
    if let mask = p.mask {
      let items = mask.renderedItems(parentTime: localTime)
      // An empty or hidden mask lets nothing through.
      guard !items.isEmpty else { return [] }
      maskItems = items
    }
    var children: [DisplayItem] = []
    let rounded = p.cornerRadius > 0
    if let background = p.backgroundColor, !background.isClear {
      let shape = outline(p.bounds, cornerRadius: p.cornerRadius)
      if shape.isFinite { children.append(.fill(shape, paint: .color(background), rule: .nonZero)) }
    }
    children += p.drawContents(localTime: localTime)
    for layer in sublayers {
      children += layer.renderedItems(parentTime: localTime)
    }
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
      transform: transform, opacity: min(1, p.opacity), clip: clip,
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
