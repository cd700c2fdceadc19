import BezelDrawing
import BezelLayers
import Foundation

/// Shows another timeline scaled to fit a canvas of a different size, keeping its aspect
/// ratio and centring it (letterboxed), like `contentMode = .scaleAspectFit`.
@MainActor
struct FittedTimeline: Timeline {
  let base: any Timeline
  let size: CGSize

  var duration: Double? { base.duration }
  var renderPolicy: RenderPolicy { base.renderPolicy }

  /// The transform from the base timeline's canvas into this one.
  var transform: Transform {
    let source = base.size
    guard source.width > 0, source.height > 0 else { return .identity }
    let factor = min(size.width / source.width, size.height / source.height)
    let dx = (size.width - source.width * factor) / 2
    let dy = (size.height - source.height * factor) / 2
    return Transform(scaleX: factor, y: factor).concatenating(Transform(translationX: dx, y: dy))
  }

  func displayList(at time: Double) -> DisplayList {
    let inner = base.displayList(at: time)
    let clip = Path { $0.addRect(CGRect(origin: .zero, size: base.size)) }
    return DisplayList(
      size: size,
      items: [.group(GroupItem(transform: transform, clip: clip, children: inner.items))])
  }
}
