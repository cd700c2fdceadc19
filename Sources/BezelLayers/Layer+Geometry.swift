import BezelDrawing
import BezelMotion
import Foundation

extension Layer {
  /// The layer's rectangle in its superlayer's coordinates. Reading it with a transform gives
  /// the bounding box of the transformed bounds; setting it sets `position` and the size of
  /// `bounds` as if the transform were the identity (UIKit's rule).
  public var frame: CGRect {
    get {
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
      ].map(transformToSuperlayer.apply(to:))
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
    set {
      let rect = newValue.standardized
      bounds = CGRect(origin: bounds.origin, size: rect.size)
      position = CGPoint(
        x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
    }
  }

  /// Maps the layer's bounds coordinates into its superlayer's: undo the bounds origin and the
  /// anchor, apply `transform`, move to `position`.
  public var transformToSuperlayer: Transform {
    let anchorX = Double(bounds.minX + anchorPoint.x * bounds.width)
    let anchorY = Double(bounds.minY + anchorPoint.y * bounds.height)
    return Transform(translationX: -anchorX, y: -anchorY)
      .concatenating(transform)
      .concatenating(Transform(translationX: Double(position.x), y: Double(position.y)))
  }

  /// Maps a point in this layer's coordinates into `layer`'s (`nil`: the root layer's).
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    let inRoot = toRoot.apply(to: point)
    guard let layer else { return inRoot }
    return layer.toRoot.inverted()?.apply(to: inRoot) ?? inRoot
  }

  /// Maps a point in `layer`'s coordinates (`nil`: the root layer's) into this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    let inRoot = layer.map { $0.toRoot.apply(to: point) } ?? point
    return toRoot.inverted()?.apply(to: inRoot) ?? inRoot
  }

  /// From this layer's bounds coordinates to the root's bounds coordinates.
  var toRoot: Transform {
    var result = Transform.identity
    var current: Layer = self
    while let parent = current.superlayer {
      result = result.concatenating(current.transformToSuperlayer)
      current = parent
    }
    return result
  }

  /// The root of the tree this layer is in.
  public var rootLayer: Layer {
    var current = self
    while let parent = current.superlayer { current = parent }
    return current
  }

  // MARK: - Safe area

  /// Insets from the layer's edges that content should avoid (a window's notch and bars). Set
  /// on a root (a window does); other layers get the part of their superlayer's safe area
  /// insets that overlaps them.
  public var safeAreaInsets: EdgeInsets {
    get {
      if let explicit = explicitSafeAreaInsets { return explicit }
      guard let parent = superlayer else { return .zero }
      let safe = parent.safeAreaRect
      let frame = self.frame
      return EdgeInsets(
        top: max(0, Double(safe.minY - frame.minY)),
        left: max(0, Double(safe.minX - frame.minX)),
        bottom: max(0, Double(frame.maxY - safe.maxY)),
        right: max(0, Double(frame.maxX - safe.maxX)))
    }
    set {
      explicitSafeAreaInsets = newValue
      updateSafeArea()
    }
  }

  /// The bounds minus the safe area insets, in the layer's coordinates.
  public var safeAreaRect: CGRect { safeAreaInsets.inset(bounds) }

  // MARK: - Layout

  /// Re-applies the layout rule against the superlayer (no-op without a rule or superlayer).
  public func applyLayout() {
    guard !isPresentation, let rule = layout, let parent = superlayer else { return }
    let area = rule.area == .safeArea ? parent.safeAreaRect : parent.bounds
    let current = CGRect(
      x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
      width: bounds.width, height: bounds.height)
    let target = rule.frame(in: area, current: current)
    if target != current { frame = target }
  }

  func geometryDidChange(boundsChanged: Bool) {
    guard !isPresentation else { return }
    if boundsChanged {
      for layer in sublayers { layer.applyLayout() }
      layoutSublayers()
    }
    updateSafeArea()
  }

  /// Propagates a change of this layer's safe area to sublayers laid out against it.
  func updateSafeArea() {
    guard !isPresentation else { return }
    let insets = safeAreaInsets
    guard insets != publishedSafeAreaInsets else { return }
    publishedSafeAreaInsets = insets
    for layer in sublayers {
      if layer.layout?.area == .safeArea { layer.applyLayout() }
      layer.updateSafeArea()
    }
  }
}
