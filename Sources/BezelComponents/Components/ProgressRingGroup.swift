import BezelDrawing
import BezelLayers
import Foundation

/// Concentric progress rings as one control, like Apple's activity rings: the first ring is
/// the outermost, each next one inside it by its line width plus ``spacing``.
///
/// ```swift
/// let rings = ProgressRingGroup(count: 3)
/// rings.layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
/// rings.rings[0].gradientColors = [.red, .magenta]
/// rings.rings[0].setProgress(1.3)   // past one lap: the tip goes round again
/// ```
@MainActor
public final class ProgressRingGroup {
  private let container = RingGroupLayer()
  /// Outermost first.
  public let rings: [ProgressRing]
  public var layer: Layer { container }

  /// `count` rings (at least one) of `lineWidth` each.
  public init(count: Int, lineWidth: Double = 20) {
    rings = (0..<max(1, count)).map { _ in
      let ring = ProgressRing()
      ring.lineWidth = lineWidth
      return ring
    }
    container.name = "progress-ring-group"
    container.isTransparentToHits = true
    for ring in rings { container.addSublayer(ring.layer) }
    container.rings = rings.map(\.layer)
    container.layoutSublayers()
  }

  /// The gap between neighbouring rings (default 2).
  public var spacing: Double {
    get { container.spacing }
    set {
      container.spacing = newValue
      container.layoutSublayers()
    }
  }

  /// Sets every ring's width and lays them out again.
  public func setLineWidth(_ width: Double) {
    for ring in rings { ring.lineWidth = width }
    container.layoutSublayers()
  }
}

/// Lays out a ``ProgressRingGroup``'s rings as concentric squares.
final class RingGroupLayer: Layer {
  var spacing = 2.0
  var rings: [Layer] = []

  override init() { super.init() }

  required init(layer: Layer) {
    super.init(layer: layer)
    spacing = (layer as? RingGroupLayer)?.spacing ?? 2
  }

  override func layoutSublayers() {
    let side = min(bounds.width, bounds.height)
    var inset = 0.0
    let gap = spacing.isFinite ? max(0, spacing) : 0
    for ring in rings {
      let size = max(0, side - 2 * inset)
      ring.frame = CGRect(
        x: bounds.midX - size / 2, y: bounds.midY - size / 2, width: size, height: size)
      let width =
        (ring as? ProgressRingLayer).map {
          max(RingDrawing.clean($0.drawing.trackWidth), RingDrawing.clean($0.drawing.progressWidth))
        } ?? 0
      inset += width + gap
    }
  }
}
