import BezelDrawing
import BezelLayers
import Foundation

/// A conservative box around everything a list of display items can paint, in the items'
/// coordinates.
///
/// A composited group is pushed onto a surface the size of the current clip, so clipping to
/// this box first keeps that surface (and the compositing of it) as small as the content.
/// The box is never smaller than what is painted: curves count by their control points,
/// strokes by their widest miter or square cap. `nil` means the extent is unknown (text,
/// whose glyphs may leave their frame, or non-finite geometry).
///
/// ```swift
/// ContentBounds.of([.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 2)), .red)])
/// // (0, 0, 4, 2)
/// ```
enum ContentBounds {
  /// The box around `items`; `CGRect.null` when they paint nothing, `nil` when unknown.
  /// The boxes of groups' children are kept in `memo` when given.
  static func of(_ items: [DisplayItem], memo: ContentBoundsMemo? = nil) -> CGRect? {
    var box = CGRect.null
    for item in items {
      guard let itemBox = of(item, memo: memo) else { return nil }
      box = box.union(itemBox)
    }
    return box.isNull || box.isFinite ? box : nil
  }

  /// What ``of(_:)`` gives for the list of just `item`, without making the list.
  static func of(only item: DisplayItem, memo: ContentBoundsMemo? = nil) -> CGRect? {
    alone(of(item, memo: memo))
  }

  /// What ``of(_:memo:)`` gives for `items`, the children of a group, kept in `memo` under
  /// their array: the box of a group's content is taken from its children's, so the painter,
  /// asking for the children of the group it draws (whether its clip can cut them, how far to
  /// clip before pushing it), finds them measured already when the group was.
  static func of(children items: [DisplayItem], memo: ContentBoundsMemo?) -> CGRect? {
    guard let memo else { return of(items) }
    return memo.bounds(of: items) { of($0, memo: memo) }
  }

  /// What ``of(only:memo:)`` gives for `.group(group)`, without boxing the group in an item.
  static func of(only group: GroupItem, memo: ContentBoundsMemo? = nil) -> CGRect? {
    alone(of(group, memo: memo))
  }

  /// What ``of(_:memo:)`` makes of a list holding only an item whose box is `itemBox`.
  private static func alone(_ itemBox: CGRect?) -> CGRect? {
    guard let itemBox else { return nil }
    let box = CGRect.null.union(itemBox)
    return box.isNull || box.isFinite ? box : nil
  }

  /// How far from its centre line a stroke of `style` can paint: half its width times its
  /// widest miter, or √2 for a square cap's corner, whichever is more.
  static func strokeReach(_ style: StrokeStyle) -> Double {
    let miter = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
    return style.lineWidth / 2 * max(2.0.squareRoot(), style.lineJoin == .miter ? miter : 1)
  }

  /// The box around one item; `CGRect.null` when it paints nothing, `nil` when unknown.
  static func of(_ item: DisplayItem, memo: ContentBoundsMemo? = nil) -> CGRect? {
    switch item {
    case .fill(let path, _, _):
      return path.controlPointBounds
    case .stroke(let path, _, let style):
      let width = style.lineWidth
      guard width.isFinite, width > 0 else { return .null }
      let box = path.controlPointBounds
      guard !box.isNull else { return box }
      let reach = strokeReach(style)
      return box.insetBy(dx: -reach, dy: -reach)
    case .text:
      return nil
    case .image(_, let rect, _):
      return rect.standardized
    case .group(let group):
      return of(group, memo: memo)
    }
  }

  /// The box around what `group` paints, in its parent's coordinates (what ``of(_:memo:)``
  /// gives for `.group(group)`, for callers that hold the group already: taking it out of
  /// the item again copies every field). Masks and blend modes only ever remove from the
  /// group's own content, so its children and clip bound it.
  static func of(_ group: GroupItem, memo: ContentBoundsMemo? = nil) -> CGRect? {
    guard let children = of(children: group.children, memo: memo) else { return nil }
    var box = children
    if let clip = group.clip { box = box.intersection(clip.controlPointBounds) }
    guard !box.isNull else { return .null }
    guard group.effects.isEmpty else { return grown(box, by: group) }
    return map(box, through: group.transform)
  }

  /// The axis-aligned box around `rect`'s corners mapped through `transform`.
  static func map(_ rect: CGRect, through transform: Transform) -> CGRect? {
    guard !transform.isIdentity else { return rect }
    // Corner by corner, without arrays: this runs for every changed item of every frame.
    let first = transform.apply(to: CGPoint(x: rect.minX, y: rect.minY))
    var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
    var finite = first.x.isFinite && first.y.isFinite
    func include(_ x: Double, _ y: Double) {
      let point = transform.apply(to: CGPoint(x: x, y: y))
      finite = finite && point.x.isFinite && point.y.isFinite
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    include(rect.maxX, rect.minY)
    include(rect.minX, rect.maxY)
    include(rect.maxX, rect.maxY)
    guard finite else { return nil }
    let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return box.isFinite ? box : nil
  }
}

extension CGRect {
  fileprivate var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
