import BezelDrawing
import BezelLayers
import CCairo

extension DisplayListPainter {
  /// Whether a multiplied group whose content is one solid fill is multiplied into the
  /// target straight from the fill's coverage (default `true`, ``drawMultiplied(_:)``)
  /// rather than drawn on a pushed group and painted with Cairo's `MULTIPLY`; off inside
  /// `DisplayListPainter.$multipliesFillsInPlace.withValue(false) { … }`, so tests can
  /// compare.
  @TaskLocal static var multipliesFillsInPlace = true

  /// Draws the children of a group painted with `multiply` (opacity 1, no mask, no soft
  /// clip; its transform, clip and content clip already set) straight onto the target when
  /// they are one solid fill, under groups that only move it; `false`, having drawn nothing,
  /// when the group must be pushed and composited.
  ///
  /// Compositing pushes a surface as large as the content's box, clears it, fills it, and
  /// has pixman multiply every pixel of the box through its general path: most of a frame
  /// of multiplied shapes (`thorvg__expressions.10444`: 74 % of its instructions). Here
  /// only the covered pixels are read and written, with the bytes of that composite.
  func drawMultiplied(_ children: [DisplayItem]) -> Bool {
    guard DisplayListPainter.multipliesFillsInPlace, children.count == 1,
      depth < DisplayListPainter.maximumDepth
    else { return false }
    switch children[0] {
    case .fill(let path, .color(let color), let rule):
      return drawSolidFill(path, color: color, rule: rule, multiplies: true)
    case .group(let group):
      guard group.isPassThrough, group.clip == nil, group.children.count == 1 else {
        return false
      }
      var inner = nested
      if let policy = group.renderPolicy { inner.policy = policy }
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if !group.transform.isIdentity {
        guard let m = CairoConstants.matrix(group.transform) else { return false }
        CairoMatrix.concatenate(m, on: cr)
      }
      return inner.drawMultiplied(group.children)
    default:
      return false
    }
  }
}
