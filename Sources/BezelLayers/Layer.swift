import BezelDrawing
import BezelMotion
import Foundation

/// A rectangle of content in a tree, like `CALayer`: geometry in points (y down), opacity,
/// background, border, clipping, a mask, sublayers, its own timing, and animations.
///
/// A layer is a *model*: animations never change its properties. Evaluating the tree at a time
/// (``displayList(at:)``) applies each animation to a presentation copy (``init(layer:)``) and
/// produces an immutable ``DisplayList`` — a pure function of the tree and the time.
///
/// Geometry follows Core Animation: `position` is where `anchorPoint` (a fraction of the bounds,
/// default centre) sits in the superlayer; `transform` turns and scales about that point;
/// `bounds.origin` shifts the coordinate system sublayers and contents are drawn in.
///
/// ```swift
/// let badge = Layer()
/// badge.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
/// badge.backgroundColor = .red
/// badge.cornerRadius = 20
/// root.addSublayer(badge)
/// ```
///
/// Subclasses draw by overriding ``drawContents(localTime:)`` and must implement
/// `required init(layer:)` to copy their own properties for presentation copies.
@MainActor
open class Layer {
  /// The layer's own coordinate system: its size, and the point shown at its top-left.
  public var bounds: CGRect = .zero {
    didSet { if bounds != oldValue { geometryDidChange(boundsChanged: true) } }
  }
  /// Where `anchorPoint` sits, in the superlayer's coordinates.
  public var position: CGPoint = .zero {
    didSet { if position != oldValue { geometryDidChange(boundsChanged: false) } }
  }
  /// The point of the bounds (as fractions, (0.5, 0.5) is the centre) placed at `position`
  /// and about which `transform` applies.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Applied about the anchor point, before moving to `position`.
  public var transform: Transform = .identity
  /// 0 (invisible) … 1; the layer and its sublayers composite as one.
  public var opacity: Double = 1
  public var isHidden = false
  /// Fills the (rounded) bounds below contents and sublayers; `nil` for none.
  public var backgroundColor: Color?
  /// Rounds the background and border, and the clip when `masksToBounds`.
  public var cornerRadius: Double = 0
  /// Drawn inside the bounds, above contents and sublayers.
  public var borderWidth: Double = 0
  /// Core Animation's default: opaque black.
  public var borderColor: Color? = .black
  /// Clips contents and sublayers to the rounded bounds.
  public var masksToBounds = false
  /// A layer whose alpha, drawn in this layer's bounds coordinates, masks this layer. It is
  /// not a sublayer; hiding it (or leaving it empty) hides this layer.
  public var mask: Layer?
  /// For debugging and for finding layers in tests.
  public var name: String?
  /// How the layer describes itself to a screen reader, or `nil` for nothing to say (see
  /// ``accessibilityElement(localTime:)`` for a description that changes with time).
  public var accessibility: AccessibilityElement?

  /// Begin time of the layer's local timeline, in its superlayer's time.
  public var beginTime: Double = 0
  /// Rate of the layer's local time; 0 pauses it and its sublayers' animations.
  public var speed: Double = 1
  /// Added to the layer's local time.
  public var timeOffset: Double = 0

  /// When `false`, hit testing skips the layer and its sublayers.
  public var isUserInteractionEnabled = true
  /// When `true` the layer itself is never hit (its sublayers can be), so input falls through
  /// to what is beneath it — for full-size containers.
  public var isTransparentToHits = false
  /// Receives taps (in the layer's coordinates) that hit it or a sublayer without a handler.
  public var onTap: ((CGPoint) -> Void)?

  /// Places the layer in its superlayer; re-applied when the superlayer's bounds change.
  public var layout: LayoutRule? {
    didSet { applyLayout() }
  }

  /// The time source for "now" (animations without a begin time, ``pause()``); looked up
  /// through superlayers. A window sets it on its root.
  public var clock: (any Clock)?

  public private(set) var sublayers: [Layer] = []
  public private(set) weak var superlayer: Layer?

  /// True for the copies made for evaluation, which never lay out or notify.
  public let isPresentation: Bool

  var explicitSafeAreaInsets: EdgeInsets?
  var publishedSafeAreaInsets: EdgeInsets = .zero
  var animationEntries: [AnimationEntry] = []
  /// The outline of the bounds last built for the background and the clip, and what it was
  /// built from: a layer whose bounds and corner radius stay hands out the same path from
  /// frame to frame (no path built, and comparing it with the last frame's is an identity
  /// check). Presentation copies use the model layer's.
  var keptOutline: (bounds: CGRect, cornerRadius: Double, path: Path)?
  /// What the layer's last drawing was built from and gave, for the next frame to hand out
  /// again when nothing it depends on changed (``RetainedDrawing``).
  var retainedDrawing: RetainedDrawing?
  /// The last time (in root time) the tree was advanced to, the fallback for "now".
  var lastAdvancedTime: Double = 0

  public init() {
    isPresentation = false
  }

  /// A presentation copy of `layer`: its properties but no sublayers, superlayer, animations
  /// or layout. Subclasses copy their own properties after calling `super.init(layer:)`.
  public required init(layer: Layer) {
    isPresentation = true
    bounds = layer.bounds
    position = layer.position
    anchorPoint = layer.anchorPoint
    transform = layer.transform
    opacity = layer.opacity
    isHidden = layer.isHidden
    backgroundColor = layer.backgroundColor
    cornerRadius = layer.cornerRadius
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    masksToBounds = layer.masksToBounds
    mask = layer.mask
    name = layer.name
    accessibility = layer.accessibility
    beginTime = layer.beginTime
    speed = layer.speed
    timeOffset = layer.timeOffset
    isUserInteractionEnabled = layer.isUserInteractionEnabled
    isTransparentToHits = layer.isTransparentToHits
  }

  /// The layer's own drawing at `localTime`, in its bounds coordinates, drawn above the
  /// background and below sublayers. Called on presentation copies when the layer is animated.
  /// The default draws nothing.
  open func drawContents(localTime: Double) -> [DisplayItem] { [] }

  /// The layer's accessibility description at `localTime`; the default is
  /// ``accessibility``. Components whose state changes with time (a countdown) override it.
  open func accessibilityElement(localTime: Double) -> AccessibilityElement? { accessibility }

  /// Called after the bounds change and layout rules of sublayers were re-applied; override to
  /// place sublayers or rebuild paths that depend on the size.
  open func layoutSublayers() {}

  /// Whether a point in the layer's bounds coordinates is inside it (for hit testing).
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  // MARK: - Tree

  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` (clamped) among the sublayers; later ones draw on top.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    guard layer !== self, !layer.isAncestor(of: self) else { return }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
    layer.superlayer = self
    layer.applyLayout()
    layer.updateSafeArea()
  }

  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    guard let index = sublayers.firstIndex(where: { $0 === sibling }) else {
      return addSublayer(layer)
    }
    insertSublayer(layer, at: index + 1)
  }

  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    guard let index = sublayers.firstIndex(where: { $0 === sibling }) else {
      return insertSublayer(layer, at: 0)
    }
    insertSublayer(layer, at: index)
  }

  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// Whether `layer` is this layer or lies below it.
  public func isAncestor(of layer: Layer) -> Bool {
    var current: Layer? = layer
    while let node = current {
      if node === self { return true }
      current = node.superlayer
    }
    return false
  }

  /// The first layer named `name` in this subtree (depth first, this layer first).
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for layer in sublayers {
      if let found = layer.sublayer(named: name) { return found }
    }
    return nil
  }
}
