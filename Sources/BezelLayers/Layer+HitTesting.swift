import BezelDrawing
import Foundation

extension Layer {
  /// The frontmost layer in this subtree under `point` (in the *superlayer's* coordinates, as
  /// `CALayer.hitTest`), or `nil`.
  ///
  /// Uses model values, through transforms. Hidden layers, layers with opacity below 0.01 and
  /// layers with ``isUserInteractionEnabled`` off are skipped with their subtrees; a layer
  /// that ``masksToBounds`` only hits inside its bounds; ``isTransparentToHits`` layers are
  /// never returned themselves.
  public func hitTest(_ point: CGPoint) -> Layer? {
    guard let inverse = transformToSuperlayer.inverted() else { return nil }
    return hitTest(local: inverse.apply(to: point))
  }

  /// Hit testing with `point` in this layer's bounds coordinates.
  public func hitTest(local point: CGPoint) -> Layer? {
    guard !isHidden, opacity >= 0.01, isUserInteractionEnabled else { return nil }
    let inside = contains(point)
    if masksToBounds, !inside { return nil }
    for layer in sublayers.reversed() {
      if let hit = layer.hitTest(point) { return hit }
    }
    return inside && !isTransparentToHits ? self : nil
  }

  /// Delivers a tap at `point` (this layer's coordinates) to the hit layer or the nearest
  /// superlayer of it with an ``onTap`` handler, and returns the layer that handled it. A hit
  /// layer without a handler up its chain swallows the tap (`nil` is returned, and nothing
  /// beneath it sees the tap).
  @discardableResult
  public func sendTap(local point: CGPoint) -> Layer? {
    var current = hitTest(local: point)
    while let layer = current {
      if let handler = layer.onTap {
        handler(layer.convert(point, from: self))
        return layer
      }
      if layer === self { break }
      current = layer.superlayer
    }
    return nil
  }
}
