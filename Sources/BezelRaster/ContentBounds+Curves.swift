import BezelDrawing
import BezelLayers
import Foundation

extension ContentBounds {
  /// A box around what `item` can paint, as ``of(_:memo:)`` gives it but with curves counted
  /// by their true extent (``Path/bounds``) instead of their control points; `nil` when
  /// unknown (text, effects, non-finite geometry).
  ///
  /// Dearer than ``of(_:memo:)`` (a curve's extremes are solved for), so it is asked only
  /// where the looser box decides something costly: whether an item stays inside a soft
  /// clip's fully covered pixels (``DisplayListPainter/drawScaled(_:by:)``), which a rounded
  /// shape's control points often leave while its outline does not.
  static func curves(of item: DisplayItem) -> CGRect? {
    switch item {
    case .fill(let path, _, _):
      return finite(path.bounds)
    case .stroke(let path, _, let style):
      let width = style.lineWidth
      guard width.isFinite, width > 0 else { return .null }
      let box = path.bounds
      guard !box.isNull else { return box }
      let reach = strokeReach(style)
      return finite(box.insetBy(dx: -reach, dy: -reach))
    case .text:
      return nil
    case .image(_, let rect, _):
      return finite(rect.standardized)
    case .group(let group):
      guard group.effects.isEmpty else { return nil }
      var box = CGRect.null
      for child in group.children {
        guard let childBox = curves(of: child) else { return nil }
        box = box.union(childBox)
      }
      if let clip = group.clip { box = box.intersection(clip.controlPointBounds) }
      guard !box.isNull else { return .null }
      return map(box, through: group.transform)
    }
  }

  /// `box` when it is null or finite, else `nil` (unknown).
  private static func finite(_ box: CGRect) -> CGRect? {
    guard !box.isNull else { return box }
    return box.origin.x.isFinite && box.origin.y.isFinite && box.size.width.isFinite
      && box.size.height.isFinite ? box : nil
  }
}
