import BezelDrawing
import BezelLayers
import CCairo
import Foundation

extension DisplayListPainter {
  /// Whether a composited group whose content lies in separate places is composited only
  /// over those places (``separateBoxes(of:)``) rather than over the whole box around them.
  /// On by default; tests turn it off with `withValue` to compare with the whole composite.
  @TaskLocal static var compositesSeparateParts = true

  /// At most this many parts: each is a composite of its own, with a clip set for it.
  static let maximumParts = 8

  /// The device boxes the content of `items` (drawn in the current transform) lies in, when
  /// they are at least two, share no pixel, and leave at least a quarter of the box around
  /// them empty; `nil` otherwise.
  ///
  /// A group is transparent outside its children's boxes, and every operator that does not
  /// clear without a source (``BlendMode/clearsWithoutSource``) leaves the destination
  /// exactly as it was where the source is transparent (pixman's `OVER`, `ADD` and blend
  /// combiners all give `d` for `s = 0`, whatever the constant mask), so compositing only
  /// those boxes gives the same bytes. Pixman composites every pixel of the box it is given
  /// through its general path for the blend modes, so two shapes far apart (two cheeks under
  /// `multiply`) cost the whole rectangle between them. A lone child group (a layer's
  /// content) is looked into, one level, for its own children's boxes.
  func separateBoxes(of items: [DisplayItem]) -> [FrameDamage.Box]? {
    guard DisplayListPainter.compositesSeparateParts, !clearsOutsideContent(items) else {
      return nil
    }
    var boxes: [FrameDamage.Box] = []
    boxes.reserveCapacity(DisplayListPainter.maximumParts)
    if items.count == 1, case .group(let group) = items[0], group.effects.isEmpty {
      guard collect(group.children, through: group.transform, into: &boxes) else { return nil }
    } else {
      guard collect(items, through: .identity, into: &boxes) else { return nil }
    }
    DisplayListPainter.mergeOverlapping(&boxes)
    guard boxes.count >= 2, let first = boxes.first else { return nil }
    var whole = first
    var area = 0
    for box in boxes {
      whole = whole.union(box)
      area += box.area
    }
    return area * 4 <= whole.area * 3 ? boxes : nil
  }

  /// Appends the device boxes of `items` mapped through `transform` (from the current
  /// transform's user space); `false` when one is unknown or there are too many.
  private func collect(
    _ items: [DisplayItem], through transform: Transform, into boxes: inout [FrameDamage.Box]
  ) -> Bool {
    guard items.count <= DisplayListPainter.maximumParts else { return false }
    for item in items {
      guard let box = ContentBounds.of(only: item, memo: images.bounds) else { return false }
      if box.isNull { continue }
      guard let mapped = ContentBounds.map(box, through: transform) else { return false }
      if mapped.isNull { continue }
      guard let device = deviceBox(around: mapped) else { return false }
      boxes.append(device)
    }
    return true
  }

  /// Joins boxes that meet (or touch) until none do, so no pixel is composited twice.
  static func mergeOverlapping(_ boxes: inout [FrameDamage.Box]) {
    var merged = true
    while merged {
      merged = false
      search: for i in boxes.indices {
        for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
          boxes[i] = boxes[i].union(boxes[j])
          boxes.remove(at: j)
          merged = true
          break search
        }
      }
    }
  }

  /// Paints the source with `opacity` inside each of `parts` only (whole device pixels,
  /// sharing none), each under a clip of its own.
  func paint(opacity: Double, onlyIn parts: [FrameDamage.Box]) {
    for part in parts {
      cairo_save(cr)
      clip(toDevice: part)
      if opacity >= 1 {
        cairo_paint(cr)
      } else {
        cairo_paint_with_alpha(cr, opacity)
      }
      cairo_restore(cr)
    }
  }
}
